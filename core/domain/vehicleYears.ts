import * as v from "valibot";
// Older cars cannot be insured online (SPEC §9): the contract's limit, the one the server checks.
import { minimumModelYear } from "../contract/motor.ts";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const modelYearTexts = validationTexts.modelYear;
const registrationYearTexts = validationTexts.registrationYear;

const fourDigits = /^\d{4}$/;

/** Next year's models are sold from the autumn before. */
export function maximumModelYear(today: Date): number {
  return today.getFullYear() + 1;
}

export function isModelYearInRange(year: number, today: Date): boolean {
  return year >= minimumModelYear && year <= maximumModelYear(today);
}

/** Model year on the model picker; `today` is passed in so the upper bound is testable. */
export function createModelYearSchema(today: Date) {
  const maximumYear = maximumModelYear(today);
  return v.pipe(
    requiredText(modelYearTexts.required),
    v.regex(fourDigits, modelYearTexts.format),
    v.check((year) => Number(year) >= minimumModelYear, modelYearTexts.tooOld),
    v.check((year) => Number(year) <= maximumYear, modelYearTexts.tooNew(maximumYear)),
  );
}

/**
 * A car can be registered the year before its model year and up to next year.
 * Without a usable model year the lower bound falls back to the oldest model year allowed.
 */
export function registrationYearRange(
  modelYear: number | undefined,
  today: Date,
): { minimum: number; maximum: number } {
  const lowestModelYear =
    modelYear !== undefined && Number.isInteger(modelYear) ? modelYear : minimumModelYear;
  return { minimum: lowestModelYear - 1, maximum: today.getFullYear() + 1 };
}

export function isRegistrationYearInRange(
  year: number,
  modelYear: number | undefined,
  today: Date,
): boolean {
  const { minimum, maximum } = registrationYearRange(modelYear, today);
  return year >= minimum && year <= maximum;
}

/** Registration year on the model picker, bounded by the model year chosen beside it. */
export function createRegistrationYearSchema(options: {
  modelYear: number | undefined;
  today: Date;
}) {
  const { minimum, maximum } = registrationYearRange(options.modelYear, options.today);
  return v.pipe(
    requiredText(registrationYearTexts.required),
    v.regex(fourDigits, registrationYearTexts.format),
    v.check(
      (year) => Number(year) >= minimum && Number(year) <= maximum,
      registrationYearTexts.outOfRange(minimum, maximum),
    ),
  );
}
