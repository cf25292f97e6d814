import { generateModel, type ModelPath, plannedFaultOf, stepIdOf } from "./model.ts";

/** Every selected path (the Playwright run). */
export const allPaths = (): ModelPath[] => generateModel().selected;

/**
 * The jsdom subset in `npm test`: up to six selected paths, picked greedily by the steps
 * (screens) they add, one with a planned fault, a saved offer opened and the motorhome entry with
 * a car quote in progress, so most screens and their customer actions run in jsdom within the time
 * budget of npm test (each path is 3–15 s in jsdom); the full set runs in Chromium.
 */
const jsdomLimit = 6;

export function jsdomSubset(): ModelPath[] {
  if (process.env.PATHS_ALL === "1") return allPaths();
  const paths = allPaths();
  const seen = new Set<string>();
  const stepsOf = (path: ModelPath) =>
    new Set(path.steps.map((step) => stepIdOf(step.state) ?? ""));
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: ModelPath | undefined;
    let gain = 0;
    for (const path of paths) {
      if (chosen.includes(path)) continue;
      let count = 0;
      for (const key of stepsOf(path)) if (!seen.has(key)) count++;
      if (count > gain) {
        best = path;
        gain = count;
      }
    }
    if (!best || chosen.length >= jsdomLimit) break;
    chosen.push(best);
    for (const key of stepsOf(best)) seen.add(key);
  }
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
