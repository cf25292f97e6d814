/**
 * Selectors that answer with the purchase machine's own rules, for views that may not import the
 * machine's parts (machines/purchase/*): a view asks these instead of deciding. Narrow, so a view
 * re-renders only when its answer changes.
 */

import * as v from "valibot";
import type { PaymentFrequency } from "../../core/contract/common.ts";
import { emailSchema, mobileNumberSchema } from "../../core/domain/contact.ts";
import {
  asksForMileage,
  type CoverageBlockReason,
  chosenAddOnIds,
  coverageBlockReason,
  type HigherCoverageForLess,
  higherCoverageForLess,
} from "../../core/domain/coverage.ts";
import { monthlyTotal } from "../../machines/purchase/actions.ts";
import {
  coverageChooser,
  droppedByLeasing,
  isSelectableCoverage,
  isValidExpressReference,
} from "../../machines/purchase/guards.ts";
import { type ProgressSection, progressSections } from "../../machines/purchase/progress.ts";
import {
  isCompanyOwned,
  isCompanySwitch,
  isLeasedInRegister,
  isMotorhomeContext,
  registrationYear,
} from "../../machines/purchase/requests.ts";
import type { ContactCheck, OfferSummary } from "../../machines/types.ts";
import { activeStep, type PurchaseSnapshot } from "./purchaseHooks.ts";

/** The motorhome product, or a vehicle the register says is a motorhome (the machine's rule). */
export const selectIsMotorhome = (snapshot: PurchaseSnapshot): boolean =>
  isMotorhomeContext(snapshot.context);

/**
 * SPEC §4: the guarantee names a company switch (SELSKAPSBYTTE or DISTRIBUTORBYTTE): the vehicle
 * is insured elsewhere until this insurance starts, and the switch is handled for the customer.
 */
export const selectIsCompanySwitch = (snapshot: PurchaseSnapshot): boolean =>
  isCompanySwitch(snapshot.context.garanti);

/** The register shows the vehicle as leased (the leasing question is answered yes in advance). */
export const selectIsLeasedInRegister = (snapshot: PurchaseSnapshot): boolean =>
  isLeasedInRegister(snapshot.context.bilinfo, snapshot.context.garanti);

/**
 * What a yes on the leasing step would drop of the answers given (the chart's rule,
 * `droppedByLeasing`): the lien, and the other owner by name (issue 29 item 20).
 */
export function selectDroppedByLeasing(snapshot: PurchaseSnapshot) {
  const dropped = droppedByLeasing(snapshot.context);
  return {
    lien: dropped.includes("pant"),
    otherOwner: dropped.includes("annenEier") ? snapshot.context.form.annenEierNavn : null,
  };
}

export const sameDropped = (
  a: ReturnType<typeof selectDroppedByLeasing>,
  b: ReturnType<typeof selectDroppedByLeasing>,
) => a.lien === b.lien && a.otherOwner === b.otherOwner;

/**
 * SPEC §4: the register says a company owns the vehicle (garantieier LEASINGSELSKAP or
 * ANNET_SELSKAP), while the customer has not said it is leased: the owner question says so
 * (issue 29 item 14), since only the customer or the customer's spouse, cohabitant or partner can
 * own a vehicle insured here.
 */
export const selectRegisterNamesCompanyOwner = (snapshot: PurchaseSnapshot): boolean =>
  isCompanyOwned(snapshot.context.garanti) && snapshot.context.form.leasing !== true;

/** Whether the customer's coverage asks the annual mileage (not for a deregistered vehicle's). */
export const selectAsksForMileage = (snapshot: PurchaseSnapshot): boolean =>
  asksForMileage(snapshot.context.selectedDekningId);

/** Years since the vehicle's registration year (the register's, or the picked model's), if known. */
export function selectVehicleAge(snapshot: PurchaseSnapshot): number | null {
  const year = registrationYear(snapshot.context);
  return year === null ? null : snapshot.context.currentYear - year;
}

/** When the insurance starts (the guarantee's `forsikringStartdato`), if the insurer said. */
export const selectStartDate = (snapshot: PurchaseSnapshot): string | null =>
  snapshot.context.garanti?.forsikringStartdato ?? null;

/** How often the customer pays (SPEC §3 `betalingsInformasjon.betalingsFrekvens`). */
export const selectPaymentFrequency = (snapshot: PurchaseSnapshot): PaymentFrequency =>
  snapshot.context.customer.betalingsInformasjon.betalingsFrekvens;

/** The monthly total before the overview's last "Endre", and now, when they differ. */
export interface PriceChange {
  from: number;
  to: number;
}

/**
 * Issue 26.12: the price the answer changed, once the machine has priced it anew (`priceReady`):
 * the total it remembered when the overview opened the question against the total now (both as
 * the price table sums them). Null when nothing was remembered, the price is unchanged, or the
 * new price is not in yet.
 */
export function selectPriceChange(snapshot: PurchaseSnapshot): PriceChange | null {
  const from = snapshot.context.priceBeforeEdit;
  if (from === null || !snapshot.hasTag("priceReady")) return null;
  const to = monthlyTotal(snapshot.context);
  return to === null || to === from ? null : { from, to };
}

export const samePriceChange = (a: PriceChange | null, b: PriceChange | null) =>
  a?.from === b?.from && a?.to === b?.to;

/**
 * The customer followed an express price link whose reference is not valid (SPEC §2: the start
 * page instead), and has not started on that page yet: the start page says the link is the
 * problem.
 */
export const selectInvalidExpressLink = (snapshot: PurchaseSnapshot): boolean =>
  snapshot.context.entry.kind === "ekspresspris" &&
  !isValidExpressReference(snapshot.context.entry.referenceId);

/**
 * The saved offer the customer's link names is not the customer's (the insurer answers 404 for a
 * number it has no offer under for this customer: another's, an agreement, or none): its number,
 * or null when the offer could not be fetched for another reason (then trying later may help).
 */
export const selectOfferNotTheCustomers = (snapshot: PurchaseSnapshot): string | null =>
  snapshot.context.entry.kind === "tilbud" && snapshot.context.error?.kode === "ikkeFunnet"
    ? snapshot.context.entry.avtalenummer
    : null;

/**
 * The customer's latest saved offer the start page offers to continue (issue 26.6), when the tab
 * has no quote of its own in progress ('Fortsett der du slapp' then continues that one).
 */
export const selectSavedOfferToResume = (snapshot: PurchaseSnapshot): OfferSummary | null =>
  snapshot.context.resumeStep === null ? snapshot.context.savedOfferToResume : null;

/** The part of the purchase the current step belongs to (its `meta.section`), if any. */
export const selectProgressSection = (snapshot: PurchaseSnapshot): ProgressSection | null =>
  activeStep(snapshot)?.meta.section ?? null;

/** A section's 1-based position among the purchase's parts, and how many there are. */
export function progressPosition(section: ProgressSection): { number: number; of: number } {
  return { number: progressSections.indexOf(section) + 1, of: progressSections.length };
}

/** How a coverage shows on the price page: may it be chosen, and if not, why. */
export interface CoverageAvailability {
  selectable: boolean;
  /** The §6 reason (the price call's `sperreaarsak`, else the machine's own rule), if any. */
  reason: CoverageBlockReason | null;
}

/**
 * Availability of every coverage in the offer, keyed by id. Selectable is exactly what the
 * machine's `isSelectableCoverage` guard accepts, so a choice the view offers is never refused.
 */
export function selectCoverageAvailability(
  snapshot: PurchaseSnapshot,
): Record<string, CoverageAvailability> {
  const { context } = snapshot;
  const chooser = coverageChooser(context);
  const result: Record<string, CoverageAvailability> = {};
  for (const dekning of context.offer?.dekninger ?? []) {
    result[dekning.id] = {
      selectable: isSelectableCoverage(context, dekning.id),
      reason: dekning.sperreaarsak ?? coverageBlockReason(dekning.id, chooser),
    };
  }
  return result;
}

/**
 * A higher level the customer may choose that includes the chosen add-ons and costs no more a
 * month than the chosen coverage with them (issue 29 item 18), else null.
 */
export function selectHigherCoverageForLess(
  snapshot: PurchaseSnapshot,
): HigherCoverageForLess | null {
  const { context } = snapshot;
  if (!context.offer) return null;
  return higherCoverageForLess(
    context.offer,
    {
      dekningId: context.selectedDekningId,
      egenandelId: context.form.egenandel,
      tillegg: chosenAddOnIds(context.form),
    },
    (dekningId) => isSelectableCoverage(context, dekningId),
  );
}

/** Equality of two answers of `selectHigherCoverageForLess`, so a view re-renders on a change only. */
export const sameHigherCoverage = (
  a: HigherCoverageForLess | null,
  b: HigherCoverageForLess | null,
): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.heading === b.heading &&
    a.prisPerMnd === b.prisPerMnd &&
    a.chosenPerMnd === b.chosenPerMnd &&
    a.chosenHeading === b.chosenHeading);

/** Shallow equality of availability maps, so the view re-renders only when one changes. */
export function sameAvailability(
  a: Record<string, CoverageAvailability>,
  b: Record<string, CoverageAvailability>,
): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) => a[key]?.selectable === b[key]?.selectable && a[key]?.reason === b[key]?.reason,
  );
}

/** The contact step's last check with the insurer (the machine's `contactCheck`). */
export const selectContactCheck = (snapshot: PurchaseSnapshot): ContactCheck | null =>
  snapshot.context.contactCheck;

/**
 * Which of the values in the fields the insurer refused when the machine last checked them: the
 * same value (as it was sent) with a `false` verdict. Any change to a field is a new value, which
 * the insurer has not refused.
 */
export function refusedContact(
  check: ContactCheck | null,
  typed: { telefonnummer: string; epost: string },
): { telefonnummer: boolean; epost: boolean } {
  const sentAs = (schema: v.GenericSchema<string | undefined, string>, value: string) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  };
  return {
    telefonnummer:
      check?.verdict?.telefonnummer === false &&
      sentAs(mobileNumberSchema, typed.telefonnummer) === check.telefonnummer,
    epost: check?.verdict?.epost === false && sentAs(emailSchema, typed.epost) === check.epost,
  };
}
