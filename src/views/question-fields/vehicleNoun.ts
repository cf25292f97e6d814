import type { VehicleNoun } from "../../../core/texts/steps/questions.ts";
import type { PurchaseSnapshot } from "../../app/purchaseHooks.ts";
import { selectIsMotorhome } from "../../app/purchaseSelectors.ts";

/** "bobilen" for the motorhome product or a vehicle the register says is a motorhome. */
export const selectVehicleNoun = (snapshot: PurchaseSnapshot): VehicleNoun =>
  selectIsMotorhome(snapshot) ? "bobilen" : "bilen";

/** Radio value of a yes/no answer kept in the form. */
export const yesNoOf = (value: boolean | null): "true" | "false" | null =>
  value === null ? null : value ? "true" : "false";
