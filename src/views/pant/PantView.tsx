import { alternativeChoiceSchema, companyChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { pantTexts, questionTexts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import { CompanyField } from "../question-fields/CompanyField.tsx";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 pant: is there a loan with lien in the vehicle, and with which lender. */
export function PantView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const savedAnswer = usePurchaseSelector((snapshot) => snapshot.context.form.pant);
  const savedLender = usePurchaseSelector((snapshot) => snapshot.context.form.panthaverId);
  const [answer, setAnswer] = useAnswerDraft("pant", yesNoOf(savedAnswer), draftSchemas.yesNo);
  const [lender, setLender] = useAnswerDraft("panthaverId", savedLender, draftSchemas.text);
  const form = useStepForm({
    pant: { id: "pant", error: firstIssueMessage(alternativeChoiceSchema, answer) },
    panthaverId:
      answer === "true"
        ? { id: "panthaverId", error: firstIssueMessage(companyChoiceSchema, lender) }
        : undefined,
  });

  const onSubmit = () =>
    form.submit(() => {
      if (answer === "true") send({ type: "lien.answer", pant: true, panthaverId: lender });
      else send({ type: "lien.answer", pant: false });
    });

  return (
    <StepPage title={pantTexts.title(noun)} onSubmit={onSubmit}>
      <YesNoQuestion
        legend={pantTexts.legend(noun)}
        legendIsPageTitle
        {...form.field("pant")}
        name="pant"
        value={answer}
        onChange={setAnswer}
        helpLabel={pantTexts.help}
      >
        {answer === "true" && (
          <CompanyField
            list="panthavere"
            listName={questionTexts.lists.lenders}
            label={pantTexts.lender}
            {...form.field("panthaverId")}
            name="panthaverId"
            value={lender}
            onChange={(chosen) => setLender(chosen?.id ?? "")}
          />
        )}
      </YesNoQuestion>
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}
