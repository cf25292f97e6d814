import { Button } from "@fremtind/jokul/button";
import { offerTexts } from "../../../core/texts/steps/offer.ts";
import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/index.ts";
import { PriceError } from "../../components/price-error/index.ts";
import { selectError, selectOffer, selectPriceSync } from "./offerSelectors.ts";

/**
 * The state of the price region on the offer steps: a loader while the machine fetches the price,
 * and the price error (SPEC §8) with 'Prøv igjen' when that failed; a refusal (a code of the
 * insurer's own, the machine's `priceRefused`) without it, since the answer would be the same.
 * Retrying sends `flow.retry`, the event the machine's price region answers.
 */
export function PriceSyncStatus() {
  const send = usePurchaseSend();
  const sync = usePurchaseSelector(selectPriceSync);
  const error = usePurchaseSelector(selectError);
  const hasOffer = usePurchaseSelector((snapshot) => selectOffer(snapshot) !== null);
  const { config } = useServices();
  // Saving the offer changes no price on screen, and the step's button already waits for it: a
  // loader above the coverages would only push them down and back (layout shift, issue 9).
  if (sync === "fetching") {
    return (
      <Loader
        variant="inline"
        text={hasOffer ? offerTexts.updatingPrice : offerTexts.fetchingPrice}
      />
    );
  }
  if (sync !== "failed" && sync !== "refused") return null;
  return (
    <div className="price-sync-error">
      <PriceError kode="feil" {...error} hasOverview={hasInsuranceOverview(config)} />
      {sync === "failed" && (
        <Button type="button" variant="secondary" onClick={() => send({ type: "flow.retry" })}>
          {offerTexts.retry}
        </Button>
      )}
    </div>
  );
}
