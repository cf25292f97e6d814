import {
  formatFodselsnummer,
  formatTelefonnummer,
  TELEFONNUMMER_REGEX,
} from "@fremtind/jokul/utilities";
import { norwegianCountryCode } from "./contact.ts";

/**
 * Input masks format a field while the user types (SPEC §5): the fields the app has, the other
 * owner's national id (6+5) and the mobile number (and the overview reads the mobile number back
 * 3+2+3). SPEC §9 also names masks for a date, an account, a card and an organisation number; the
 * app asks for none of those, so they are not written until a field needs one. Each mask takes
 * whatever is in the field and returns it regrouped. Input that cannot become a valid value under
 * the mask (letters, too many digits) is returned unchanged, so the user's typing is never eaten
 * and the field's validation can explain what is wrong. Both use Jøkul's formatters, which group
 * with a no-break space (Språkrådet's advice, so a number never breaks over two lines); the rules
 * strip any white space before checking.
 */

/** Characters treated as the user's own separators: they are dropped and re-inserted. */
const typedSeparators = /[\s./-]/g;

/**
 * National id as 6+5 ("010190 12345"). Jøkul's partial format needs the six digits of the birth
 * date before it groups anything, so shorter input is left as typed.
 */
export function formatFnrInput(value: string): string {
  return formatFodselsnummer(value, { partial: true });
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
  const grouped = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].join("\u00a0");
  return prefixMatch ? `+${norwegianCountryCode}\u00a0${grouped}` : grouped;
}
