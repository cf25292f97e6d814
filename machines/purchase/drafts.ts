/**
 * Answers given but not yet submitted (SPEC §4 "Persisted form data"): the machine keeps them in
 * `context.draft` so a reload of the step keeps them. A draft is the step's own: leaving the step
 * (its answer submitted, Back, a summary card, a new quote) discards it, so the step shows what
 * the flow holds the next time it opens, never an answer the flow has since replaced.
 */

interface StateConfigLike {
  meta?: { path?: unknown };
  exit?: unknown;
  states?: Record<string, StateConfigLike>;
}

const discardDraft = "discardDraft";

/**
 * The machine's states with `exit: discardDraft` added to every customer step (a state with
 * `meta.path`), written once here instead of on each of the steps.
 */
export function leavingAStepDiscardsItsDraft<TStates>(states: TStates): TStates {
  // Unconstrained on purpose: the machine's config keeps its contextual typing from createMachine.
  for (const state of Object.values(states as Record<string, StateConfigLike>)) {
    if (typeof state.meta?.path === "string") {
      const exit =
        state.exit === undefined ? [] : Array.isArray(state.exit) ? state.exit : [state.exit];
      state.exit = [...exit, discardDraft];
    }
    if (state.states) leavingAStepDiscardsItsDraft(state.states);
  }
  return states;
}
