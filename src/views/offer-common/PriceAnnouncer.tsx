import { useEffect, useRef, useState } from "react";
import type { PriceSummary } from "../../../core/domain/priceSummary.ts";
import { offerTexts } from "../../../core/texts/steps/offer.ts";

export interface PriceAnnouncerProps {
  summary: PriceSummary | null;
  /** While the machine re-prices, nothing is announced; the settled price is. */
  syncing: boolean;
}

/**
 * A polite live region that says the new total after the customer changed something. It stays
 * empty on arrival (the first settled total is the baseline), so a screen reader is not
 * interrupted when the page opens.
 */
export function PriceAnnouncer({ summary, syncing }: PriceAnnouncerProps) {
  const [message, setMessage] = useState("");
  const baseline = useRef<string | null>(null);
  const monthly = summary?.total.monthlyPrice;
  const yearly = summary?.total.yearlyPrice;
  useEffect(() => {
    if (syncing || monthly === undefined || yearly === undefined) return;
    const key = `${monthly}/${yearly}`;
    if (baseline.current === null) {
      baseline.current = key;
      return;
    }
    if (baseline.current === key) return;
    baseline.current = key;
    setMessage(offerTexts.newPrice(monthly, yearly));
  }, [monthly, yearly, syncing]);
  return (
    <p className="jkl-sr-only" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
