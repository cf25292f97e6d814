/**
 * The purchase flow's own chunk, loaded after login (the app root's 'loadPurchaseFlow'): the
 * purchase machine with the real API behind every actor, resumed from a saved flow, and the view
 * that runs it. The login page needs none of it.
 */
import { fromPromise } from "xstate";
import {
  type KeyValueStorage,
  loadPurchaseFlow,
  withRestoredSnapshot,
} from "../../machines/persistence.ts";
import { purchaseMachine, withIdempotencyKeys } from "../../machines/purchaseMachine.ts";
import type {
  BasisData,
  BasisDataInput,
  ConsentTextsInput,
  ConsentTextsResponse,
  ConsentUpdate,
  FetchOfferInput,
  FetchOfferResponse,
  GuaranteeRequest,
  GuaranteeResponse,
  PriceRequest,
  PriceResponse,
  PurchaseActorInput,
  PurchaseResponse,
  SaveOfferRequest,
  SaveOfferResponse,
  VehicleLookupRequest,
  VehicleLookupResponse,
} from "../../machines/types.ts";
import type { ApiClient } from "../api/client.ts";
import { fetchConsentTexts, postConsent } from "../api/consent.ts";
import type * as contract from "../api/contract/motor.ts";
import {
  fetchBasisData,
  fetchGuarantee,
  fetchOffer,
  fetchPrice,
  lookupVehicle,
  purchase,
  saveOffer,
} from "../api/motor.ts";

/**
 * The machine's request types are the flow's view of the API; the server validates every body with
 * the contract's schema, so a field the flow gets wrong is a 400, never a silent write.
 */
const asContract = <T>(request: unknown) => request as T;

export function providePurchaseMachine(
  api: ApiClient,
  createKey: () => string,
  reportError: (error: unknown) => void = () => {},
) {
  const provided = purchaseMachine.provide({
    actions: { reportError: (_, params: { error: unknown }) => reportError(params.error) },
    actors: {
      lookupVehicle: fromPromise<VehicleLookupResponse, VehicleLookupRequest>(({ input }) =>
        lookupVehicle(api, input),
      ),
      fetchGuarantee: fromPromise<GuaranteeResponse, GuaranteeRequest>(({ input }) =>
        fetchGuarantee(api, asContract<contract.GuaranteeRequest>(input)),
      ),
      fetchPrice: fromPromise<PriceResponse, PriceRequest>(({ input }) =>
        fetchPrice(api, asContract<contract.PriceRequest>(input)),
      ),
      saveOffer: fromPromise<SaveOfferResponse, SaveOfferRequest>(({ input }) =>
        saveOffer(api, asContract<contract.SaveOfferRequest>(input)),
      ),
      fetchOffer: fromPromise(
        async ({ input }: { input: FetchOfferInput }) =>
          (await fetchOffer(api, input.avtalenummer)) as FetchOfferResponse,
      ),
      fetchBasisData: fromPromise(
        async ({ input }: { input: BasisDataInput }): Promise<BasisData> =>
          fetchBasisData(api, input.prisreferanse),
      ),
      purchase: fromPromise<PurchaseResponse, PurchaseActorInput>(({ input }) =>
        purchase(api, asContract<contract.PurchaseRequest>(input.request), input.idempotencyKey),
      ),
      fetchConsentTexts: fromPromise<ConsentTextsResponse, ConsentTextsInput>(({ input }) =>
        fetchConsentTexts(api, input.bankkunde),
      ),
      postConsent: fromPromise<unknown, ConsentUpdate>(({ input }) => postConsent(api, input)),
    },
  });
  return withIdempotencyKeys(provided, createKey);
}

export { FlowRoot } from "./FlowRoot.tsx";

/** The flow the app root invokes: the provided machine, resuming the flow saved in `storage`. */
export function createPurchaseFlow(options: {
  api: ApiClient;
  storage: KeyValueStorage;
  createKey: () => string;
  /** Error reporting (SPEC §8: e.g. consent texts that could not be loaded). */
  reportError?: (error: unknown) => void;
}) {
  return withRestoredSnapshot(
    providePurchaseMachine(options.api, options.createKey, options.reportError),
    (product) => loadPurchaseFlow(options.storage, product),
  );
}
