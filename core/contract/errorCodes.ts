/**
 * The error codes of the motor calls, small and apart from the motor contract's schemas so the
 * first screen's rules (core/domain/flowError.ts) can take them; motor.ts re-exports them.
 */

/** The price and vehicle errors of SPEC §8, answered with HTTP 422. */
export const vehicleErrorCodes = [
  "alleredeForsikret",
  "lagringsforsikring",
  "finnes",
  "kjoretoystatus",
  "begrenset",
  "kjoretoygruppe",
  "gammeltKjoretoy",
] as const;
export type VehicleErrorCode = (typeof vehicleErrorCodes)[number];

/**
 * Other 422 codes of the motor calls: a coverage or add-on the rules of SPEC §6 close, a
 * purchase of a vehicle whose guarantee says STOPP_KJOP, an idempotency key reused with
 * another request body, and the customer's own national id given as the other owner's
 * (guarantee and price). (A purchase block of the customer is 403 `kjopssperre`.)
 */
export const motorRuleErrorCodes = [
  "dekningIkkeTilgjengelig",
  "tilleggIkkeTilgjengelig",
  "stoppKjop",
  "idempotensnokkelGjenbrukt",
  "annenEierErKunden",
] as const;
export type MotorRuleErrorCode = (typeof motorRuleErrorCodes)[number];
