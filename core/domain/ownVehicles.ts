/**
 * Which of the customer's own vehicles the registration step offers (issue 20): the motorhome
 * flow offers only motorhomes; the car flow offers every vehicle, since a motorhome typed there is
 * found and priced with its value step (SPEC §7 inkludereBobil).
 */
import type { Biltype } from "../contract/motor.ts";

export interface OwnVehicle {
  registreringsnummer: string;
  beskrivelse: string;
  biltype: Biltype;
}

export function ownVehiclesFor<Vehicle extends OwnVehicle>(
  product: "bil" | "bobil",
  vehicles: readonly Vehicle[],
): Vehicle[] {
  return product === "bobil"
    ? vehicles.filter((vehicle) => vehicle.biltype === "BOBIL")
    : [...vehicles];
}
