import { ErrorMessage } from "@fremtind/jokul/message";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/Loader.tsx";
import { addOn } from "../../domain/coverage.ts";
import { formatPhoneInput } from "../../domain/inputMasks.ts";
import { formatCurrency } from "../../domain/money.ts";
import { kjopTexts } from "../../texts/steps/offer.ts";
import { formatDate } from "../offer-common/format.ts";
import { MileageText, TermsLinks } from "../offer-common/OfferResources.tsx";
import {
  isPriceSyncing,
  selectOffer,
  selectPriceSync,
  selectSelectedCoverageId,
  selectVehicleDescription,
} from "../offer-common/offerSelectors.ts";
import { PriceSummaryTable } from "../offer-common/PriceSummaryTable.tsx";
import { PriceSyncStatus } from "../offer-common/PriceSyncStatus.tsx";
import { usePriceSummary } from "../offer-common/usePriceSummary.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

type PurchaseStatus = "confirming" | "purchasing" | "failed";

/**
 * SPEC §2 kjop: the overview before purchase, the terms, and the confirm button. The machine holds
 * the idempotency key and ignores `purchase.confirm` while a purchase is under way, so the
 * customer cannot buy twice; the view also keeps the button busy meanwhile.
 */
export function KjopView() {
  const send = usePurchaseSend();
  const status = usePurchaseSelector((snapshot): PurchaseStatus => {
    if (snapshot.hasTag("purchasing")) return "purchasing";
    if (snapshot.hasTag("purchaseFailed")) return "failed";
    return "confirming";
  });
  const sync = usePurchaseSelector(selectPriceSync);
  const avtalenummer = usePurchaseSelector((snapshot) => snapshot.context.avtalenummer);
  const summary = usePriceSummary();
  const confirm = () => send({ type: "purchase.confirm" });

  return (
    <StepPage
      title={kjopTexts.title}
      lead={<p>{kjopTexts.lead}</p>}
      onSubmit={confirm}
      submitLabel={kjopTexts.confirm}
      busy={status === "purchasing" || isPriceSyncing(sync)}
    >
      <h2>{kjopTexts.overviewHeading}</h2>
      <Overview />
      <PriceSyncStatus />
      {summary && <PriceSummaryTable summary={summary} caption={kjopTexts.priceHeading} />}
      <h2>{kjopTexts.contactHeading}</h2>
      <Contact />
      <h2>{kjopTexts.termsHeading}</h2>
      <p>{kjopTexts.termsLead}</p>
      {avtalenummer && <TermsLinks avtalenummer={avtalenummer} />}
      <div aria-live="polite">
        {status === "purchasing" && <Loader variant="inline" text={kjopTexts.purchasing} />}
      </div>
      {status === "failed" && (
        // One way on after a failure (issue 20): the buy button below tries again with the same
        // idempotency key, so a second button beside it would only repeat it.
        <ErrorMessage role="alert" title={kjopTexts.failedTitle}>
          {kjopTexts.failedText}
        </ErrorMessage>
      )}
    </StepPage>
  );
}

function Overview() {
  const vehicle = usePurchaseSelector(selectVehicleDescription);
  const form = usePurchaseSelector((snapshot) => snapshot.context.form);
  const offer = usePurchaseSelector(selectOffer);
  const dekningId = usePurchaseSelector(selectSelectedCoverageId);
  const startDate = usePurchaseSelector(
    (snapshot) => snapshot.context.garanti?.forsikringStartdato,
  );
  const dekning = offer?.dekninger.find((option) => option.id === dekningId);
  const egenandel = dekning?.egenandeler.find((option) => option.id === form.egenandel);
  const addOns = (offer?.tillegg ?? [])
    .filter((tillegg) => (tillegg.id === addOn.leiebil ? form.leiebil : form.maskinskade))
    .map((tillegg) => tillegg.heading);
  const byChassis = form.identitet === "chassisnummer";
  return (
    <dl className="offer-overview">
      <dt>{kjopTexts.vehicle}</dt>
      <dd>{vehicle || "–"}</dd>
      {byChassis ? (
        <>
          <dt>{kjopTexts.chassisNumber}</dt>
          <dd>{form.chassisnummer}</dd>
        </>
      ) : (
        <>
          <dt>{kjopTexts.registrationNumber}</dt>
          <dd>{form.registreringsnummer}</dd>
        </>
      )}
      <dt>{kjopTexts.coverage}</dt>
      <dd>{dekning?.heading ?? "–"}</dd>
      <dt>{kjopTexts.deductible}</dt>
      <dd>{egenandel ? formatCurrency(egenandel.beloep) : "–"}</dd>
      <dt>{kjopTexts.addOns}</dt>
      <dd>{addOns.length > 0 ? addOns.join(", ") : kjopTexts.noAddOns}</dd>
      <dt>{kjopTexts.mileage}</dt>
      <dd>
        <MileageText kode={form.kjorelengde} />
      </dd>
      <dt>{kjopTexts.odometer}</dt>
      <dd>
        {form.kilometerstand === ""
          ? kjopTexts.odometerLater
          : kjopTexts.odometerValue(form.kilometerstand)}
      </dd>
      {startDate && (
        <>
          <dt>{kjopTexts.startDate}</dt>
          <dd>{formatDate(startDate)}</dd>
        </>
      )}
    </dl>
  );
}

function Contact() {
  const mobile = usePurchaseSelector((snapshot) => snapshot.context.form.telefonnummer);
  const email = usePurchaseSelector((snapshot) => snapshot.context.form.epost);
  return (
    <dl className="offer-overview">
      <dt>{kjopTexts.mobile}</dt>
      <dd>{formatPhoneInput(mobile)}</dd>
      <dt>{kjopTexts.email}</dt>
      <dd>{email}</dd>
    </dl>
  );
}
