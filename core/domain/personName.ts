import * as v from "valibot";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const nameTexts = validationTexts.personName;
const freeTextTexts = validationTexts.freeText;

/**
 * Names from any script are allowed, with hyphens and apostrophes (Anne-Lise, O'Neil).
 * An allow-list rather than a list of banned symbols, so digits, punctuation and emoji
 * are all refused without having to name each one.
 */
const namePattern = /^[\p{L}\p{M}\s'’-]+$/u;

/** Characters that break the insurer's free-text fields (SPEC §5). */
export const freeTextForbiddenCharacters = '()[]{}<>%/$@*?_;:"“”«»';

export function isValidName(value: string): boolean {
  return namePattern.test(value.trim());
}

export function hasAtLeastTwoWords(value: string): boolean {
  return value.trim().split(/\s+/).filter(Boolean).length >= 2;
}

export function hasNoForbiddenCharacters(value: string): boolean {
  return ![...value].some((character) => freeTextForbiddenCharacters.includes(character));
}

/** The other owner's full name on the owner step. Outputs the trimmed name. */
export const ownerNameSchema = v.pipe(
  requiredText(nameTexts.required),
  v.check(isValidName, nameTexts.invalidCharacters),
  v.check(hasAtLeastTwoWords, nameTexts.fullNameRequired),
);

/** Optional free text such as a company name typed by the user. Empty passes. */
export const freeTextSchema = v.pipe(
  v.optional(v.string(freeTextTexts.invalidCharacters), ""),
  v.check(hasNoForbiddenCharacters, freeTextTexts.invalidCharacters),
);
