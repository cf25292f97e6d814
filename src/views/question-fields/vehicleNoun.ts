import { isMotorhomeContext } from "../../../machines/purchase/requests.ts";
import type { PurchaseSnapshot } from "../../app/purchaseHooks.ts";
import type { VehicleNoun } from "../../texts/steps/questions.ts";

/** "bobilen" for the motorhome product or a vehicle the register says is a motorhome. */
export const selectVehicleNoun = (snapshot: PurchaseSnapshot): VehicleNoun =>
  isMotorhomeContext(snapshot.context) ? "bobilen" : "bilen";

/** Radio value of a yes/no answer kept in the form. */
export const yesNoOf = (value: boolean | null): "true" | "false" | null =>
  value === null ? null : value ? "true" : "false";
