import { fromPromise } from "xstate";
import { appMachine } from "../../machines/appMachine.ts";
import {
  clearPurchaseFlow,
  type KeyValueStorage,
  loadPurchaseFlow,
  withRestoredSnapshot,
} from "../../machines/persistence.ts";
import { purchaseMachine, withIdempotencyKeys } from "../../machines/purchaseMachine.ts";
import type {
  BasisData,
  BasisDataInput,
  ClientContext,
  ConsentTextsInput,
  ConsentTextsResponse,
  ConsentUpdate,
  Customer,
  DefaultBonus,
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
import { fetchClientContext, fetchSessionStatus } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import { fetchConsentTexts, postConsent } from "../api/consent.ts";
import type * as contract from "../api/contract/motor.ts";
import { fetchCustomer } from "../api/customer.ts";
import {
  fetchBasisData,
  fetchDefaultBonus,
  fetchGuarantee,
  fetchOffer,
  fetchPrice,
  lookupVehicle,
  purchase,
  saveOffer,
} from "../api/motor.ts";
import { marketSourceStorageKey } from "../platform/marketSource.ts";

/**
 * The machine's request types are the flow's view of the API; the server validates every body with
 * the contract's schema, so a field the flow gets wrong is a 400, never a silent write.
 */
const asContract = <T>(request: unknown) => request as T;

export function providePurchaseMachine(api: ApiClient, createKey: () => string) {
  const provided = purchaseMachine.provide({
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

export interface AppLogicOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  createKey: () => string;
  /** SPEC §4: the stored market source is removed when there is no session. */
  clearMarketSource?: () => void;
}

/** The app root with the real API behind every actor, resuming a saved flow after a reload. */
export function provideAppMachine({ api, storage, createKey, clearMarketSource }: AppLogicOptions) {
  const purchaseFlow = withRestoredSnapshot(
    providePurchaseMachine(api, createKey),
    loadPurchaseFlow(storage),
  );
  return appMachine.provide({
    actors: {
      fetchSessionStatus: fromPromise(() => fetchSessionStatus(api)),
      fetchClientContext: fromPromise<ClientContext>(() => fetchClientContext(api)),
      fetchCustomer: fromPromise<Customer>(() => fetchCustomer(api)),
      fetchDefaultBonus: fromPromise<DefaultBonus>(() => fetchDefaultBonus(api)),
      purchaseFlow,
    },
    actions: {
      clearMarketSource: () => {
        if (clearMarketSource) clearMarketSource();
        else storage.removeItem(marketSourceStorageKey);
        clearPurchaseFlow(storage);
      },
    },
  });
}
