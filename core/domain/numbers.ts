/**
 * Reads a number typed the Norwegian way or the English way. Whitespace (including the
 * no-break spaces Intl puts between groups) is ignored; the last comma or dot is the decimal
 * separator and any other commas or dots are group separators. Returns NaN when unreadable.
 */
export function parseNumber(value: string | number): number {
  if (typeof value === "number") return value;
  const compact = value.replace(/\s/g, "").replace(/\u2212/g, "-");
  if (compact === "") return Number.NaN;
  const decimalIndex = Math.max(compact.lastIndexOf(","), compact.lastIndexOf("."));
  const integerPart = compact.slice(0, Math.max(decimalIndex, 0)).replace(/[.,]/g, "");
  const normalized =
    decimalIndex === -1 ? compact : `${integerPart}.${compact.slice(decimalIndex + 1)}`;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Optional minus, then digits with optional spaces between them (SPEC §5). */
export function isInteger(value: string | number): boolean {
  return /^-?\s*\d[\d\s]*$/.test(String(value).trim());
}

export function isExactLength(value: string, length: number): boolean {
  return value.length === length;
}

/** U+00A0: groups and their unit stay on one line. */
export const groupSeparator = "\u00a0";

/**
 * Formats a number the way `Intl.NumberFormat("nb-NO", …)` does: groups of three separated by a
 * no-break space, a comma before the decimals, U+2212 as the minus sign, halves rounded away
 * from zero on the number's shortest decimal form. Written out rather than asked of Intl because
 * the first Intl formatter a page creates loads the locale's ICU data, a long task on a phone
 * (issue 9), and because ICU builds disagree on the group separator (U+00A0 or U+202F).
 */
export function formatNumber(
  value: number,
  { minFractionDigits = 0, maxFractionDigits = 3 } = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const decimal = String(Math.abs(value));
  if (decimal.includes("e")) {
    // Beyond 1e21 or below 1e-6 the shortest form is exponential; Intl reads those correctly.
    return new Intl.NumberFormat("nb-NO", {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
    })
      .format(value)
      .replace(/\u202f/g, groupSeparator);
  }
  const [integerDigits = "0", fractionDigits = ""] = decimal.split(".");
  let digits =
    integerDigits + fractionDigits.slice(0, maxFractionDigits).padEnd(maxFractionDigits, "0");
  if ((fractionDigits[maxFractionDigits] ?? "0") >= "5") digits = incrementDigits(digits);
  const integerPart = digits.slice(0, digits.length - maxFractionDigits) || "0";
  let fractionPart = digits.slice(digits.length - maxFractionDigits);
  while (fractionPart.length > minFractionDigits && fractionPart.endsWith("0")) {
    fractionPart = fractionPart.slice(0, -1);
  }
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, groupSeparator);
  const sign = value < 0 || Object.is(value, -0) ? "\u2212" : "";
  return `${sign}${grouped}${fractionPart ? `,${fractionPart}` : ""}`;
}

/** Adds one to a string of decimal digits ("0999" → "1000"). */
function incrementDigits(digits: string): string {
  const result = digits.split("");
  for (let index = result.length - 1; index >= 0; index--) {
    if (result[index] !== "9") {
      result[index] = String(Number(result[index]) + 1);
      return result.join("");
    }
    result[index] = "0";
  }
  return `1${result.join("")}`;
}
