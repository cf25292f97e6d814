/**
 * Replays a QA path (the events of inspector/pathModel.ts) on the real machine, with the invoked
 * actors replaced by ones that never answer (the path supplies their done/error events), and
 * records for each step the active states and the transitions taken. Used by the Paths mode.
 */
import { type AnyStateMachine, createActor, fromPromise, type InspectionEvent } from "xstate";
import { activeStateIds, type ChartModel } from "./model.ts";

export interface ReplayStep {
  eventType: string;
  /** The event as QA reads it, e.g. `owner.answer(eier=false)`. */
  label: string;
  value: unknown;
  activeIds: string[];
  /** Model transition ids taken by this step (eventless follow-ups included). */
  transitionIds: string[];
  /** Route jumps and other transitions the diagram does not draw: `xstate.route → kjop`. */
  jumps: string[];
}

interface TransitionLike {
  source: { id: string; transitions: Map<string, readonly unknown[]>; always?: readonly unknown[] };
  eventType: string;
  target?: readonly { id: string }[];
}

/** The id the model gives a transition object of the machine (see extractChart). */
export function transitionIdOf(t: TransitionLike): string | null {
  if (t.eventType === "xstate.route") return null;
  const list = t.eventType === "" ? t.source.always : t.source.transitions.get(t.eventType);
  const index = list ? list.indexOf(t) : -1;
  return index < 0 ? null : `${t.source.id}|${t.eventType || "always"}|${index}`;
}

/** `type(key=value,…)` without actor outputs and errors. */
export function eventLabel(event: { type: string } & Record<string, unknown>): string {
  const { type, ...payload } = event;
  const shown = Object.entries(payload)
    .filter(([key]) => key !== "output" && key !== "actorId" && key !== "error")
    .map(
      ([key, value]) =>
        `${key}=${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join(",");
  return shown ? `${type}(${shown})` : type;
}

/** A machine whose actors never answer: the replayed events stand for their results. */
export function withSilentActors<M extends AnyStateMachine>(machine: M): M {
  const names = Object.keys((machine.implementations as { actors?: object }).actors ?? {});
  const silent = Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors: silent } as never) as M;
}

export function replayPath(
  machine: AnyStateMachine,
  model: ChartModel,
  input: unknown,
  events: readonly ({ type: string } & Record<string, unknown>)[],
): ReplayStep[] {
  let taken: TransitionLike[] = [];
  const actor = createActor(withSilentActors(machine), {
    input,
    inspect: (event: InspectionEvent) => {
      if (event.type === "@xstate.microstep" && event.actorRef.sessionId === event.rootId) {
        taken.push(...(event._transitions as unknown as TransitionLike[]));
      }
    },
  });
  const steps: ReplayStep[] = [];
  const record = (eventType: string, label: string) => {
    const value = actor.getSnapshot().value;
    const transitionIds: string[] = [];
    const jumps: string[] = [];
    for (const t of taken) {
      const id = transitionIdOf(t);
      if (id) transitionIds.push(id);
      else jumps.push(`${t.eventType} → ${(t.target ?? []).map((x) => x.id).join(", ")}`);
    }
    steps.push({
      eventType,
      label,
      value,
      activeIds: activeStateIds(model, value),
      transitionIds,
      jumps,
    });
    taken = [];
  };
  actor.start();
  record("xstate.init", "start");
  for (const event of events) {
    if (event.type === "xstate.init") continue;
    actor.send(event as never);
    record(event.type, eventLabel(event));
  }
  actor.stop();
  return steps;
}
