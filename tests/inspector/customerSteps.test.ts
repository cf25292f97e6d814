/**
 * The data behind the customer steps view: the steps in flow order, the technical substates
 * folded into them, the branches labelled with Norwegian conditions from the guards' descriptions.
 */
import { describe, expect, it } from "vitest";
import {
  conditionSentence,
  customerSteps,
  undescribedGuards,
} from "../../inspector/customerSteps.ts";
import { extractChart } from "../../inspector/model.ts";
import { stepQuestions } from "../../inspector/stepQuestions.ts";
import { purchaseGuardDescriptions } from "../../machines/purchase/guardDescriptions.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const model = extractChart(purchaseMachine);
const view = customerSteps(model, purchaseGuardDescriptions);
const step = (id: string) => {
  const found = view.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};
const branchesTo = (from: string, to: string) =>
  step(from)
    .branches.filter((b) => b.target === to)
    .map((b) => (b.otherwise ? "Ellers" : b.condition));

describe("Customer steps: the steps in flow order", () => {
  it("lists exactly the states with meta.path, in the order the machine declares them", () => {
    expect(view.steps.map((s) => s.id)).toEqual([
      "intro",
      "harBil",
      "ekspresspris",
      "redigerTilbud",
      "velgBil",
      "modellvelger",
      "bobilVerdi",
      "leasing",
      "eier",
      "eierNavn",
      "eierFnr",
      "pant",
      "over23",
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
    ]);
    expect(step("leasing")).toMatchObject({ path: "/leasing", funnelStep: 4 });
  });

  it("folds the technical substates into their step, and keeps the rest outside the steps", () => {
    expect(step("velgBil").substates.map((s) => s.label)).toEqual([
      "idle",
      "lookingUp",
      "checkingGuarantee",
      "fetchingGuarantee",
      "found",
      "editing",
      "failed",
    ]);
    expect(step("velgBil").substates.find((s) => s.label === "lookingUp")?.loading).toBe(true);
    expect(step("kjop").substates.map((s) => s.label)).toEqual([
      "confirming",
      "purchasing",
      "failed",
    ]);
    expect(step("leasing").substates).toEqual([]);
    expect(view.outside.map((s) => s.label)).toContain("tilbud.oppdatering.fetchingPrice");
    expect(view.outside.map((s) => s.label)).toContain("starting");
    // A substate is never a step of its own, and never a branch target.
    const targets = view.steps.flatMap((s) => s.branches.map((b) => b.target));
    expect(targets).not.toContain("velgBil.lookingUp");
    expect(targets.every((t) => view.steps.some((s) => s.id === t))).toBe(true);
  });

  it("asks each step's question in the app's own words (core/texts)", () => {
    expect(stepQuestions.leasing).toBe("Er bilen leaset?");
    expect(stepQuestions.eier).toBe("Er du registrert eier av bilen?");
    const without = view.steps.filter((s) => !stepQuestions[s.id]).map((s) => s.id);
    // The two entries that only load and move on have no screen of their own.
    expect(without).toEqual(["ekspresspris", "redigerTilbud"]);
  });
});

describe("Customer steps: branches labelled by their condition in Norwegian", () => {
  it("every guard of the purchase machine has a description, and none is left over", () => {
    const guards = Object.keys(
      (purchaseMachine.implementations as { guards: Record<string, unknown> }).guards,
    ).sort();
    expect(Object.keys(purchaseGuardDescriptions).sort()).toEqual(guards);
    expect(undescribedGuards(model, purchaseGuardDescriptions)).toEqual([]);
  });

  it("after the leasing question: leased goes to the summary, otherwise to the owner question", () => {
    expect(branchesTo("leasing", "sjekkBilInfo")).toEqual([
      "Bilen er leaset",
      "Kunden kom fra oppsummeringen og eierspørsmålet er besvart",
    ]);
    expect(branchesTo("leasing", "eier")).toEqual(["Ellers"]);
    expect(branchesTo("eier", "sjekkBilInfo")).toEqual([
      "Kunden eier bilen og kunden kom fra oppsummeringen",
      "Kunden eier bilen",
    ]);
    expect(branchesTo("eier", "eierNavn")).toEqual(["Ellers"]);
  });

  it("draws a choice between steps (sporsmalBesvart) as the branches it leads to: an express price goes to the price", () => {
    expect(branchesTo("eier", "pris")).toEqual([
      "Kunden eier bilen og tilbudet kom fra en ekspresspris",
    ]);
    expect(branchesTo("eier", "pant")).toEqual([
      "Kunden eier bilen og tilbudet kom fra en ekspresspris og det er lån med pant uten valgt långiver",
    ]);
    expect(branchesTo("leasing", "pris")).toEqual([
      "Bilen er leaset, tilbudet kom fra en ekspresspris og ikke: kunden kom fra oppsummeringen",
    ]);
    expect(branchesTo("pant", "pris")).toEqual(["Tilbudet kom fra en ekspresspris"]);
    const targets = view.steps.flatMap((s) => s.branches.map((b) => b.target));
    expect(targets).not.toContain("sporsmalBesvart");
  });

  it("names combined guards as one sentence and parametrised guards by their params", () => {
    expect(branchesTo("kontaktinfo", "bonusOverforing")).toEqual(["Bonus fra annet selskap"]);
    expect(branchesTo("pris", "tilleggsdekning")).toEqual([
      "Tilbudet er oppdatert og lagret, en dekning er valgt og dekningen kan ha tillegg (leiebil eller maskinskade)",
    ]);
    expect(branchesTo("sjekkBilInfo", "pant")).toEqual(["Kunden trykker på kortet for pant"]);
    expect(step("bonusOverforing").routeCondition).toBe(
      "Tilbud og dekning er valgt og bonus fra annet selskap",
    );
    expect(step("kjop").branches.map((b) => b.trigger)).toContain("svar fra purchase");
    // What the customer does, when a branch has no condition: in words, the event kept for QA.
    expect(branchesTo("intro", "harBil")).toEqual([null]);
    expect(step("intro").branches[0]).toMatchObject({
      trigger: "intro.start",
      action: "kunden trykker Start",
    });
    expect(step("samtykke").branches.map((b) => b.action)).toContain(
      "når kallet feiler (fetchConsentTexts)",
    );
  });

  it("an unguarded branch whose guarded sibling stays inside the step says what it is not", () => {
    expect(branchesTo("redigerTilbud", "pris")).toContain(
      "Ikke: tilbudet gjelder et registreringsnummer",
    );
    // Beside a guarded sibling that leaves the step (back to the overview) it is just 'Ellers'.
    expect(branchesTo("eierFnr", "kjop")).toEqual([
      "Kunden kom fra oversikten før kjøp",
      "Kunden kom fra oversikten før kjøp",
    ]);
    expect(branchesTo("eierFnr", "sjekkBilInfo")).toEqual([
      "Kunden kom fra oppsummeringen",
      "Ellers",
      "Kunden kom fra oppsummeringen",
      "Ellers",
    ]);
  });

  it("the entries and the events taken in any step", () => {
    expect(
      view.entries.map((b) => [b.otherwise ? "Ellers" : b.condition, b.target]),
    ).toContainEqual(["Kunden kjøper bobilforsikring", "velgBil"]);
    expect(view.anywhere.map((b) => [b.trigger, b.target])).toContainEqual([
      "flow.restart",
      "starting",
    ]);
  });

  it("conditionSentence joins and/or/not and keeps names and acronyms in capitals", () => {
    const descriptions = {
      a: "Bilen er leaset",
      b: "SpareBank 1-kunde",
      c: "Eieren er kjent",
      p: (params: Record<string, unknown>) => `Kortet ${String(params.q)}`,
    };
    const named = (name: string) => ({ kind: "named" as const, name, params: null });
    expect(
      conditionSentence({ kind: "and", parts: [named("a"), named("b"), named("c")] }, descriptions),
    ).toBe("Bilen er leaset, SpareBank 1-kunde og eieren er kjent");
    expect(conditionSentence({ kind: "or", parts: [named("c"), named("a")] }, descriptions)).toBe(
      "Eieren er kjent eller bilen er leaset",
    );
    expect(conditionSentence({ kind: "not", part: named("a") }, descriptions)).toBe(
      "Ikke: bilen er leaset",
    );
    expect(
      conditionSentence({ kind: "named", name: "p", params: { q: "pant" } }, descriptions),
    ).toBe("Kortet pant");
    // Without a description the guard's name shows, so the gap is visible (and tested above).
    expect(conditionSentence(named("unknown"), descriptions)).toBe("unknown");
  });
});
