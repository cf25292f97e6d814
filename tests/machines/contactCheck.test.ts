/**
 * The contact step asks the insurer (SPEC §5, §7: GET /validate/mobileNo and /validate/emailAddress)
 * through the chart's actor `checkContact` (issue 18 item 2: the view only sends `contact.submit`).
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { memoryStorage, purchaseFlowStorageKey } from "../../machines/flowStorage.ts";
import {
  loadPurchaseFlow,
  savePurchaseFlow,
  withRestoredSnapshot,
} from "../../machines/persistence.ts";
import type { ContactVerdict } from "../../machines/types.ts";
import {
  activeStep,
  baseInput,
  type FlowActor,
  send,
  settle,
  start,
  walkTo,
  withFakes,
} from "./harness.ts";

/** From the summary to the contact step. */
async function toKontaktinfo(actor: FlowActor) {
  await walkTo(actor, "sjekkBilInfo");
  await send(actor, { type: "summary.confirm" });
  await send(actor, { type: "price.submit" });
  if (actor.getSnapshot().matches({ tilbud: { steg: "tilleggsdekning" } }))
    await send(actor, { type: "addons.submit" });
  await send(actor, { type: "adjust.submit" });
  await send(actor, { type: "identity.submit", identitet: "registreringsnummer" });
  await send(actor, { type: "odometer.submit", kilometerstand: "12000" });
  expect(activeStep(actor)).toBe("kontaktinfo");
}

const typed = {
  type: "contact.submit",
  epost: "ola@example.no",
  telefonnummer: "41234567",
} as const;

describe("the contact step checks the mobile number and e-mail with the insurer", () => {
  it("calls the check with what the customer gave and, when both are usable, stores them and goes on", async () => {
    const { actor, calls } = start();
    await toKontaktinfo(actor);
    await send(actor, typed);
    expect(calls.checkContact).toEqual([{ telefonnummer: "41234567", epost: "ola@example.no" }]);
    expect(activeStep(actor)).toBe("kjop");
    const { form } = actor.getSnapshot().context;
    expect({ telefonnummer: form.telefonnummer, epost: form.epost }).toEqual({
      telefonnummer: "41234567",
      epost: "ola@example.no",
    });
  });

  it.each<[string, ContactVerdict]>([
    ["the number", { telefonnummer: false, epost: true }],
    ["the e-mail address", { telefonnummer: true, epost: false }],
    [
      "the e-mail address while the number's check does not answer",
      { telefonnummer: null, epost: false },
    ],
  ])("refuses to go on when the insurer says %s cannot be used", async (_, verdict) => {
    const { actor, calls } = start({}, { checkContact: async () => verdict });
    await toKontaktinfo(actor);
    const before = actor.getSnapshot().context.form;
    await send(actor, typed);
    expect(calls.checkContact).toHaveLength(1);
    expect(activeStep(actor)).toBe("kontaktinfo");
    const { context } = actor.getSnapshot();
    // What the view shows its message from; the purchase keeps the data it had.
    expect(context.contactCheck).toEqual({
      telefonnummer: "41234567",
      epost: "ola@example.no",
      verdict,
    });
    expect(context.form.telefonnummer).toBe(before.telefonnummer);
    expect(context.form.epost).toBe(before.epost);
  });

  it("checks again when the customer corrects the data, and goes on once the insurer accepts it", async () => {
    const verdicts: ContactVerdict[] = [
      { telefonnummer: false, epost: true },
      { telefonnummer: true, epost: true },
    ];
    const { actor, calls } = start(
      {},
      { checkContact: async () => verdicts.shift() ?? { telefonnummer: true, epost: true } },
    );
    await toKontaktinfo(actor);
    await send(actor, typed);
    expect(activeStep(actor)).toBe("kontaktinfo");
    await send(actor, { ...typed, telefonnummer: "91234567" });
    expect(calls.checkContact.map((input) => input.telefonnummer)).toEqual([
      "41234567",
      "91234567",
    ]);
    expect(activeStep(actor)).toBe("kjop");
    expect(actor.getSnapshot().context.form.telefonnummer).toBe("91234567");
  });

  it.each<[string, () => Promise<ContactVerdict>]>([
    ["neither check answers", async () => ({ telefonnummer: null, epost: null })],
    ["the check fails altogether", async () => Promise.reject(new Error("Failed to fetch"))],
  ])("does not stop the customer when %s (the purchase checks again)", async (_, checkContact) => {
    const { actor } = start({}, { checkContact });
    await toKontaktinfo(actor);
    await send(actor, typed);
    expect(activeStep(actor)).toBe("kjop");
    expect(actor.getSnapshot().context.form.epost).toBe("ola@example.no");
  });

  it("opens a quote saved at kontaktinfo before the step asked the insurer, and checks on submit", async () => {
    const { actor } = start();
    await toKontaktinfo(actor);
    const storage = memoryStorage();
    savePurchaseFlow(storage, actor.getPersistedSnapshot(), "1000001");
    // What the same version wrote before: kontaktinfo a leaf, no contactCheck in the context.
    const record = JSON.parse(storage.getItem(purchaseFlowStorageKey("bil")) ?? "{}");
    record.snapshot.value.tilbud.steg = "kontaktinfo";
    delete record.snapshot.context.contactCheck;
    storage.setItem(purchaseFlowStorageKey("bil"), JSON.stringify(record));

    const loaded = loadPurchaseFlow(storage, "bil", "1000001");
    expect(loaded?.snapshot.context.contactCheck).toBeNull();
    const { machine, calls } = withFakes({
      checkContact: async () => ({ telefonnummer: false, epost: true }),
    });
    // As the app restores it (customer 1000001 is the fixture customer's number).
    const restored = createActor(
      withRestoredSnapshot(machine, () => loaded),
      { input: baseInput() },
    );
    restored.start();
    expect(restored.getSnapshot().matches({ tilbud: { steg: { kontaktinfo: "editing" } } })).toBe(
      true,
    );
    restored.send(typed);
    await settle(restored);
    expect(calls.checkContact).toHaveLength(1);
    expect(activeStep(restored)).toBe("kontaktinfo");
  });
});
