import { InputGroup } from "@fremtind/jokul/input-group";
import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { BaseTextInput } from "@fremtind/jokul/text-input";
import { useState } from "react";
import type { VehicleIdentity } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useFormField } from "../../components/form-field/useFormField.ts";
import { chassisNumberSchema, normalizeChassisNumber } from "../../domain/chassisNumber.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { identityTexts } from "../../texts/steps/offer.ts";
import { useFocusFirstInvalid } from "../offer-common/focusFirstInvalid.ts";
import "../offer-common/offerSteps.css";
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
  const savedIdentity = usePurchaseSelector((snapshot) => snapshot.context.form.identitet);
  const savedChassis = usePurchaseSelector((snapshot) => snapshot.context.form.chassisnummer);
  const hasRegistrationNumber = registreringsnummer !== "";
  const [identity, setIdentity] = useAnswerDraft<VehicleIdentity>(
    "identitet",
    hasRegistrationNumber ? savedIdentity : "chassisnummer",
    draftSchemas.identity,
  );
  const [chassis, setChassis] = useAnswerDraft("chassisnummer", savedChassis, draftSchemas.text);
  const [submitted, setSubmitted] = useState(false);
  const { ref, requestFocus } = useFocusFirstInvalid();
  const byChassis = identity === "chassisnummer";
  const chassisError =
    submitted && byChassis ? firstIssueMessage(chassisNumberSchema, chassis) : undefined;
  const field = useFormField({ id: "chassisnummer", error: chassisError });

  const onSubmit = () => {
    setSubmitted(true);
    if (!byChassis) {
      send({ type: "identity.submit", identitet: "registreringsnummer" });
      return;
    }
    if (firstIssueMessage(chassisNumberSchema, chassis)) {
      requestFocus();
      return;
    }
    send({
      type: "identity.submit",
      identitet: "chassisnummer",
      chassisnummer: normalizeChassisNumber(chassis),
    });
  };

  return (
    <StepPage title={identityTexts.title} onSubmit={onSubmit}>
      <div ref={ref}>
        {hasRegistrationNumber ? (
          <RadioButtonGroup
            className="offer-field"
            legend={identityTexts.legend}
            helpLabel={identityTexts.identityHelp}
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
          <p>{identityTexts.noRegistrationNumber}</p>
        )}
        {byChassis && (
          <InputGroup
            id={field.id}
            className="offer-field"
            label={identityTexts.chassisLabel}
            helpLabel={identityTexts.chassisHelp}
            errorLabel={chassisError}
          >
            <BaseTextInput
              name="chassisnummer"
              value={chassis}
              onChange={(event) => setChassis(event.target.value)}
              maxLength={vinMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              width="14rem"
            />
          </InputGroup>
        )}
      </div>
    </StepPage>
  );
}
