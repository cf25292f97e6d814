/**
 * SPEC §7 and §4 calls as written (issue 16, items 4 and 5), on the real purchase machine with
 * fake actors: what the machine asks the insurer, and what it does with an answer that carries
 * `feil`.
 */
import { describe, expect, it } from "vitest";
import {
  fixtureApiError,
  fixtureBasisData,
  fixtureCustomer,
  fixtureExpressReference,
  fixturePrice,
} from "../fixtures/purchase.ts";
import { activeStep, send, settle, start, walkTo } from "./harness.ts";

describe("16.4 the vehicle lookup includes motorhomes (SPEC §7)", () => {
  it("the car flow looks a vehicle up with inkludereBobil true", async () => {
    const { actor, calls } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "SX20002" });
    expect(calls.lookupVehicle).toEqual([{ registreringsnummer: "SX20002", inkludereBobil: true }]);
  });

  it("so does an express price's lookup of its car", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => fixtureBasisData },
    );
    await settle(actor);
    expect(calls.lookupVehicle.map((call) => call.inkludereBobil)).toEqual([true]);
  });
});

describe("16.5 an answer that carries feil sets that error (SPEC §4, §7)", () => {
  it("a 200 price answer with feil shows its price or vehicle error, with its code", async () => {
    const { actor } = start(
      {},
      {
        fetchPrice: async () => ({
          ...fixturePrice(),
          dekninger: [],
          feil: { kode: "begrenset" },
        }),
      },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(activeStep(actor)).toBe("pris");
    expect(actor.getSnapshot().context.error).toEqual({ kode: "begrenset" });
  });

  it("a price answer with feil and coverages is still the error: no price is stored", async () => {
    const { actor } = start(
      {},
      { fetchPrice: async () => ({ ...fixturePrice(), feil: "finnes" }) },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.error).toEqual({ kode: "finnes" });
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it("express basis data that carries an error keeps its own code, and the car is not looked up", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      {
        fetchBasisData: async () => ({
          ...fixtureBasisData,
          feil: { kode: "finnes" },
        }),
      },
    );
    await settle(actor);
    expect(actor.getSnapshot().matches({ ekspresspris: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode: "finnes" });
    expect(calls.lookupVehicle).toEqual([]);
  });
});

describe("16.9a consent texts that fail to load are reported unless 401/403 (SPEC §8)", () => {
  const unanswered = fixtureCustomer({
    samtykker: { crossDomainConsent: "UNANSWERED", marketingConsent: "UNANSWERED" },
  });
  const failing = (error: unknown) =>
    start(
      { distributor: "sb1", customer: unanswered },
      { fetchConsentTexts: async () => Promise.reject(error) },
    );

  it("a failure (500) is reported and the flow skips to the receipt", async () => {
    const error = fixtureApiError("feil", 500);
    const { actor, reported } = failing(error);
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
    expect(reported).toEqual([error]);
  });

  it.each([401, 403])("a %i is not reported, and the flow skips to the receipt", async (status) => {
    const { actor, reported } = failing(fixtureApiError("feil", status));
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
    expect(reported).toEqual([]);
  });
});
