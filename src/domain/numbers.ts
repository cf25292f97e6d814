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
