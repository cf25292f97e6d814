import * as v from "valibot";

/** Every API path is below this prefix on the configured api host (SPEC §7). */
export const apiBasePath = "/api/privat/forsikring";

/** The custom marker header every request must carry; a request without it is refused (400). */
export const requestedByHeader = "X-Requested-By";
export const requestedByValue = "kfp-motor";

/** The anti-forgery header, copied from the XSRF cookie on every non-GET request. */
export const xsrfHeader = "X-XSRF-TOKEN";
export const xsrfCookieNames = ["__Host-XSRF-TOKEN", "XSRF-TOKEN"] as const;

/** Seconds left of the session, on every response to a logged-in caller. */
export const sessionExpiryHeader = "X-Session-Expiry";

export const idempotencyKeyHeader = "Idempotency-Key";

/** The products with a purchase flow (the API's `produkt`). */
export const products = ["bil", "bobil"] as const;
export type Product = (typeof products)[number];

export const distributors = ["sb1", "eika", "dnb", "none"] as const;
export type Distributor = (typeof distributors)[number];

export const loginContexts = [
  "ÅPEN",
  "MOBILBANK",
  "MOBILBANK_DNB",
  "NETTBANK",
  "NETTBANK_DNB",
  "FORSIKRING",
] as const;
export type LoginContext = (typeof loginContexts)[number];

export const consentStatuses = ["OPTED_IN", "OPTED_OUT", "UNANSWERED"] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export const paymentFrequencies = ["MAANEDLIG", "KVART_AARLIG", "HALV_AARLIG", "AARLIG"] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/**
 * The error body of every 4xx/5xx: `feil` is a code object or a plain code (SPEC §8). Bad input
 * names the field (`felt`) so the caller can tell what to fix.
 */
export const ErrorBody = v.object({
  feil: v.union([
    v.string(),
    v.looseObject({
      kode: v.string(),
      avtalenummer: v.optional(v.string()),
      /** With alleredeForsikret/lagringsforsikring: whether the agreement is the caller's. */
      egenAvtale: v.optional(v.boolean()),
      felt: v.optional(v.string()),
      melding: v.optional(v.string()),
    }),
  ]),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const Avtalenummer = v.pipe(v.string(), v.regex(/^\d{9}$/, "avtalenummer må være 9 siffer"));
