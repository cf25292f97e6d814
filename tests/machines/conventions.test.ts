/**
 * The statechart conventions of ARCHITECTURE.md, checked on every machine under machines/ (found
 * in the files, so a new machine cannot be left out): a Norwegian description on every state and
 * every guarded transition (what Stately's import from code and docs/flow.md show), and
 * meta.path, meta.funnelStep, an id and a route on every step.
 */
import { describe, expect, it } from "vitest";
import { type AnyStateMachine, type AnyStateNode, StateMachine } from "xstate";
import { getStateNodes } from "xstate/graph";
import { progressSections } from "../../machines/purchase/progress.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const modules = import.meta.glob<Record<string, unknown>>("../../machines/**/*.ts", {
  eager: true,
});
const found = new Map<AnyStateMachine, string>();
for (const [file, exports] of Object.entries(modules))
  for (const [name, value] of Object.entries(exports))
    if (value instanceof StateMachine && !found.has(value))
      found.set(value, `${file.replace("../../", "")} ${name}`);
const machines = [...found].map(([machine, name]) => [name, machine] as const);

it("finds every machine of machines/", () => {
  expect(machines.map(([name]) => name.split(" ")[1]).sort()).toEqual([
    "appMachine",
    "feedbackMachine",
    "purchaseMachine",
    "sessionTimeoutMachine",
  ]);
});

function guardedTransitions(node: AnyStateNode) {
  return [...node.transitions.values()]
    .flat()
    .filter((transition) => transition.guard && transition.eventType !== "xstate.route")
    .concat(node.always?.filter((transition) => transition.guard) ?? []);
}

describe.each(machines)("Statechart conventions: %s machine", (_, machine) => {
  const nodes = getStateNodes(machine.root);

  it("every state has a description", () => {
    const missing = nodes.filter((node) => !node.description).map((node) => node.id);
    expect(missing).toEqual([]);
  });

  it("every guarded transition has a description", () => {
    const missing = nodes.flatMap((node) =>
      guardedTransitions(node)
        .filter((transition) => !transition.description)
        .map((transition) => `${node.id} on ${transition.eventType || "always"}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("Steps of the purchase flow", () => {
  const steps = getStateNodes(purchaseMachine.root).filter((node) => node.meta?.path);

  it("every step has an id, a route, a path and a funnel step within 0..20", () => {
    expect(steps.length).toBeGreaterThanOrEqual(25);
    for (const step of steps) {
      expect(step.config.id, step.id).toBeTruthy();
      expect(step.config.route, step.id).toBeTruthy();
      expect(step.meta.path).toMatch(/^\//);
      expect(step.meta.funnelStep).toBeGreaterThanOrEqual(0);
      expect(step.meta.funnelStep).toBeLessThanOrEqual(20);
    }
  });

  it("every step but the entry pages and the receipt belongs to a part of the progress indicator", () => {
    const withoutSection = steps.filter((step) => !step.meta.section).map((step) => step.id);
    expect(withoutSection.sort()).toEqual(["ekspresspris", "intro", "kvittering", "redigerTilbud"]);
    for (const step of steps.filter((node) => node.meta.section)) {
      expect(progressSections, step.id).toContain(step.meta.section);
    }
    // The parts follow the flow: no question step sits in a later part than the price page.
    const partOf = (id: string) =>
      progressSections.indexOf(steps.find((step) => step.id === id)?.meta.section);
    expect(partOf("harBil")).toBeLessThan(partOf("leasing"));
    expect(partOf("sjekkBilInfo")).toBeLessThan(partOf("pris"));
    expect(partOf("tilpass")).toBeLessThan(partOf("kontaktinfo"));
    expect(partOf("kontaktinfo")).toBe(partOf("kjop"));
  });

  it("paths are unique, intro is '/' at 0 and kvittering is at 20", () => {
    const paths = steps.map((step) => step.meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(steps.find((step) => step.id === "intro")?.meta).toEqual({ path: "/", funnelStep: 0 });
    expect(steps.find((step) => step.id === "kvittering")?.meta).toEqual({
      path: "/kvittering",
      funnelStep: 20,
    });
  });
});
