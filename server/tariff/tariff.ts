/**
 * The sandbox insurer's premium model (docs/tariff.md): a pure function from the rating
 * factors to the coverages, add-ons and traffic fee of the price call. Integer kroner; every
 * yearly price is rounded once, half up, from the exact product of its factors, and every
 * monthly price is the yearly price / 12 rounded half up.
 */
import type { Rabatt } from "../../core/contract/customer.ts";
import type {
  AddOnId,
  Biltype,
  BonusCode,
  CoverageBlockReason,
  CoverageId,
  Dekning,
  MileageCode,
  Pris,
  Tillegg,
} from "../../core/contract/motor.ts";
import {
  addOnRates,
  ageFactor,
  bankCustomerDiscount,
  bonusFactor,
  type CoverageRate,
  coverageRates,
  deductibleFactors,
  machineDamageMaxAge,
  maximumLoyaltyDiscount,
  mileageFactors,
  minikaskoDefaultFromAge,
  trafficFeePerYear,
  vehicleTypeFactors,
  youngDriverFactor,
} from "./tables.ts";

export interface TariffInput {
  biltype: Biltype;
  /** 1..12 (tables.ts `valueGroupUpperBounds`). */
  verdigruppe: number;
  /** Years since the model year (0 for this and next year's models). */
  alder: number;
  /** Years since first registration (machine damage is sold up to 10). */
  registreringsalder: number;
  /** Temporarily deregistered: only fire/theft (142), no TFA, no add-ons. */
  avregistrert: boolean;
  bonuskode: BonusCode;
  kjorelengdekode: MileageCode;
  /** A driver under 23: the request said so, or the customer is under 23. */
  ungFoerer: boolean;
  /** The customer's whole discount in percent (`customerDiscount`). */
  rabattProsent: number;
  loMedlem: boolean;
  pant: boolean;
  /** The customer's answer: the vehicle is leased. */
  leasing: boolean;
  /** The vehicle register names a leasing company, whatever the answer says. */
  leasetIRegisteret: boolean;
  /** The insurer offers SPEC §3's further casco variants for this vehicle (KV50001). */
  kaskovarianter?: boolean;
}

export interface TariffResult {
  dekninger: Dekning[];
  tillegg: Tillegg[];
  tfadetaljer: Pris;
}

const loyaltyDiscountOf = (loyaltyPercent: number) =>
  Math.max(0, Math.min(loyaltyPercent, maximumLoyaltyDiscount));
const bankDiscountOf = (bankCustomer: boolean) => (bankCustomer ? bankCustomerDiscount : 0);

/**
 * The customer's whole discount in percent, as `customerDiscount` states it: what the tariff
 * prices with. On its own for the price call, which needs no description (issue 31).
 */
export function discountPercent(loyaltyPercent: number, bankCustomer: boolean): number {
  return loyaltyDiscountOf(loyaltyPercent) + bankDiscountOf(bankCustomer);
}

/**
 * The customer's discount (SPEC §1, §9): loyalty capped at 15 %, plus 5 % for bank customers.
 * The one source of these figures: the tariff prices with `rabattProsent`, and GET /rabatt and
 * the customer's `prisInformasjon` state them, so what the customer reads is what they pay.
 */
export function customerDiscount(loyaltyPercent: number, bankCustomer: boolean): Rabatt {
  const loyalty = loyaltyDiscountOf(loyaltyPercent);
  const bank = bankDiscountOf(bankCustomer);
  const parts = [
    ...(loyalty > 0 ? [`${loyalty} % lojalitetsrabatt`] : []),
    ...(bank > 0 ? [`${bank} % ekstra som bankkunde`] : []),
  ];
  return {
    rabattProsent: discountPercent(loyaltyPercent, bankCustomer),
    description: parts.length > 0 ? parts.join(" og ") : "ingen rabatt",
    lojalitetsrabattProsent: loyalty,
    bankkunderabattProsent: bank,
  };
}

/** `numerator / denominator` rounded half up (both non-negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

export function monthlyOf(yearly: number): number {
  return roundHalfUp(BigInt(yearly), 12n);
}

function priced(yearly: number): Pris {
  return { prisPerMnd: monthlyOf(yearly), prisPerAar: yearly };
}

/** Product of percent factors applied to an amount given in hundredths of a krone. */
function applyPercents(hundredths: bigint, percents: readonly number[]): number {
  const numerator = percents.reduce((product, percent) => product * BigInt(percent), hundredths);
  const denominator = 100n ** BigInt(percents.length + 1);
  return roundHalfUp(numerator, denominator);
}

/** Yearly premium of one coverage at one deductible (docs/tariff.md, "The formula"). */
export function coverageYearlyPremium(
  coverageId: CoverageId,
  deductible: number,
  input: TariffInput,
): number {
  const rate: CoverageRate = coverageRates[coverageId];
  const base =
    BigInt(rate.fixed) * 100n +
    BigInt(rate.perValueGroup) * BigInt(input.verdigruppe) * BigInt(ageFactor(input.alder));
  const deductibleFactor = deductibleFactors[deductible];
  if (deductibleFactor === undefined) throw new Error(`No factor for deductible ${deductible}`);
  const percents = [
    deductibleFactor,
    ...(rate.drivingFactors
      ? [
          bonusFactor(input.bonuskode),
          mileageFactors[input.kjorelengdekode],
          input.ungFoerer ? youngDriverFactor : 100,
        ]
      : []),
    vehicleTypeFactors[input.biltype],
    100 - input.rabattProsent,
  ];
  return applyPercents(base, percents);
}

export function addOnYearlyPremium(addOnId: AddOnId, input: TariffInput): number {
  const rate = addOnRates[addOnId];
  const base = BigInt(rate.fixed + rate.perValueGroup * input.verdigruppe) * 100n;
  return applyPercents(base, [
    mileageFactors[input.kjorelengdekode],
    vehicleTypeFactors[input.biltype],
    100 - input.rabattProsent,
  ]);
}

/** The coverages offered, cheapest level first (SPEC §3 coverage ids, §6 union members). */
export function offeredCoverageIds(
  input: Pick<TariffInput, "avregistrert" | "loMedlem" | "kaskovarianter">,
): readonly CoverageId[] {
  if (input.avregistrert) return ["142"];
  const kaskoLevel: readonly CoverageId[] = input.kaskovarianter
    ? ["510", "520", "120", "121", "530"]
    : ["120"];
  return ["150", "140", ...kaskoLevel, input.loMedlem ? "111" : "110"];
}

/** The casco levels a union member cannot choose (SPEC §6), every casco variant of §3 included. */
const kaskoLevels: readonly CoverageId[] = ["120", "121", "510", "520", "530"];

/** Why the rules of SPEC §6 close a coverage; leasing is named before lien when both apply. */
export function blockReason(
  coverageId: CoverageId,
  input: Pick<TariffInput, "loMedlem" | "pant" | "leasing" | "leasetIRegisteret">,
): CoverageBlockReason | undefined {
  if (kaskoLevels.includes(coverageId) && input.loMedlem) return "LO";
  if (coverageId === "150" || coverageId === "140") {
    if (input.leasing) return "LEASING";
    // The register is the truth: the customer is told it is the register that says so.
    if (input.leasetIRegisteret) return "LEASET_I_REGISTERET";
    if (input.pant) return "PANT";
  }
  return undefined;
}

/**
 * The default coverage: minikasko for vehicles 15 years or older, else kasko (toppkasko 111
 * for union members); the first open one of those, else the first open coverage.
 */
function defaultCoverageId(
  offered: readonly CoverageId[],
  input: TariffInput,
): CoverageId | undefined {
  const kaskoLevel: CoverageId = input.loMedlem ? "111" : "120";
  const preferred: CoverageId[] = input.avregistrert
    ? ["142"]
    : input.alder >= minikaskoDefaultFromAge
      ? ["140", kaskoLevel]
      : [kaskoLevel];
  const open = offered.filter((id) => blockReason(id, input) === undefined);
  return preferred.find((id) => open.includes(id)) ?? open[0];
}

/**
 * The add-ons a coverage can be bought with, of those offered: none for liability and
 * minikasko (SPEC §4), and none it already includes (SPEC §9: toppkasko has rental car).
 */
export function addOnIdsFor(coverageId: CoverageId, offered: readonly AddOnId[]): AddOnId[] {
  const rate = coverageRates[coverageId];
  if (!rate.takesAddOns) return [];
  return offered.filter((id) => !rate.includedAddOns.includes(id));
}

export function offeredAddOnIds(input: TariffInput): AddOnId[] {
  if (input.avregistrert) return [];
  const ids: AddOnId[] = [];
  if (input.registreringsalder <= machineDamageMaxAge) ids.push("122");
  if (input.biltype === "BIL") ids.push("190");
  return ids;
}

export function trafficFee(input: Pick<TariffInput, "avregistrert" | "biltype">): Pris {
  return priced(input.avregistrert ? 0 : trafficFeePerYear[input.biltype]);
}

export function priceVehicle(input: TariffInput): TariffResult {
  const offered = offeredCoverageIds(input);
  const defaultId = defaultCoverageId(offered, input);
  const dekninger = offered.map((id): Dekning => {
    const rate = coverageRates[id];
    const reason = blockReason(id, input);
    return {
      id,
      heading: rate.heading,
      isDefault: id === defaultId,
      defaultDeductible: String(rate.defaultDeductible),
      egenandeler: rate.deductibles.map((beloep) => ({
        id: String(beloep),
        beloep,
        ...priced(coverageYearlyPremium(id, beloep, input)),
        isDefault: beloep === rate.defaultDeductible,
      })),
      tilgjengelig: reason === undefined,
      ...(reason ? { sperreaarsak: reason } : {}),
      ...(rate.includedAddOns.length > 0 ? { inkluderteTillegg: [...rate.includedAddOns] } : {}),
    };
  });
  const tillegg = offeredAddOnIds(input).map(
    (id): Tillegg => ({
      id,
      heading: addOnRates[id].heading,
      ...priced(addOnYearlyPremium(id, input)),
    }),
  );
  return { dekninger, tillegg, tfadetaljer: trafficFee(input) };
}
