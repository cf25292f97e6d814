/**
 * `npm run test:paths`: the generated paths as sentences (`--list`, `--all` for every candidate)
 * and the coverage report (docs/path-coverage.md) of the paths the tests execute.
 */
import { existsSync, readFileSync } from "node:fs";
import {
  allStates,
  allTransitions,
  generateGatingPaths,
  generateModel,
  type ModelPath,
  plannedFaultOf,
  stepIdOf,
} from "../../inspector/pathModel.ts";
import { expectedScreen } from "./executor.ts";
import { hasOutcomeChecks } from "./outcomes.ts";
import { jsdomSubset } from "./selection.ts";

/** Where the Chromium run of the paths (tests/e2e/paths.spec.ts) writes what each path checked. */
export const pathRunsFile = "test-results/path-runs.jsonl";

interface PathRunRecord {
  path: string;
  passed: boolean;
  screens: number;
  outcomeScreens: number;
  pageErrors: number;
}

/** Screens of the executed paths, and those whose outcomes are checked against the sandbox. */
function outcomeCoverage(paths: readonly ModelPath[]) {
  let screens = 0;
  let outcomeScreens = 0;
  for (const path of paths)
    for (const state of [path.start, ...path.steps.map((step) => step.state)]) {
      if (!expectedScreen(state)) continue;
      screens++;
      if (hasOutcomeChecks(stepIdOf(state), state)) outcomeScreens++;
    }
  return { screens, outcomeScreens };
}

/** The last Chromium run's records, if `npm run test:e2e` has run here. */
function lastRun(): PathRunRecord[] | undefined {
  if (!existsSync(pathRunsFile)) return undefined;
  return readFileSync(pathRunsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PathRunRecord);
}

/**
 * Why a transition or state is out of reach of a customer on the sandbox (reviewed by QA). The
 * error and retry branches that only an outage produces are reached with planned faults
 * (server/sandbox/faults.ts), so they are not listed here.
 */
const notReachable: Array<[RegExp, string]> = [
  [
    /redigerTilbud\.fetchingOffer —xstate\.done\.actor\.fetchOffer\[0\]/,
    "the sandbox answers an unknown or foreign offer with 404, never with a response without `tilbud`",
  ],
  [
    /velgBil\.fetchingGuarantee —xstate\.done\.actor\.fetchGuarantee\[1\]/,
    "velg-bil asks for the guarantee again only for a vehicle whose search said STOPP_KJOP (GA10001), and the sandbox's guarantee for it says STOPP_KJOP again",
  ],
  [
    /kjop\.purchasing —xstate\.done\.actor\.purchase\[0\]/,
    "the sandbox refuses a purchase with an HTTP error (reached with a planned fault), never with 200 and `success: false`",
  ],
  [
    /oppdatering\.fetchingPrice —xstate\.done\.actor\.fetchPrice\[1\]/,
    "a price without a selectable coverage: the sandbox's tariff offers a coverage for every vehicle it prices",
  ],
  [
    /oppdatering\.failed —always/,
    "a price or save failing while the customer is on the purchase page: the page starts neither (the offer is priced and saved on the steps before, whose 'Neste' waits for it)",
  ],
  [
    /samtykke\.loadingTexts —xstate\.done\.actor\.fetchConsentTexts\[0\]/,
    "the sandbox always has consent texts",
  ],
  [
    /samtykke\.loadingTexts —xstate\.error\.actor\.fetchConsentTexts\[0\]/,
    "consent texts refused with 401 or 403: the app meets a session error by sending the browser to unauthorizedUrl, so the flow does not go on in the page (tests/machines/callsAsWritten.test.ts covers the branch)",
  ],
];

const reasonFor = (key: string) =>
  notReachable.find(([pattern]) => pattern.test(key))?.[1] ??
  "not reached by any scenario (add one)";

const hasPlannedFault = (path: ModelPath) =>
  path.steps.some((step) => plannedFaultOf(step.event) !== undefined);

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

export function listPaths(all = false): string {
  const model = generateModel();
  const subset = new Set(jsdomSubset());
  const paths = all ? model.candidates : model.selected;
  const lines = paths.map(
    (path: ModelPath, index) =>
      `${String(index + 1).padStart(3)}. ${subset.has(path) ? "[jsdom+e2e] " : "[e2e]       "}${path.description}`,
  );
  const gating = generateGatingPaths().map(
    (path, index) => `${String(index + 1).padStart(3)}. [gating]    ${path.description}`,
  );
  return [
    `${paths.length} ${all ? "candidate" : "executed"} paths through the purchase machine (${model.candidates.length} candidates, ${model.selected.length} executed in Chromium, ${subset.size} also in jsdom):`,
    ...lines,
    "",
    `${gating.length} gating paths through the app root (purchase blocks by test person):`,
    ...gating,
  ].join("\n");
}

export function coverageReport(): string {
  const model = generateModel();
  const states = allStates();
  const transitions = allTransitions();
  const uncoveredStates = states.filter((id) => !model.covered.states.has(id));
  const uncovered = transitions.filter((t) => !model.covered.transitions.has(t.key));
  const coveredCount = transitions.length - uncovered.length;
  const reachable = transitions.filter(
    (t) => model.covered.transitions.has(t.key) || reasonFor(t.key).startsWith("not reached"),
  ).length;
  const outcomes = outcomeCoverage(model.selected);
  const run = lastRun();
  const sum = (key: "screens" | "outcomeScreens" | "pageErrors") =>
    (run ?? []).reduce((total, record) => total + record[key], 0);
  return [
    "# Path coverage of the purchase machine",
    "",
    "Written by `npm run test:paths` from the generated paths (inspector/pathModel.ts); do not edit by hand.",
    "",
    `- Paths: ${model.candidates.length} candidates generated from \`machines/purchaseMachine.ts\`, ${model.selected.length} executed in Chromium (\`tests/e2e/paths.spec.ts\`), ${jsdomSubset().length} of them also in jsdom (\`tests/paths/paths.test.tsx\`, in \`npm test\`).`,
    `- States: ${states.length - uncoveredStates.length} of ${states.length} state nodes (${percent(states.length - uncoveredStates.length, states.length)}).`,
    `- Planned faults: ${model.selected.filter(hasPlannedFault).length} of the executed paths ask the sandbox to fail a call (\`server/sandbox/faults.ts\`, 503 'feil') to reach the error and retry branches no test data produces.`,
    `- Transitions: ${coveredCount} of ${transitions.length} (${percent(coveredCount, transitions.length)}); of the ${reachable} a customer can reach on the sandbox: ${percent(coveredCount, reachable)}.`,
    `- Outcome checks (\`tests/paths/outcomes.ts\`): ${outcomes.outcomeScreens} of the ${outcomes.screens} screens the executed paths reach compare what the customer is told and charged with the sandbox's answers (prices, discount, stored offer, the new agreement); every screen fails on a page error or console error.`,
    run
      ? `- Last Chromium run (\`${pathRunsFile}\`): ${run.filter((record) => record.passed).length} of ${run.length} paths passed, ${sum("screens")} screens checked, ${sum("outcomeScreens")} of them for outcomes, ${sum("pageErrors")} page errors seen.`
      : "- Last Chromium run: none recorded here (`npm run test:e2e` writes it).",
    "",
    "## States not covered",
    "",
    ...(uncoveredStates.length
      ? uncoveredStates.map((id) => `- \`${id}\`: ${reasonFor(id)}`)
      : ["None."]),
    "",
    "## Transitions not covered",
    "",
    ...(uncovered.length ? uncovered.map((t) => `- \`${t.key}\`: ${reasonFor(t.key)}`) : ["None."]),
    "",
  ].join("\n");
}
