/** SPEC §4 "Login and gating": the app root machine with fake actors. */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { appMachine } from "../../machines/appMachine.ts";
import { deferredLogic } from "../../machines/deferredLogic.ts";
import { type PurchaseMachine, purchaseMachine } from "../../machines/purchaseMachine.ts";
import type {
  AppInput,
  ClientContext,
  Customer,
  DefaultBonus,
  SessionStatus,
} from "../../machines/types.ts";
import { fixtureApiError, fixtureCustomer } from "../fixtures/purchase.ts";

interface AppFakes {
  session?: () => Promise<SessionStatus>;
  clientContext?: () => Promise<ClientContext>;
  customer?: () => Promise<Customer>;
  /** The flow's code arriving (resolves) or not (rejects). */
  loadFlow?: () => Promise<void>;
}

function startApp(fakes: AppFakes = {}, input: Partial<AppInput> = {}) {
  const calls = { session: 0, clientContext: 0, marketSourceCleared: 0 };
  const flow = deferredLogic<PurchaseMachine>("purchaseFlow");
  const machine = appMachine.provide({
    actors: {
      fetchSessionStatus: fromPromise(async () => {
        calls.session += 1;
        return (fakes.session ?? (async () => ({ kfpSessionId: "s1" })))();
      }),
      fetchClientContext: fromPromise(async () => {
        calls.clientContext += 1;
        return (
          fakes.clientContext ??
          (async () => ({ loginContext: "NETTBANK", distributor: "sb1" }) as ClientContext)
        )();
      }),
      fetchCustomer: fromPromise(fakes.customer ?? (async () => fixtureCustomer())),
      fetchDefaultBonus: fromPromise(async (): Promise<DefaultBonus> => ({ bonuskode: "60" })),
      // The fake is the download; the flow is resolved once it has arrived, as the app does.
      loadPurchaseFlow: fromPromise(async () => {
        await fakes.loadFlow?.();
        flow.resolve(purchaseMachine);
      }),
      purchaseFlow: flow.logic,
    },
    actions: {
      clearMarketSource: () => {
        calls.marketSourceCleared += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { product: "bil", distributor: "eika", ...input } });
  actor.start();
  return { actor, calls };
}

async function settled(actor: ReturnType<typeof startApp>["actor"]) {
  return waitFor(actor, (snapshot) => !snapshot.hasTag("loading"));
}

describe("Login and gating: session, client context only when logged in, customer", () => {
  it("a logged-in customer reaches the purchase flow with client context and default bonus", async () => {
    const { actor, calls } = startApp();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.matches("ready")).toBe(true);
    expect(calls.clientContext).toBe(1);
    expect(snapshot.context.distributor).toBe("sb1");
    const purchase = snapshot.children.purchase;
    expect(purchase?.getSnapshot().context.defaultBonus).toBe("60");
    expect(purchase?.getSnapshot().matches("intro")).toBe(true);
  });

  it("loads the flow's code before the flow starts; if it cannot, the general error page shows", async () => {
    let release: () => void = () => {};
    const { actor } = startApp({
      loadFlow: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const loading = await waitFor(actor, (snapshot) => snapshot.matches("loadingFlow"));
    expect(loading.hasTag("loading")).toBe(true);
    expect(loading.children.purchase).toBeUndefined();
    release();
    await expect(waitFor(actor, (snapshot) => snapshot.matches("ready"))).resolves.toBeTruthy();

    const { actor: offline } = startApp({
      loadFlow: async () =>
        Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    });
    const failed = await settled(offline);
    expect(failed.value).toBe("customerError");
    expect(failed.getMeta()).toEqual({ "app.customerError": { page: "error", error: "default" } });
  });

  it("without a session id the login page shows, no client context is fetched, the market source is removed", async () => {
    const { actor, calls } = startApp({ session: async () => ({}) });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ loggedOut: "login" })).toBe(true);
    expect(calls.clientContext).toBe(0);
    expect(calls.marketSourceCleared).toBe(1);
  });

  it("a failing session check counts as logged out", async () => {
    const { actor } = startApp({
      session: async () => Promise.reject(new Error("Failed to fetch")),
    });
    expect((await settled(actor)).matches({ loggedOut: "login" })).toBe(true);
  });

  it("the bank distributor gets the generic error instead of the login page", async () => {
    const { actor } = startApp({ session: async () => ({}) }, { distributor: "dnb" });
    expect((await settled(actor)).matches({ loggedOut: "unavailable" })).toBe(true);
  });

  it("session.check after login starts over", async () => {
    let loggedIn = false;
    const { actor } = startApp({ session: async () => (loggedIn ? { kfpSessionId: "s" } : {}) });
    await settled(actor);
    loggedIn = true;
    actor.send({ type: "session.check" });
    expect((await settled(actor)).matches("ready")).toBe(true);
  });
});

describe("Blocks: under 18, uonsket (except the detail product), customer errors", () => {
  it.each([
    ["under18", { alder: 17 }],
    ["general", { uonsket: true }],
    ["utenlandskBosted", { utenlandskBosted: true }],
  ] as const)("shows the %s block", async (reason, overrides) => {
    const { actor } = startApp({ customer: async () => fixtureCustomer(overrides) });
    const snapshot = await settled(actor);
    expect(snapshot.matches("blocked")).toBe(true);
    expect(snapshot.context.block).toBe(reason);
  });

  it("the age boundary: 17 is blocked, exactly 18 may buy (SPEC §5/§9: under 18 is blocked)", async () => {
    const at17 = startApp({ customer: async () => fixtureCustomer({ alder: 17 }) });
    expect((await settled(at17.actor)).context.block).toBe("under18");
    const at18 = startApp({ customer: async () => fixtureCustomer({ alder: 18 }) });
    const snapshot = await settled(at18.actor);
    expect(snapshot.matches("ready")).toBe(true);
    expect(snapshot.context.block).toBeNull();
  });

  it("uonsket is not blocked on the detail product", async () => {
    const { actor } = startApp(
      { customer: async () => fixtureCustomer({ uonsket: true }) },
      { product: "detalj" },
    );
    expect((await settled(actor)).matches("ready")).toBe(true);
  });

  it("a non-member in the union variant is blocked with LO", async () => {
    const { actor } = startApp({
      clientContext: async () => ({ loginContext: "ÅPEN", distributor: "none" }),
    });
    expect((await settled(actor)).context.block).toBe("LO");
  });

  it("any customer error shows the generic error page; 403 is kanIkkeSeForsikringPaaNett", async () => {
    const failing = startApp({ customer: async () => Promise.reject(new Error("500")) });
    expect((await settled(failing.actor)).value).toBe("customerError");
    const forbidden = startApp({ customer: async () => Promise.reject(fixtureApiError("x", 403)) });
    expect((await settled(forbidden.actor)).context.block).toBe("kanIkkeSeForsikringPaaNett");
  });

  it.each([
    ["utilgjengelig", 503],
    ["avsluttForsikring", 422],
    ["alleredeAvsluttet", 422],
    ["finnes", 422],
  ] as const)(
    "a customer error naming %s (status %i) shows that full-screen error (SPEC §8)",
    async (kode, status) => {
      const { actor } = startApp({
        customer: async () => Promise.reject(fixtureApiError(kode, status)),
      });
      const snapshot = await settled(actor);
      expect(snapshot.matches("blocked")).toBe(true);
      expect(snapshot.context.block).toBe(kode);
    },
  );

  it("a customer error with a code the app does not know is the default error page", async () => {
    const { actor } = startApp({
      customer: async () => Promise.reject(fixtureApiError("feil", 503)),
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe("customerError");
    expect(snapshot.context.block).toBeNull();
  });
});

describe("the session status the page came with", () => {
  it("a page without a session starts on the login page, asking nothing, and clears the market source", () => {
    const { actor, calls } = startApp({}, { sessionStatus: {} });
    // At once: the first render is the login page the server sent.
    expect(actor.getSnapshot().value).toEqual({ loggedOut: "login" });
    expect(calls.session).toBe(0);
    expect(calls.marketSourceCleared).toBe(1);
  });

  it("a page with a session goes on to the client context without asking for the status", async () => {
    const { actor, calls } = startApp({}, { sessionStatus: { kfpSessionId: "s1" } });
    expect(actor.getSnapshot().value).toBe("loadingClientContext");
    const snapshot = await settled(actor);
    expect(snapshot.matches("ready")).toBe(true);
    expect(calls.session).toBe(0);
    expect(calls.clientContext).toBe(1);
  });

  it("is used once: after login the app asks for the session status", async () => {
    const { actor, calls } = startApp({}, { sessionStatus: {} });
    actor.send({ type: "session.check" });
    const snapshot = await settled(actor);
    expect(calls.session).toBe(1);
    expect(snapshot.matches("ready")).toBe(true);
    expect(snapshot.context.pageSessionStatus).toBeNull();
  });
});
