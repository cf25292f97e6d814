import { InfoMessage } from "@fremtind/jokul/message";
import { useEffect, useState } from "react";
import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { samePriceChange, selectPriceChange } from "../../app/purchaseSelectors.ts";

/**
 * Issue 26.12: back on the overview after an "Endre" whose answer changed the price, the customer
 * is told so, with the total before and now ('Prisen er endret fra 819 kr til 1 014 kr i
 * måneden.'); nothing when the price is the same. The polite live region is on the page before
 * its sentence: the sentence is put in after the overview appears (and once the new price is in),
 * so a screen reader reads it without interrupting the heading.
 */
export function PriceChangeNotice() {
  const change = usePurchaseSelector(selectPriceChange, samePriceChange);
  const [shown, setShown] = useState<string | null>(null);
  const sentence = change ? kjopTexts.priceChanged(change.from, change.to) : null;
  useEffect(() => setShown(sentence), [sentence]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="price-change">
      {shown && <InfoMessage>{shown}</InfoMessage>}
    </div>
  );
}
