/**
 * The price call's work, shared by /pris, /tilbud/lagre, /kjop and the seed: read the facts,
 * apply the register's rules, and run the tariff.
 */
import {
  type BobilMerke,
  minimumModelYear,
  type PriceRequest,
  type PriceResponse,
} from "../../../core/contract/motor.ts";
import { leasingCompanies, lienHolders } from "../../catalogue/lists.ts";
import { norwegianYear, offersCascoVariants } from "../../catalogue/vehicles.ts";
import { lastModelYear } from "../../catalogue/vehiclesCatalog.ts";
import { badRequest } from "../../http/errors.ts";
import { motorhomeValue, valueGroupOf } from "../../tariff/tables.ts";
import {
  discountPercent,
  priceVehicle,
  type TariffInput,
  type TariffResult,
} from "../../tariff/tariff.ts";
import { ageOn } from "../customer.ts";
import {
  checkOtherOwner,
  type FactsReader,
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Every rating factor, in a fixed order: the memo's key. */
const tariffFields = [
  "biltype",
  "verdigruppe",
  "alder",
  "registreringsalder",
  "avregistrert",
  "bonuskode",
  "kjorelengdekode",
  "ungFoerer",
  "rabattProsent",
  "loMedlem",
  "pant",
  "leasing",
  "leasetIRegisteret",
  "kaskovarianter",
] as const satisfies readonly (keyof TariffInput)[];

/**
 * A new rating factor must join the key, or two inputs that differ in it would share a price:
 * this fails to compile while a field of TariffInput is missing from the list, or a field holds
 * something other than a code, a number or a flag (whose text would not tell values apart).
 */
const _everyFieldKeyed: [Exclude<keyof TariffInput, (typeof tariffFields)[number]>] extends [never]
  ? TariffInput[keyof TariffInput] extends string | number | boolean | undefined
    ? true
    : never
  : never = true;

/**
 * The values of every rating factor, in a fixed order. Not `JSON.stringify(input)`: that and the
 * lookup of its long key were the largest part of the price call's own work left (issue 31).
 */
function tariffKey(input: TariffInput): string {
  let key = "";
  for (const field of tariffFields) key += `${input[field]},`;
  return key;
}

/** Distinct rating inputs are few (a customer tries deductibles and add-ons on one vehicle). */
const tariffMemoMax = 5000;
const tariffMemo = new Map<string, TariffResult>();

/**
 * The tariff is a pure function of its input, and its exact (BigInt) arithmetic was the largest
 * part of the price call's own computing, so an answer is reused for the same input. Answers are
 * frozen: every caller shares them.
 */
export function tariffFor(input: TariffInput): TariffResult {
  const key = tariffKey(input);
  const known = tariffMemo.get(key);
  if (known) return known;
  const result = deepFreeze(priceVehicle(input));
  if (tariffMemo.size >= tariffMemoMax) {
    const oldest = tariffMemo.keys().next();
    if (!oldest.done) tariffMemo.delete(oldest.value);
  }
  tariffMemo.set(key, result);
  return result;
}

/**
 * The price answer for a tariff result, one per result and `nyPakkestruktur`, frozen like the
 * result, with its JSON text made once: the price call's answer was a new object and a new
 * serialisation on every call, as large a part of its own work as the tariff (issue 31).
 */
const answers = new WeakMap<TariffResult, Map<boolean, PriceResponse>>();
const answerTexts = new WeakMap<PriceResponse, string>();

function priceAnswerFor(result: TariffResult, nyPakkestruktur: boolean): PriceResponse {
  let byStructure = answers.get(result);
  if (!byStructure) {
    byStructure = new Map();
    answers.set(result, byStructure);
  }
  let answer = byStructure.get(nyPakkestruktur);
  if (!answer) {
    answer = Object.freeze({ ...result, nyPakkestruktur });
    byStructure.set(nyPakkestruktur, answer);
  }
  return answer;
}

/** The price answer as JSON (what `c.json` would send), serialised once per answer. */
export function priceAnswerText(answer: PriceResponse): string {
  let text = answerTexts.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    if (Object.isFrozen(answer)) answerTexts.set(answer, text);
  }
  return text;
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
  facts: FactsReader,
  kundenummer: string,
  bildetaljer: PriceRequest["bildetaljer"],
  currentYear: number,
): Promise<PricingFacts> {
  if (bildetaljer.registreringsnummer) {
    return facts.byRegistrationNumber(kundenummer, bildetaljer.registreringsnummer);
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
  const model = await facts.byModel(kundenummer, ofvdata);
  const lastYear = lastModelYear({ tilAar: model.tilAar }, currentYear);
  if (ofvdata.modellaar < model.fraAar || ofvdata.modellaar > lastYear) {
    throw badRequest(
      "bildetaljer.ofvdata.modellaar",
      `Varianten ble solgt som årsmodell ${model.fraAar}–${lastYear}`,
    );
  }
  return model;
}

/**
 * Prices a request for the caller: 404 for a vehicle the register does not know, 400 for a
 * field that names something unknown, 422 for the vehicle errors of SPEC §8 and for the customer
 * named as the other owner.
 */
export async function priceRequest(
  source: FactsReader,
  kundenummer: string,
  request: PriceRequest,
  now: Date,
  options: { skipVehicleErrors?: boolean } = {},
): Promise<PricedVehicle> {
  checkListIds(request);
  const currentYear = norwegianYear(now);
  const registered = request.bildetaljer.registreringsnummer;
  const facts =
    (registered && source.heldByRegistrationNumber?.(kundenummer, registered)) ||
    (await loadFacts(source, kundenummer, request.bildetaljer, currentYear));
  const { customer, vehicle } = facts;
  const error = vehicleError(vehicle, kundenummer, currentYear);
  // Only the seed skips them: it prices agreements that already stand on their vehicle.
  if (error && !options.skipVehicleErrors) throwVehicleError(error);
  checkOtherOwner(customer, request.annenEier?.fodselsnummer);

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
    leasing: request.leasing,
    // The register knows a leased car even when the answer says otherwise.
    leasetIRegisteret: vehicle.leasingselskap_id !== null,
    kaskovarianter: offersCascoVariants(request.bildetaljer.registreringsnummer),
  };
  // Written out, not `{ ...facts, input, … }`: V8 (Node 20) builds an object spread with more
  // properties after it on a slow path, about 10 µs of the price call's 140 (issue 31).
  return {
    customer,
    vehicle,
    input,
    response: priceAnswerFor(tariffFor(input), request.nyPakkestruktur),
    bobilVerdi: motorhomeValueUsed,
    currentYear,
  };
}
