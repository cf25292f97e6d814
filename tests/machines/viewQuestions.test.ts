/**
 * Issue 18 item 2: the views ask the machine (`can`, `hasTag`) instead of deciding. Each test
 * checks that the machine gives the answer a view used to compute itself, so a view that asks
 * gets the same behaviour the customer had before.
 */
import { describe, expect, it } from "vitest";
import type { PurchaseResponse } from "../../machines/types.ts";
import { fixtureMotorhome, fixturePrice } from "../fixtures/purchase.ts";
import { activeStep, send, start, walkTo } from "./harness.ts";

describe("velg-bil's Neste: the machine says whether the typed number goes on or needs a lookup", () => {
  it("goes on only with the number that was found; another number is refused", async () => {
    const { actor } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: "vehicle.submit", registreringsnummer: "EK12345" })).toBe(true);
    expect(snapshot.can({ type: "vehicle.submit", registreringsnummer: "EK12346" })).toBe(false);
    await send(actor, { type: "vehicle.submit", registreringsnummer: "EK12346" });
    expect(activeStep(actor)).toBe("velgBil");
    await send(actor, { type: "vehicle.submit", registreringsnummer: "EK12345" });
    expect(activeStep(actor)).toBe("leasing");
  });
});

describe("sjekk-bil-info's cards: the machine says which questions the summary shows", () => {
  const shows = (actor: Awaited<ReturnType<typeof start>>["actor"]) => ({
    eier: actor.getSnapshot().can({ type: "summary.edit", question: "eier" }),
    bobilVerdi: actor.getSnapshot().can({ type: "summary.edit", question: "bobilVerdi" }),
    leasing: actor.getSnapshot().can({ type: "summary.edit", question: "leasing" }),
  });

  it("a car not leased: the owner card, no motorhome value", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(shows(actor)).toEqual({ eier: true, bobilVerdi: false, leasing: true });
  });

  it("a leased car: no owner card (the leasing company owns it)", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(shows(actor)).toEqual({ eier: false, bobilVerdi: false, leasing: true });
  });

  it("a car the register says is a motorhome: the motorhome value card", async () => {
    const { actor } = start({}, { lookupVehicle: async () => fixtureMotorhome });
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "motorhomeValue.submit", bobilVerdikode: "V1" });
    await send(actor, { type: "leasing.answer", leasing: false, leasingCompanykode: "" });
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(shows(actor)).toEqual({ eier: true, bobilVerdi: true, leasing: true });
  });
});

describe("the bonus step sends the choice as made; the machine applies SPEC §4", () => {
  it.each([
    ["the offered bonus is the bonus from us", { bonusFraOss: true, bonuskode: "60" }, true, "60"],
    [
      "a higher bonus is from another company",
      { bonusFraOss: false, bonuskode: "75" },
      false,
      "75",
    ],
    [
      "a higher bonus sent as ours is still another company's",
      { bonusFraOss: true, bonuskode: "75" },
      false,
      "75",
    ],
  ] as const)("%s", async (_, choice, bonusFraOss, bonuskode) => {
    const { actor } = start({ defaultBonus: "60" });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "bonus" });
    await send(actor, { type: "bonus.answer", ...choice });
    expect(actor.getSnapshot().context.form).toMatchObject({ bonusFraOss, bonuskode });
  });
});

describe("tags the offer views ask instead of matching state paths", () => {
  it("kjop: priceReady once the offer is saved, purchasing while it runs, purchaseFailed after", async () => {
    let finish: ((response: PurchaseResponse) => void) | undefined;
    let fail: ((error: Error) => void) | undefined;
    const { actor } = start(
      {},
      {
        purchase: () =>
          new Promise<PurchaseResponse>((resolve, reject) => {
            finish = resolve;
            fail = reject;
          }),
      },
    );
    await walkTo(actor, "kjop");
    expect(actor.getSnapshot().hasTag("priceReady")).toBe(true);
    expect(actor.getSnapshot().hasTag("purchasing")).toBe(false);
    actor.send({ type: "purchase.confirm" });
    expect(actor.getSnapshot().hasTag("purchasing")).toBe(true);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    fail?.(new Error("Failed to fetch"));
    await expect.poll(() => actor.getSnapshot().hasTag("purchaseFailed")).toBe(true);
    expect(actor.getSnapshot().hasTag("purchasing")).toBe(false);
    actor.send({ type: "purchase.confirm" });
    finish?.({ success: true, avtalenummer: "100000001", prisPerMnd: 800, prisPerAar: 9600 });
    await expect.poll(() => activeStep(actor)).toBe("kvittering");
  });

  it("the price region: priceFetching, priceSaving, priceFailed, each with loading where a call runs", async () => {
    let holdPrice = false;
    let saving: "hold" | "fail" | "answer" = "answer";
    const { actor } = start(
      {},
      {
        fetchPrice: async () => (holdPrice ? new Promise<never>(() => undefined) : fixturePrice()),
        saveOffer: async () => {
          if (saving === "hold") return new Promise<never>(() => undefined);
          if (saving === "fail") throw new Error("500");
          return { avtalenummer: "100000001" };
        },
      },
    );
    await walkTo(actor, "sjekkBilInfo");
    holdPrice = true;
    actor.send({ type: "summary.confirm" });
    expect(actor.getSnapshot().hasTag("priceFetching")).toBe(true);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    actor.stop();

    const second = start(
      {},
      {
        saveOffer: async () => {
          if (saving === "hold") return new Promise<never>(() => undefined);
          if (saving === "fail") throw new Error("500");
          return { avtalenummer: "100000001" };
        },
      },
    ).actor;
    await walkTo(second, "kjop");
    await send(second, { type: "xstate.route", to: "#tilpass" });
    saving = "hold";
    second.send({ type: "adjust.change", egenandel: "E4000" });
    expect(second.getSnapshot().hasTag("priceSaving")).toBe(true);
    expect(second.getSnapshot().hasTag("priceReady")).toBe(false);
    second.stop();

    const third = start(
      {},
      {
        saveOffer: async () => {
          if (saving === "fail") throw new Error("500");
          return { avtalenummer: "100000001" };
        },
      },
    ).actor;
    saving = "answer";
    await walkTo(third, "kjop");
    await send(third, { type: "xstate.route", to: "#tilpass" });
    saving = "fail";
    await send(third, { type: "adjust.change", egenandel: "E4000" });
    expect(third.getSnapshot().hasTag("priceFailed")).toBe(true);
    expect(third.getSnapshot().hasTag("priceReady")).toBe(false);
  });
});
