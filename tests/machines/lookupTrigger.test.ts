/**
 * SPEC §5 velg-bil: a typed registration number is looked up at 7 valid characters, unless it is
 * the vehicle already found. The chart decides (issue 30 item 3): the field sends every change as
 * `vehicle.lookup`, and a number that is not complete takes no transition.
 */
import { describe, expect, it } from "vitest";
import { fixtureApiError, fixtureVehicle } from "../fixtures/purchase.ts";
import { activeStep, send, start } from "./harness.ts";

async function onVelgBil(overrides: Parameters<typeof start>[1] = {}) {
  const started = start({}, overrides);
  await send(started.actor, { type: "intro.start" });
  await send(started.actor, { type: "hasRegnr.answer", hasRegNr: true });
  expect(activeStep(started.actor)).toBe("velgBil");
  return started;
}

const typed = (registreringsnummer: string) =>
  ({ type: "vehicle.lookup", registreringsnummer }) as const;

describe("velg-bil looks a typed number up when the chart says so", () => {
  it("not while it is typed, once at its 7th valid character", async () => {
    const { actor, calls } = await onVelgBil();
    for (const partial of ["E", "EK", "EK1", "EK12", "EK123", "EK1234"]) {
      expect(actor.getSnapshot().can(typed(partial)), partial).toBe(false);
      await send(actor, typed(partial));
    }
    expect(calls.lookupVehicle).toEqual([]);
    await send(actor, typed("EK12345"));
    expect(calls.lookupVehicle.map((call) => call.registreringsnummer)).toEqual(["EK12345"]);
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(true);
  });

  it("not a number in a format a car cannot have, however long", async () => {
    const { actor, calls } = await onVelgBil();
    for (const number of ["E123456", "EKK1234", "1234567"]) await send(actor, typed(number));
    expect(calls.lookupVehicle).toEqual([]);
  });

  it("not the vehicle already found, typed or picked again; another number at once", async () => {
    const { actor, calls } = await onVelgBil();
    await send(actor, typed("EK12345"));
    await send(actor, typed("EK1234"));
    await send(actor, typed("EK12345"));
    expect(calls.lookupVehicle).toHaveLength(1);
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(true);
    await send(actor, typed("EK12346"));
    expect(calls.lookupVehicle.map((call) => call.registreringsnummer)).toEqual([
      "EK12345",
      "EK12346",
    ]);
  });

  it("the same number again when it was not found the first time", async () => {
    let answers = 0;
    const { actor, calls } = await onVelgBil({
      lookupVehicle: async (input) => {
        answers += 1;
        if (answers === 1) throw fixtureApiError("ikkeFunnet", 404);
        return fixtureVehicle({ registreringsnummer: input.registreringsnummer });
      },
    });
    await send(actor, typed("EK12345"));
    expect(actor.getSnapshot().context.error?.kode).toBe("ikkeFunnet");
    await send(actor, typed("EK12345"));
    expect(calls.lookupVehicle).toHaveLength(2);
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(true);
  });
});

describe("velg-bil: the vehicle found is not shown beside another number (issue 29 item 8)", () => {
  it("editing the found number leaves 'found' until the found number is back", async () => {
    const { actor, calls } = await onVelgBil();
    await send(actor, typed("EK12345"));
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(true);
    await send(actor, typed("EK1234"));
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(false);
    expect(actor.getSnapshot().can({ type: "vehicle.submit", registreringsnummer: "EK1234" })).toBe(
      false,
    );
    await send(actor, typed("EK12345"));
    expect(actor.getSnapshot().hasTag("vehicleFound")).toBe(true);
    expect(calls.lookupVehicle).toHaveLength(1);
  });
});
