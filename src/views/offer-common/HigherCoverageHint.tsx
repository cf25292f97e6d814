import { InfoMessage } from "@fremtind/jokul/message";
import { tilleggsdekningTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { sameHigherCoverage, selectHigherCoverageForLess } from "../../app/purchaseSelectors.ts";

/**
 * Issue 29 item 18: names a higher level that includes the chosen add-ons for no more a month
 * (kasko with rental car against toppkasko), on the steps where the customer changes the add-ons
 * and the deductible. The live region is always there, so a screen reader hears the hint when a
 * change makes it appear.
 */
export function HigherCoverageHint() {
  const higher = usePurchaseSelector(selectHigherCoverageForLess, sameHigherCoverage);
  return (
    <div aria-live="polite">
      {higher && (
        <InfoMessage className="offer-field">
          {tilleggsdekningTexts.higherForLess(
            higher.heading,
            higher.prisPerMnd,
            higher.chosenHeading,
            higher.chosenPerMnd,
          )}
        </InfoMessage>
      )}
    </div>
  );
}
