/**
 * The paths of QA's path model (inspector/pathModel.ts: the ones the path tests run in jsdom and
 * Chromium, and tests/e2e/storyboard.ts takes the storyboard's screens from) as the Paths mode lists
 * them: with the product owner's sentence and the input to replay them on the machine.
 */
import { hasPurchaseSuccess } from "../machines/purchase/guards.ts";
import { inputFor, type ModelPath, stepIdOf } from "./pathModel.ts";
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
  /** The machine's input to replay it with. */
  input: unknown;
}

/**
 * Which paths of the model: the ones QA executes (the greedy cover), or every candidate (the
 * shortest path to each state, each also extended by one accepted event).
 */
export const qaPathSets = ["selected", "candidates"] as const;
export type QaPathSet = (typeof qaPathSets)[number];

export type PathsWorkerRequest = { set: QaPathSet };

export type PathsWorkerMessage =
  | { kind: "scenario"; scenario: string; paths: PathSummary[] }
  | { kind: "done"; total: number; ms: number };

/** Plain data only (errors as their fields), so a worker can post it. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function summarizeQaPaths(paths: readonly ModelPath[]): PathSummary[] {
  return paths.map((path, index) => {
    const end = path.steps.at(-1)?.state ?? path.start;
    const endsAtReceipt = end.matches("kvittering") && hasPurchaseSuccess(end.context);
    const events = path.steps.map((step) => step.event);
    return {
      index,
      scenario: path.scenario.name,
      description: path.description,
      sentence: pathSentence({ name: path.scenario.name, product: path.scenario.product }, events, {
        step: stepIdOf(end) ?? null,
        receipt: endsAtReceipt,
      }),
      events: plain(events),
      endValue: plain(end.value),
      endsAtReceipt,
      input: plain(inputFor(path.scenario)),
    };
  });
}
