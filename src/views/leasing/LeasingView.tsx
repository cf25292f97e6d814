import { useState } from "react";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { YesNoQuestion } from "../../components/yes-no-question/YesNoQuestion.tsx";
import { alternativeChoiceSchema, companyChoiceSchema } from "../../domain/choices.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { leasingTexts, questionTexts } from "../../texts/steps/questions.ts";
import { CompanyField } from "../question-fields/CompanyField.tsx";
import { useFocusOnErrors } from "../question-fields/useFocusOnErrors.ts";
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
  const leasedInRegister = usePurchaseSelector(
    (snapshot) =>
      snapshot.context.bilinfo?.leasingselskapId !== undefined ||
      snapshot.context.garanti?.garantieier === "LEASINGSELSKAP",
  );
  const [answer, setAnswer] = useAnswerDraft("leasing", yesNoOf(savedAnswer), draftSchemas.yesNo);
  const [company, setCompany] = useAnswerDraft(
    "leasingCompanykode",
    savedCompany,
    draftSchemas.text,
  );
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstError } = useFocusOnErrors();

  const answerError = firstIssueMessage(alternativeChoiceSchema, answer);
  const companyError =
    answer === "true" ? firstIssueMessage(companyChoiceSchema, company) : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    if (answerError || companyError) return focusFirstError();
    if (answer === "true")
      send({ type: "leasing.answer", leasing: true, leasingCompanykode: company });
    else send({ type: "leasing.answer", leasing: false });
  };

  return (
    <StepPage
      title={leasingTexts.title(noun)}
      lead={leasedInRegister ? <p>{leasingTexts.fromRegister(noun)}</p> : undefined}
      onSubmit={onSubmit}
    >
      <div ref={container}>
        <YesNoQuestion
          legend={leasingTexts.legend(noun)}
          legendIsPageTitle
          name="leasing"
          value={answer}
          onChange={setAnswer}
          errorLabel={submitted ? answerError : undefined}
          helpLabel={leasingTexts.help}
        >
          {answer === "true" && (
            <CompanyField
              list="leasing"
              listName={questionTexts.lists.leasing}
              label={leasingTexts.company}
              name="leasingCompanykode"
              value={company}
              onChange={(chosen) => setCompany(chosen?.id ?? "")}
              errorLabel={submitted ? companyError : undefined}
            />
          )}
        </YesNoQuestion>
      </div>
    </StepPage>
  );
}
