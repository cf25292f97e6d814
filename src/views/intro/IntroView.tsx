import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { distributorVariant } from "../../domain/distributorVariants.ts";
import { introTextVariant } from "../../platform/analytics/abTest.ts";
import { introTexts } from "../../texts/steps/intro.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** SPEC §2 index/intro: start page with Start and Back. */
export function IntroView() {
  const send = usePurchaseSend();
  const product = usePurchaseSelector((snapshot) => snapshot.context.product);
  const customer = usePurchaseSelector((snapshot) => snapshot.context.customer);
  const lead =
    introTextVariant(customer.niceKundenummer) === "B" ? introTexts.leadB : introTexts.leadA;
  return (
    <StepPage
      title={introTexts.title(product)}
      lead={<p>{lead}</p>}
      onSubmit={() => send({ type: "intro.start" })}
      submitLabel={introTexts.start}
    >
      <ul className="step-facts">
        <li>{introTexts.bonusInfo}</li>
        <li>{introTexts.discountLoyalty}</li>
        {/* SPEC §1: the extra-discount text is hidden for the provider's own distributor. */}
        {customer.isBankkunde && <DiscountForBank />}
      </ul>
    </StepPage>
  );
}

function DiscountForBank() {
  const distributor = usePurchaseSelector((snapshot) => snapshot.context.distributor);
  if (!distributorVariant(distributor).showsBankDiscountText) return null;
  return <li>{introTexts.discountBank}</li>;
}
