import { parseNumber } from "./numbers";

/**
 * Amounts are grouped the Norwegian way. Intl decides the group separator: Node 20's ICU gives
 * U+00A0 (no-break space) for nb-NO, some other ICU versions U+202F (narrow no-break space),
 * so nothing should compare against a plain space. Negative amounts use U+2212 minus.
 */
export const currencyLocale = "nb-NO";

/** A no-break space keeps "kr" on the same line as the amount. */
export const currencySuffix = "\u00a0kr";

/** Motorhome value choices above this are not offered (SPEC §5). */
export const motorhomeValueCap = 2_500_000;

const wholeAmount = new Intl.NumberFormat(currencyLocale, { maximumFractionDigits: 0 });
const fractionalAmount = new Intl.NumberFormat(currencyLocale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1 234 kr" for whole amounts, "1 234,50 kr" otherwise; strings are parsed first. */
export function formatCurrency(amount: number | string): string {
  const value = parseNumber(amount);
  if (Number.isNaN(value)) return String(amount);
  const formatter = Number.isInteger(value) ? wholeAmount : fractionalAmount;
  return `${formatter.format(value)}${currencySuffix}`;
}

/** A motorhome value option is a ceiling, so it reads "inntil 500 000 kr". */
export function formatBobilValue(amount: number | string): string {
  return `inntil ${formatCurrency(amount)}`;
}

export function isOfferedMotorhomeValue(maximumValue: number): boolean {
  return maximumValue <= motorhomeValueCap;
}
