import { ErrorMessage } from "@fremtind/jokul/message";
import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/index.ts";
import { TermsLinks } from "../offer-common/OfferResources.tsx";
import { isPriceSyncing, selectPriceSync } from "../offer-common/offerSelectors.ts";
import { PriceSummaryTable } from "../offer-common/PriceSummaryTable.tsx";
import { PriceSyncStatus } from "../offer-common/PriceSyncStatus.tsx";
import { usePriceSummary } from "../offer-common/usePriceSummary.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";
import { ContactOverview } from "./ContactOverview.tsx";
import { PriceChangeNotice } from "./PriceChangeNotice.tsx";
import { PurchaseOverview } from "./PurchaseOverview.tsx";
import { StartAndPayment } from "./StartAndPayment.tsx";

type PurchaseStatus = "confirming" | "purchasing" | "failed";

/**
 * SPEC §2 kjop: the overview before purchase (each answer with its "Endre"), the price, the terms,
 * and the confirm button. The machine holds
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
      <PriceChangeNotice />
      <h2>{kjopTexts.overviewHeading}</h2>
      <PurchaseOverview />
      <PriceSyncStatus />
      {summary && <PriceSummaryTable summary={summary} caption={kjopTexts.priceHeading} />}
      <StartAndPayment />
      <h2>{kjopTexts.contactHeading}</h2>
      <ContactOverview />
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
