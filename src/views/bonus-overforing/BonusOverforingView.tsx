import { Button } from "@fremtind/jokul/button";
import { TextInput } from "@fremtind/jokul/text-input";
import { useState } from "react";
import * as v from "valibot";
import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { isLoading, usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { PriceError } from "../../components/price-error/PriceError.tsx";
import { companyChoiceSchema } from "../../domain/choices.ts";
import {
  bonusTransferRegistrationNumberSchema,
  normalizeRegistrationNumber,
} from "../../domain/registrationNumber.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { bonusOverforingTexts, questionTexts } from "../../texts/steps/questions.ts";
import { CompanyField } from "../question-fields/CompanyField.tsx";
import { useFocusOnErrors } from "../question-fields/useFocusOnErrors.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 bonus-overforing: a bonus from another company needs the registration number it was
 * earned on (2 letters and 4 or 5 digits) and the company, from the bonus-transfer list.
 */
export function BonusOverforingView() {
  const send = usePurchaseSend();
  const form = usePurchaseSelector((snapshot) => snapshot.context.form);
  const flowError = usePurchaseSelector((snapshot) => snapshot.context.error);
  const loading = usePurchaseSelector(isLoading);
  const { config } = useServices();
  const [regnr, setRegnr] = useAnswerDraft(
    "bonusRegnummer",
    form.bonusRegnummer,
    draftSchemas.text,
  );
  const [companyId, setCompanyId] = useAnswerDraft(
    "bonusoverforingsselskap",
    form.bonusoverforingsselskap,
    draftSchemas.text,
  );
  const [companyName, setCompanyName] = useAnswerDraft(
    "bonusoverforingsselskapNavn",
    form.bonusoverforingsselskapNavn,
    draftSchemas.text,
  );
  const company = { id: companyId, navn: companyName };
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstError } = useFocusOnErrors();
  const regnrError = firstIssueMessage(bonusTransferRegistrationNumberSchema, regnr);
  const companyError = firstIssueMessage(companyChoiceSchema, company.id);

  const onSubmit = () => {
    setSubmitted(true);
    const plate = v.safeParse(bonusTransferRegistrationNumberSchema, regnr, {
      abortPipeEarly: true,
    });
    if (!plate.success || companyError) return focusFirstError();
    send({
      type: "bonusTransfer.submit",
      bonusRegnummer: plate.output,
      bonusoverforingsselskap: company.id,
      bonusoverforingsselskapNavn: company.navn,
    });
  };

  return (
    <StepPage
      title={bonusOverforingTexts.title}
      lead={<p>{bonusOverforingTexts.lead}</p>}
      onSubmit={onSubmit}
      busy={loading}
    >
      <div ref={container}>
        <TextInput
          label={bonusOverforingTexts.registrationNumber}
          name="bonusRegnummer"
          value={regnr}
          // No maxLength (see velg-bil): normalising caps the plate after dropping spaces.
          onChange={(event) => setRegnr(normalizeRegistrationNumber(event.target.value))}
          helpLabel={bonusOverforingTexts.registrationNumberHelp}
          errorLabel={submitted ? regnrError : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          width="10rem"
        />
        <CompanyField
          list="bonusoverfoering"
          listName={questionTexts.lists.bonusTransfer}
          label={bonusOverforingTexts.company}
          name="bonusoverforingsselskap"
          value={company.id}
          onChange={(chosen) => {
            setCompanyId(chosen?.id ?? "");
            setCompanyName(chosen?.navn ?? "");
          }}
          errorLabel={submitted ? companyError : undefined}
        />
      </div>
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
