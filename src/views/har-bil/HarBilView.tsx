import { useState } from "react";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { YesNoQuestion } from "../../components/yes-no-question/YesNoQuestion.tsx";
import { harBilTexts } from "../../texts/steps/intro.ts";
import { validationTexts } from "../../texts/validation.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 har-bil: yes → vehicle lookup, no → model picker (the machine decides). */
export function HarBilView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.hasRegNr);
  const [answer, setAnswer] = useAnswerDraft(
    "hasRegNr",
    saved === null ? null : saved ? "true" : "false",
    draftSchemas.yesNo,
  );
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && answer === null ? validationTexts.choice.alternative : undefined;
  return (
    <StepPage
      title={harBilTexts.title}
      onSubmit={() => {
        setSubmitted(true);
        if (answer !== null) send({ type: "hasRegnr.answer", hasRegNr: answer === "true" });
      }}
    >
      <YesNoQuestion
        legend={harBilTexts.legend}
        legendIsPageTitle
        name="hasRegNr"
        value={answer}
        onChange={setAnswer}
        errorLabel={error}
        helpLabel={harBilTexts.help}
      />
    </StepPage>
  );
}
