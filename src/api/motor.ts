import * as v from "valibot";
import {
  AgreementResponse,
  BasisDataResponse,
  DiscountResponse,
  FetchOfferResponse,
  type GuaranteeRequestBody,
  GuaranteeResponse,
  MakesResponse,
  ModelsResponse,
  type OfferStepRequestBody,
  OfferStepResponse,
  OwnCarsResponse,
  type PriceRequestBody,
  PriceResponse,
  type PurchaseRequestBody,
  PurchaseResponse,
  type SaveOfferRequestBody,
  SaveOfferResponse,
  VariantsResponse,
  type VehicleSearchParams,
  VehicleSearchResponse,
} from "../../core/contract/motor.ts";
import type { ApiClient } from "./client.ts";
import { offerPath, offerQuery } from "./offerPath.ts";

const motor = "/motor/bil";

export const lookupVehicle = (api: ApiClient, input: VehicleSearchParams) =>
  api.get(VehicleSearchResponse, `${motor}/sok`, input);

/** The model picker's lists; motorhome makes are only listed with `inkludereBobil`. */
export const fetchMakes = (api: ApiClient, aar: number, inkludereBobil: boolean) =>
  api.get(MakesResponse, `${motor}/sok/merker`, { aar, inkludereBobil });

export const fetchModels = (
  api: ApiClient,
  aar: number,
  merkekode: string,
  inkludereBobil: boolean,
) => api.get(ModelsResponse, `${motor}/sok/modeller`, { aar, merkekode, inkludereBobil });

export const fetchVariants = (
  api: ApiClient,
  aar: number,
  merkekode: string,
  modellkode: string,
  inkludereBobil: boolean,
) =>
  api.get(VariantsResponse, `${motor}/sok/varianter`, {
    aar,
    merkekode,
    modellkode,
    inkludereBobil,
  });

export const fetchOwnCars = (api: ApiClient) => api.get(OwnCarsResponse, `${motor}/biler`);

export const fetchGuarantee = (api: ApiClient, request: GuaranteeRequestBody) =>
  api.post(GuaranteeResponse, `${motor}/garanti`, request);

export const fetchPrice = (api: ApiClient, request: PriceRequestBody) =>
  api.post(PriceResponse, `${motor}/pris`, request);

export const saveOffer = (api: ApiClient, request: SaveOfferRequestBody) =>
  api.post(SaveOfferResponse, `${motor}/tilbud/lagre`, request);

/** POST /motor/bil/tilbud/steg: where the customer has got to in the saved offer (issue 26.6). */
export const recordOfferStep = (api: ApiClient, request: OfferStepRequestBody) =>
  api.post(OfferStepResponse, `${motor}/tilbud/steg`, request);

/**
 * SPEC §8: an answer without `tilbud` is a missing offer, which sends the customer to the start
 * page (undefined here), not an answer the client cannot read; one whose offer is malformed still is.
 */
const FetchOfferAnswer = v.union([
  FetchOfferResponse,
  v.object({ tilbud: v.optional(v.undefined()) }),
]);

export async function fetchOffer(
  api: ApiClient,
  avtalenummer: string,
): Promise<FetchOfferResponse | undefined> {
  const answer = await api.get(FetchOfferAnswer, offerPath, offerQuery(avtalenummer));
  return answer.tilbud ? answer : undefined;
}

export const fetchBasisData = (api: ApiClient, prisreferanse: string) =>
  api.get(BasisDataResponse, `${motor}/beregningsgrunnlag`, { prisreferanse });

export { fetchDefaultBonus } from "./defaultBonus.ts";

export const fetchDiscount = (api: ApiClient) => api.get(DiscountResponse, `${motor}/rabatt`);

/** The idempotency key is made when the customer confirms and reused on every retry. */
export const purchase = (api: ApiClient, request: PurchaseRequestBody, idempotencyKey: string) =>
  api.post(PurchaseResponse, `${motor}/kjop`, request, { idempotencyKey });

export const fetchAgreement = (api: ApiClient, avtalenummer: string) =>
  api.get(AgreementResponse, `${motor}/avtale`, { avtalenummer });
