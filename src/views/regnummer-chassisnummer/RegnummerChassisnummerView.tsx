import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { chassisNumberSchema, normalizeChassisNumber } from "../../../core/domain/chassisNumber.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { identityTexts } from "../../../core/texts/steps/offer.ts";
import type { VehicleIdentity } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import "../offer-common/offerSteps.css";
import { selectVehicleNoun } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** The longest VIN (17 characters); only the last nine are kept (SPEC §5). */
const vinMaxLength = 17;

/**
 * SPEC §2 regnummer-chassisnummer: the insurance is bought on the registration number or on the
 * chassis number (last nine characters of the VIN, SPEC §5). Without a registration number
 * (model picker) the chassis number is the only choice.
 */
export function RegnummerChassisnummerView() {
  const send = usePurchaseSend();
  const registreringsnummer = usePurchaseSelector(
    (snapshot) => snapshot.context.form.registreringsnummer,
  );
  const noun = usePurchaseSelector(selectVehicleNoun);
  const savedIdentity = usePurchaseSelector((snapshot) => snapshot.context.form.identitet);
  const savedChassis = usePurchaseSelector((snapshot) => snapshot.context.form.chassisnummer);
  const hasRegistrationNumber = registreringsnummer !== "";
  const [identity, setIdentity] = useAnswerDraft<VehicleIdentity>(
    "identitet",
    hasRegistrationNumber ? savedIdentity : "chassisnummer",
    draftSchemas.identity,
  );
  const [chassis, setChassis] = useAnswerDraft("chassisnummer", savedChassis, draftSchemas.text);
  const byChassis = identity === "chassisnummer";
  // Two fields when there is a registration number to choose (the choice itself is never wrong).
  const identityField = { id: "identitet" };
  const chassisField = {
    id: "chassisnummer",
    error: byChassis ? firstIssueMessage(chassisNumberSchema, chassis) : undefined,
  };
  const form = useStepForm(
    hasRegistrationNumber
      ? { identitet: identityField, chassisnummer: chassisField }
      : { chassisnummer: chassisField },
  );

  const onSubmit = () =>
    form.submit(() =>
      send(
        byChassis
          ? {
              type: "identity.submit",
              identitet: "chassisnummer",
              chassisnummer: normalizeChassisNumber(chassis),
            }
          : { type: "identity.submit", identitet: "registreringsnummer" },
      ),
    );

  return (
    <StepPage title={identityTexts.title(noun)} onSubmit={onSubmit}>
      {hasRegistrationNumber ? (
        <RadioButtonGroup
          id={identityField.id}
          className="offer-field"
          legend={identityTexts.legend}
          helpLabel={identityTexts.identityHelp(noun)}
          name="identitet"
          value={identity}
          onChange={(event) => setIdentity(event.target.value as VehicleIdentity)}
        >
          <RadioButton
            value="registreringsnummer"
            label={identityTexts.byRegistrationNumber(registreringsnummer)}
          />
          <RadioButton value="chassisnummer" label={identityTexts.byChassisNumber} />
        </RadioButtonGroup>
      ) : (
        <p>{identityTexts.noRegistrationNumber(noun)}</p>
      )}
      {byChassis && (
        <TextField
          {...form.field("chassisnummer")}
          className="offer-field"
          label={identityTexts.chassisLabel}
          helpLabel={identityTexts.chassisHelp}
          name="chassisnummer"
          value={chassis}
          onChange={(event) => setChassis(event.target.value)}
          maxLength={vinMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          width="14rem"
        />
      )}
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}
