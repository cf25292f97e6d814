/**
 * Issue 15, defect 4: an add-on the chosen coverage already includes (toppkasko's rental car,
 * SPEC §9) is never chosen, preselected or sent, and the add-on step offers only what is left.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addOnsFor } from "../../core/domain/coverage.ts";
import type { PriceResponse } from "../../machines/types.ts";
import { fixturePrice, fixturePriceWithIncludedRentalCar } from "../fixtures/purchase.ts";
import { activeStep, send, start, walkTo } from "./harness.ts";

/** Only rental car offered (a car registered more than 10 years ago has no machine damage). */
const rentalCarOnly = fixturePriceWithIncludedRentalCar({
  tillegg: fixturePrice().tillegg.filter((option) => option.id === "190"),
});

/** The same, with kasko as the coverage marked default. */
const rentalCarOnlyKaskoDefault: PriceResponse = {
  ...rentalCarOnly,
  dekninger: rentalCarOnly.dekninger.map((dekning) => ({
    ...dekning,
    isDefault: dekning.id === "120",
  })),
};

const form = (actor: ReturnType<typeof start>["actor"]) => actor.getSnapshot().context.form;

describe("an add-on the chosen coverage includes is neither chosen nor sent", () => {
  it("ticking rental car with toppkasko (a forged event) keeps it off, and no price asks for it", async () => {
    const { actor, calls } = start(
      {},
      { fetchPrice: async () => fixturePriceWithIncludedRentalCar() },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "110" });
    await send(actor, { type: "xstate.route", to: "#tilleggsdekning" });
    const pricesBefore = calls.fetchPrice.length;
    await send(actor, { type: "addons.change", leiebil: true, maskinskade: true });
    expect([form(actor).leiebil, form(actor).maskinskade]).toEqual([false, true]);
    for (const request of calls.fetchPrice.slice(pricesBefore))
      expect(request.tilleggsdekninger).not.toContain("190");
  });

  it("choosing toppkasko turns the rental car the customer chose off; kasko again leaves it off", async () => {
    const { actor, calls } = start(
      {},
      { fetchPrice: async () => fixturePriceWithIncludedRentalCar() },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "120" });
    await send(actor, { type: "price.submit" });
    expect(activeStep(actor)).toBe("tilleggsdekning");
    await send(actor, { type: "addons.change", leiebil: true });
    expect(calls.saveOffer.at(-1)).toMatchObject({
      dekningsgruppeId: "120",
      tilleggsdekninger: ["122", "190"],
    });
    await send(actor, { type: "xstate.route", to: "#pris" });

    await send(actor, { type: "price.select", dekningId: "110" });
    expect([form(actor).leiebil, form(actor).maskinskade]).toEqual([false, true]);
    expect(calls.saveOffer.at(-1)).toMatchObject({
      dekningsgruppeId: "110",
      tilleggsdekninger: ["122"],
    });
    // Nothing with toppkasko ever asked for rental car.
    const toppkasko = calls.saveOffer.filter((request) => request?.dekningsgruppeId === "110");
    expect(toppkasko.flatMap((request) => request?.tilleggsdekninger)).not.toContain("190");

    await send(actor, { type: "price.select", dekningId: "120" });
    expect([form(actor).leiebil, form(actor).maskinskade]).toEqual([false, true]);
    expect(calls.saveOffer.at(-1)).toMatchObject({
      dekningsgruppeId: "120",
      tilleggsdekninger: ["122"],
    });
  });

  it("rental car is not preselected with toppkasko, where it is included", async () => {
    const { actor } = start({}, { fetchPrice: async () => rentalCarOnly });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("110");
    expect(form(actor).leiebil).toBe(false);
  });

  it("preselected rental car goes with toppkasko and does not silently come back with kasko", async () => {
    const { actor, calls } = start({}, { fetchPrice: async () => rentalCarOnlyKaskoDefault });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("120");
    expect(form(actor).leiebil).toBe(true);
    await send(actor, { type: "price.select", dekningId: "110" });
    expect(form(actor).leiebil).toBe(false);
    await send(actor, { type: "price.select", dekningId: "120" });
    expect(form(actor).leiebil).toBe(false);
    expect(calls.saveOffer.at(-1)?.tilleggsdekninger).toEqual([]);
  });
});

describe("the add-on step offers what the coverage can take", () => {
  it("with toppkasko the step is for machine damage; with only rental car offered it is skipped", async () => {
    const withMachineDamage = start(
      {},
      { fetchPrice: async () => fixturePriceWithIncludedRentalCar() },
    ).actor;
    await walkTo(withMachineDamage, "sjekkBilInfo");
    await send(withMachineDamage, { type: "summary.confirm" });
    await send(withMachineDamage, { type: "price.select", dekningId: "110" });
    await send(withMachineDamage, { type: "price.submit" });
    expect(activeStep(withMachineDamage)).toBe("tilleggsdekning");

    const { actor } = start({}, { fetchPrice: async () => rentalCarOnly });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "110" });
    await send(actor, { type: "price.submit" });
    expect(activeStep(actor)).toBe("tilpass");
    await send(actor, { type: "xstate.route", to: "#tilleggsdekning" });
    expect(activeStep(actor)).toBe("tilpass");
  });
});

/** What the customer can do on the price and add-on pages, as events the views send. */
const customerStep = fc.oneof(
  fc.record({
    kind: fc.constant("coverage" as const),
    id: fc.constantFrom("150", "140", "120", "110"),
  }),
  fc.record({
    kind: fc.constant("addOns" as const),
    leiebil: fc.boolean(),
    maskinskade: fc.boolean(),
  }),
);

describe("whatever the customer does on the price pages", () => {
  test.prop([fc.array(customerStep, { maxLength: 8 }), fc.boolean()], { numRuns: 40 })(
    "no saved offer ever names an add-on its coverage includes or cannot take",
    async (steps, machineDamageOffered) => {
      const price = machineDamageOffered
        ? fixturePriceWithIncludedRentalCar()
        : rentalCarOnlyKaskoDefault;
      const { actor, calls } = start({}, { fetchPrice: async () => price });
      await walkTo(actor, "sjekkBilInfo");
      await send(actor, { type: "summary.confirm" });
      for (const step of steps) {
        if (step.kind === "coverage") {
          await send(actor, { type: "xstate.route", to: "#pris" });
          await send(actor, { type: "price.select", dekningId: step.id });
          continue;
        }
        await send(actor, { type: "xstate.route", to: "#pris" });
        await send(actor, { type: "price.submit" });
        if (activeStep(actor) !== "tilleggsdekning") continue;
        // The page has a checkbox only for what the coverage can take.
        const { context } = actor.getSnapshot();
        const offered = addOnsFor(context.offer, context.selectedDekningId).map(
          (option) => option.id,
        );
        await send(actor, {
          type: "addons.change",
          ...(offered.includes("190") ? { leiebil: step.leiebil } : {}),
          ...(offered.includes("122") ? { maskinskade: step.maskinskade } : {}),
        });
      }
      // The machine saves only a chosen offer (its saveOffer input is never null here).
      expect(calls.saveOffer).not.toContain(null);
      for (const request of calls.saveOffer) {
        if (!request) continue;
        const takes = addOnsFor(price, request.dekningsgruppeId).map((option) => option.id);
        for (const id of request.tilleggsdekninger) expect(takes).toContain(id);
      }
    },
  );
});
