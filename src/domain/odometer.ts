import * as v from "valibot";
import { validationTexts } from "../texts/validation";

const texts = validationTexts.odometer;

/** Six digits on the purchase form (SPEC §9). */
export const maximumOdometerReading = 999_999;

/** Spaces are dropped so "120 000" is read the way the error message itself writes numbers. */
export function normalizeOdometerReading(value: string): string {
  return value.replace(/\s/g, "");
}

export function hasOnlyOdometerDigits(value: string): boolean {
  return /^\d*$/.test(normalizeOdometerReading(value));
}

export function isOdometerReadingInRange(value: string): boolean {
  return Number(normalizeOdometerReading(value)) <= maximumOdometerReading;
}

/**
 * The odometer reading on its page. Optional: empty or missing passes and outputs "".
 * Otherwise outputs the digits without spaces.
 */
export const odometerSchema = v.pipe(
  v.optional(v.string(texts.invalidCharacters), ""),
  v.check(hasOnlyOdometerDigits, texts.invalidCharacters),
  v.check(isOdometerReadingInRange, texts.tooHigh),
  v.transform(normalizeOdometerReading),
);
