/**
 * SPEC §4 "Persisted form data": an answer chosen or typed but not yet submitted is kept by the
 * machine as the step's draft (saved with the flow, so a reload keeps it), and is the step's own:
 * leaving the step discards it.
 */
import { describe, expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { createActor } from "xstate";
import { memoryStorage } from "../../machines/flowStorage.ts";
import {
  loadPurchaseFlow,
  purchaseFlowStorageKey,
  savePurchaseFlow,
  withRestoredSnapshot,
} from "../../machines/persistence.ts";
import { keepDraft } from "../../machines/purchase/actions.ts";
import { purchaseMachine, type StepMeta } from "../../machines/purchaseMachine.ts";
import { activeStep, baseInput, send, start, withFakes } from "./harness.ts";

async function atLeasing() {
  const { actor } = start();
  await send(actor, { type: "intro.start" });
  await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
  await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
  await send(actor, { type: "vehicle.submit" });
  expect(activeStep(actor)).toBe("leasing");
  return actor;
}

describe("keepDraft", () => {
  it("adds an answer to the draft of the same step", () => {
    const context = { draft: { step: "leasing", values: { leasing: "true" } } };
    expect(
      keepDraft(context as never, { step: "leasing", name: "leasingCompanykode", value: "7" }),
    ).toEqual({
      draft: { step: "leasing", values: { leasing: "true", leasingCompanykode: "7" } },
    });
  });

  it("starts a new draft for another step", () => {
    const context = { draft: { step: "leasing", values: { leasing: "true" } } };
    expect(keepDraft(context as never, { step: "eier", name: "eier", value: "false" })).toEqual({
      draft: { step: "eier", values: { eier: "false" } },
    });
  });
});

describe("Answers given but not submitted", () => {
  it("the machine keeps each answer as the step's draft, the latest value of each name", async () => {
    const actor = await atLeasing();
    actor.send({ type: "form.draft", step: "leasing", name: "leasing", value: "true" });
    actor.send({ type: "form.draft", step: "leasing", name: "leasingCompanykode", value: "4" });
    actor.send({ type: "form.draft", step: "leasing", name: "leasingCompanykode", value: "5" });
    expect(actor.getSnapshot().context.draft).toEqual({
      step: "leasing",
      values: { leasing: "true", leasingCompanykode: "5" },
    });
    // A draft is not an answer: the form and the step stay as they were.
    expect(actor.getSnapshot().context.form.leasing).toBeNull();
    expect(activeStep(actor)).toBe("leasing");
  });

  it("submitting the step discards its draft, so the step shows the flow's answer when it opens again", async () => {
    const actor = await atLeasing();
    actor.send({ type: "form.draft", step: "leasing", name: "leasing", value: "true" });
    await send(actor, { type: "leasing.answer", leasing: false });
    expect(activeStep(actor)).toBe("eier");
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("going back to another step discards the draft too", async () => {
    const actor = await atLeasing();
    actor.send({ type: "form.draft", step: "leasing", name: "leasing", value: "true" });
    actor.send({ type: "xstate.route", to: "#velgBil" } as never);
    expect(activeStep(actor)).toBe("velgBil");
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("every customer step discards its draft when left", () => {
    const steps: AnyStateNode[] = [];
    const walk = (node: AnyStateNode) => {
      if (typeof (node.meta as StepMeta | undefined)?.path === "string") steps.push(node);
      for (const child of Object.values(node.states)) walk(child as AnyStateNode);
    };
    walk(purchaseMachine.root);
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps)
      expect(
        step.exit.map((action) =>
          typeof action === "string" ? action : "type" in action ? action.type : "inline",
        ),
        step.id,
      ).toContain("discardDraft");
  });

  it("a reload keeps the draft: saved with the flow, restored at the step", async () => {
    const actor = await atLeasing();
    actor.send({ type: "form.draft", step: "leasing", name: "leasing", value: "true" });
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    const restored = createActor(
      withRestoredSnapshot(withFakes().machine, (product) =>
        loadPurchaseFlow(storage, product, "1000001"),
      ),
      { input: baseInput() },
    ).start();
    expect(restored.getSnapshot().context.draft).toEqual({
      step: "leasing",
      values: { leasing: "true" },
    });
    expect(restored.getSnapshot().value).toBe("leasing");
  });

  it("a malformed draft read back from storage is dropped, and the flow is kept", async () => {
    const actor = await atLeasing();
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    const key = purchaseFlowStorageKey("bil");
    const record = JSON.parse(storage.getItem(key) ?? "{}");
    record.snapshot.context.draft = { step: "leasing", values: { leasing: { evil: true } } };
    storage.setItem(key, JSON.stringify(record));
    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.snapshot.value).toBe("leasing");
    expect(loaded?.snapshot.context.draft).toBeNull();
  });
});
