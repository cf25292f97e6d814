import * as v from "valibot";
import { isValidNationalId } from "../contract/fieldRules.ts";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const texts = validationTexts.nationalId;

/** 11 digits plus the one space the 6+5 input mask inserts (SPEC §9). */
export const fnrInputMaxLength = 12;

/** Drops the spaces the input mask adds, so rules see the bare 11 digits. */
export function normalizeFnr(value: string): string {
  return value.replace(/\s/g, "");
}

/** The contract's national id check (the server's too), on the digits without the mask's spaces. */
export function isValidFnr(value: string): boolean {
  return isValidNationalId(normalizeFnr(value));
}

/** Century from the individual number (digits 7-9), per the Folkeregister allocation rules. */
function fullYear(twoDigitYear: number, individualNumber: number): number | undefined {
  if (individualNumber <= 499) return 1900 + twoDigitYear;
  if (individualNumber <= 749 && twoDigitYear >= 54) return 1800 + twoDigitYear;
  if (twoDigitYear <= 39) return 2000 + twoDigitYear;
  if (individualNumber >= 900) return 1900 + twoDigitYear;
  return undefined;
}

/**
 * Birth date at local midnight, or undefined when the id is not valid.
 * D-numbers add 40 to the day; synthetic ids add 80 (Test-Norge) or 40 (H-numbers and
 * older synthetic ids) to the month.
 */
export function birthDateFromFnr(fnr: string): Date | undefined {
  const digits = normalizeFnr(fnr);
  if (!isValidFnr(digits)) return undefined;

  const dayField = Number(digits.slice(0, 2));
  const monthField = Number(digits.slice(2, 4));
  const day = dayField > 40 ? dayField - 40 : dayField;
  const month = monthField > 80 ? monthField - 80 : monthField > 40 ? monthField - 40 : monthField;
  const year = fullYear(Number(digits.slice(4, 6)), Number(digits.slice(6, 9)));
  if (year === undefined) return undefined;

  const birthDate = new Date(year, month - 1, day);
  // The library checks the date against a 2-digit year; recheck with the real century (29 Feb 1900).
  const isRealDate = birthDate.getMonth() === month - 1 && birthDate.getDate() === day;
  return isRealDate ? birthDate : undefined;
}

/** Whole years on `today` (local calendar date); a 29 February birthday counts from 1 March. */
export function ageFromFnr(fnr: string, today: Date): number | undefined {
  const birthDate = birthDateFromFnr(fnr);
  if (birthDate === undefined) return undefined;
  const hadBirthdayThisYear =
    today.getMonth() > birthDate.getMonth() ||
    (today.getMonth() === birthDate.getMonth() && today.getDate() >= birthDate.getDate());
  return today.getFullYear() - birthDate.getFullYear() - (hadBirthdayThisYear ? 0 : 1);
}

/** The other owner's national id on the owner step (SPEC §5). Outputs the bare 11 digits. */
export const ownerFnrSchema = v.pipe(
  requiredText(texts.required),
  v.maxLength(fnrInputMaxLength, texts.invalid),
  v.transform(normalizeFnr),
  v.check(isValidFnr, texts.invalid),
);
