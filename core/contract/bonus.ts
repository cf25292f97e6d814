/**
 * The bonus codes and `GET /motor/bil/defaultBonus` (SPEC §3). Apart from the rest of the motor
 * contract because the app root asks for the default bonus before the purchase flow's code loads.
 */
import * as v from "valibot";

/** The bonus ladder (percent strings): starting bonus 60, maximum 80 (SPEC §9). */
export const bonusCodes = ["0", "10", "20", "30", "40", "50", "60", "70", "75", "80"] as const;
export type BonusCode = (typeof bonusCodes)[number];
export const isBonusCode = (value: string): value is BonusCode =>
  v.is(v.picklist(bonusCodes), value);

export const DefaultBonusResponse = v.object({ bonuskode: v.picklist(bonusCodes) });
export type DefaultBonusResponse = v.InferOutput<typeof DefaultBonusResponse>;
