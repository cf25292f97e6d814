import {
  formatFodselsnummer,
  formatTelefonnummer,
  TELEFONNUMMER_REGEX,
} from "@fremtind/jokul/utilities";
import { norwegianCountryCode } from "./contact.ts";

/**
 * Input masks format a field while the user types (SPEC §5). Each mask takes whatever is in
 * the field and returns it regrouped. Input that cannot become a valid value under the mask
 * (letters, too many digits, a 13th month) is returned unchanged, so the user's typing is
 * never eaten and the field's validation can explain what is wrong. The national id and the
 * phone number use Jøkul's formatters, which group with a no-break space (Språkrådet's advice,
 * so a number never breaks over two lines); the rules strip any white space before checking.
 */

/** Characters treated as the user's own separators: they are dropped and re-inserted. */
const typedSeparators = /[\s./-]/g;
const endsWithTypedSeparator = /[\s./-]$/;

interface DigitGroup {
  readonly size: number;
  /** Whether a complete or partly typed group can still become valid. */
  readonly accepts?: (digits: string) => boolean;
}

/** The regrouped value, or undefined when the input does not fit the groups. */
function groupDigits(
  value: string,
  groups: readonly DigitGroup[],
  separator: string,
): string | undefined {
  const digits = value.replace(typedSeparators, "");
  if (!/^\d*$/.test(digits)) return undefined;

  const parts: string[] = [];
  let rest = digits;
  for (const group of groups) {
    if (rest === "") break;
    const part = rest.slice(0, group.size);
    if (group.accepts && !group.accepts(part)) return undefined;
    parts.push(part);
    rest = rest.slice(group.size);
  }
  if (rest !== "") return undefined;

  // Keep a separator the user typed after a complete group, so typing "12." shows "12."
  // instead of swallowing the key press.
  const lastGroup = groups[parts.length - 1];
  const keepsTypedSeparator =
    lastGroup !== undefined &&
    parts.length < groups.length &&
    parts[parts.length - 1]?.length === lastGroup.size &&
    endsWithTypedSeparator.test(value);
  return parts.join(separator) + (keepsTypedSeparator ? separator : "");
}

function formatDigitGroups(value: string, groups: readonly DigitGroup[], separator: string) {
  return groupDigits(value, groups, separator) ?? value;
}

const sized = (size: number): DigitGroup => ({ size });

const dayGroup: DigitGroup = {
  size: 2,
  accepts: (digits) => (digits.length === 1 ? /^[0-3]$/ : /^(0[1-9]|[12]\d|3[01])$/).test(digits),
};
const monthGroup: DigitGroup = {
  size: 2,
  accepts: (digits) => (digits.length === 1 ? /^[01]$/ : /^(0[1-9]|1[0-2])$/).test(digits),
};

/** dd.mm.yyyy; the year may end up 2 or 4 digits, so the mask allows up to 4. */
export function formatDateInput(value: string): string {
  return formatDigitGroups(value, [dayGroup, monthGroup, sized(4)], ".");
}

/**
 * National id as 6+5 ("010190 12345"). Jøkul's partial format needs the six digits of the birth
 * date before it groups anything, so shorter input is left as typed.
 */
export function formatFnrInput(value: string): string {
  return formatFodselsnummer(value, { partial: true });
}

/** Bank account number as 4+2+5 ("1234 56 78903"). */
export function formatAccountNumberInput(value: string): string {
  return formatDigitGroups(value, [sized(4), sized(2), sized(5)], " ");
}

/** Payment card number as 4x4 ("1234 5678 9012 3456"). */
export function formatCardNumberInput(value: string): string {
  return formatDigitGroups(value, [sized(4), sized(4), sized(4), sized(4)], " ");
}

/** Organisation number as 3x3 ("123 456 789"). */
export function formatOrganisationNumberInput(value: string): string {
  return formatDigitGroups(value, [sized(3), sized(3), sized(3)], " ");
}

const typedCountryCode = /^\s*(?:\+|00)47\s*/;

export interface PhoneMaskOptions {
  /** Show "+47" in front even when the user did not type it. */
  readonly withCountryCode?: boolean;
}

/** Whether Jøkul's partial phone patterns take these digits (so formatting changes nothing else). */
function isPartialNorwegianNumber(digits: string): boolean {
  return (
    TELEFONNUMMER_REGEX.mobilPartial.test(digits) || TELEFONNUMMER_REGEX.fastPartial.test(digits)
  );
}

/**
 * SPEC §5 groups numbers starting with 8 as 3+2+3 and numbers starting with 2-9 otherwise as
 * 2+2+2+2 (Jøkul's `formatTelefonnummer`, which needs the first group complete). Numbers
 * starting with 0 or 1 are not Norwegian subscriber numbers and are left as typed. Jøkul's
 * formatter does not read a typed country code, so "+47" or "0047" is taken off first and put
 * back as "+47". Reformatting an already formatted value gives the same value.
 */
export function formatPhoneInput(value: string, options: PhoneMaskOptions = {}): string {
  const prefixMatch = typedCountryCode.exec(value);
  const number = prefixMatch ? value.slice(prefixMatch[0].length) : value;
  // Jøkul drops every non-word character, also the "+" of a foreign number being typed.
  if (!/^[\d\s./-]*$/.test(number)) return value;
  const digits = number.replace(typedSeparators, "");
  if (!isPartialNorwegianNumber(digits)) return value;
  const withCountryCode = Boolean(prefixMatch) || options.withCountryCode;
  return formatTelefonnummer(digits, {
    partial: true,
    countryCode: withCountryCode ? norwegianCountryCode : undefined,
  });
}

/**
 * A mobile number to read (the kjop overview): SPEC §5's mobile mask, 3+2+3 ("410 00 002"), for a
 * Norwegian mobile number (8 digits starting with 4 or 9), with "+47" in front when it was given;
 * any other number as the phone mask groups it. Grouped with no-break spaces, like Jøkul's.
 */
export function formatMobileNumber(value: string): string {
  const prefixMatch = typedCountryCode.exec(value);
  const digits = (prefixMatch ? value.slice(prefixMatch[0].length) : value).replace(
    typedSeparators,
    "",
  );
  if (!/^[49]\d{7}$/.test(digits)) return formatPhoneInput(value);
  const grouped = formatDigitGroups(digits, [sized(3), sized(2), sized(3)], "\u00a0");
  return prefixMatch ? `+${norwegianCountryCode}\u00a0${grouped}` : grouped;
}

export const inputMaskKinds = [
  "date",
  "nationalId",
  "accountNumber",
  "cardNumber",
  "organisationNumber",
  "phone",
] as const;
export type InputMaskKind = (typeof inputMaskKinds)[number];

/** Lets a form field pick its mask by name. */
export const inputMasks = {
  date: formatDateInput,
  nationalId: formatFnrInput,
  accountNumber: formatAccountNumberInput,
  cardNumber: formatCardNumberInput,
  organisationNumber: formatOrganisationNumberInput,
  phone: (value: string) => formatPhoneInput(value),
} as const satisfies Record<InputMaskKind, (value: string) => string>;
