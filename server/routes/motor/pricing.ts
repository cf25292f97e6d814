/**
 * The price call's work, shared by /pris, /tilbud/lagre, /kjop and the seed: read the facts,
 * apply the register's rules, and run the tariff.
 */
import {
  type BobilMerke,
  minimumModelYear,
  type PriceRequest,
  type PriceResponse,
} from "../../../src/api/contract/motor.ts";
import type { Queryable } from "../../db/database.ts";
import { badRequest } from "../../http/errors.ts";
import { leasingCompanies, lienHolders } from "../../seed/lists.ts";
import { norwegianYear } from "../../seed/vehicles.ts";
import { lastModelYear } from "../../seed/vehiclesCatalog.ts";
import { motorhomeValue, valueGroupOf } from "../../tariff/tables.ts";
import { discountPercent, priceVehicle, type TariffInput } from "../../tariff/tariff.ts";
import { ageOn } from "../customer.ts";
import {
  factsByModel,
  factsByRegistrationNumber,
  type PricingFacts,
  throwVehicleError,
  vehicleError,
} from "./vehicleFacts.ts";

/** Drivers under this age make the young-driver factor apply whatever the request says. */
export const youngDriverAge = 23;

export interface PricedVehicle extends PricingFacts {
  input: TariffInput;
  response: PriceResponse;
  bobilVerdi: BobilMerke | undefined;
  currentYear: number;
}

/** The fields of a price request that name something in the sandbox's lists. */
export function checkListIds(request: Pick<PriceRequest, "panthaverId" | "leasingselskapId">) {
  if (request.panthaverId && !lienHolders.some((holder) => holder.id === request.panthaverId)) {
    throw badRequest("panthaverId", "Ukjent panthaver");
  }
  if (
    request.leasingselskapId &&
    !leasingCompanies.some((company) => company.id === request.leasingselskapId)
  ) {
    throw badRequest("leasingselskapId", "Ukjent leasingselskap");
  }
}

async function loadFacts(
  db: Queryable,
  kundenummer: string,
  bildetaljer: PriceRequest["bildetaljer"],
  currentYear: number,
): Promise<PricingFacts> {
  if (bildetaljer.registreringsnummer) {
    return factsByRegistrationNumber(db, kundenummer, bildetaljer.registreringsnummer);
  }
  const ofvdata = bildetaljer.ofvdata;
  if (!ofvdata) throw badRequest("bildetaljer.registreringsnummer", "Mangler kjøretøy");
  if (ofvdata.modellaar < minimumModelYear || ofvdata.modellaar > currentYear + 1) {
    throw badRequest(
      "bildetaljer.ofvdata.modellaar",
      `Årsmodell må være mellom ${minimumModelYear} og ${currentYear + 1}`,
    );
  }
  if (
    ofvdata.registreringsaar < ofvdata.modellaar - 1 ||
    ofvdata.registreringsaar > currentYear + 1
  ) {
    throw badRequest(
      "bildetaljer.ofvdata.registreringsaar",
      `Registreringsår må være mellom ${ofvdata.modellaar - 1} og ${currentYear + 1}`,
    );
  }
  const facts = await factsByModel(db, kundenummer, ofvdata);
  const lastYear = lastModelYear({ tilAar: facts.tilAar }, currentYear);
  if (ofvdata.modellaar < facts.fraAar || ofvdata.modellaar > lastYear) {
    throw badRequest(
      "bildetaljer.ofvdata.modellaar",
      `Varianten ble solgt som årsmodell ${facts.fraAar}–${lastYear}`,
    );
  }
  return facts;
}

/**
 * Prices a request for the caller: 404 for a vehicle the register does not know, 400 for a
 * field that names something unknown, 422 for the vehicle errors of SPEC §8.
 */
export async function priceRequest(
  db: Queryable,
  kundenummer: string,
  request: PriceRequest,
  now: Date,
  options: { skipVehicleErrors?: boolean } = {},
): Promise<PricedVehicle> {
  checkListIds(request);
  const currentYear = norwegianYear(now);
  const facts = await loadFacts(db, kundenummer, request.bildetaljer, currentYear);
  const { customer, vehicle } = facts;
  const error = vehicleError(vehicle, kundenummer, currentYear);
  // Only the seed skips them: it prices agreements that already stand on their vehicle.
  if (error && !options.skipVehicleErrors) throwVehicleError(error);

  let bobilVerdi: BobilMerke | undefined;
  if (request.bildetaljer.bobilVerdi !== undefined) {
    bobilVerdi = motorhomeValue(request.bildetaljer.bobilVerdi);
    if (!bobilVerdi) throw badRequest("bildetaljer.bobilVerdi", "Ukjent verdi på bobilen");
  }
  // A motorhome is rated by the value the customer chose; a car by its register value group.
  const motorhomeValueUsed = vehicle.biltype === "BOBIL" ? bobilVerdi : undefined;
  const input: TariffInput = {
    biltype: vehicle.biltype,
    verdigruppe: motorhomeValueUsed
      ? valueGroupOf(motorhomeValueUsed.maksverdi)
      : vehicle.verdigruppe,
    alder: Math.max(0, currentYear - vehicle.modellaar),
    registreringsalder: Math.max(0, currentYear - vehicle.registreringsaar),
    avregistrert: vehicle.status === "AVREGISTRERT",
    bonuskode: request.bonuskode,
    kjorelengdekode: request.kjorelengdekode,
    ungFoerer: request.foererUnder23 || ageOn(customer.fodselsdato, now) < youngDriverAge,
    rabattProsent: discountPercent(customer.rabatt_prosent, customer.bankkunde),
    loMedlem: customer.lo_medlem,
    pant: request.pant,
    // The register knows a leased car even when the answer says otherwise.
    leasing: request.leasing || vehicle.leasingselskap_id !== null,
  };
  return {
    ...facts,
    input,
    response: { ...priceVehicle(input), nyPakkestruktur: request.nyPakkestruktur },
    bobilVerdi: motorhomeValueUsed,
    currentYear,
  };
}
