/**
 * Guard implementations of the purchase machine, as plain functions over the context (and the
 * event or a done-event payload passed as params). The machine names them in `setup`, so the
 * visualizer reads them as sentences.
 */
import { needsBonusTransfer } from "../../core/domain/bonus.ts";
import {
  chooseCoverage,
  coverageBlockReason,
  showsAddOnsStep as showsAddOnsStepRule,
} from "../../core/domain/coverage.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { isValidExpressReference } from "../../core/domain/expressReference.ts";
import type {
  OverviewQuestion,
  PriceResponse,
  PurchaseContext,
  SummaryQuestion,
} from "../types.ts";
import { hasVehicle, isMotorhomeContext, isYoungCustomer } from "./requests.ts";

export function coverageChooser(context: PurchaseContext) {
  return {
    isLoMedlem: context.customer.isLoMedlem,
    leasing: context.form.leasing === true,
    pant: context.form.pant,
  };
}

/**
 * Whether the summary shows a question's card: a leased vehicle is owned by the leasing company
 * (no owner question), and only a motorhome is asked its value.
 */
export function summaryShowsQuestion(context: PurchaseContext, question: SummaryQuestion): boolean {
  if (question === "eier") return context.form.leasing !== true;
  if (question === "bobilVerdi") return isMotorhomeContext(context);
  // A customer under 23 has one answer only: someone under 23 drives (issue 29.21).
  if (question === "over23") return !isYoungCustomer(context.customer);
  return true;
}

/**
 * Whether the overview before purchase offers to change an answer: the summary's questions as the
 * summary shows them, but no lien for a leased vehicle (leasing clears it), the bonus transfer only
 * with bonus from another company, and the add-ons only when the coverage can take one.
 */
export function overviewEditsQuestion(
  context: PurchaseContext,
  question: OverviewQuestion,
): boolean {
  switch (question) {
    case "pant":
      return context.form.leasing !== true;
    case "bonusOverforing":
      return bonusFromOtherCompany(context);
    case "tillegg":
      return showsAddOnsStep(context);
    case "eier":
    case "bobilVerdi":
    case "over23":
      return summaryShowsQuestion(context, question);
    default:
      return true;
  }
}

/**
 * What a yes to leasing drops of the answers given (issue 29.20): the lien (`clearLienWhenLeased`
 * clears it on the way back) and the other owner (a leased vehicle's owner is the leasing company,
 * so the owner questions are skipped and the other owner is not sent). The leasing step says so
 * before the customer answers.
 */
export function droppedByLeasing(context: PurchaseContext): Array<"pant" | "annenEier"> {
  if (context.form.leasing === true) return [];
  const dropped: Array<"pant" | "annenEier"> = [];
  if (context.form.pant) dropped.push("pant");
  if (context.form.eier === false && context.form.annenEierNavn !== "") dropped.push("annenEier");
  return dropped;
}

/** The questions before the price are answered: leasing, owner (unless leased), motorhome value. */
export function vehicleQuestionsAnswered(context: PurchaseContext): boolean {
  const { form } = context;
  const leased = form.leasing === true;
  const ownerDone =
    leased ||
    form.eier === true ||
    (form.eier === false && form.annenEierNavn !== "" && form.annenEierFnr !== "");
  const motorhomeDone = !isMotorhomeContext(context) || form.bobilVerdikode !== "";
  return hasVehicle(context) && form.leasing !== null && ownerDone && motorhomeDone;
}

export function hasOfferAndCoverage(context: PurchaseContext): boolean {
  return (
    context.offer !== null &&
    context.selectedDekningId !== null &&
    context.offer.dekninger.some((dekning) => dekning.id === context.selectedDekningId) &&
    hasVehicle(context)
  );
}

export function hasPurchaseSuccess(context: PurchaseContext): boolean {
  return context.purchaseResult?.success === true;
}

/** The price call returned no coverage this customer can choose. */
export function priceHasNoCoverages(context: PurchaseContext, response: PriceResponse): boolean {
  return (
    chooseCoverage(response.dekninger, context.selectedDekningId, coverageChooser(context)) === null
  );
}

export function isSelectableCoverage(context: PurchaseContext, dekningId: string): boolean {
  const dekning = context.offer?.dekninger.find((option) => option.id === dekningId);
  if (!dekning?.tilgjengelig || dekning.sperreaarsak) return false;
  return coverageBlockReason(dekningId, coverageChooser(context)) === null;
}

export function showsAddOnsStep(context: PurchaseContext): boolean {
  return showsAddOnsStepRule(context.offer, context.selectedDekningId);
}

export function bonusFromOtherCompany(context: PurchaseContext): boolean {
  return needsBonusTransfer(context.form, context.defaultBonus);
}

/** A distributor that asks for marketing consent (sb1) asks while either consent is unanswered. */
export function needsMarketingConsent(context: PurchaseContext): boolean {
  const { crossDomainConsent, marketingConsent } = context.customer.samtykker;
  return (
    distributorVariant(context.distributor).asksMarketingConsent &&
    (crossDomainConsent === "UNANSWERED" || marketingConsent === "UNANSWERED")
  );
}

export function entryHasValidExpressReference(context: PurchaseContext): boolean {
  return (
    context.entry.kind === "ekspresspris" && isValidExpressReference(context.entry.referenceId)
  );
}

export { isValidExpressReference };
