/**
 * Model-based invariants over every generated path of the real purchase machine (xstate/graph):
 * the candidates of QA's path model (inspector/pathModel.ts), the one path model the path tests,
 * the Chromium runs and the inspector share. Each path is checked state by state; a failure
 * prints the whole path.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { kaskoCoverageIds, lowCoverageIds } from "../../core/domain/coverage.ts";
import {
  type ModelPath,
  type PurchaseSnapshot,
  scenarioPaths,
  scenarios,
  serializeRuleState,
  stepIdOf,
} from "../../inspector/pathModel.ts";
import { hasOfferAndCoverage, hasPurchaseSuccess } from "../../machines/purchase/guards.ts";

let paths: ModelPath[] = [];

beforeAll(() => {
  paths = scenarios.flatMap((scenario) => scenarioPaths(scenario, serializeRuleState));
}, 300_000);

function statesOf(path: ModelPath): PurchaseSnapshot[] {
  return [path.start, ...path.steps.map((step) => step.state)];
}

/** Every state on every path satisfies `holds`; otherwise the failing path is printed. */
function expectOnEveryPath(holds: (state: PurchaseSnapshot, path: ModelPath) => boolean) {
  const failing = paths.find((path) => statesOf(path).some((state) => !holds(state, path)));
  expect(failing ? failing.description : null).toBeNull();
}

describe("Model-based paths from xstate/graph", () => {
  it("covers every scenario, the receipt and every step", () => {
    for (const scenario of scenarios) {
      expect(paths.some((path) => path.scenario === scenario)).toBe(true);
    }
    const receipts = paths.filter((path) => statesOf(path).at(-1)?.matches("kvittering"));
    expect(receipts.length).toBeGreaterThan(0);
    const steps = new Set(paths.flatMap((path) => statesOf(path).map(stepIdOf)));
    for (const id of [
      "intro",
      "harBil",
      "velgBil",
      "modellvelger",
      "bobilVerdi",
      "leasing",
      "eier",
      "eierNavn",
      "eierFnr",
      "pant",
      "bonus",
      "sjekkBilInfo",
      "pris",
      "tilleggsdekning",
      "tilpass",
      "regnummerChassisnummer",
      "kilometer",
      "kontaktinfo",
      "bonusOverforing",
      "kjop",
      "samtykke",
      "kvittering",
    ]) {
      expect(steps, `no path reaches ${id}`).toContain(id);
    }
    const receipt = receipts[0];
    expect(receipt?.steps.map((step) => step.event.type)).toContain("purchase.confirm");
  });

  it("no path reaches kjop without an offer and a coverage", () => {
    expectOnEveryPath(
      (state) => !state.matches({ tilbud: { steg: "kjop" } }) || hasOfferAndCoverage(state.context),
    );
  });

  it("no path reaches kvittering without a purchase success", () => {
    expectOnEveryPath((state) => !state.matches("kvittering") || hasPurchaseSuccess(state.context));
  });

  it("no LO member path selects kasko", () => {
    expectOnEveryPath(
      (state) =>
        !state.context.customer.isLoMedlem ||
        !(kaskoCoverageIds as readonly (string | null)[]).includes(state.context.selectedDekningId),
    );
  });

  it("no leased or lien path selects minikasko or ansvar", () => {
    expectOnEveryPath((state) => {
      const { form, selectedDekningId } = state.context;
      const restricted = form.leasing === true || form.pant === true;
      return (
        !restricted || !(lowCoverageIds as readonly (string | null)[]).includes(selectedDekningId)
      );
    });
  });

  it("the invariants are not vacuous: LO, leased and lien paths with a coverage exist", () => {
    const all = paths.flatMap(statesOf);
    expect(
      all.some((s) => s.context.customer.isLoMedlem && s.context.selectedDekningId === "110"),
    ).toBe(true);
    expect(
      all.some((s) => s.context.form.leasing === true && s.context.selectedDekningId !== null),
    ).toBe(true);
    expect(
      all.some((s) => s.context.form.pant === true && s.context.selectedDekningId !== null),
    ).toBe(true);
  });
});
