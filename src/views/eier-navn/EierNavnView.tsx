import * as v from "valibot";
import { ownerNameSchema } from "../../../core/domain/personName.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { eierNavnTexts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 "Other screens": 'Hva er navnet på eieren?', the name as in the population register. */
export function EierNavnView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.annenEierNavn);
  const [name, setName] = useAnswerDraft("annenEierNavn", saved, draftSchemas.text);
  const form = useStepForm({
    annenEierNavn: { id: "annenEierNavn", error: firstIssueMessage(ownerNameSchema, name) },
  });

  const onSubmit = () =>
    form.submit(() =>
      send({ type: "ownerName.submit", annenEierNavn: v.parse(ownerNameSchema, name) }),
    );

  return (
    <StepPage
      title={eierNavnTexts.title}
      lead={<p>{eierNavnTexts.otherOwnerRule}</p>}
      onSubmit={onSubmit}
    >
      <TextField
        {...form.field("annenEierNavn")}
        label={eierNavnTexts.label}
        name="annenEierNavn"
        value={name}
        onChange={(event) => setName(event.target.value)}
        helpLabel={eierNavnTexts.help}
        autoComplete="off"
      />
    </StepPage>
  );
}
