import * as v from "valibot";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const mobileTexts = validationTexts.mobile;
const emailTexts = validationTexts.email;

/** Eight digits plus the three spaces of the widest phone mask, 2+2+2+2 (SPEC §9). */
export const mobileNumberInputMaxLength = 11;

/** Shown when the insurer's number check rejects a well-formed number. */
export const mobileRejectedByServerMessage = mobileTexts.rejectedByServer;
/** Shown when the insurer's address check rejects a well-formed address. */
export const emailRejectedByServerMessage = emailTexts.rejectedByServer;

export function normalizePhoneNumber(value: string): string {
  return value.replace(/\s/g, "");
}

/** A Norwegian number without country code; foreign numbers are left to the server check. */
export function isPhoneNumber(value: string): boolean {
  return /^\d{8}$/.test(normalizePhoneNumber(value));
}

/**
 * Local part: letters including æøå, digits and the symbols RFC 5322 allows unquoted.
 * Domain: labels of letters, digits and hyphens with at least one dot. Deliberately loose:
 * the server check decides whether mail can actually be delivered.
 */
const emailPattern = /^[a-zæøå0-9.!#$%&'’*+/=?^_`{|}~-]+@[a-zæøå0-9-]+(?:\.[a-zæøå0-9-]+)+$/i;

export function isEmailFormat(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The mobile number on the contact step. Outputs the eight digits. */
export const mobileNumberSchema = v.pipe(
  requiredText(mobileTexts.required),
  v.maxLength(mobileNumberInputMaxLength, mobileTexts.format),
  v.transform(normalizePhoneNumber),
  v.check(isPhoneNumber, mobileTexts.format),
);

/** The e-mail address on the contact step. Outputs the trimmed address. */
export const emailSchema = v.pipe(
  requiredText(emailTexts.required),
  v.check(isEmailFormat, emailTexts.format),
);
