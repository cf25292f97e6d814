/**
 * Every HTTP call of the purchase flow is an actor. The implementations here are typed
 * placeholders that throw; the app provides the real API client with `machine.provide({ actors })`
 * and tests provide fakes.
 */
import { fromPromise, type InputFrom, type OutputFrom } from "xstate";
import type {
  BasisDataInput,
  BasisDataResponse,
  ConsentTextsInput,
  ConsentTextsResponse,
  ConsentUpdate,
  ContactCheckInput,
  ContactVerdict,
  FetchOfferInput,
  FetchOfferResponse,
  GuaranteeRequest,
  GuaranteeResponse,
  LatestOfferInput,
  OfferSummary,
  PriceRequest,
  PriceResponse,
  PurchaseActorInput,
  PurchaseResponse,
  SaveOfferRequest,
  SaveOfferResponse,
  VehicleLookupRequest,
  VehicleLookupResponse,
} from "../types.ts";

function notProvided(name: string): never {
  throw new Error(`${name}: not provided`);
}

export const purchaseActors = {
  /** GET /motor/bil/sok */
  lookupVehicle: fromPromise<VehicleLookupResponse, VehicleLookupRequest>(async () =>
    notProvided("lookupVehicle"),
  ),
  /** POST /motor/bil/garanti */
  fetchGuarantee: fromPromise<GuaranteeResponse, GuaranteeRequest>(async () =>
    notProvided("fetchGuarantee"),
  ),
  /** POST /motor/bil/pris */
  fetchPrice: fromPromise<PriceResponse, PriceRequest>(async () => notProvided("fetchPrice")),
  /**
   * POST /motor/bil/tilbud/lagre. Null when no coverage or deductible is chosen (the machine only
   * saves a chosen offer, `offerChanged`); an implementation refuses it rather than send a body
   * the API would reject.
   */
  saveOffer: fromPromise<SaveOfferResponse, SaveOfferRequest | null>(async () =>
    notProvided("saveOffer"),
  ),
  /** GET /motor/bil/tilbud/hent; undefined when the answer holds no offer (SPEC §8: the start page). */
  fetchOffer: fromPromise<FetchOfferResponse | undefined, FetchOfferInput>(async () =>
    notProvided("fetchOffer"),
  ),
  /**
   * GET /avtaleoversikt/tilbud: the customer's latest open offer of the product (the list comes
   * latest change first), or null when there is none.
   */
  fetchLatestOffer: fromPromise<OfferSummary | null, LatestOfferInput>(async () =>
    notProvided("fetchLatestOffer"),
  ),
  /** GET /motor/bil/beregningsgrunnlag */
  fetchBasisData: fromPromise<BasisDataResponse, BasisDataInput>(async () =>
    notProvided("fetchBasisData"),
  ),
  /** POST /motor/bil/kjop with the Idempotency-Key header */
  purchase: fromPromise<PurchaseResponse, PurchaseActorInput>(async () => notProvided("purchase")),
  /** GET /samtykke/tekster */
  fetchConsentTexts: fromPromise<ConsentTextsResponse, ConsentTextsInput>(async () =>
    notProvided("fetchConsentTexts"),
  ),
  /**
   * GET /validate/mobileNo and /validate/emailAddress, both at once. A check that fails to answer
   * is null in the verdict; the actor fails only when neither answers.
   */
  checkContact: fromPromise<ContactVerdict, ContactCheckInput>(async () =>
    notProvided("checkContact"),
  ),
  /** POST /samtykke/oppdater */
  postConsent: fromPromise<unknown, ConsentUpdate>(async () => notProvided("postConsent")),
};

export type PurchaseActorName = keyof typeof purchaseActors;

/** What the actor `TName` is given, as the chart declares it. */
export type ActorInputOf<TName extends PurchaseActorName> = InputFrom<
  (typeof purchaseActors)[TName]
>;

/** What the actor `TName` answers, as the chart declares it. */
export type ActorOutputOf<TName extends PurchaseActorName> = OutputFrom<
  (typeof purchaseActors)[TName]
>;
