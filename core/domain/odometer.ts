import * as v from "valibot";
// Six digits on the purchase form (SPEC §9): the contract's limit, the one the server checks.
import { maximumOdometer } from "../contract/motor.ts";
import { validationTexts } from "../texts/validation";

const texts = validationTexts.odometer;

/**
 * How Norwegians write thousands: "12500", or groups of three after the first with one
 * separator throughout, a space (also the no-break spaces a copied number brings) or a dot:
 * "12 500", "12.500", "1 234 567". A dot anywhere else ("1.5") is a decimal and is refused.
 */
const odometerReading = /^(?:\d+|\d{1,3}(?:([ \u00a0\u202f.])\d{3})(?:\1\d{3})*)$/;

/** The reading as bare digits, or undefined when it is not a whole number written as above. */
export function parseOdometerReading(value: string): string | undefined {
  const trimmed = value.trim();
  return odometerReading.test(trimmed) ? trimmed.replace(/\D/g, "") : undefined;
}

export function isOdometerReadingInRange(digits: string): boolean {
  return Number(digits) <= maximumOdometer;
}

/**
 * The odometer reading on its page. Optional: empty or missing passes and outputs "".
 * Otherwise outputs the digits without separators.
 */
export const odometerSchema = v.pipe(
  v.optional(v.string(texts.invalidCharacters), ""),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value.trim() === "") return "";
    const digits = parseOdometerReading(dataset.value);
    if (digits !== undefined) return digits;
    addIssue({ message: texts.invalidCharacters });
    return NEVER;
  }),
  v.check(isOdometerReadingInRange, texts.tooHigh),
);
