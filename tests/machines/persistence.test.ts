/** Persisted snapshot restore: version stamp, customer-number check, untrusted input. */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { appMachine } from "../../machines/appMachine.ts";
import { deferredLogic } from "../../machines/deferredLogic.ts";
import { memoryStorage } from "../../machines/flowStorage.ts";
import {
  loadPurchaseFlow,
  purchaseFlowStorageKey,
  savePurchaseFlow,
  withRestoredSnapshot,
} from "../../machines/persistence.ts";
import type { PurchaseMachine } from "../../machines/purchaseMachine.ts";
import { purchaseMachineVersion } from "../../machines/purchaseMachine.ts";
import type {
  ClientContext,
  DefaultBonus,
  PurchaseActorInput,
  SessionStatus,
} from "../../machines/types.ts";
import { fixtureCustomer } from "../fixtures/purchase.ts";
import { activeStep, send, settle, start, walkTo, withFakes } from "./harness.ts";

/** A quote saved on the overview before the purchase, and its record as stored. */
async function persistedAtKjop() {
  const { actor } = start();
  await walkTo(actor, "kjop");
  const storage = memoryStorage();
  savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
  const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
  return { storage, record };
}

async function persistedAtSummary() {
  const { actor } = start();
  await walkTo(actor, "sjekkBilInfo");
  const storage = memoryStorage();
  savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
  return storage;
}

function appWith(
  purchaseFlow: ReturnType<typeof withFakes>["machine"],
  customerNumber = "1000001",
  product: "bil" | "bobil" = "bil",
) {
  const flow = deferredLogic<PurchaseMachine>("purchaseFlow");
  const machine = appMachine.provide({
    actors: {
      fetchSessionStatus: fromPromise<SessionStatus>(async () => ({ kfpSessionId: "s" })),
      fetchClientContext: fromPromise<ClientContext>(async () => ({
        loginContext: "NETTBANK",
        distributor: "eika",
      })),
      fetchCustomer: fromPromise(async () => fixtureCustomer({ niceKundenummer: customerNumber })),
      fetchDefaultBonus: fromPromise(async (): Promise<DefaultBonus> => ({ bonuskode: "60" })),
      // As the app does it: the flow's logic is resolved when its code has loaded.
      loadPurchaseFlow: fromPromise(async () => flow.resolve(purchaseFlow as PurchaseMachine)),
      purchaseFlow: flow.logic,
    },
  });
  const actor = createActor(machine, { input: { product, distributor: "eika" } });
  actor.start();
  return actor;
}

describe("Persisted snapshot: version stamp and customer number", () => {
  it("round-trips a valid snapshot", async () => {
    const storage = await persistedAtSummary();
    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.version).toBe(purchaseMachineVersion);
    expect(loaded?.snapshot.value).toBe("sjekkBilInfo");
  });

  it("discards a snapshot of another customer number", async () => {
    const storage = await persistedAtSummary();
    expect(loadPurchaseFlow(storage, "bil", "2000002")).toBeNull();
    expect(storage.items.has(purchaseFlowStorageKey("bil"))).toBe(false);
  });

  it("discards a snapshot saved by another machine version", async () => {
    const storage = await persistedAtSummary();
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify({ ...record, version: "0" }));
    expect(loadPurchaseFlow(storage, "bil", "1000001")).toBeNull();
  });

  it("keeps a quote saved by version 3, reading its yes/no strings as booleans", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    const { form } = record.snapshot.context;
    expect(form).toMatchObject({ leasing: false, eier: true, pant: true });
    // What version 3 wrote: the same answers as strings, and the summary flag of version 4.
    const saved = { ...form, leasing: "false", eier: "true", pant: "true" };
    record.snapshot.context.form = saved;
    const { returnTo, ...context } = record.snapshot.context;
    record.snapshot.context = { ...context, returnToSummary: returnTo === "sjekkBilInfo" };
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify({ ...record, version: "3" }));

    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.version).toBe(purchaseMachineVersion);
    expect(loaded?.snapshot.context.form).toMatchObject({ leasing: false, eier: true, pant: true });
    const { machine } = withFakes();
    const app = appWith(withRestoredSnapshot(machine, () => loaded));
    const restored = (await waitFor(app, (s) => s.matches("ready"))).children.purchase;
    expect(restored?.getSnapshot().value).toBe("sjekkBilInfo");
    expect(restored?.getSnapshot().context.form).toMatchObject({
      leasing: false,
      eier: true,
      pant: true,
      panthaverId: "DNB",
    });
  });

  it("keeps a quote saved by version 4 on a question opened from the summary: its answer still returns there", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    expect(record.snapshot.context.returnTo).toBe("sjekkBilInfo");
    // What version 4 wrote: a flag for the summary instead of the place to return to.
    const { returnTo: _, ...context } = record.snapshot.context;
    record.snapshot.context = { ...context, returnToSummary: true };
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify({ ...record, version: "4" }));

    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.version).toBe(purchaseMachineVersion);
    expect(loaded?.snapshot.context.returnTo).toBe("sjekkBilInfo");
    const { machine } = withFakes();
    const app = appWith(withRestoredSnapshot(machine, () => loaded));
    const restored = (await waitFor(app, (s) => s.matches("ready"))).children.purchase;
    expect(restored?.getSnapshot().value).toBe("pant");
    restored?.send({ type: "lien.answer", pant: false });
    expect(restored?.getSnapshot().value).toBe("sjekkBilInfo");
  });

  it("keeps the price the overview remembered before an Endre across a reload (issue 26.12)", async () => {
    const { actor } = start();
    await walkTo(actor, "kjop");
    await send(actor, { type: "overview.edit", question: "over23" });
    const remembered = actor.getSnapshot().context.priceBeforeEdit;
    expect(remembered).toEqual(expect.any(Number));
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");

    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.snapshot.context.priceBeforeEdit).toBe(remembered);
    const { machine } = withFakes();
    const app = appWith(withRestoredSnapshot(machine, () => loaded));
    const restored = (await waitFor(app, (s) => s.matches("ready"))).children.purchase;
    expect(restored?.getSnapshot().value).toBe("over23");
    expect(restored?.getSnapshot().context.priceBeforeEdit).toBe(remembered);
  });

  it("keeps a version 5 quote saved before the overview remembered its price: none remembered, same version", async () => {
    const { storage, record } = await persistedAtKjop();
    // What the version wrote before the field existed.
    const { priceBeforeEdit: _, ...context } = record.snapshot.context;
    record.snapshot.context = context;
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify(record));

    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.version).toBe(purchaseMachineVersion);
    expect(loaded?.snapshot.context.priceBeforeEdit).toBeNull();
    expect(loaded?.snapshot.value).toMatchObject({ tilbud: { steg: { kjop: "confirming" } } });
  });

  it("drops a malformed remembered price, not the quote", async () => {
    const { storage, record } = await persistedAtKjop();
    record.snapshot.context.priceBeforeEdit = "819 kr";
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify(record));
    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.snapshot.context.priceBeforeEdit).toBeNull();
  });

  it("keeps a flow saved on the start page before it asked for saved offers (issue 26.6): it opens there, asking no more", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "flow.reopen", step: "sjekkBilInfo" });
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    // What the machine before issue 26.6 wrote: the start page a plain state, no saved-offer fields.
    const {
      savedOffersChecked: _c,
      savedOfferToResume: _o,
      openAtStep: _s,
      ...context
    } = record.snapshot.context;
    record.snapshot = { ...record.snapshot, value: "intro", context };
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify(record));

    const { machine, calls } = withFakes();
    const app = appWith(
      withRestoredSnapshot(machine, (product) => loadPurchaseFlow(storage, product)),
    );
    const restored = (await waitFor(app, (s) => s.matches("ready"))).children.purchase;
    expect(restored?.getSnapshot().matches({ intro: "ready" })).toBe(true);
    expect(restored?.getSnapshot().can({ type: "flow.resume" })).toBe(true);
    expect(calls.fetchLatestOffer).toEqual([]);
  });

  it("drops a version 3 quote whose yes/no answers are neither string", async () => {
    const storage = await persistedAtSummary();
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    record.snapshot.context.form.pant = "maybe";
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify({ ...record, version: "3" }));
    expect(loadPurchaseFlow(storage, "bil", "1000001")).toBeNull();
  });

  it.each([
    ["not JSON", "{nope"],
    [
      "wrong shape",
      JSON.stringify({
        version: purchaseMachineVersion,
        kundenummer: "1000001",
        snapshot: { status: "active", value: "intro", context: { form: 1 } },
      }),
    ],
    [
      "a finished snapshot",
      JSON.stringify({
        version: purchaseMachineVersion,
        kundenummer: "1000001",
        snapshot: { status: "done" },
      }),
    ],
  ])("treats %s as untrusted input and discards it", (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(purchaseFlowStorageKey("bil"), raw);
    expect(loadPurchaseFlow(storage, "bil", "1000001")).toBeNull();
  });
});

describe("Restoring the flow inside the app machine", () => {
  it("the same customer resumes where the flow was", async () => {
    const storage = await persistedAtSummary();
    const { machine } = withFakes();
    const app = appWith(
      withRestoredSnapshot(machine, (product) => loadPurchaseFlow(storage, product)),
    );
    const snapshot = await waitFor(app, (s) => s.matches("ready"));
    expect(snapshot.children.purchase?.getSnapshot().value).toBe("sjekkBilInfo");
  });

  it("the entry decides the product: a car quote is not restored into the motorhome flow, and waits", async () => {
    const storage = await persistedAtSummary();
    const { machine } = withFakes();
    const app = appWith(
      withRestoredSnapshot(machine, (product) => loadPurchaseFlow(storage, product)),
      "1000001",
      "bobil",
    );
    const snapshot = await waitFor(app, (s) => s.matches("ready"));
    const flow = snapshot.children.purchase?.getSnapshot();
    expect(flow?.context.product).toBe("bobil");
    expect(flow?.value).toEqual({ velgBil: "idle" });
    // The car quote is still there for the car flow.
    expect(loadPurchaseFlow(storage, "bil", "1000001")?.snapshot.value).toBe("sjekkBilInfo");
  });

  it("each product keeps its own quote; another customer's quotes go for every product", async () => {
    const storage = await persistedAtSummary();
    const { actor } = start({ product: "bobil" });
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    expect(loadPurchaseFlow(storage, "bobil", "1000001")?.snapshot.context.product).toBe("bobil");
    expect(loadPurchaseFlow(storage, "bil", "1000001")?.snapshot.context.product).toBe("bil");
    expect(loadPurchaseFlow(storage, "bil", "2000002")).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("another customer starts fresh", async () => {
    const storage = await persistedAtSummary();
    const { machine } = withFakes();
    const app = appWith(
      withRestoredSnapshot(machine, (product) => loadPurchaseFlow(storage, product)),
      "2000002",
    );
    const snapshot = await waitFor(app, (s) => s.matches("ready"));
    expect(snapshot.children.purchase?.getSnapshot().matches("intro")).toBe(true);
  });

  it("a reload in the middle of buying resends with the same idempotency key (never buys twice)", async () => {
    const { machine: hanging } = withFakes({ purchase: () => new Promise(() => {}) });
    const first = createActor(hanging, {
      input: {
        product: "bil",
        customer: fixtureCustomer(),
        distributor: "eika",
        defaultBonus: "60",
        currentYear: 2025,
      },
    });
    first.start();
    await walkTo(first, "kjop");
    first.send({ type: "purchase.confirm" });
    const key = first.getSnapshot().context.idempotencyKey;
    expect(first.getSnapshot().hasTag("loading")).toBe(true);
    const storage = memoryStorage();
    savePurchaseFlow(storage, first.getPersistedSnapshot(), "1000001");
    first.stop();

    const received: PurchaseActorInput[] = [];
    const { machine } = withFakes({
      purchase: async (input) => {
        received.push(input);
        return { success: true, avtalenummer: "100000001", prisPerMnd: 1, prisPerAar: 12 };
      },
    });
    const restored = createActor(
      withRestoredSnapshot(machine, (product) => loadPurchaseFlow(storage, product, "1000001")),
      {
        input: {
          product: "bil",
          customer: fixtureCustomer(),
          distributor: "eika",
          defaultBonus: "60",
        },
      },
    );
    restored.start();
    await settle(restored as never);
    expect(received.map((input) => input.idempotencyKey)).toEqual([key]);
    expect(activeStep(restored as never)).toBe("kvittering");
  });
});
