/**
 * What a step state carries in `meta` (the URL is derived from it), apart from the machine, so the
 * app's first screen can read a snapshot's step without the purchase machine's code.
 */
import type { ProgressSection } from "./purchase/progress.ts";

export interface StepMeta {
  /** Path relative to the flow base; parameters as ':name'. */
  path: string;
  /** Analytics funnel index (car 0..20). */
  funnelStep: number;
  /** SPEC §2: other spellings of the path that open the same step (its guard applies). */
  aliases?: readonly string[];
  /** The part of the purchase the step belongs to, for the progress indicator (progress.ts). */
  section?: ProgressSection;
}

/** Whether a state node's `meta` is a step's (it names the step's `path`). */
export function isStepMeta(meta: unknown): meta is StepMeta {
  return (
    typeof meta === "object" && meta !== null && "path" in meta && typeof meta.path === "string"
  );
}
