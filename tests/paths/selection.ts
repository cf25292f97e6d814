import {
  answerKinds,
  generateModel,
  type ModelPath,
  plannedFaultOf,
  provesAnswer,
  stepIdOf,
} from "../../inspector/pathModel.ts";

/** Every selected path (the Playwright run). */
export const allPaths = (): ModelPath[] => generateModel().selected;

/**
 * The jsdom subset in `npm test`: the fewest selected paths that give, and check against the
 * sandbox, every kind of answer the oracle compares (issue 26.10: a mapping broken in the app
 * fails npm test); then up to six more picked greedily by the steps (screens) they add, one with a
 * planned fault, a saved offer opened and the motorhome entry with a car quote in progress, so most
 * screens and their customer actions run in jsdom within the time budget of npm test (each path is
 * 5–30 s in jsdom); the full set runs in Chromium.
 */
const jsdomStepLimit = 6;

/** The greedy pick: while a path adds something, the one that adds most (the shorter on a tie). */
function pickGreedily<T>(
  paths: readonly ModelPath[],
  chosen: ModelPath[],
  itemsOf: (path: ModelPath) => Iterable<T>,
  limit = Number.POSITIVE_INFINITY,
) {
  const seen = new Set<T>(chosen.flatMap((path) => [...itemsOf(path)]));
  for (let added = 0; added < limit; added++) {
    let best: ModelPath | undefined;
    let gain = 0;
    for (const path of paths) {
      if (chosen.includes(path)) continue;
      const count = new Set([...itemsOf(path)].filter((item) => !seen.has(item))).size;
      if (
        count > gain ||
        (count === gain && count > 0 && best && path.steps.length < best.steps.length)
      ) {
        best = path;
        gain = count;
      }
    }
    if (!best) return;
    chosen.push(best);
    for (const item of itemsOf(best)) seen.add(item);
  }
}

export function jsdomSubset(): ModelPath[] {
  if (process.env.PATHS_ALL === "1") return allPaths();
  const paths = allPaths();
  const chosen: ModelPath[] = [];
  pickGreedily(paths, chosen, (path) => answerKinds.filter((kind) => provesAnswer(path, kind)));
  pickGreedily(
    paths,
    chosen,
    (path) => path.steps.map((step) => stepIdOf(step.state) ?? ""),
    jsdomStepLimit,
  );
  // The planned faults run in jsdom too: the shortest path that asks the sandbox for one.
  const withFault = paths
    .filter((path) => path.steps.some((step) => plannedFaultOf(step.event)))
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (withFault && !chosen.some((path) => path.steps.some((step) => plannedFaultOf(step.event))))
    chosen.push(withFault);
  // What issue 15 found unnoticed runs in jsdom too: opening a saved offer (it must not change),
  // and the motorhome entry with a car quote in progress.
  for (const wanted of [
    (path: ModelPath) => path.scenario.entry.kind === "tilbud",
    (path: ModelPath) => path.scenario.carQuoteInProgress === true,
  ]) {
    const shortest = paths
      .filter((path) => wanted(path) && path.steps.some((step) => stepIdOf(step.state) === "pris"))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    if (shortest && !chosen.includes(shortest)) chosen.push(shortest);
  }
  return paths.filter((path) => chosen.includes(path));
}
