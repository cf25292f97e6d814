import { useState } from "react";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { YesNoQuestion } from "../../components/yes-no-question/YesNoQuestion.tsx";
import { alternativeChoiceSchema } from "../../domain/choices.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { over23Texts } from "../../texts/steps/questions.ts";
import { useFocusOnErrors } from "../question-fields/useFocusOnErrors.ts";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 over23: are all drivers over 23? The answer starts at the form's default (age ≥ 23). */
export function Over23View() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.over23);
  const [answer, setAnswer] = useAnswerDraft("over23", yesNoOf(saved), draftSchemas.yesNo);
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstError } = useFocusOnErrors();
  const error = submitted ? firstIssueMessage(alternativeChoiceSchema, answer) : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    if (answer === null) return focusFirstError();
    send({ type: "over23.answer", over23: answer === "true" });
  };

  return (
    <StepPage title={over23Texts.title(noun)} onSubmit={onSubmit}>
      <div ref={container}>
        <YesNoQuestion
          legend={over23Texts.legend(noun)}
          legendIsPageTitle
          name="over23"
          value={answer}
          onChange={setAnswer}
          errorLabel={error}
          helpLabel={over23Texts.help}
        />
      </div>
    </StepPage>
  );
}
