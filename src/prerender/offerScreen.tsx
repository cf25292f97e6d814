/**
 * A saved offer's link, opened by the server for a logged-in customer (issue 9, decision 0006).
 *
 * The server runs the app itself (the app machine and the purchase flow, with the real API answering
 * in-process, as it answers the browser) until the flow has settled on a step, the price page in
 * the usual case, and renders the app there with `react-dom/server`. The page carries that screen,
 * the answers of the app's start calls and the flow as sessionStorage keeps it; the app takes them
 * over, so its first render is the same screen, which it hydrates, and it asks the API for none
 * of it again. The price is on the screen before the app's code has arrived.
 */
import { renderToString } from "react-dom/server";
import { createActor } from "xstate";
import type { PageFlow, RuntimeConfig, SessionStatusResponse } from "../../core/contract/auth.ts";
import { apiBasePath } from "../../core/contract/common.ts";
import { memoryStorage, purchaseFlowStorageKey } from "../../machines/flowStorage.ts";
import { savePurchaseFlow } from "../../machines/persistence.ts";
import type { AppInput } from "../../machines/types.ts";
import { clientContextPath } from "../api/auth.ts";
import { createApiClient } from "../api/client.ts";
import { customerPath } from "../api/customer.ts";
import { defaultBonusPath } from "../api/defaultBonus.ts";
import { App } from "../app/App.tsx";
import { provideAppMachine } from "../app/appLogic.ts";
import { entryForLocation, locateInFlow, pathOfSnapshot } from "../app/flowLocation.ts";
import { settledApp } from "../app/settledApp.ts";
import { loadAllViews } from "../views/lazyView.ts";

/** The app's start calls, whose answers the page carries (the flow's own calls it does not need). */
const startCalls = new Set([clientContextPath, customerPath, defaultBonusPath]);

export interface OfferScreenRequest {
  pathname: string;
  search: string;
  sessionStatus: SessionStatusResponse;
  config: RuntimeConfig;
  /** The API in-process: a request to it is answered as the browser's would be. */
  fetchApi: (request: Request) => Promise<Response>;
  /** The page request's cookies: the session and the XSRF token. */
  cookies: string;
  /** How long the run may take before the page goes out as built (ms). */
  timeout?: number;
}

export interface OfferScreen {
  markup: string;
  flow: PageFlow;
}

/** Whether the address is a saved offer's link (`/{avtalenummer}` in a flow). */
export function isSavedOfferLink(pathname: string): boolean {
  const place = locateInFlow(pathname);
  return place !== undefined && entryForLocation(place.stepPath, "").kind === "tilbud";
}

/**
 * The screen of a saved offer's link (`/{avtalenummer}`) with its data, or undefined for any other
 * address, or when the app ends elsewhere than in the flow (a purchase block, an error), or takes
 * longer than `timeout`: then the page goes out as built and the app does it all in the browser.
 */
export async function openedOfferScreen(
  request: OfferScreenRequest,
): Promise<OfferScreen | undefined> {
  const place = locateInFlow(request.pathname);
  if (!place) return undefined;
  const entry = entryForLocation(place.stepPath, request.search);
  if (entry.kind !== "tilbud") return undefined;

  const answers: PageFlow["answers"] = [];
  const api = createApiClient({
    // Never contacted: every request goes to `fetchApi`.
    apiHost: "http://api.invalid",
    readCookies: () => request.cookies,
    fetch: async (input, init) => {
      const call = new Request(input, init);
      const headers = new Headers(call.headers);
      headers.set("Cookie", request.cookies);
      const response = await request.fetchApi(new Request(call, { headers }));
      const url = new URL(call.url);
      const path = url.pathname.slice(apiBasePath.length);
      if (call.method === "GET" && response.ok && startCalls.has(path)) {
        answers.push({
          path,
          query: Object.fromEntries(url.searchParams),
          body: await response.clone().json(),
        });
      }
      return response;
    },
  });
  const storage = memoryStorage();
  const input: AppInput = {
    product: place.product,
    distributor: request.config.defaultDistributor,
    entry,
    sessionStatus: request.sessionStatus,
  };
  // No `entry` for the early calls: the flow asks for the offer itself, and only the app's start
  // calls are answers the page carries.
  const logic = provideAppMachine({ api, storage, createKey: () => crypto.randomUUID() });
  const actor = createActor(logic, { input }).start();
  try {
    const app = await settledApp(actor, request.timeout ?? 3000).catch(() => undefined);
    const purchase = app?.children.purchase;
    const flow = purchase?.getSnapshot();
    const path = flow && pathOfSnapshot(flow);
    if (!app?.matches("ready") || !purchase || !flow || flow.status !== "active" || !path) {
      return undefined;
    }
    await loadAllViews();
    // With React's hydration markers: the app hydrates this screen instead of building it again.
    const markup = renderToString(
      <App services={{ api, config: request.config }} actor={actor} location={path} />,
    );
    savePurchaseFlow(
      storage,
      purchase.getPersistedSnapshot(),
      flow.context.customer.niceKundenummer,
    );
    const saved: unknown = JSON.parse(
      storage.getItem(purchaseFlowStorageKey(flow.context.product)) ?? "null",
    );
    return { markup, flow: { path, answers, saved } };
  } finally {
    actor.stop();
  }
}
