/**
 * The field rules the server checks requests with and the app's fields use (core/domain): one
 * source of each, small and apart from the motor contract's schemas so a step's rules do not bring
 * the whole contract along; motor.ts re-exports them.
 */
import { idnr } from "@navikt/fnrvalidator";

/** Motorhome value choices above this are not offered (SPEC §5). */
export const motorhomeValueCap = 2_500_000;

/**
 * Norwegian national id: ordinary, D-number or synthetic test id (month + 40/80), 11 digits. The
 * library does the mod-11 arithmetic, including the alternative first check digits allowed from
 * 2032; the all-zero number is refused explicitly as the spec requires.
 */
export function isValidNationalId(value: string): boolean {
  return /^\d{11}$/.test(value) && !/^0+$/.test(value) && idnr(value).status === "valid";
}

/** Organisation number: 9 digits, mod-11 with weights 3,2,7,6,5,4,3,2. */
export function isValidOrganisationNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const remainder = 11 - (sum % 11);
  const check = remainder === 11 ? 0 : remainder;
  return check !== 10 && check === Number(value[8]);
}

/**
 * SPEC §9's plate formats, the one source of the rule for the app's fields (core/domain) and the
 * server's check: a car has 2 letters and 5 digits, a moped or motorcycle 2 letters and 4; the car
 * a bonus comes from may have either.
 */
export const registrationNumberPatterns = {
  car: /^[A-Z]{2}\d{5}$/,
  mopedOrMotorcycle: /^[A-Z]{2}\d{4}$/,
  bonusTransfer: /^[A-Z]{2}\d{4,5}$/,
} as const;
