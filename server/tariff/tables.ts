/**
 * The sandbox insurer's tariff tables. Every number here is documented in docs/tariff.md;
 * change both together (the unit tests pin the worked examples of that document).
 */
import type {
  AddOnId,
  Biltype,
  BobilMerke,
  BonusCode,
  CoverageId,
  MileageCode,
} from "../../core/contract/motor.ts";

/** Value groups by the vehicle's value (new price, or the motorhome value chosen): upper bounds. */
export const valueGroupUpperBounds = [
  50_000, 100_000, 150_000, 200_000, 300_000, 400_000, 500_000, 650_000, 800_000, 1_000_000,
  1_500_000, 2_500_000,
] as const;

/** Value group 1..12 of a value in kroner (values above the last bound are in group 12). */
export function valueGroupOf(value: number): number {
  const index = valueGroupUpperBounds.findIndex((bound) => value <= bound);
  return index === -1 ? valueGroupUpperBounds.length : index + 1;
}

export interface CoverageRate {
  heading: string;
  /** Fixed part of the yearly base premium, kroner. */
  fixed: number;
  /** Kroner per value group, reduced by the age factor. */
  perValueGroup: number;
  /** Deductible amounts offered, and the default. */
  deductibles: readonly number[];
  defaultDeductible: number;
  /** Bonus, mileage and young-driver factors apply (not to fire/theft of an unregistered car). */
  drivingFactors: boolean;
  /** Add-ons may be bought with it (SPEC §4: not with liability or minikasko). */
  takesAddOns: boolean;
  /** Add-ons it already includes, so they are not sold with it (SPEC §9: toppkasko has rental car). */
  includedAddOns: readonly AddOnId[];
}

export const coverageRates: Record<CoverageId, CoverageRate> = {
  "150": {
    heading: "Ansvar",
    fixed: 11_000,
    perValueGroup: 0,
    deductibles: [6000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: false,
    includedAddOns: [],
  },
  "142": {
    heading: "Brann og tyveri (avregistrert)",
    fixed: 600,
    perValueGroup: 180,
    deductibles: [6000, 10000],
    defaultDeductible: 6000,
    drivingFactors: false,
    takesAddOns: false,
    includedAddOns: [],
  },
  "140": {
    heading: "Minikasko",
    fixed: 13_000,
    perValueGroup: 500,
    deductibles: [4000, 6000, 10000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: false,
    includedAddOns: [],
  },
  "120": {
    heading: "Kasko",
    fixed: 14_000,
    perValueGroup: 2_400,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: [],
  },
  // SPEC §3's further casco variants, offered for KV50001 only (docs/tariff.md).
  "121": {
    heading: "Kasko Pluss",
    fixed: 14_300,
    perValueGroup: 2_450,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: [],
  },
  "510": {
    heading: "Kasko Basis",
    fixed: 13_600,
    perValueGroup: 2_200,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: [],
  },
  "520": {
    heading: "Kasko Standard",
    fixed: 14_100,
    perValueGroup: 2_350,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: [],
  },
  "530": {
    heading: "Kasko Ekstra",
    fixed: 14_500,
    perValueGroup: 2_600,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: [],
  },
  // Union members get toppkasko at the kasko price (SPEC §6): same rates as 120.
  "111": {
    heading: "Toppkasko",
    fixed: 14_000,
    perValueGroup: 2_400,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: ["190"],
  },
  "110": {
    heading: "Toppkasko",
    fixed: 15_000,
    perValueGroup: 3_000,
    deductibles: [4000, 6000, 10000, 20000],
    defaultDeductible: 6000,
    drivingFactors: true,
    takesAddOns: true,
    includedAddOns: ["190"],
  },
};

/** Percent applied per deductible amount: a higher deductible gives a lower price. */
export const deductibleFactors: Record<number, number> = {
  4000: 112,
  6000: 100,
  10000: 88,
  20000: 76,
};

/** Percent of the value part kept by vehicle age (years since the model year). */
export function ageFactor(age: number): number {
  if (age <= 3) return 100;
  if (age <= 7) return 90;
  if (age <= 12) return 80;
  return 70;
}

/** Percent paid per bonus level: bonus 70 pays 30 %. */
export function bonusFactor(bonuskode: BonusCode): number {
  return 100 - Number(bonuskode);
}

export const mileageFactors: Record<MileageCode, number> = {
  "8": 90,
  "12": 100,
  "16": 110,
  "20": 120,
  "25": 135,
  "30": 150,
  "99": 175,
};

export const youngDriverFactor = 140;

export const vehicleTypeFactors: Record<Biltype, number> = { BIL: 100, BOBIL: 70 };

/** Yearly traffic insurance fee (TFA); an unregistered vehicle pays none. */
export const trafficFeePerYear: Record<Biltype, number> = { BIL: 2_975, BOBIL: 1_690 };

export interface AddOnRate {
  heading: string;
  fixed: number;
  perValueGroup: number;
}

export const addOnRates: Record<AddOnId, AddOnRate> = {
  "122": { heading: "Maskinskade", fixed: 1_200, perValueGroup: 100 },
  "190": { heading: "Leiebil", fixed: 1_100, perValueGroup: 0 },
};

/** Machine damage is sold for vehicles first registered at most this many years ago. */
export const machineDamageMaxAge = 10;

/** From this age minikasko is the coverage shown as default (SPEC §9: cars of little value). */
export const minikaskoDefaultFromAge = 15;

/** Discounts (SPEC §1): loyalty up to 15 %, 5 % more for bank customers. */
export const maximumLoyaltyDiscount = 15;
export const bankCustomerDiscount = 5;

/** Motorhome value choices (bobilVerdi), all at most 2 500 000 (SPEC §5). */
export const motorhomeValues: readonly BobilMerke[] = [
  { bobilVerdikode: "BV03", maksverdi: 300_000, tekst: "Inntil 300 000 kr" },
  { bobilVerdikode: "BV05", maksverdi: 500_000, tekst: "Inntil 500 000 kr" },
  { bobilVerdikode: "BV08", maksverdi: 800_000, tekst: "Inntil 800 000 kr" },
  { bobilVerdikode: "BV10", maksverdi: 1_000_000, tekst: "Inntil 1 000 000 kr" },
  { bobilVerdikode: "BV15", maksverdi: 1_500_000, tekst: "Inntil 1 500 000 kr" },
  { bobilVerdikode: "BV25", maksverdi: 2_500_000, tekst: "Inntil 2 500 000 kr" },
];

/**
 * Values the register lists for a large motorhome beyond the online cap (SPEC §5: the app
 * offers only up to 2 500 000). Not priced online: a request naming one is refused.
 */
export const motorhomeValuesAboveCap: readonly BobilMerke[] = [
  { bobilVerdikode: "BV30", maksverdi: 3_000_000, tekst: "Inntil 3 000 000 kr" },
  { bobilVerdikode: "BV40", maksverdi: 4_000_000, tekst: "Inntil 4 000 000 kr" },
];

export function motorhomeValue(code: string): BobilMerke | undefined {
  return motorhomeValues.find((value) => value.bobilVerdikode === code);
}
