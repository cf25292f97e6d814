import { formatPhoneInput } from "../../../core/domain/inputMasks.ts";
import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { OverviewRow } from "./OverviewRow.tsx";

/** Where the confirmation goes: the mobile number in SPEC §5's mobile mask, and the e-mail. */
export function ContactOverview() {
  const mobile = usePurchaseSelector((snapshot) => snapshot.context.form.telefonnummer);
  const email = usePurchaseSelector((snapshot) => snapshot.context.form.epost);
  return (
    <dl className="offer-overview">
      <OverviewRow term={kjopTexts.mobile} question="kontakt">
        {formatPhoneInput(mobile)}
      </OverviewRow>
      <OverviewRow term={kjopTexts.email} question="kontakt">
        {email}
      </OverviewRow>
    </dl>
  );
}
