import * as v from "valibot";
import { consentStatuses, paymentFrequencies } from "./common.ts";

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
  prisInformasjon: v.object({ rabattProsent: v.number(), description: v.string() }),
});
export type CustomerResponse = v.InferOutput<typeof CustomerResponse>;
