/**
 * Bonus rules of SPEC §4 and §9: the customer's bonus either comes from us (the offered default
 * bonus) or from another company, which needs a bonus transfer before purchase.
 */

/** Bonus levels, as the percent strings the API uses (declared in the contract). */
export { type BonusCode, bonusCodes } from "../contract/bonus.ts";

/** Starting bonus and the default-bonus threshold (§9). */
export const defaultBonusThreshold = 60;
/** Highest bonus (§9). */
export const maxBonus = 80;

function bonusValue(code: string): number {
  const value = Number.parseInt(code, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** True when `code` is a higher bonus than `offered`. */
export function isHigherBonus(code: string, offered: string): boolean {
  return bonusValue(code) > bonusValue(offered);
}

export interface BonusChoice<Code extends string = string> {
  bonusFraOss: boolean;
  bonuskode: Code;
}

/**
 * The bonus answer as stored (§4): bonus from us means the offered bonus; choosing a higher bonus
 * than offered switches it to another company.
 */
export function resolveBonusChoice<Code extends string>(
  choice: BonusChoice<Code>,
  offered: Code,
): BonusChoice<Code> {
  if (isHigherBonus(choice.bonuskode, offered)) {
    return { bonusFraOss: false, bonuskode: choice.bonuskode };
  }
  if (choice.bonusFraOss) return { bonusFraOss: true, bonuskode: offered };
  return { bonusFraOss: false, bonuskode: choice.bonuskode };
}

/** Bonus transfer comes before purchase when the bonus is from another company and differs. */
export function needsBonusTransfer(choice: BonusChoice, offered: string | null): boolean {
  return !choice.bonusFraOss && choice.bonuskode !== offered;
}

/**
 * Filling the form from a stored offer (§4): bonusFraOss is false when the stored bonus is above
 * 60 and differs from the default bonus.
 */
export function bonusFraOssForStoredOffer(storedBonus: string, defaultBonus: string): boolean {
  const fromOtherCompany =
    bonusValue(storedBonus) > defaultBonusThreshold && storedBonus !== defaultBonus;
  return !fromOtherCompany;
}
