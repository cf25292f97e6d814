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

/** Whether Jøkul's partial phone patterns take these digits (so formatting changes nothing else). */
function isPartialNorwegianNumber(digits: string): boolean {
  return (
    TELEFONNUMMER_REGEX.mobilPartial.test(digits) || TELEFONNUMMER_REGEX.fastPartial.test(digits)
  );
}

/**
 * The phone mask of SPEC §5, the one the mobile field and the overview both use (issue 29.4): a
 * number starting with 8 as 3+2+3, one starting with 2-9 otherwise as 2+2+2+2 (Jøkul's
 * `formatTelefonnummer`, which needs the first group complete), so 41000002 reads "41 00 00 02"
 * wherever it is shown. A number typed with the country code (+47 or 0047) is kept as "+47" and
 * its digits without spaces: grouped it would not fit the field's 11 characters (SPEC §5).
 * Numbers starting with 0 or 1 are not Norwegian subscriber numbers and are left as typed.
 * Reformatting an already formatted value gives the same value.
 */
export function formatPhoneInput(value: string): string {
  const prefixMatch = typedCountryCode.exec(value);
  const number = prefixMatch ? value.slice(prefixMatch[0].length) : value;
  // Jøkul drops every non-word character, also the "+" of a foreign number being typed.
  if (!/^[\d\s./-]*$/.test(number)) return value;
  const digits = number.replace(typedSeparators, "");
  if (!isPartialNorwegianNumber(digits)) return value;
  if (prefixMatch) return `+${norwegianCountryCode}${digits}`;
  return formatTelefonnummer(digits, { partial: true });
}
