/**
 * Issue 26.6, continue anywhere: a new flow (a new login, another tab) asks the insurer for the
 * customer's latest open offer; the start page offers to continue it, and it opens on the step the
 * customer left it on once its price is here. Steps reached are told to the insurer.
 */
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { OfferSummary } from "../../machines/types.ts";
import { fixtureStoredOffer } from "../fixtures/purchase.ts";
import { activeStep, baseInput, send, settle, start, withFakes } from "./harness.ts";

const latest: OfferSummary = {
  avtalenummer: "700000028",
  produkt: "bil",
  beskrivelse: "Tilbud kasko, Toyota Corolla 2018",
  registreringsnummer: "EK12345",
  opprettet: "2026-11-20T10:00:00.000Z",
  oppdatert: "2026-11-24T10:00:00.000Z",
  kjoretoy: "Toyota Corolla 2018",
  dekning: "Kasko",
  prisPerMnd: 1014,
};

describe("Continue anywhere: the customer's latest saved offer", () => {
  it("a new flow offers the latest saved offer on the start page; continuing opens it by its number", async () => {
    const { actor, calls } = start(
      {},
      {
        fetchLatestOffer: async () => latest,
        fetchOffer: async () => ({ ...fixtureStoredOffer, sisteSteg: "pris" }),
      },
    );
    await settle(actor);
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().context.savedOfferToResume).toEqual(latest);
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "intro.start" })).toBe(true);
    await send(actor, { type: "flow.resume" });
    expect(calls.fetchOffer).toEqual([{ avtalenummer: "700000028" }]);
    expect(activeStep(actor)).toBe("pris");
    expect(actor.getSnapshot().context.avtalenummer).toBe("700000028");
  });

  it("opens on the step the customer left it on, once the price is here", async () => {
    const { actor } = start(
      {},
      {
        fetchLatestOffer: async () => latest,
        fetchOffer: async () => ({ ...fixtureStoredOffer, sisteSteg: "tilpass" }),
      },
    );
    await send(actor, { type: "flow.resume" });
    await settle(actor);
    expect(activeStep(actor)).toBe("tilpass");
    expect(actor.getSnapshot().context.openAtStep).toBeNull();
  });

  it("'Start på nytt' declines it: the start page offers Start, and asks no more", async () => {
    const { actor, calls } = start({}, { fetchLatestOffer: async () => latest });
    await send(actor, { type: "flow.restart" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);
    expect(calls.fetchLatestOffer).toHaveLength(1);
  });

  it("an insurer that does not answer leaves the start page as it was", async () => {
    const { actor } = start(
      {},
      {
        fetchLatestOffer: async () => {
          throw new Error("503");
        },
      },
    );
    await settle(actor);
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);
  });

  it("links and the motorhome flow do not ask (they say where to go)", async () => {
    for (const input of [
      { product: "bobil" as const },
      { entry: { kind: "tilbud" as const, avtalenummer: "100000001" } },
      { entry: { kind: "registreringsnummer" as const, registreringsnummer: "EK12345" } },
    ]) {
      const { actor, calls } = start(input, { fetchOffer: async () => fixtureStoredOffer });
      await settle(actor);
      expect(calls.fetchLatestOffer).toEqual([]);
    }
  });

  it("tells the insurer each offer step the customer reaches, once the offer has its number", async () => {
    const recorded = vi.fn();
    const { machine } = withFakes({ fetchOffer: async () => fixtureStoredOffer });
    const actor = createActor(
      machine.provide({
        actions: {
          recordStepReached: (_, params: { avtalenummer: string | null; steg: string }) =>
            recorded(params),
        },
      }),
      { input: baseInput({ entry: { kind: "tilbud", avtalenummer: "100000001" } }) },
    );
    actor.start();
    await settle(actor);
    expect(activeStep(actor)).toBe("pris");
    await send(actor, { type: "price.submit" });
    if (activeStep(actor) === "tilleggsdekning") await send(actor, { type: "addons.submit" });
    await send(actor, { type: "adjust.submit" });
    expect(recorded.mock.calls.map(([params]) => params)).toEqual(
      expect.arrayContaining([
        { avtalenummer: "100000001", steg: "pris" },
        { avtalenummer: "100000001", steg: "tilpass" },
        { avtalenummer: "100000001", steg: "regnummerChassisnummer" },
      ]),
    );
  });
});

describe("Continue anywhere: a new page load of the start page", () => {
  it("keeps offering the saved offer (flow.reopen without a quote of the tab's own)", async () => {
    const { actor } = start({}, { fetchLatestOffer: async () => latest });
    await settle(actor);
    await send(actor, { type: "flow.reopen", step: "intro" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(true);
  });
});
