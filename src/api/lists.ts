import type { Product } from "../../core/contract/common.ts";
import {
  BonusListResponse,
  CompaniesResponse,
  ContactInfoResponse,
  contactInfoPath,
  MileageListResponse,
  OfferOverviewResponse,
  TermsResponse,
} from "../../core/contract/lists.ts";
import type { ApiClient } from "./client.ts";
import { listReads, sharedDefault } from "./fetchingPolicy.ts";

export const companyLists = ["panthavere", "bonusoverfoering", "leasing"] as const;
export type CompanyList = (typeof companyLists)[number];

// The SPEC §7 lists, read through the client's cache (SPEC §9 `listReads`).
export const readCompanies = (api: ApiClient, list: CompanyList) =>
  api.read(CompaniesResponse, `/skadeforsikring/selskaper/${list}`, listReads);

export const readBonusList = (api: ApiClient) =>
  api.read(BonusListResponse, "/skadeforsikring/bonusliste", listReads);

export const readMileageOptions = (api: ApiClient) =>
  api.read(MileageListResponse, "/skadeforsikring/kjoerelengder", listReads);

export const fetchTerms = (api: ApiClient, avtalenummer: string) =>
  api.get(TermsResponse, "/skadeforsikring/dokument/avtalevilkaar", { avtalenummer });

/** The footer's contact information: a read of the shared frame (SPEC §9 shared default). */
export const readContactInfo = (api: ApiClient) =>
  api.read(ContactInfoResponse, contactInfoPath, sharedDefault);

export const fetchOfferOverview = (api: ApiClient) =>
  api.get(OfferOverviewResponse, "/avtaleoversikt/tilbud");

/** The customer's latest open offer of one product (the list comes latest change first). */
export async function fetchLatestOffer(api: ApiClient, product: Product) {
  const { tilbud } = await fetchOfferOverview(api);
  return tilbud.find((offer) => offer.produkt === product) ?? null;
}
