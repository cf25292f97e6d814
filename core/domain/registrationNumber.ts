import * as v from "valibot";
import { registrationNumberPatterns } from "../contract/fieldRules.ts";
import { validationTexts } from "../texts/validation";
import { requiredText } from "./validate";

const texts = validationTexts.registrationNumber;

/** Longest Norwegian registration number (SPEC §9). */
export const registrationNumberMaxLength = 7;

/** The plate formats the app asks for; each has its own pattern and message. */
export const registrationNumberFormats = ["car", "mopedOrMotorcycle", "bonusTransfer"] as const;
export type RegistrationNumberFormat = (typeof registrationNumberFormats)[number];

const formatRules = {
  car: { pattern: registrationNumberPatterns.car, message: texts.carFormat },
  mopedOrMotorcycle: {
    pattern: registrationNumberPatterns.mopedOrMotorcycle,
    message: texts.mopedOrMotorcycleFormat,
  },
  // The previous car may be a motorcycle, so a bonus can come from either plate format.
  bonusTransfer: {
    pattern: registrationNumberPatterns.bonusTransfer,
    message: texts.bonusTransferFormat,
  },
} as const satisfies Record<RegistrationNumberFormat, { pattern: RegExp; message: string }>;

/** Uppercase without spaces or dashes, but not cut, so rules still see an over-long plate. */
function compactRegistrationNumber(value: string): string {
  return value.toUpperCase().replace(/\W/g, "");
}

/** What the field shows while typing: uppercase, no spaces or dashes, at most 7 characters. */
export function normalizeRegistrationNumber(value: string): string {
  return compactRegistrationNumber(value).slice(0, registrationNumberMaxLength);
}

export function isValidRegistrationNumber(
  value: string,
  format: RegistrationNumberFormat = "car",
): boolean {
  return formatRules[format].pattern.test(compactRegistrationNumber(value));
}

/**
 * One letter and five digits is a veteran plate. The view asks 'Er bilen over 30 år?'
 * instead of only showing a format error, since such cars cannot be insured here.
 */
export function isVeteranRegistrationNumber(value: string): boolean {
  return /^[A-Z]\d{5}$/.test(compactRegistrationNumber(value));
}

/** The vehicle lookup runs as soon as a complete, valid car plate has been typed. */
export function isReadyForLookup(value: string): boolean {
  const compact = compactRegistrationNumber(value);
  return compact.length === registrationNumberMaxLength && isValidRegistrationNumber(compact);
}

function createRegistrationNumberSchema(format: RegistrationNumberFormat) {
  const rule = formatRules[format];
  return v.pipe(
    requiredText(texts.required),
    v.transform(compactRegistrationNumber),
    v.regex(rule.pattern, rule.message),
  );
}

/** The car's plate on the vehicle step. Outputs the plate uppercase without spaces. */
export const carRegistrationNumberSchema = createRegistrationNumberSchema("car");
/** Moped and motorcycle plates: two letters and four digits. */
export const mopedOrMotorcycleRegistrationNumberSchema =
  createRegistrationNumberSchema("mopedOrMotorcycle");
/** The plate of the car the bonus is transferred from. */
export const bonusTransferRegistrationNumberSchema =
  createRegistrationNumberSchema("bonusTransfer");
