/**
 * Price and vehicle errors of SPEC §8 as data the views can render: a thrown API error carries
 * `details.feil`, either a code object `{ kode, avtalenummer, egenAvtale }` or a plain code.
 * Besides the SPEC §8 codes, two answers the customer can act on keep their code: a registration
 * number the register does not know (`ikkeFunnet`, 404) and the customer's own national id given
 * as the other owner's (`annenEierErKunden`). Anything else, including network errors, becomes
 * 'feil'.
 */
import {
  type MotorRuleErrorCode,
  type VehicleErrorCode,
  vehicleErrorCodes,
} from "../contract/errorCodes.ts";

/** The contract's codes the flow shows as they are; 'feil' is everything else. */
export const flowErrorCodes = [
  ...vehicleErrorCodes,
  "ikkeFunnet",
  "annenEierErKunden",
  "feil",
] as const satisfies readonly (VehicleErrorCode | MotorRuleErrorCode | "ikkeFunnet" | "feil")[];
export type FlowErrorCode = (typeof flowErrorCodes)[number];

export interface FlowError {
  kode: FlowErrorCode;
  /** The agreement on the vehicle; the insurer names it only to its owner. */
  avtalenummer?: string;
  /** With an agreement on the vehicle: whether it is the customer's own. */
  egenAvtale?: boolean;
  /**
   * Why a general error ('feil') was set, where the customer should know it: the guarantee stops
   * the purchase (SPEC §4: STOPP_KJOP sets 'feil'), which trying again never changes.
   */
  arsak?: "STOPP_KJOP";
}

/** SPEC §4: a guarantee of the type STOPP_KJOP is the error 'feil', and says why. */
export const stopPurchaseFlowError: FlowError = { kode: "feil", arsak: "STOPP_KJOP" };

/** Full-screen purchase blocks (SPEC §6 sperre). */
export const purchaseBlockReasons = [
  "under18",
  "general",
  "LO",
  "unwanted",
  "utenlandskBosted",
  "kanIkkeSeForsikringPaaNett",
] as const;
export type PurchaseBlockReason = (typeof purchaseBlockReasons)[number];

/**
 * Full-screen errors of SPEC §8 the insurer names in an error answer to the start's customer call
 * (`feil.kode`): the nightly closed window (`utilgjengelig`, a 503) and the insurance-level
 * answers. A 403 without one of these is kanIkkeSeForsikringPaaNett.
 */
export const insurerFullScreenCodes = [
  "utilgjengelig",
  "avsluttForsikring",
  "alleredeAvsluttet",
  "finnes",
  "kanIkkeSeForsikringPaaNett",
] as const;
export type InsurerFullScreenCode = (typeof insurerFullScreenCodes)[number];

/** Why the app shows a full-screen page instead of the flow: a purchase block or the insurer's. */
export type FullScreenReason = PurchaseBlockReason | InsurerFullScreenCode;

export const genericFlowError: FlowError = { kode: "feil" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function isFlowErrorCode(value: unknown): value is FlowErrorCode {
  return typeof value === "string" && (flowErrorCodes as readonly string[]).includes(value);
}

/** The `feil` of an error body, whether it is the body itself or the thrown error's `details`. */
function readFeil(error: unknown): unknown {
  if (!isRecord(error)) return undefined;
  const details = error.details;
  if (isRecord(details) && "feil" in details) return details.feil;
  if ("feil" in error) return error.feil;
  return undefined;
}

/** Turns whatever an API call threw (or a body with `feil`) into a renderable flow error. */
export function toFlowError(error: unknown): FlowError {
  const feil = readFeil(error);
  if (isFlowErrorCode(feil)) return { kode: feil };
  if (isRecord(feil) && isFlowErrorCode(feil.kode)) {
    const { avtalenummer, egenAvtale } = feil;
    return {
      kode: feil.kode,
      ...(typeof avtalenummer === "string" && avtalenummer !== "" ? { avtalenummer } : {}),
      ...(typeof egenAvtale === "boolean" ? { egenAvtale } : {}),
    };
  }
  return { ...genericFlowError };
}

/**
 * SPEC §8: the insurer refused, with a code of its own (the tariff's `begrenset`, an old vehicle,
 * one insured already ...), not the general `feil`: asking again gives the same answer, so the
 * customer is told why and who can help instead of being offered to try again (issue 29 item 10).
 */
export function isRefusal(error: unknown): boolean {
  return toFlowError(error).kode !== genericFlowError.kode;
}

/** The full-screen error an error answer names (`feil.kode` or a plain `feil`), if it names one. */
export function insurerFullScreenCode(error: unknown): InsurerFullScreenCode | null {
  const feil = readFeil(error);
  const kode = isRecord(feil) ? feil.kode : feil;
  return typeof kode === "string" && (insurerFullScreenCodes as readonly string[]).includes(kode)
    ? (kode as InsurerFullScreenCode)
    : null;
}

/** The HTTP status of a thrown API error, when it has one. */
export function errorStatus(error: unknown): number | null {
  if (isRecord(error) && typeof error.status === "number") return error.status;
  return null;
}
