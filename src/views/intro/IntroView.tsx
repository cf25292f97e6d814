import { Button } from "@fremtind/jokul/button";
import { WarningMessage } from "@fremtind/jokul/message";
import { distributorVariant } from "../../../core/domain/distributorVariants.ts";
import { formatCurrency } from "../../../core/domain/money.ts";
import { quoteTexts } from "../../../core/texts/common.ts";
import { introTexts } from "../../../core/texts/steps/intro.ts";
import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import {
  shownIntroVariant,
  usePurchaseSelector,
  usePurchaseSend,
} from "../../app/purchaseHooks.ts";
import { selectInvalidExpressLink, selectSavedOfferToResume } from "../../app/purchaseSelectors.ts";
import { Loader } from "../../components/loader/index.ts";
import { PriceError } from "../../components/price-error/index.ts";
import { formatDate } from "../offer-common/format.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 index/intro: start page with Start and Back. With a quote in progress (the machine
 * accepts `flow.resume`), in this tab or saved with the insurer (issue 26.6: after a new login or
 * in another tab), it offers to continue where the customer left off, or to start over.
 * SPEC §4: a price or save that fails on the purchase page sends the customer here; the page then
 * says what failed (the machine keeps the error until the customer starts again).
 */
export function IntroView() {
  const send = usePurchaseSend();
  const product = usePurchaseSelector((snapshot) => snapshot.context.product);
  const variant = usePurchaseSelector(shownIntroVariant);
  const offeredBonus = usePurchaseSelector((snapshot) => snapshot.context.defaultBonus);
  const resumable = usePurchaseSelector((snapshot) => snapshot.can({ type: "flow.resume" }));
  const savedOffer = usePurchaseSelector(selectSavedOfferToResume);
  // A new flow first asks the insurer for the customer's saved offer (issue 26.6).
  const checking = usePurchaseSelector((snapshot) => snapshot.hasTag("loading"));
  const lead = variant === "B" ? introTexts.leadB(product) : introTexts.leadA;
  const waiting = savedOffer
    ? introTexts.savedOffer({
        kjoretoy: savedOffer.kjoretoy,
        dekning: savedOffer.dekning,
        pris: formatCurrency(savedOffer.prisPerMnd),
        dato: formatDate(savedOffer.oppdatert),
      })
    : quoteTexts.inProgress;
  if (checking) return <Loader />;
  return (
    <StepPage
      title={introTexts.title(product)}
      lead={<p>{resumable ? waiting : lead}</p>}
      onSubmit={() => send(resumable ? { type: "flow.resume" } : { type: "intro.start" })}
      submitLabel={resumable ? quoteTexts.resume : introTexts.start}
      secondaryAction={
        resumable && (
          <Button type="button" variant="secondary" onClick={() => send({ type: "flow.restart" })}>
            {quoteTexts.startOver}
          </Button>
        )
      }
    >
      <InvalidExpressLink />
      <FailedOnPurchasePage />
      <ul className="step-facts">
        <li>{introTexts.bonusInfo(offeredBonus)}</li>
        <li>{introTexts.discountLoyalty}</li>
        {/* SPEC §1: the extra-discount text is hidden for the provider's own distributor only. */}
        <DiscountForBank />
      </ul>
    </StepPage>
  );
}

function DiscountForBank() {
  const distributor = usePurchaseSelector((snapshot) => snapshot.context.distributor);
  if (!distributorVariant(distributor).showsBankDiscountText) return null;
  return <li>{introTexts.discountBank}</li>;
}

/** SPEC §2: an express link whose reference is not valid lands here; the link is the problem. */
function InvalidExpressLink() {
  const invalid = usePurchaseSelector(selectInvalidExpressLink);
  if (!invalid) return null;
  return <WarningMessage>{introTexts.invalidExpressLink}</WarningMessage>;
}

function FailedOnPurchasePage() {
  const error = usePurchaseSelector((snapshot) => snapshot.context.error);
  const { config } = useServices();
  if (!error) return null;
  return <PriceError {...error} hasOverview={hasInsuranceOverview(config)} />;
}
