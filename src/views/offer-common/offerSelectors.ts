import { defaultDeductible } from "../../../core/domain/coverage.ts";
import { describeVehicle } from "../../../core/domain/vehicleDescription.ts";
import type { Dekning } from "../../../machines/types.ts";
import type { PurchaseSnapshot } from "../../app/purchaseHooks.ts";

/**
 * Narrow selectors the offer steps share. They read the machine; none of them decides a rule of
 * its own (the coverage availability, which runs the machine's guards, is in
 * src/app/purchaseSelectors.ts, since views do not import the machine's parts).
 */

/**
 * Where the parallel price region (`tilbud.oppdatering`) is, from the machine's tags: `ready` is
 * `#tilbudKlart`.
 */
export type PriceSync = "fetching" | "saving" | "failed" | "refused" | "ready" | "outside";

export function selectPriceSync(snapshot: PurchaseSnapshot): PriceSync {
  if (snapshot.hasTag("priceFetching")) return "fetching";
  if (snapshot.hasTag("priceSaving")) return "saving";
  if (snapshot.hasTag("priceFailed")) return "failed";
  // The insurer said no with a code of its own: asking again gives the same answer (SPEC §8).
  if (snapshot.hasTag("priceRefused")) return "refused";
  if (snapshot.hasTag("priceReady")) return "ready";
  return "outside";
}

export const isPriceSyncing = (sync: PriceSync) => sync === "fetching" || sync === "saving";

export const selectOffer = (snapshot: PurchaseSnapshot) => snapshot.context.offer;
export const selectSelectedCoverageId = (snapshot: PurchaseSnapshot) =>
  snapshot.context.selectedDekningId;
export const selectError = (snapshot: PurchaseSnapshot) => snapshot.context.error;

/**
 * The deductible a coverage is priced at on the price page: the one the machine would choose
 * for it without an earlier choice (the one marked default, else the first).
 */
export function defaultDeductibleOf(dekning: Dekning) {
  const id = defaultDeductible(dekning, null);
  return dekning.egenandeler.find((egenandel) => egenandel.id === id);
}

/** A short description of the vehicle: the register's description, or the picked make, model and year. */
export function selectVehicleDescription(snapshot: PurchaseSnapshot): string {
  const { bilinfo, form } = snapshot.context;
  if (bilinfo && bilinfo.registreringsnummer === form.registreringsnummer) {
    return bilinfo.beskrivelse;
  }
  return describeVehicle({
    merkenavn: form.merkenavn,
    modellnavn: form.modellnavn,
    modellaar: form.ofvdata?.modellaar ?? "",
  });
}
