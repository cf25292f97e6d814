import { type AnyActorRef, fromPromise } from "xstate";
import { appMachine, type FeedbackLoad } from "../../machines/appMachine.ts";
import { deferredLogic } from "../../machines/deferredLogic.ts";
import type { FeedbackMachine } from "../../machines/feedbackMachine.ts";
import { clearPurchaseFlow, type KeyValueStorage } from "../../machines/flowStorage.ts";
import type { PurchaseMachine } from "../../machines/purchaseMachine.ts";
import type { SessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import type { ClientContext, Customer, DefaultBonus, FlowEntry } from "../../machines/types.ts";
import { fetchClientContext, fetchSessionStatus, logout } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import { customerPath, fetchCustomer } from "../api/customer.ts";
import { defaultBonusPath, fetchDefaultBonus } from "../api/defaultBonus.ts";
import { offerPath, offerQuery } from "../api/offerPath.ts";
import { marketSourceStorageKey } from "../platform/marketSource.ts";
import { pathOfSnapshot } from "./flowLocation.ts";
import type { PurchaseSnapshot } from "./purchaseHooks.ts";
import { nextTask } from "./scheduling.ts";

/** The purchase flow's chunk (src/app/purchaseFlow.ts); the module system keeps one copy. */
export const loadPurchaseFlowModule = () => import("./purchaseFlow.ts");

/** What the session timeout needs from the browser; without it the root never loads the child. */
export interface SessionTimeoutEffects {
  /** Its code loads once the page has loaded (issue 21: not first-screen code). */
  whenPageLoaded: () => Promise<void>;
  /** Sends the browser to another page (`window.location.assign`). */
  navigateTo: (url: string) => void;
}

export interface AppLogicOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  createKey: () => string;
  /** SPEC §4: the stored market source is removed when there is no session. */
  clearMarketSource?: () => void;
  /** Where the address enters the flow; a saved offer's link (`/{avtalenummer}`) is asked for early. */
  entry?: FlowEntry;
  /** Error reporting, for the failures SPEC §8 says are reported. */
  reportError?: (error: unknown) => void;
  /** The browser's part of the session timeout; the server's render and most tests leave it out. */
  sessionTimeout?: SessionTimeoutEffects;
}

/** The app root with the real API behind every actor, resuming a saved flow after a reload. */
export function provideAppMachine({
  api,
  storage,
  createKey,
  clearMarketSource,
  entry,
  reportError,
  sessionTimeout,
}: AppLogicOptions) {
  const purchaseFlow = deferredLogic<PurchaseMachine>("purchaseFlow");
  const sessionTimeoutLogic = deferredLogic<SessionTimeoutMachine>("sessionTimeout");
  const feedback = deferredLogic<FeedbackMachine>("feedback");
  const report = reportError ?? (() => {});
  // The customer, the default bonus and the offer a link opens do not depend on the client
  // context's answer, only the machine's decisions do: they are asked for together with it, one
  // round trip instead of several in a row (issue 9). The machine still takes the answers one at
  // a time, through the same calls, which take the early answers (`ApiClient.prefetch`).
  const askEarly = () => {
    api.prefetch(customerPath);
    api.prefetch(defaultBonusPath);
    if (entry?.kind === "tilbud") api.prefetch(offerPath, offerQuery(entry.avtalenummer));
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
      fetchCustomer: fromPromise<Customer>(() => fetchCustomer(api)),
      fetchDefaultBonus: fromPromise<DefaultBonus>(() => fetchDefaultBonus(api)),
      loadPurchaseFlow: fromPromise(async () => {
        const flow = await loadPurchaseFlowModule();
        // A task of its own: the chunk's evaluation was one, and building the chart with the app's
        // implementations in the same would make one long task of both (issue 31: TBT).
        await nextTask();
        // Read the saved flow now, after login: what was saved before a logout is gone by then.
        purchaseFlow.resolve(
          flow.createPurchaseFlow({
            api,
            storage,
            createKey,
            ...(reportError ? { reportError } : {}),
          }),
        );
      }),
      purchaseFlow: purchaseFlow.logic,
      loadSessionTimeout: fromPromise(async () => {
        // Without a browser to warn in (the server's render, most tests) the child never starts.
        if (!sessionTimeout) return new Promise<void>(() => {});
        await sessionTimeout.whenPageLoaded();
        const { provideSessionTimeout } = await import("./sessionTimeout.ts");
        sessionTimeoutLogic.resolve(
          provideSessionTimeout({
            refresh: () => fetchSessionStatus(api),
            logout: (goto) => logout(api, goto),
            navigateTo: sessionTimeout.navigateTo,
          }),
        );
      }),
      sessionTimeout: sessionTimeoutLogic.logic,
      loadFeedback: fromPromise<FeedbackLoad, { avtalenummer: string | null }>(
        async ({ system, input }) => {
          // The receipt's address from the flow: the browser's address follows it a moment later.
          const purchase = system.get("purchase") as AnyActorRef | undefined;
          const page = purchase && pathOfSnapshot(purchase.getSnapshot() as PurchaseSnapshot);
          const chunk = await import("./receiptFeedback.tsx");
          return chunk.openReceiptFeedback(
            feedback,
            api,
            page ?? window.location.pathname,
            input.avtalenummer,
            report,
          );
        },
      ),
      feedback: feedback.logic,
    },
    actions: {
      reportError: (_, params: { error: unknown }) => report(params.error),
      clearMarketSource: () => {
        if (clearMarketSource) clearMarketSource();
        else storage.removeItem(marketSourceStorageKey);
        clearPurchaseFlow(storage);
      },
    },
  });
}
