/**
 * The products of SPEC §1 and their analytics funnels (SPEC §9), as data. The detailed sales flow
 * here is for car and motorhome; the detail page is `detalj`; the others are sold elsewhere and
 * have only their funnel steps.
 */

import { products } from "../contract/common.ts";

export const productValues = [
  "bil",
  "moped",
  "motorsykkel",
  "båt",
  "snøscooter",
  "traktor",
  "veteran",
  "henger-campingvogn",
  "smaa-elektriske",
  "bobil",
  "detalj",
] as const;
export type ProductValue = (typeof productValues)[number];

/** The products with a detailed sales flow in this app. */
const productsWithFlow = products satisfies readonly ProductValue[];
/** Products this app has a page of its own for: the flows and the agreement detail page. */
const productsServedHere: readonly ProductValue[] = [...productsWithFlow, "detalj"];

export function isProductValue(value: string): value is ProductValue {
  return (productValues as readonly string[]).includes(value);
}

/**
 * A product of the value set that is bought somewhere else, from an address segment (decoded or
 * percent-encoded, so '/båt' and '/b%C3%A5t' both count); undefined for anything else.
 */
export function productSoldElsewhere(segment: string): ProductValue | undefined {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const value = decoded.normalize("NFC").toLowerCase();
  if (!isProductValue(value) || productsServedHere.includes(value)) return undefined;
  return value;
}

/** One product's funnel (SPEC §9): named steps and the index of its last step (the receipt). */
export interface FunnelTable {
  readonly steps: Readonly<Record<string, number>>;
  readonly last: number;
}

/**
 * SPEC §9: car from the intro (0) to kvittering (20), by the step's path (the purchase machine's
 * `meta.funnelStep` must say the same: tests/unit/domain/products.test.ts). Entries (express
 * price, an offer's link) start the funnel at 0; the motorhome uses the car's table.
 */
const carFunnel: FunnelTable = {
  steps: {
    intro: 0,
    ekspresspris: 0,
    "rediger-tilbud": 0,
    "har-bil": 1,
    "velg-bil": 2,
    modellvelger: 2,
    "bobil-verdi": 3,
    leasing: 4,
    eier: 5,
    "eier-navn": 6,
    "eier-fnr": 7,
    pant: 8,
    over23: 9,
    bonus: 10,
    "bonus-overforing": 10,
    "sjekk-bil-info": 11,
    pris: 12,
    tilleggsdekning: 13,
    tilpass: 14,
    "regnummer-chassisnummer": 15,
    kilometer: 16,
    kontaktinfo: 17,
    kjop: 18,
    samtykke: 19,
    kvittering: 20,
  },
  last: 20,
};

/** SPEC §9: login 0, identify 1 … receipt 5; the steps between are not named by the spec. */
const sharedSmallFunnel: FunnelTable = {
  steps: { innlogging: 0, identifisering: 1, kvittering: 5 },
  last: 5,
};

/** Every product's funnel; undefined where SPEC §9 gives none (no funnel is tracked). */
export const funnelTables: Readonly<Record<ProductValue, FunnelTable | undefined>> = {
  bil: carFunnel,
  bobil: carFunnel,
  "smaa-elektriske": { steps: { start: 0, kvittering: 12 }, last: 12 },
  "henger-campingvogn": { steps: { start: 0, kvittering: 14 }, last: 14 },
  motorsykkel: sharedSmallFunnel,
  båt: sharedSmallFunnel,
  moped: sharedSmallFunnel,
  snøscooter: undefined,
  traktor: undefined,
  veteran: undefined,
  detalj: undefined,
};

/** A step's funnel index for a product, or undefined when the product has no such step. */
export function funnelStepOf(product: ProductValue, step: string): number | undefined {
  return funnelTables[product]?.steps[step];
}

/** The funnel's first step (index 0) for a product that has a funnel. */
export function firstFunnelStep(product: ProductValue): number | undefined {
  return funnelTables[product] ? 0 : undefined;
}
