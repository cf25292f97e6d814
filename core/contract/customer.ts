import * as v from "valibot";
import { consentStatuses, paymentFrequencies } from "./common.ts";

/**
 * The customer's discount (SPEC §1, §9): loyalty up to 15 %, 5 % more for bank customers. The
 * customer's `prisInformasjon` and GET /motor/bil/rabatt carry the same figures, the ones the
 * tariff prices with, so the price page needs no call of its own to state them.
 */
export const Rabatt = v.object({
  /** The whole discount the tariff applies: loyalty (max 15) + 5 for bank customers. */
  rabattProsent: v.number(),
  /** Names the parts that apply, e.g. "10 % lojalitetsrabatt og 5 % ekstra som bankkunde". */
  description: v.string(),
  lojalitetsrabattProsent: v.number(),
  bankkunderabattProsent: v.number(),
});
export type Rabatt = v.InferOutput<typeof Rabatt>;

export const CustomerResponse = v.object({
  niceKundenummer: v.string(),
  trackingId: v.string(),
  fornavn: v.string(),
  etternavn: v.string(),
  alder: v.number(),
  uonsket: v.boolean(),
  isLoMedlem: v.boolean(),
  isBankkunde: v.boolean(),
  utenlandskBosted: v.boolean(),
  kontaktInformasjon: v.object({ epostAdresse: v.string(), mobilNummer: v.string() }),
  betalingsInformasjon: v.object({ betalingsFrekvens: v.picklist(paymentFrequencies) }),
  samtykker: v.object({
    crossDomainConsent: v.picklist(consentStatuses),
    marketingConsent: v.picklist(consentStatuses),
  }),
  prisInformasjon: Rabatt,
});
export type CustomerResponse = v.InferOutput<typeof CustomerResponse>;
