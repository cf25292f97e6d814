import { Link } from "@fremtind/jokul/link";
import { SuccessMessage } from "@fremtind/jokul/message";
import { maskEmail } from "../../../core/domain/contact.ts";
import { kvitteringTexts, offerTexts } from "../../../core/texts/steps/offer.ts";
import { fetchAgreement } from "../../api/motor.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { ExternalLink } from "../../app/ExternalLink.tsx";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { selectPaymentFrequency } from "../../app/purchaseSelectors.ts";
import { Loader } from "../../components/loader/index.ts";
import { menuLinks } from "../../components/navigation-menu/index.ts";
import { agreementDetailsHref } from "../../components/price-error/index.ts";
import { AgreementOverview } from "../offer-common/AgreementOverview.tsx";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

const hrefOf = (key: (typeof menuLinks)[number]["key"]) =>
  menuLinks.find((link) => link.key === key)?.href ?? "/privat/forsikring";

/** Where the customer sets up payment (e-invoice or direct debit); SPEC does not name the path. */
export const paymentHref = "/privat/forsikring/betaling";

/**
 * SPEC §2 kvittering: the receipt after a purchase, with monthly and yearly price including the
 * traffic insurance fee, the agreement number, what was bought and where the confirmation went (as
 * the sandbox stored the agreement), and where to go next. No back button.
 */
export function KvitteringView() {
  const result = usePurchaseSelector((snapshot) => snapshot.context.purchaseResult);
  const frequency = usePurchaseSelector(selectPaymentFrequency);
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
        {offerTexts.paymentFrequency[frequency]}
      </p>
      <BoughtAgreement avtalenummer={result.avtalenummer} />
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

/**
 * What was bought, read back from the sandbox (issue 20): the form is cleared on the receipt
 * (SPEC §4), and the stored agreement is what the customer has. If it cannot be read, the receipt
 * keeps its price and the link to the details page.
 */
function BoughtAgreement({ avtalenummer }: { avtalenummer: string }) {
  const agreement = useResource((api) => fetchAgreement(api, avtalenummer), [avtalenummer]);
  return (
    <section aria-labelledby="kvittering-kjopt" aria-busy={agreement.status === "loading"}>
      <h2 id="kvittering-kjopt">{kvitteringTexts.boughtHeading}</h2>
      {agreement.status === "loading" && (
        <Loader variant="inline" text={kvitteringTexts.boughtLoading} />
      )}
      {agreement.status === "error" && <p>{kvitteringTexts.boughtUnavailable}</p>}
      {agreement.status === "ready" && (
        <>
          <AgreementOverview avtale={agreement.data.avtale} />
          <p>{kvitteringTexts.confirmationSent(maskEmail(agreement.data.avtale.epostadresse))}</p>
        </>
      )}
    </section>
  );
}
