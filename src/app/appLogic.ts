import { fromPromise } from "xstate";
import { appMachine } from "../../machines/appMachine.ts";
import { deferredLogic } from "../../machines/deferredLogic.ts";
import { clearPurchaseFlow, type KeyValueStorage } from "../../machines/flowStorage.ts";
import type { PurchaseMachine } from "../../machines/purchaseMachine.ts";
import type { ClientContext, Customer, DefaultBonus } from "../../machines/types.ts";
import { fetchClientContext, fetchSessionStatus } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import { fetchCustomer } from "../api/customer.ts";
import { fetchDefaultBonus } from "../api/defaultBonus.ts";
import { marketSourceStorageKey } from "../platform/marketSource.ts";

/** The purchase flow's chunk (src/app/purchaseFlow.ts); the module system keeps one copy. */
export const loadPurchaseFlowModule = () => import("./purchaseFlow.ts");

export interface AppLogicOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  createKey: () => string;
  /** SPEC §4: the stored market source is removed when there is no session. */
  clearMarketSource?: () => void;
}

/** The app root with the real API behind every actor, resuming a saved flow after a reload. */
export function provideAppMachine({ api, storage, createKey, clearMarketSource }: AppLogicOptions) {
  const purchaseFlow = deferredLogic<PurchaseMachine>("purchaseFlow");
  // The customer and the default bonus do not depend on the client context's answer, only the
  // machine's decisions do: they are asked for together with it, one round trip instead of three
  // (issue 9), and the machine still takes the answers one at a time. Each early answer is used
  // once; a retry asks again.
  let early: { customer?: Promise<Customer>; defaultBonus?: Promise<DefaultBonus> } = {};
  const askEarly = () => {
    early = { customer: fetchCustomer(api), defaultBonus: fetchDefaultBonus(api) };
    // Not waited for when the machine stops before it needs them (a blocked customer).
    for (const answer of Object.values(early)) answer.catch(() => undefined);
  };
  return appMachine.provide({
    actors: {
      fetchSessionStatus: fromPromise(() => fetchSessionStatus(api)),
      fetchClientContext: fromPromise<ClientContext>(() => {
        // Only a logged-in customer gets here: the flow's code starts loading beside the calls
        // that decide whether they may buy, so it is there when they may.
        loadPurchaseFlowModule().catch(() => undefined);
        askEarly();
        return fetchClientContext(api);
      }),
      fetchCustomer: fromPromise<Customer>(() => {
        const answer = early.customer ?? fetchCustomer(api);
        early.customer = undefined;
        return answer;
      }),
      fetchDefaultBonus: fromPromise<DefaultBonus>(() => {
        const answer = early.defaultBonus ?? fetchDefaultBonus(api);
        early.defaultBonus = undefined;
        return answer;
      }),
      loadPurchaseFlow: fromPromise(async () => {
        const flow = await loadPurchaseFlowModule();
        // Read the saved flow now, after login: what was saved before a logout is gone by then.
        purchaseFlow.resolve(flow.createPurchaseFlow({ api, storage, createKey }));
      }),
      purchaseFlow: purchaseFlow.logic,
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
