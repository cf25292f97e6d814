import { kjopTexts, offerTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import {
  selectIsCompanySwitch,
  selectPaymentFrequency,
  selectStartDate,
} from "../../app/purchaseSelectors.ts";
import { formatDate } from "../offer-common/format.ts";

/**
 * Issue 26.11: before the purchase the customer is told when the insurance starts (the guarantee's
 * `forsikringStartdato`), for a company switch (SPEC §4, the machine's rule) that the old insurance
 * runs until then and the switch is handled for them, and how often they pay (SPEC §3
 * `betalingsFrekvens`, in the receipt's words).
 */
export function StartAndPayment() {
  const startDate = usePurchaseSelector(selectStartDate);
  const companySwitch = usePurchaseSelector(selectIsCompanySwitch);
  const frequency = usePurchaseSelector(selectPaymentFrequency);
  return (
    <section className="kjop-start" aria-labelledby="kjop-start-heading">
      <h2 id="kjop-start-heading">{kjopTexts.startHeading}</h2>
      {startDate && <p>{kjopTexts.startsOn(formatDate(startDate))}</p>}
      {companySwitch && <p>{kjopTexts.companySwitch}</p>}
      <p>{offerTexts.paymentFrequency[frequency]}</p>
    </section>
  );
}
