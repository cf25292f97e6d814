/**
 * The paths QA runs in Chromium (tests/paths/model.ts, the ones `npm run screenshots` takes the
 * storyboard's screens from) as the Paths mode lists them: with the product owner's sentence and
 * the input to replay them on the machine.
 */
import { hasPurchaseSuccess } from "../machines/purchase/guards.ts";
import { inputFor, type ModelPath, stepIdOf } from "../tests/paths/model.ts";
import { pathSentence } from "./pathSentence.ts";
import type { PathSummary } from "./paths.worker.ts";

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
