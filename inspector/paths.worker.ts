/**
 * Generates the QA paths off the main thread: the same generator as the path tests
 * (`generatePurchasePaths` in machines/paths.ts), one scenario at a time so the list fills in.
 */
import { generatePurchasePaths, pathScenarios } from "../machines/paths.ts";
import { hasPurchaseSuccess } from "../machines/purchase/guards.ts";

export interface PathSummary {
  index: number;
  scenario: string;
  description: string;
  events: ({ type: string } & Record<string, unknown>)[];
  endValue: unknown;
  endsAtReceipt: boolean;
}

export type PathsWorkerMessage =
  | { kind: "scenario"; scenario: string; paths: PathSummary[] }
  | { kind: "done"; total: number; ms: number };

const started = Date.now();
let index = 0;
for (const scenario of pathScenarios) {
  const paths = generatePurchasePaths({ scenarios: [scenario] }).map((generated) => {
    const { path } = generated;
    return {
      index: index++,
      scenario: generated.scenario,
      description: generated.description,
      events: path.steps.map((step) => step.event as unknown as PathSummary["events"][number]),
      endValue: path.state.value,
      endsAtReceipt: path.state.matches("kvittering") && hasPurchaseSuccess(path.state.context),
    };
  });
  postMessage({ kind: "scenario", scenario: scenario.name, paths } satisfies PathsWorkerMessage);
}
postMessage({ kind: "done", total: index, ms: Date.now() - started } satisfies PathsWorkerMessage);
