import * as v from "valibot";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const texts = validationTexts.chassisNumber;

/** The insurer identifies the car by the last nine characters of the VIN (SPEC §9). */
export const chassisNumberLength = 9;

/** Lets the user paste the whole VIN: only the last nine characters are kept, uppercased. */
export function normalizeChassisNumber(value: string): string {
  return value.trim().toUpperCase().slice(-chassisNumberLength);
}

/** Letters A-Z and digits only, checked on everything typed so a stray character is reported. */
export function hasOnlyChassisCharacters(value: string): boolean {
  return /^[A-Za-z0-9]*$/.test(value.trim());
}

/** The chassis number on the purchase step. Outputs the nine characters that are sent. */
export const chassisNumberSchema = v.pipe(
  requiredText(texts.required),
  v.check(hasOnlyChassisCharacters, texts.invalidCharacters),
  v.minLength(chassisNumberLength, texts.tooShort),
  v.transform(normalizeChassisNumber),
);
