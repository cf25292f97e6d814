/**
 * The storyboard's screens (issue 27 item 5): one screen of every customer step, taken from the
 * generated paths (inspector/pathModel.ts). tests/e2e/storyboard.spec.ts runs the few paths chosen
 * here and compares each chosen screen with its committed baseline (Playwright's
 * `toHaveScreenshot`); the inspector shows the baselines (inspector/public/storyboard/).
 */

import { type ModelPath, stepIdOf } from "../../inspector/pathModel.ts";
import { expectedScreen } from "../paths/executor.ts";
import { allPaths } from "../paths/selection.ts";

export interface StoryboardShot {
  step: string;
  /** Which of the path's screens of this step (0: the first), in the order the executor checks them. */
  occurrence: number;
  /** The screen shows an error (only where the step shows nothing else, e.g. an unknown offer). */
  error: boolean;
}

export interface StoryboardRun {
  path: ModelPath;
  shots: StoryboardShot[];
}

/** The screens a path shows, in the executor's order (its start, then after each event). */
function screensOf(path: ModelPath) {
  const seen = new Map<string, number>();
  return [path.start, ...path.steps.map((step) => step.state)].flatMap((snapshot) => {
    const screen = expectedScreen(snapshot);
    const step = stepIdOf(snapshot);
    if (!screen || !step) return [];
    const occurrence = seen.get(step) ?? 0;
    seen.set(step, occurrence + 1);
    return [{ step, occurrence, error: snapshot.context.error !== null }];
  });
}

/** Jumps by the address bar: a screen a customer reaches by the flow's own buttons is the one to show. */
const addressBarJumps = (path: ModelPath) =>
  path.steps.filter((step) => step.event.type === "xstate.route").length;

/** More new screens first; on a tie fewer address-bar jumps, then the shorter path. */
function betterRun(
  candidate: { path: ModelPath; shots: StoryboardShot[] },
  best: { path: ModelPath; shots: StoryboardShot[] },
): boolean {
  if (candidate.shots.length !== best.shots.length)
    return candidate.shots.length > best.shots.length;
  const jumps = addressBarJumps(candidate.path) - addressBarJumps(best.path);
  if (jumps !== 0) return jumps < 0;
  return candidate.path.steps.length < best.path.steps.length;
}

/**
 * The fewest generated paths (greedy: most new screens; on a tie fewer address-bar jumps, then
 * the shorter path) that show every step, each step on
 * the first screen where it shows no error (an error screen only for a step that shows nothing
 * else). Paths that start from another product's quote are left out: their screens come in two
 * page loads.
 */
export function storyboardRuns(paths: readonly ModelPath[] = allPaths()): StoryboardRun[] {
  const usable = paths.filter((path) => !path.scenario.carQuoteInProgress);
  const screens = new Map(usable.map((path) => [path, screensOf(path)]));
  const cleanSomewhere = new Set(
    [...screens.values()]
      .flat()
      .filter((s) => !s.error)
      .map((s) => s.step),
  );
  const wanted = (shot: StoryboardShot) => !shot.error || !cleanSomewhere.has(shot.step);
  const allSteps = new Set([...screens.values()].flat().map((s) => s.step));
  const covered = new Set<string>();
  const runs: StoryboardRun[] = [];
  while (covered.size < allSteps.size) {
    let best: { path: ModelPath; shots: StoryboardShot[] } | undefined;
    for (const path of usable) {
      const shots: StoryboardShot[] = [];
      for (const shot of screens.get(path) ?? [])
        if (!covered.has(shot.step) && wanted(shot) && !shots.some((s) => s.step === shot.step))
          shots.push(shot);
      if (shots.length > 0 && (!best || betterRun({ path, shots }, best))) best = { path, shots };
    }
    if (!best) break;
    runs.push(best);
    for (const shot of best.shots) covered.add(shot.step);
  }
  return runs;
}

/** The baseline's name: the step and the Playwright project (desktop 1280 px, phone 360 px). */
export const shotName = (step: string) => `${step}.png`;
