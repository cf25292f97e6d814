/**
 * How a vehicle is named to the customer: make, model and model year, as the register's
 * `beskrivelse` reads ("Volvo V60 2019"). One rule for the sandbox's register and for a vehicle
 * the customer picked in the model picker, which has no register description (issue 29 item 23:
 * a picked car was shown without its year on pris and kjop).
 */
export function describeVehicle(vehicle: {
  merkenavn: string;
  modellnavn: string;
  modellaar: number | string;
}): string {
  return [vehicle.merkenavn, vehicle.modellnavn, String(vehicle.modellaar)]
    .filter((part) => part !== "")
    .join(" ");
}
