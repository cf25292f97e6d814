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
import { idempotencyKeyActions, purchaseMachine } from "../../machines/purchaseMachine.ts";
import type { ContactCheckInput, ContactVerdict } from "../../machines/types.ts";
import type { ApiClient } from "../api/client.ts";
import { fetchConsentTexts, postConsent } from "../api/consent.ts";
import { fetchLatestOffer } from "../api/lists.ts";
import {
  fetchBasisData,
  fetchGuarantee,
  fetchOffer,
  fetchPrice,
  lookupVehicle,
  purchase,
  recordOfferStep,
  saveOffer,
} from "../api/motor.ts";
import { validateEmail, validateMobile } from "../api/validation.ts";
import { nextPaint } from "./scheduling.ts";

/**
 * The contact step's checks (GET /validate/mobileNo and /validate/emailAddress) at once. A check
 * that does not answer is no verdict (null); when neither answers, the actor fails. The chart
 * decides what either means.
 */
export async function checkContactWithInsurer(
  api: ApiClient,
  input: ContactCheckInput,
): Promise<ContactVerdict> {
  const [telefonnummer, epost] = await Promise.allSettled([
    validateMobile(api, input.telefonnummer),
    validateEmail(api, input.epost),
  ]);
  if (telefonnummer.status === "rejected" && epost.status === "rejected")
    throw telefonnummer.reason;
  const verdictOf = (check: PromiseSettledResult<boolean>) =>
    check.status === "fulfilled" ? check.value : null;
  return { telefonnummer: verdictOf(telefonnummer), epost: verdictOf(epost) };
}

/**
 * The client the flow's calls go through: each GET and POST is sent after the next paint, so the
 * click or key that starts one shows its busy button or new step first. A request's start was up
 * to a fifth of "Se pris" at 4x CPU in the bench's traces (issue 31); a frame later on the wire
 * is not a wait the customer sees. Cached reads, prefetches and the page's answers are as before.
 */
export function sendingAfterPaint(api: ApiClient): ApiClient {
  return {
    get: (schema, path, query) => nextPaint().then(() => api.get(schema, path, query)),
    post: (schema, path, body, options) =>
      nextPaint().then(() => api.post(schema, path, body, options)),
    read: (schema, path, policy, query) => api.read(schema, path, policy, query),
    prefetch: (path, query) => api.prefetch(path, query),
    answered: (path, query, body) => api.answered(path, query, body),
  };
}

export function providePurchaseMachine(
  client: ApiClient,
  createKey: () => string,
  reportError: (error: unknown) => void = () => {},
) {
  const api = sendingAfterPaint(client);
  return purchaseMachine.provide({
    actions: {
      ...idempotencyKeyActions(createKey),
      reportError: (_, params: { error: unknown }) => reportError(params.error),
      recordStepReached: (_, { avtalenummer, steg }) => {
        // Before the first save there is no offer to keep the step of (it is saved on the price page).
        if (!avtalenummer) return;
        recordOfferStep(api, { avtalenummer, steg }).catch(reportError);
      },
    },
    actors: {
      lookupVehicle: fromPromise(({ input }) => lookupVehicle(api, input)),
      fetchGuarantee: fromPromise(({ input }) => fetchGuarantee(api, input)),
      fetchPrice: fromPromise(({ input }) => fetchPrice(api, input)),
      saveOffer: fromPromise(({ input }) =>
        input
          ? saveOffer(api, input)
          : Promise.reject(new Error("saveOffer: no coverage and deductible chosen")),
      ),
      fetchOffer: fromPromise(({ input }) => fetchOffer(api, input.avtalenummer)),
      fetchBasisData: fromPromise(({ input }) => fetchBasisData(api, input.prisreferanse)),
      fetchLatestOffer: fromPromise(({ input }) => fetchLatestOffer(api, input.product)),
      purchase: fromPromise(({ input }) => purchase(api, input.request, input.idempotencyKey)),
      fetchConsentTexts: fromPromise(({ input }) => fetchConsentTexts(api, input.bankkunde)),
      postConsent: fromPromise(({ input }) => postConsent(api, input)),
      checkContact: fromPromise(({ input }) => checkContactWithInsurer(api, input)),
    },
  });
}

/** The view of each step: the first screen of a page the server rendered loads the one it shows. */
export { stepViews } from "../views/stepViews.ts";
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
