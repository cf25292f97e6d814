import * as v from "valibot";
import { Avtalenummer } from "./common.ts";

export const Company = v.object({ id: v.string(), navn: v.string() });
export type Company = v.InferOutput<typeof Company>;

export const CompaniesResponse = v.object({ selskaper: v.array(Company) });
export type CompaniesResponse = v.InferOutput<typeof CompaniesResponse>;

export const BonusLevel = v.object({
  bonuskode: v.string(),
  prosent: v.number(),
  tekst: v.string(),
});
export const BonusListResponse = v.object({ bonusliste: v.array(BonusLevel) });
export type BonusListResponse = v.InferOutput<typeof BonusListResponse>;

export const MileageOption = v.object({
  kode: v.string(),
  km: v.nullish(v.number()),
  tekst: v.string(),
});
export const MileageListResponse = v.object({ kjoerelengder: v.array(MileageOption) });
export type MileageListResponse = v.InferOutput<typeof MileageListResponse>;

export const TermsQuery = v.object({ avtalenummer: Avtalenummer });
export const TermsResponse = v.object({
  avtalenummer: v.string(),
  dokumenter: v.array(v.object({ tittel: v.string(), url: v.string() })),
});
export type TermsResponse = v.InferOutput<typeof TermsResponse>;

/** GET, public: the footer's contact block (the login page shows it too). */
export const contactInfoPath = "/kontaktinformasjon";
export const ContactInfoResponse = v.object({
  navn: v.string(),
  telefon: v.string(),
  epost: v.string(),
  apningstider: v.array(v.object({ dag: v.string(), tid: v.string() })),
  chat: v.optional(v.object({ tekst: v.string(), url: v.string() })),
});
export type ContactInfoResponse = v.InferOutput<typeof ContactInfoResponse>;

/** One open offer in the customer's list (`/avtaleoversikt/tilbud`), newest change first. */
export const OfferSummary = v.object({
  avtalenummer: v.string(),
  /** The flow that opens it: 'bil' or 'bobil'. */
  produkt: v.string(),
  beskrivelse: v.string(),
  registreringsnummer: v.nullish(v.string()),
  opprettet: v.string(),
  /** When the offer was last saved (the customer's latest change). */
  oppdatert: v.string(),
  /** The vehicle as priced, e.g. 'Toyota Corolla 2018'. */
  kjoretoy: v.string(),
  /** The chosen coverage's name. */
  dekning: v.string(),
  /** What the customer pays a month: the coverage at its deductible, add-ons and traffic fee. */
  prisPerMnd: v.number(),
});
export type OfferSummary = v.InferOutput<typeof OfferSummary>;
export const OfferOverviewResponse = v.object({ tilbud: v.array(OfferSummary) });
export type OfferOverviewResponse = v.InferOutput<typeof OfferOverviewResponse>;
