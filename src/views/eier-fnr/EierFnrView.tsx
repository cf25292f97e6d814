import { useEffect } from "react";
import * as v from "valibot";
import { fnrInputMaxLength, normalizeFnr, ownerFnrSchema } from "../../../core/domain/fnr.ts";
import { formatFnrInput } from "../../../core/domain/inputMasks.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { eierFnrTexts } from "../../../core/texts/steps/questions.ts";
import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { isLoading, usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import { PriceError } from "../../components/price-error/index.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 "Other screens": 'Hva er fødselsnummeret til {owner name}?'. On submit the machine
 * fetches the guarantee again with the owner's national id ('Vennligst vent' meanwhile); a
 * failure or STOPP_KJOP stays here with the error, and a corrected number can be sent again. The
 * customer's own number, which only the insurer can tell, is refused under the field.
 */
export function EierFnrView() {
  const send = usePurchaseSend();
  const ownerName = usePurchaseSelector((snapshot) => snapshot.context.form.annenEierNavn);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.annenEierFnr);
  const flowError = usePurchaseSelector((snapshot) => snapshot.context.error);
  const loading = usePurchaseSelector(isLoading);
  const { config } = useServices();
  const [fnr, setFnr] = useAnswerDraft("annenEierFnr", formatFnrInput(saved), draftSchemas.text);
  // The insurer refused the number as the customer's own: that is about the field, so it shows
  // there (the browser does not know the customer's national id and cannot check it itself),
  // until the customer types another number.
  const ownFnr = flowError?.kode === "annenEierErKunden" && !loading && normalizeFnr(fnr) === saved;
  const form = useStepForm({
    annenEierFnr: {
      id: "annenEierFnr",
      error: firstIssueMessage(ownerFnrSchema, fnr),
      reported: ownFnr ? eierFnrTexts.ownFnr(ownerName) : undefined,
    },
  });
  const { focusErrors } = form;
  useEffect(() => {
    if (ownFnr) focusErrors();
  }, [ownFnr, focusErrors]);

  const onSubmit = () =>
    form.submit(() =>
      send({ type: "ownerFnr.submit", annenEierFnr: v.parse(ownerFnrSchema, fnr) }),
    );

  return (
    <StepPage title={eierFnrTexts.title(ownerName)} onSubmit={onSubmit} busy={loading}>
      <TextField
        {...form.field("annenEierFnr")}
        label={eierFnrTexts.label}
        name="annenEierFnr"
        value={fnr}
        onChange={(event) => setFnr(formatFnrInput(event.target.value))}
        helpLabel={eierFnrTexts.help}
        maxLength={fnrInputMaxLength}
        inputMode="numeric"
        autoComplete="off"
        width="12rem"
      />
      <div aria-live="polite">
        {flowError && !loading && !ownFnr && (
          <PriceError {...flowError} hasOverview={hasInsuranceOverview(config)} />
        )}
      </div>
    </StepPage>
  );
}
