import { Button } from "@fremtind/jokul/button";
import { InfoMessage, SuccessMessage, WarningMessage } from "@fremtind/jokul/message";
import { useEffect, useRef } from "react";
import { ownVehiclesFor } from "../../../core/domain/ownVehicles.ts";
import {
  carRegistrationNumberSchema,
  isVeteranRegistrationNumber,
  normalizeRegistrationNumber,
} from "../../../core/domain/registrationNumber.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { priceErrorTexts } from "../../../core/texts/stepErrors.ts";
import { velgBilTexts } from "../../../core/texts/steps/intro.ts";
import type { VehicleNoun } from "../../../core/texts/steps/questions.ts";
import { validationTexts } from "../../../core/texts/validation.ts";
import { fetchOwnCars } from "../../api/motor.ts";
import { hasInsuranceOverview, useResource, useServices } from "../../app/ApiContext.tsx";
import { isLoading, usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectIsMotorhome } from "../../app/purchaseSelectors.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import { PriceError } from "../../components/price-error/index.ts";
import { selectVehicleNoun } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 velg-bil: the registration number, which the machine looks up once complete; the
 * vehicle description once found; the customer's own cars as tag buttons.
 */
export function VelgBilView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.registreringsnummer);
  const bilinfo = usePurchaseSelector((snapshot) => snapshot.context.bilinfo);
  const error = usePurchaseSelector((snapshot) => snapshot.context.error);
  const found = usePurchaseSelector((snapshot) => snapshot.hasTag("vehicleFound"));
  const loading = usePurchaseSelector(isLoading);
  const noun = usePurchaseSelector(selectVehicleNoun);
  const { config } = useServices();
  const [value, setValue] = useAnswerDraft("registreringsnummer", saved, draftSchemas.text);
  const normalized = normalizeRegistrationNumber(value);
  const submitsFound = usePurchaseSelector((snapshot) =>
    snapshot.can({ type: "vehicle.submit", registreringsnummer: normalized }),
  );
  const form = useStepForm({
    registreringsnummer: {
      id: "registreringsnummer",
      error: firstIssueMessage(carRegistrationNumberSchema, normalized),
    },
  });

  // The lookup's answer (the vehicle, or why not) is brought into view when it comes: on a phone
  // the keyboard or a tapped own-car button below may leave it out of sight (issue 20).
  const outcome = useRef<HTMLDivElement>(null);
  const answered = found && !loading ? "found" : (error?.kode ?? null);
  useEffect(() => {
    if (answered) outcome.current?.scrollIntoView?.({ block: "nearest" });
  }, [answered]);

  const lookUp = (registreringsnummer: string) =>
    send({ type: "vehicle.lookup", registreringsnummer });

  const onChange = (next: string) => {
    // The field has no maxLength: the browser would cut a pasted "SX 10001" to "SX 1000"
    // before the space is gone. Normalising caps the plate at 7 characters instead.
    const typed = normalizeRegistrationNumber(next);
    setValue(typed);
    // The machine decides when a typed number is looked up (SPEC §5: at 7 valid characters,
    // unless it is the vehicle already found).
    lookUp(typed);
  };

  const onSubmit = () =>
    form.submit(() => {
      // The machine says whether the typed number is the vehicle found, or needs a lookup first.
      if (submitsFound) send({ type: "vehicle.submit", registreringsnummer: normalized });
      else lookUp(normalized);
    });

  return (
    <StepPage title={velgBilTexts.title(noun)} onSubmit={onSubmit} busy={loading}>
      <TextField
        {...form.field("registreringsnummer")}
        label={velgBilTexts.label}
        name="registreringsnummer"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helpLabel={velgBilTexts.help}
        autoComplete="off"
        autoCapitalize="characters"
        width="10rem"
      />
      {isVeteranRegistrationNumber(normalized) && (
        <WarningMessage>
          <strong>{validationTexts.registrationNumber.veteranQuestion}</strong>{" "}
          {validationTexts.registrationNumber.veteranNotice}
        </WarningMessage>
      )}
      <div ref={outcome} className="vehicle-lookup-outcome">
        <div aria-live="polite">
          {loading && <InfoMessage>{velgBilTexts.lookingUp}</InfoMessage>}
          {found && bilinfo && !loading && (
            <SuccessMessage>
              <strong>{velgBilTexts.found(noun)}:</strong> {bilinfo.beskrivelse}
            </SuccessMessage>
          )}
        </div>
        {error?.kode === "ikkeFunnet" ? (
          <VehicleNotFound
            registreringsnummer={saved}
            noun={noun}
            onPickModel={() => send({ type: "vehicle.pickModel" })}
          />
        ) : (
          error && <PriceError {...error} hasOverview={hasInsuranceOverview(config)} />
        )}
      </div>
      <OwnCars
        noun={noun}
        onPick={(registreringsnummer) => {
          setValue(registreringsnummer);
          lookUp(registreringsnummer);
        }}
      />
      <p>
        <Button type="button" variant="ghost" onClick={() => send({ type: "vehicle.pickModel" })}>
          {velgBilTexts.pickModel}
        </Button>
      </p>
    </StepPage>
  );
}

/**
 * The register does not know the number (404 ikkeFunnet): say which number, and offer the model
 * picker, the way on without one.
 */
function VehicleNotFound({
  registreringsnummer,
  noun,
  onPickModel,
}: {
  registreringsnummer: string;
  noun: VehicleNoun;
  onPickModel: () => void;
}) {
  const texts = priceErrorTexts.ikkeFunnet;
  return (
    <WarningMessage role="alert" className="price-error" title={texts.title}>
      <p>{texts.withRegistrationNumber(registreringsnummer, noun)}</p>
      <p>
        <Button type="button" variant="secondary" onClick={onPickModel}>
          {texts.pickModel}
        </Button>
      </p>
    </WarningMessage>
  );
}

/**
 * The customer's own vehicles (GET /motor/bil/biler) as tag buttons: in the motorhome flow only
 * the motorhomes (`ownVehiclesFor`).
 */
function OwnCars({
  onPick,
  noun,
}: {
  onPick: (registreringsnummer: string) => void;
  noun: VehicleNoun;
}) {
  const cars = useResource(fetchOwnCars, []);
  // A car flow that found a motorhome (express price, SPEC §7 inkludereBobil) is a motorhome
  // flow from then on: the list says 'Dine bobiler', so it lists only those (the machine's rule).
  const product = usePurchaseSelector(selectIsMotorhome) ? "bobil" : "bil";
  const offered = cars.status === "ready" ? ownVehiclesFor(product, cars.data.biler) : [];
  if (offered.length === 0) return null;
  return (
    <fieldset className="own-cars">
      <legend>{velgBilTexts.ownCars(noun)}</legend>
      <p>{velgBilTexts.ownCarsHelp(noun)}</p>
      <ul className="own-cars__list">
        {offered.map((car) => (
          <li key={car.registreringsnummer}>
            <button
              type="button"
              className="own-cars__tag"
              onClick={() => onPick(car.registreringsnummer)}
            >
              {car.registreringsnummer} · {car.beskrivelse}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
