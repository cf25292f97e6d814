import * as v from "valibot";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const mobileTexts = validationTexts.mobile;

/** Norway's calling code, which a typed number may start with (+47 or 0047). */
export const norwegianCountryCode = "47";
const emailTexts = validationTexts.email;

/**
 * SPEC §5: the mobile field takes at most 11 characters: a masked number ("41 00 00 02") or one
 * with the country code ("+4741000002"). A foreign number longer than that is called in.
 */
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

/** E.164 (ITU-T): a country code (never starting with 0) and the number, 7 to 15 digits. */
const e164Digits = /^[1-9]\d{6,14}$/;

/**
 * A mobile number as the insurer's check reads it: a Norwegian number as its 8 digits, a foreign
 * one as "+" and its digits (country code first).
 */
export type MobileNumber =
  | { kind: "norwegian"; number: string }
  | { kind: "foreign"; number: string };

/**
 * Reads a typed mobile number (SPEC §5): 8 digits, optionally after +47 or 0047, or a foreign
 * number after + or 00 with its country code, 7 to 15 digits in all. Spaces and dashes are
 * ignored. The client's format check and the sandbox's number check both start here, so the
 * client never refuses a number the server would take.
 */
export function parseMobileNumber(value: string): MobileNumber | undefined {
  const compact = value.replace(/[\s-]/g, "");
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  if (international === undefined) {
    return /^\d{8}$/.test(compact) ? { kind: "norwegian", number: compact } : undefined;
  }
  if (international.startsWith(norwegianCountryCode)) {
    const national = international.slice(norwegianCountryCode.length);
    return /^\d{8}$/.test(national) ? { kind: "norwegian", number: national } : undefined;
  }
  return e164Digits.test(international)
    ? { kind: "foreign", number: `+${international}` }
    : undefined;
}

/** Whether the number was typed as an international one (+ or 00), for the message it gets. */
const typedAsInternational = (value: string) => /^\s*(?:\+|00)/.test(value);

/**
 * The mobile number on the contact step. Outputs the 8 digits of a Norwegian number, or "+" and
 * the digits of a foreign one: what the insurer's check and the purchase take.
 */
export const mobileNumberSchema = v.pipe(
  requiredText(mobileTexts.required),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseMobileNumber(dataset.value);
    if (parsed) return parsed.number;
    addIssue({
      message: typedAsInternational(dataset.value) ? mobileTexts.foreignFormat : mobileTexts.format,
    });
    return NEVER;
  }),
);

/** The e-mail address on the contact step. Outputs the trimmed address. */
export const emailSchema = v.pipe(
  requiredText(emailTexts.required),
  v.check(isEmailFormat, emailTexts.format),
);

/**
 * An e-mail address as a receipt may show it (issue 20): the first character of the local part,
 * bullets for the rest, and the domain, so the customer recognises it and a bystander learns
 * little. An address without '@' is all bullets.
 */
export function maskEmail(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return "•".repeat(Math.max(trimmed.length, 3));
  const local = trimmed.slice(0, at);
  return `${local.charAt(0)}${"•".repeat(Math.max(local.length - 1, 3))}${trimmed.slice(at)}`;
}
