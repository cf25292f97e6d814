import { Button } from "@fremtind/jokul/button";
import * as v from "valibot";
import { companyChoiceSchema } from "../../../core/domain/choices.ts";
import {
  bonusTransferRegistrationNumberSchema,
  normalizeRegistrationNumber,
} from "../../../core/domain/registrationNumber.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { bonusOverforingTexts, questionTexts } from "../../../core/texts/steps/questions.ts";
import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { isLoading, usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import { PriceError } from "../../components/price-error/index.ts";
import { CompanyField } from "../question-fields/CompanyField.tsx";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 bonus-overforing: a bonus from another company needs the registration number it was
 * earned on (2 letters and 4 or 5 digits) and the company, from the bonus-transfer list.
 */
export function BonusOverforingView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form);
  const flowError = usePurchaseSelector((snapshot) => snapshot.context.error);
  const loading = usePurchaseSelector(isLoading);
  const { config } = useServices();
  const [regnr, setRegnr] = useAnswerDraft(
    "bonusRegnummer",
    saved.bonusRegnummer,
    draftSchemas.text,
  );
  const [companyId, setCompanyId] = useAnswerDraft(
    "bonusoverforingsselskap",
    saved.bonusoverforingsselskap,
    draftSchemas.text,
  );
  const [companyName, setCompanyName] = useAnswerDraft(
    "bonusoverforingsselskapNavn",
    saved.bonusoverforingsselskapNavn,
    draftSchemas.text,
  );
  const company = { id: companyId, navn: companyName };
  const form = useStepForm({
    bonusRegnummer: {
      id: "bonusRegnummer",
      error: firstIssueMessage(bonusTransferRegistrationNumberSchema, regnr),
    },
    bonusoverforingsselskap: {
      id: "bonusoverforingsselskap",
      error: firstIssueMessage(companyChoiceSchema, company.id),
    },
  });

  const onSubmit = () =>
    form.submit(() =>
      send({
        type: "bonusTransfer.submit",
        bonusRegnummer: v.parse(bonusTransferRegistrationNumberSchema, regnr),
        bonusoverforingsselskap: company.id,
        bonusoverforingsselskapNavn: company.navn,
      }),
    );

  return (
    <StepPage
      title={bonusOverforingTexts.title}
      lead={<p>{bonusOverforingTexts.lead}</p>}
      onSubmit={onSubmit}
      busy={loading}
    >
      <TextField
        {...form.field("bonusRegnummer")}
        label={bonusOverforingTexts.registrationNumber}
        name="bonusRegnummer"
        value={regnr}
        // No maxLength (see velg-bil): normalising caps the plate after dropping spaces.
        onChange={(event) => setRegnr(normalizeRegistrationNumber(event.target.value))}
        helpLabel={bonusOverforingTexts.registrationNumberHelp}
        autoComplete="off"
        autoCapitalize="characters"
        width="10rem"
      />
      <CompanyField
        {...form.field("bonusoverforingsselskap")}
        list="bonusoverfoering"
        listName={questionTexts.lists.bonusTransfer}
        label={bonusOverforingTexts.company}
        name="bonusoverforingsselskap"
        value={company.id}
        onChange={(chosen) => {
          setCompanyId(chosen?.id ?? "");
          setCompanyName(chosen?.navn ?? "");
        }}
      />
      <ErrorSummary {...form.summary} />
      {flowError && !loading && (
        <div className="question-flow-error">
          <PriceError {...flowError} hasOverview={hasInsuranceOverview(config)} />
          <Button type="button" variant="secondary" onClick={() => send({ type: "flow.retry" })}>
            {questionTexts.retry}
          </Button>
        </div>
      )}
    </StepPage>
  );
}
