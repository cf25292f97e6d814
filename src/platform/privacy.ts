/**
 * Removes personal data from text and from any JSON-like value before it leaves the browser
 * (error reports, breadcrumbs, replays, analytics): national ids (11 digits, also 6+5 with a
 * space), registration numbers (2 letters and 4 or 5 digits), phone numbers (8 digits, masked
 * forms and +47), e-mail addresses (also URL-encoded) and the customer's known names.
 */

export const redactions = {
  nationalId: "[fnr]",
  email: "[e-post]",
  phone: "[telefon]",
  registrationNumber: "[regnr]",
  name: "[navn]",
} as const;

// Boundaries: not inside a longer word, number or identifier (UUIDs, hashes, version numbers).
const before = String.raw`(?<![\p{L}\p{N}_\-@])(?<!\p{N}[.,])`;
const after = String.raw`(?![\p{L}\p{N}_\-@])(?![.,]\p{N})`;

const emailPattern = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** 11 digits, or 6+5 with a space. */
const nationalIdPattern = new RegExp(`${before}\\d{6}\\s?\\d{5}${after}`, "gu");
/** 8 digits, optionally +47/0047 first, grouped 3+2+3 or 2+2+2+2 with spaces. */
const phonePattern = new RegExp(
  `${before}(?:(?:\\+|00)47\\s?)?(?:\\d{8}|\\d{3}\\s\\d{2}\\s\\d{3}|\\d{2}(?:\\s\\d{2}){3})${after}`,
  "gu",
);
/** 2 letters and 4 or 5 digits, an optional space between. */
const registrationNumberPattern = new RegExp(`${before}\\p{L}{2}\\s?\\d{4,5}${after}`, "gu");

/** URL-encoded separators are read as what they encode, so encoding does not hide data. */
function decodeSeparators(value: string): string {
  return value.replace(/%20/gi, " ").replace(/%40/gi, "@").replace(/%2B/gi, "+");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Name parts worth looking for: at least two letters each (initials would erase too much). */
export function nameTokens(names: readonly string[]): string[] {
  const tokens = names
    .flatMap((name) => name.split(/[\s-]+/))
    .map((token) => token.trim())
    .filter((token) => token.length >= 2);
  return [...new Set(tokens)].sort((a, b) => b.length - a.length);
}

export interface Scrubber {
  /** Scrubs one string. */
  text(value: string): string;
  /** Scrubs every string (and 8/11-digit integer) in a JSON-like value; returns a copy. */
  value<T>(value: T): T;
  /** Adds names learnt later (the customer, the other owner). */
  addNames(names: readonly (string | undefined | null)[]): void;
}

/** Keys whose numbers are times or sizes, never personal data. */
const numericKeysToKeep = new Set([
  "timestamp",
  "start_timestamp",
  "end_timestamp",
  "duration",
  "exclusive_time",
  "sample_rate",
  "segment_id",
]);

const maxDepth = 20;

export function createScrubber(
  initialNames: readonly (string | undefined | null)[] = [],
): Scrubber {
  let namePattern: RegExp | null = null;
  const names = new Set<string>();

  const addNames = (more: readonly (string | undefined | null)[]) => {
    for (const name of more) if (name) names.add(name);
    const tokens = nameTokens([...names]);
    namePattern =
      tokens.length === 0
        ? null
        : new RegExp(`(?<![\\p{L}])(?:${tokens.map(escapeRegExp).join("|")})(?![\\p{L}])`, "giu");
  };
  addNames(initialNames);

  const text = (value: string): string => {
    let result = decodeSeparators(value)
      .replace(emailPattern, redactions.email)
      .replace(nationalIdPattern, redactions.nationalId)
      .replace(phonePattern, redactions.phone)
      .replace(registrationNumberPattern, redactions.registrationNumber);
    if (namePattern) result = result.replace(namePattern, redactions.name);
    return result;
  };

  const walk = (
    input: unknown,
    key: string | undefined,
    depth: number,
    seen: WeakSet<object>,
  ): unknown => {
    if (typeof input === "string") return text(input);
    if (typeof input === "number") {
      if (key && numericKeysToKeep.has(key)) return input;
      return Number.isInteger(input) && /^\d{8}$|^\d{11}$/.test(String(Math.abs(input)))
        ? String(input).length === 11
          ? redactions.nationalId
          : redactions.phone
        : input;
    }
    if (input === null || typeof input !== "object") return input;
    if (depth > maxDepth || seen.has(input)) return "[...]";
    seen.add(input);
    if (Array.isArray(input)) return input.map((item) => walk(item, key, depth + 1, seen));
    if (input instanceof Date) return input;
    const output: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(input)) {
      output[text(childKey)] = walk(child, childKey, depth + 1, seen);
    }
    return output;
  };

  return {
    text,
    value: <T>(value: T) => walk(value, undefined, 0, new WeakSet()) as T,
    addNames,
  };
}
