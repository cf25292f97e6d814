// @vitest-environment jsdom
/**
 * The generated paths (inspector/pathModel.ts) through the whole React app in jsdom, against a fresh
 * sandbox per path. npm test runs a subset (see `jsdomSubset`); tests/e2e/paths.spec.ts runs all
 * of them in Chromium. First, the model itself: each scenario reaches what it exists for, every
 * step view is reached, and the coverage meets its target.
 */
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  allStates,
  allTransitions,
  answerKinds,
  generateGatingPaths,
  generateModel,
  type ModelPath,
  provesAnswer,
  scenarios,
  stepIdOf,
} from "../../inspector/pathModel.ts";
import { stepViews } from "../../src/views/stepViews.ts";
import { type RunningServer, startTestServer } from "../server/harness.ts";
import { runGatingPath, runPath } from "./executor.ts";
import { jsdomDriver } from "./jsdomDriver.tsx";
import { jsdomSubset } from "./selection.ts";

afterEach(cleanup);

describe("the generated model", () => {
  it("reaches, in each scenario and by the customer's own answers, the steps the scenario exists for", () => {
    const { candidates } = generateModel();
    const missing = scenarios.flatMap((scenario) =>
      (scenario.goals ?? [])
        .filter(
          (goal) =>
            !candidates.some(
              (path) =>
                path.scenario === scenario &&
                // Without the address bar: the flow itself must lead there.
                !path.steps.some((step) => /^xstate\.route$|\.open$/.test(step.event.type)) &&
                path.steps.some((step) => stepIdOf(step.state) === goal),
            ),
        )
        .map((goal) => `${scenario.name} → ${goal}`),
    );
    expect(missing).toEqual([]);
  });

  it("reaches every step that has a view", () => {
    const reached = new Set(
      generateModel().selected.flatMap((path) => path.steps.map((step) => stepIdOf(step.state))),
    );
    expect(Object.keys(stepViews).filter((id) => !reached.has(id))).toEqual([]);
  });

  it("gives, and checks against the sandbox, every kind of answer the oracle compares: in Chromium and in jsdom", () => {
    const unproven = (paths: readonly ModelPath[]) =>
      answerKinds
        .filter((kind) => !paths.some((path) => provesAnswer(path, kind)))
        .map((kind) => kind.name);
    expect(unproven(generateModel().selected), "the executed paths").toEqual([]);
    expect(unproven(jsdomSubset()), "the jsdom subset").toEqual([]);
  });

  it("covers every state and at least 95 % of the transitions (docs/path-coverage.md)", () => {
    const { covered } = generateModel();
    expect(covered.states.size).toBe(allStates().length);
    expect(covered.transitions.size / allTransitions().length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("generated paths in jsdom", () => {
  for (const path of jsdomSubset()) {
    it(path.description, async () => {
      const server = await startTestServer({ today: new Date() });
      try {
        await runPath(jsdomDriver(server), path);
      } finally {
        cleanup();
        await server.close();
      }
    });
  }
});

describe("generated purchase blocks in jsdom", () => {
  // Nothing is bought or changed here, so the blocks share one sandbox.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ today: new Date() });
  });
  afterAll(() => server.close());
  for (const path of generateGatingPaths()) {
    it(path.description, async () => {
      await runGatingPath(jsdomDriver(server), path);
    });
  }
});
