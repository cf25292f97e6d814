import { useState } from "react";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { YesNoQuestion } from "../../components/yes-no-question/YesNoQuestion.tsx";
import { alternativeChoiceSchema } from "../../domain/choices.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { eierTexts } from "../../texts/steps/questions.ts";
import { useFocusOnErrors } from "../question-fields/useFocusOnErrors.ts";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 eier: is the customer the registered owner? No leads to the owner's name and national
 * id (the machine decides); the other owner may only be spouse, cohabitant or registered partner
 * at the same address.
 */
export function EierView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.eier);
  const [answer, setAnswer] = useAnswerDraft("eier", yesNoOf(saved), draftSchemas.yesNo);
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstError } = useFocusOnErrors();
  const error = submitted ? firstIssueMessage(alternativeChoiceSchema, answer) : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    if (answer === null) return focusFirstError();
    send({ type: "owner.answer", eier: answer === "true" });
  };

  return (
    <StepPage title={eierTexts.title(noun)} onSubmit={onSubmit}>
      <div ref={container}>
        <YesNoQuestion
          legend={eierTexts.legend(noun)}
          legendIsPageTitle
          name="eier"
          value={answer}
          onChange={setAnswer}
          errorLabel={error}
          helpLabel={eierTexts.help}
        />
        <p>{eierTexts.otherOwnerRule}</p>
      </div>
    </StepPage>
  );
}
