import { alternativeChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { harBilTexts } from "../../../core/texts/steps/intro.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 har-bil: yes → vehicle lookup, no → model picker (the machine decides). */
export function HarBilView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.hasRegNr);
  const product = usePurchaseSelector((snapshot) => snapshot.context.product);
  const [answer, setAnswer] = useAnswerDraft(
    "hasRegNr",
    saved === null ? null : saved ? "true" : "false",
    draftSchemas.yesNo,
  );
  const form = useStepForm({
    hasRegNr: { id: "hasRegNr", error: firstIssueMessage(alternativeChoiceSchema, answer) },
  });
  return (
    <StepPage
      title={harBilTexts.title}
      onSubmit={() =>
        form.submit(() => send({ type: "hasRegnr.answer", hasRegNr: answer === "true" }))
      }
    >
      <YesNoQuestion
        {...form.field("hasRegNr")}
        legend={harBilTexts.legend}
        legendIsPageTitle
        name="hasRegNr"
        value={answer}
        onChange={setAnswer}
        helpLabel={harBilTexts.help(product)}
      />
    </StepPage>
  );
}
