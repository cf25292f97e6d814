import { coverageChooser, isSelectableCoverage } from "../../../machines/purchase/guards.ts";
import type { Dekning } from "../../../machines/types.ts";
import type { PurchaseSnapshot } from "../../app/purchaseHooks.ts";
import {
  type CoverageBlockReason,
  coverageBlockReason,
  defaultDeductible,
} from "../../domain/coverage.ts";

/**
 * Narrow selectors the offer steps share. They read the machine; none of them decides a rule of
 * its own (coverage rules come from src/domain/coverage.ts through the machine's guards).
 */

/** Where the parallel price region (`tilbud.oppdatering`) is: `ready` is `#tilbudKlart`. */
export type PriceSync = "fetching" | "saving" | "failed" | "ready" | "outside";

export function selectPriceSync(snapshot: PurchaseSnapshot): PriceSync {
  if (snapshot.matches({ tilbud: { oppdatering: "fetchingPrice" } })) return "fetching";
  if (snapshot.matches({ tilbud: { oppdatering: "savingOffer" } })) return "saving";
  if (snapshot.matches({ tilbud: { oppdatering: "failed" } })) return "failed";
  if (snapshot.matches({ tilbud: { oppdatering: "ready" } })) return "ready";
  return "outside";
}

export const isPriceSyncing = (sync: PriceSync) => sync === "fetching" || sync === "saving";

export const selectOffer = (snapshot: PurchaseSnapshot) => snapshot.context.offer;
export const selectSelectedCoverageId = (snapshot: PurchaseSnapshot) =>
  snapshot.context.selectedDekningId;
export const selectError = (snapshot: PurchaseSnapshot) => snapshot.context.error;

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

/**
 * The deductible a coverage is priced at on the price page: the one the machine would choose
 * for it without an earlier choice (the one marked default, else the first).
 */
export function defaultDeductibleOf(dekning: Dekning) {
  const id = defaultDeductible(dekning, null);
  return dekning.egenandeler.find((egenandel) => egenandel.id === id);
}

/** A short description of the vehicle: the register's description, or make and model. */
export function selectVehicleDescription(snapshot: PurchaseSnapshot): string {
  const { bilinfo, form } = snapshot.context;
  if (bilinfo && bilinfo.registreringsnummer === form.registreringsnummer) {
    return bilinfo.beskrivelse;
  }
  return [form.merkenavn, form.modellnavn].filter(Boolean).join(" ");
}
