import { TextInput } from "@fremtind/jokul/text-input";
import { useState } from "react";
import * as v from "valibot";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ownerNameSchema } from "../../domain/personName.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { eierNavnTexts } from "../../texts/steps/questions.ts";
import { useFocusOnErrors } from "../question-fields/useFocusOnErrors.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 "Other screens": 'Hva er navnet på eieren?', the name as in the population register. */
export function EierNavnView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.annenEierNavn);
  const [name, setName] = useAnswerDraft("annenEierNavn", saved, draftSchemas.text);
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstError } = useFocusOnErrors();
  const error = submitted ? firstIssueMessage(ownerNameSchema, name) : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    const result = v.safeParse(ownerNameSchema, name, { abortPipeEarly: true });
    if (!result.success) return focusFirstError();
    send({ type: "ownerName.submit", annenEierNavn: result.output });
  };

  return (
    <StepPage
      title={eierNavnTexts.title}
      lead={<p>{eierNavnTexts.otherOwnerRule}</p>}
      onSubmit={onSubmit}
    >
      <div ref={container}>
        <TextInput
          label={eierNavnTexts.label}
          name="annenEierNavn"
          value={name}
          onChange={(event) => setName(event.target.value)}
          helpLabel={eierNavnTexts.help}
          errorLabel={error}
          autoComplete="off"
        />
      </div>
    </StepPage>
  );
}
