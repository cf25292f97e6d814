import { Link } from "@fremtind/jokul/link";
import { SuccessMessage } from "@fremtind/jokul/message";
import { ExternalLink } from "../../app/ExternalLink.tsx";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { menuLinks } from "../../components/navigation-menu/menuLinks.ts";
import { agreementDetailsHref } from "../../components/price-error/PriceError.tsx";
import { kvitteringTexts, offerTexts } from "../../texts/steps/offer.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

const hrefOf = (key: (typeof menuLinks)[number]["key"]) =>
  menuLinks.find((link) => link.key === key)?.href ?? "/privat/forsikring";

/** Where the customer sets up payment (e-invoice or direct debit); SPEC does not name the path. */
export const paymentHref = "/privat/forsikring/betaling";

/**
 * SPEC §2 kvittering: the receipt after a purchase, with monthly and yearly price including the
 * traffic insurance fee, the agreement number and where to go next. No back button.
 */
export function KvitteringView() {
  const result = usePurchaseSelector((snapshot) => snapshot.context.purchaseResult);
  const frequency = usePurchaseSelector(
    (snapshot) => snapshot.context.customer.betalingsInformasjon.betalingsFrekvens,
  );
  if (!result) return null;
  return (
    <StepPage
      title={kvitteringTexts.title}
      lead={
        <SuccessMessage>
          <p>{kvitteringTexts.lead(result.avtalenummer)}</p>
        </SuccessMessage>
      }
      showBack={false}
    >
      <h2>{kvitteringTexts.priceHeading}</h2>
      <p className="offer-price-total">{offerTexts.perMonth(result.prisPerMnd)}</p>
      <p>
        {offerTexts.perYear(result.prisPerAar)}. {kvitteringTexts.priceIncludesTfa}{" "}
        {kvitteringTexts.frequency[frequency]}
      </p>
      <h2>{kvitteringTexts.nextHeading}</h2>
      <ul className="offer-links">
        <li>
          <Link href={agreementDetailsHref(result.avtalenummer)}>{kvitteringTexts.details}</Link>
        </li>
        <li>
          <ExternalLink href={paymentHref}>{kvitteringTexts.payment}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={hrefOf("invoice")}>{kvitteringTexts.invoice}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={hrefOf("profile")}>{kvitteringTexts.profile}</ExternalLink>
        </li>
      </ul>
    </StepPage>
  );
}
