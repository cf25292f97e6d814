import { useMemo } from "react";
import { computePriceSummary, type PriceSummary } from "../../../core/domain/priceSummary.ts";
import { priceSummaryTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";

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
