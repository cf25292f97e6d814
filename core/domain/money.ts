import { motorhomeValueCap } from "../contract/fieldRules.ts";
import { formatNumber, parseNumber } from "./numbers";

/** A no-break space keeps "kr" on the same line as the amount. */
const currencySuffix = "\u00a0kr";

/** "1 234 kr" for whole amounts, "1 234,50 kr" otherwise; strings are parsed first. */
export function formatCurrency(amount: number | string): string {
  const value = parseNumber(amount);
  if (Number.isNaN(value)) return String(amount);
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  const formatted = formatNumber(value, {
    minFractionDigits: fractionDigits,
    maxFractionDigits: fractionDigits,
  });
  return `${formatted}${currencySuffix}`;
}

/** A motorhome value option is a ceiling, so it reads "inntil 500 000 kr". */
export function formatBobilValue(amount: number | string): string {
  return `inntil ${formatCurrency(amount)}`;
}

/** SPEC §5: motorhome value choices above the contract's cap are not offered. */
export function isOfferedMotorhomeValue(maximumValue: number): boolean {
  return maximumValue <= motorhomeValueCap;
}
