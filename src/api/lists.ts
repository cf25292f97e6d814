import type { ApiClient } from "./client.ts";
import {
  BonusListResponse,
  CompaniesResponse,
  ContactInfoResponse,
  MileageListResponse,
  OfferOverviewResponse,
  TermsResponse,
} from "./contract/lists.ts";

export const companyLists = ["panthavere", "bonusoverfoering", "leasing"] as const;
export type CompanyList = (typeof companyLists)[number];

export const fetchCompanies = (api: ApiClient, list: CompanyList) =>
  api.get(CompaniesResponse, `/skadeforsikring/selskaper/${list}`);

export const fetchBonusList = (api: ApiClient) =>
  api.get(BonusListResponse, "/skadeforsikring/bonusliste");

export const fetchMileageOptions = (api: ApiClient) =>
  api.get(MileageListResponse, "/skadeforsikring/kjoerelengder");

export const fetchTerms = (api: ApiClient, avtalenummer: string) =>
  api.get(TermsResponse, "/skadeforsikring/dokument/avtalevilkaar", { avtalenummer });

export const fetchContactInfo = (api: ApiClient) =>
  api.get(ContactInfoResponse, "/kontaktinformasjon");

export const fetchOfferOverview = (api: ApiClient) =>
  api.get(OfferOverviewResponse, "/avtaleoversikt/tilbud");
