/**
 * The offer's value sets (SPEC §3, §9): coverage levels, add-ons, why a coverage is closed, and
 * annual mileage. Apart from the rest of the motor contract (which `./motor.ts` re-exports them
 * from) because the pure rules of `core/domain` use them, and those are in the first screen's code.
 */
import * as v from "valibot";

/**
 * Every coverage level (dekningsgruppe) of SPEC §3: liability, minikasko, fire/theft while
 * unregistered, the casco variants 121, 120, 510, 520 and 530, and toppkasko (111 is the union
 * programme's, the "union (LO) variant"). A price answer may hold any of them (issue 29.1).
 */
export const coverageIds = [
  "150",
  "140",
  "142",
  "121",
  "120",
  "510",
  "520",
  "530",
  "111",
  "110",
] as const;
export type CoverageId = (typeof coverageIds)[number];
export const isCoverageId = (value: string): value is CoverageId =>
  v.is(v.picklist(coverageIds), value);

/** Add-ons: 122 machine damage, 190 rental car. */
export const addOnIds = ["122", "190"] as const;
export type AddOnId = (typeof addOnIds)[number];

/**
 * Why a coverage is closed: LO member (kasko), lien, leased by the customer's answer, or leased
 * according to the vehicle register though the answer says otherwise.
 */
export const coverageBlockReasons = ["LO", "PANT", "LEASING", "LEASET_I_REGISTERET"] as const;
export type CoverageBlockReason = (typeof coverageBlockReasons)[number];

/** Annual mileage codes (thousands of km; 99 = unlimited). Default '12' (SPEC §9). */
export const mileageCodes = ["8", "12", "16", "20", "25", "30", "99"] as const;
export type MileageCode = (typeof mileageCodes)[number];
export const isMileageCode = (value: string): value is MileageCode =>
  v.is(v.picklist(mileageCodes), value);
