/**
 * SPEC §5 "Sum of totals" and §3 "Price summary": monthly and yearly price of the chosen
 * deductible plus the traffic insurance fee (TFA), plus machine damage and rental car when
 * chosen. Derived from the offer and the form every time; the machine stores no current total,
 * only the one the overview showed when its "Endre" opened a question (`priceBeforeEdit`, issue
 * 26.12), to say whether the answer changed it.
 */
import { addOn, addOnsFor } from "./coverage.ts";

export interface PriceLine {
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
}

export interface PriceSummary {
  /** The chosen coverage at the chosen deductible, named by the generic label. */
  dekning: PriceLine;
  maskinskade: PriceLine;
  leiebil: PriceLine;
  tfa: PriceLine;
  total: PriceLine;
  /** The same coverage line, named by the coverage's own heading (e.g. 'Toppkasko'). */
  dynamicDekning: PriceLine;
}

export const priceSummaryLineKeys = ["dekning", "maskinskade", "leiebil", "tfa"] as const;
export type PriceSummaryLineKey = (typeof priceSummaryLineKeys)[number];

/** Labels are copy; the defaults are the product's Norwegian names, injectable for core/texts. */
export interface PriceSummaryLabels {
  dekning: string;
  maskinskade: string;
  leiebil: string;
  tfa: string;
  total: string;
}

export const defaultPriceSummaryLabels: PriceSummaryLabels = {
  dekning: "Dekning",
  maskinskade: "Maskinskade",
  leiebil: "Leiebil",
  tfa: "Trafikkforsikringsavgift",
  total: "Totalt",
};

export interface PriceSummaryOffer {
  dekninger: ReadonlyArray<{
    id: string;
    heading: string;
    egenandeler: ReadonlyArray<{ id: string; prisPerMnd: number; prisPerAar: number }>;
    inkluderteTillegg?: readonly string[] | undefined;
  }>;
  tillegg: ReadonlyArray<{ id: string; heading: string; prisPerMnd: number; prisPerAar: number }>;
  tfadetaljer: { prisPerMnd: number; prisPerAar: number };
}

export interface PriceSummaryChoice {
  dekningId: string | null;
  egenandelId: string | null;
  leiebil: boolean;
  maskinskade: boolean;
}

const zero = { monthlyPrice: 0, yearlyPrice: 0 };

function line(name: string, prices: { prisPerMnd: number; prisPerAar: number } | undefined) {
  if (!prices) return { name, ...zero };
  return { name, monthlyPrice: prices.prisPerMnd, yearlyPrice: prices.prisPerAar };
}

/** The price summary, or null when there is no offer or no coverage chosen. */
export function computePriceSummary(
  offer: PriceSummaryOffer | null,
  choice: PriceSummaryChoice,
  labels: PriceSummaryLabels = defaultPriceSummaryLabels,
): PriceSummary | null {
  if (!offer || !choice.dekningId) return null;
  const dekning = offer.dekninger.find((option) => option.id === choice.dekningId);
  if (!dekning) return null;
  const egenandel =
    dekning.egenandeler.find((option) => option.id === choice.egenandelId) ??
    dekning.egenandeler[0];
  // Only add-ons the coverage can be bought with count (none it already includes).
  const available = addOnsFor(offer, dekning.id);
  const maskinskade = available.find((option) => option.id === addOn.maskinskade);
  const leiebil = available.find((option) => option.id === addOn.leiebil);

  const lines = {
    dekning: line(labels.dekning, egenandel),
    maskinskade: line(labels.maskinskade, choice.maskinskade ? maskinskade : undefined),
    leiebil: line(labels.leiebil, choice.leiebil ? leiebil : undefined),
    tfa: line(labels.tfa, offer.tfadetaljer),
  };
  const total = priceSummaryLineKeys.reduce(
    (sum, key) => ({
      monthlyPrice: sum.monthlyPrice + lines[key].monthlyPrice,
      yearlyPrice: sum.yearlyPrice + lines[key].yearlyPrice,
    }),
    zero,
  );
  return {
    ...lines,
    total: { name: labels.total, ...total },
    dynamicDekning: { ...lines.dekning, name: dekning.heading },
  };
}

/** The lines to show: lines with zero price are hidden (§5); the total is always last. */
export function visiblePriceLines(summary: PriceSummary): PriceLine[] {
  const shown = priceSummaryLineKeys
    .map((key) => (key === "dekning" ? summary.dynamicDekning : summary[key]))
    .filter((entry) => entry.monthlyPrice !== 0 || entry.yearlyPrice !== 0);
  return [...shown, summary.total];
}
