import { WarningMessage } from "@fremtind/jokul/message";
import { alternativeChoiceSchema, companyChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { leasingTexts, questionTexts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import {
  sameDropped,
  selectDroppedByLeasing,
  selectIsLeasedInRegister,
} from "../../app/purchaseSelectors.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import { CompanyField } from "../question-fields/CompanyField.tsx";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 leasing: is the vehicle leased, and by which leasing company. Where the flow goes next
 * (owner questions, or the summary for a leased vehicle) is the machine's decision.
 */
export function LeasingView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const savedAnswer = usePurchaseSelector((snapshot) => snapshot.context.form.leasing);
  const savedCompany = usePurchaseSelector((snapshot) => snapshot.context.form.leasingCompanykode);
  const leasedInRegister = usePurchaseSelector(selectIsLeasedInRegister);
  const dropped = usePurchaseSelector(selectDroppedByLeasing, sameDropped);
  const dropsAnswers = dropped.lien || dropped.otherOwner !== null;
  const [answer, setAnswer] = useAnswerDraft("leasing", yesNoOf(savedAnswer), draftSchemas.yesNo);
  const [company, setCompany] = useAnswerDraft(
    "leasingCompanykode",
    savedCompany,
    draftSchemas.text,
  );
  const form = useStepForm({
    leasing: { id: "leasing", error: firstIssueMessage(alternativeChoiceSchema, answer) },
    leasingCompanykode:
      answer === "true"
        ? { id: "leasingCompanykode", error: firstIssueMessage(companyChoiceSchema, company) }
        : undefined,
  });

  const onSubmit = () =>
    form.submit(() => {
      if (answer === "true")
        send({ type: "leasing.answer", leasing: true, leasingCompanykode: company });
      else send({ type: "leasing.answer", leasing: false });
    });

  return (
    <StepPage
      title={leasingTexts.title(noun)}
      lead={leasedInRegister ? <p>{leasingTexts.fromRegister(noun)}</p> : undefined}
      onSubmit={onSubmit}
    >
      <YesNoQuestion
        legend={leasingTexts.legend(noun)}
        legendIsPageTitle
        {...form.field("leasing")}
        name="leasing"
        value={answer}
        onChange={setAnswer}
        helpLabel={leasingTexts.help}
      >
        {answer === "true" && (
          <CompanyField
            list="leasing"
            listName={questionTexts.lists.leasing}
            label={leasingTexts.company}
            {...form.field("leasingCompanykode")}
            name="leasingCompanykode"
            value={company}
            onChange={(chosen) => setCompany(chosen?.id ?? "")}
          />
        )}
      </YesNoQuestion>
      {/* Said as the customer chooses yes, before anything is dropped (issue 29 item 20). */}
      <div role="status">
        {answer === "true" && dropsAnswers && (
          <WarningMessage className="leasing-drops">
            {leasingTexts.yesDrops(noun, dropped)}
          </WarningMessage>
        )}
      </div>
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}
