import { type IntroTextVariant, introTextVariant } from "../platform/analytics/abTest.ts";
import { activeStep, type PurchaseSnapshot } from "./purchaseHooks.ts";

/**
 * The intro text's A/B variant the customer sees now (SPEC §2), or undefined where the test's text
 * is not on screen: another step, or the intro offering a quote in progress instead. The intro
 * view shows this variant and the platform tells analytics of it, so both follow one rule.
 */
export function shownIntroVariant(snapshot: PurchaseSnapshot): IntroTextVariant | undefined {
  if (activeStep(snapshot)?.id !== "intro") return undefined;
  if (snapshot.can({ type: "flow.resume" })) return undefined;
  return introTextVariant(snapshot.context.customer.niceKundenummer);
}
