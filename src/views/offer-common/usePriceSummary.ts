import { useMemo } from "react";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { computePriceSummary, type PriceSummary } from "../../domain/priceSummary.ts";
import { priceSummaryTexts } from "../../texts/steps/offer.ts";

/**
 * SPEC §5 "Sum of totals" for the current offer and choices, derived on every render from the
 * machine's offer and form (never stored). Null while there is no offer or no coverage.
 */
export function usePriceSummary(): PriceSummary | null {
  const offer = usePurchaseSelector((snapshot) => snapshot.context.offer);
  const dekningId = usePurchaseSelector((snapshot) => snapshot.context.selectedDekningId);
  const egenandelId = usePurchaseSelector((snapshot) => snapshot.context.form.egenandel);
  const leiebil = usePurchaseSelector((snapshot) => snapshot.context.form.leiebil);
  const maskinskade = usePurchaseSelector((snapshot) => snapshot.context.form.maskinskade);
  return useMemo(
    () =>
      computePriceSummary(
        offer,
        { dekningId, egenandelId, leiebil, maskinskade },
        priceSummaryTexts,
      ),
    [offer, dekningId, egenandelId, leiebil, maskinskade],
  );
}
