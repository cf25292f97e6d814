import { alternativeChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { over23Texts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 over23: are all drivers over 23? The answer starts at the form's default (age ≥ 23). A
 * customer under 23 cannot answer yes (the chart refuses it): she is told, and goes on with no.
 */
export function Over23View() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const mayAnswerYes = usePurchaseSelector((snapshot) =>
    snapshot.can({ type: "over23.answer", over23: true }),
  );
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.over23);
  const [answer, setAnswer] = useAnswerDraft("over23", yesNoOf(saved), draftSchemas.yesNo);
  const form = useStepForm({
    over23: { id: "over23", error: firstIssueMessage(alternativeChoiceSchema, answer) },
  });

  const onSubmit = () =>
    form.submit(() => send({ type: "over23.answer", over23: answer === "true" }));

  if (!mayAnswerYes) {
    return (
      <StepPage
        title={over23Texts.title(noun)}
        onSubmit={() => send({ type: "over23.answer", over23: false })}
      >
        <p>{over23Texts.youngCustomer(noun)}</p>
      </StepPage>
    );
  }

  return (
    <StepPage title={over23Texts.title(noun)} onSubmit={onSubmit}>
      <YesNoQuestion
        {...form.field("over23")}
        legend={over23Texts.legend(noun)}
        legendIsPageTitle
        name="over23"
        value={answer}
        onChange={setAnswer}
        helpLabel={over23Texts.help}
      />
    </StepPage>
  );
}
