/**
 * Generates the QA paths off the main thread: the same generator as the path tests
 * (`generatePurchasePaths` in machines/paths.ts), one scenario at a time so the list fills in.
 */
import { generatePurchasePaths, pathScenarios } from "../machines/paths.ts";
import { hasPurchaseSuccess } from "../machines/purchase/guards.ts";
import { pathSentence } from "./pathSentence.ts";

export interface PathSummary {
  index: number;
  scenario: string;
  description: string;
  /** The product owner's sentence: "bobil, ikke eier, bonus fra annet selskap, kjøp". */
  sentence: string;
  events: ({ type: string } & Record<string, unknown>)[];
  endValue: unknown;
  endsAtReceipt: boolean;
  /** The machine's input to replay it with (else the scenario's of machines/paths.ts). */
  input?: unknown;
}

export type PathsWorkerMessage =
  | { kind: "scenario"; scenario: string; paths: PathSummary[] }
  | { kind: "done"; total: number; ms: number };

const started = Date.now();
let index = 0;
for (const scenario of pathScenarios) {
  const paths = generatePurchasePaths({ scenarios: [scenario] }).map((generated) => {
    const { path } = generated;
    const events = path.steps.map((step) => step.event as unknown as PathSummary["events"][number]);
    const endsAtReceipt =
      path.state.matches("kvittering") && hasPurchaseSuccess(path.state.context);
    const endStep =
      Object.keys(path.state.getMeta())
        .at(-1)
        ?.replace(/^purchase\./, "") ?? null;
    return {
      index: index++,
      scenario: generated.scenario,
      description: generated.description,
      sentence: pathSentence({ name: scenario.name, product: scenario.input.product }, events, {
        step: endStep,
        receipt: endsAtReceipt,
      }),
      events,
      endValue: path.state.value,
      endsAtReceipt,
    };
  });
  postMessage({ kind: "scenario", scenario: scenario.name, paths } satisfies PathsWorkerMessage);
}
postMessage({ kind: "done", total: index, ms: Date.now() - started } satisfies PathsWorkerMessage);
