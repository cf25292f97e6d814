/**
 * The flow as the customer meets it: the steps (states with `meta.path`) in the order the machine
 * declares them, each with the branches that leave it labelled by their condition in Norwegian
 * (from the guards' descriptions), and the technical substates (fetching, checking, failed)
 * folded into the step they belong to. The customer steps view and the Mermaid section of
 * docs/flow.md are drawn from this. Pure: no DOM, no React.
 */
import type { GuardDescription } from "../machines/purchase/guardDescriptions.ts";
import { ancestry, type ChartModel, type ChartTransition, type GuardExpr } from "./model.ts";

export interface FoldedState {
  id: string;
  /** Key path inside its step, e.g. `lookingUp` or `kjop.purchasing`. */
  label: string;
  description: string | null;
  /** Tagged `loading`: the customer sees 'Vennligst vent'. */
  loading: boolean;
}

export interface StepBranch {
  /** The transitions drawn as this branch (the same target and condition from several substates). */
  transitionIds: string[];
  /** The step the branch leads to (a state id when the target belongs to no step, e.g. `starting`). */
  target: string;
  /** The condition as a Norwegian sentence; null when the branch has no condition. */
  condition: string | null;
  /** The branch is taken when none of the guarded ones before it is ("Ellers"). */
  otherwise: boolean;
  /** What triggers it: the event, `svar fra x` / `feil fra x`, or `automatisk`. */
  trigger: string;
  /** The same in the product owner's words: "kunden svarer", "når prisen er hentet". */
  action: string;
  description: string | null;
}

export interface CustomerStep {
  id: string;
  key: string;
  path: string;
  funnelStep: number | null;
  description: string | null;
  /** When a deep link or the back button may open the step, as a sentence. */
  routeCondition: string | null;
  substates: FoldedState[];
  branches: StepBranch[];
}

export interface CustomerStepsView {
  steps: CustomerStep[];
  /** Where the flow starts, chosen from the address (the initial state's eventless choices). */
  entries: StepBranch[];
  /** Events taken in any step (links followed while the flow is open, start over). */
  anywhere: StepBranch[];
  /** States that belong to no step (the start choice, the offer's background updates). */
  outside: FoldedState[];
}

export type GuardDescriptions = Readonly<Record<string, GuardDescription>>;

/** "Bilen er leaset" inside a sentence: "bilen er leaset" (acronyms and names keep their case). */
function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/)[0] ?? "";
  if (/^[A-ZÆØÅ][a-zæøå0-9-]*[,.:]?$/.test(firstWord)) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

function joinSentences(parts: string[], word: "og" | "eller"): string {
  const [first, ...rest] = parts;
  if (first === undefined) return "";
  const all = [first, ...rest.map(lowerFirst)];
  if (all.length === 1) return first;
  return `${all.slice(0, -1).join(", ")} ${word} ${all.at(-1)}`;
}

/** A guard as the sentence a product owner reads, e.g. "Tilbud og dekning er valgt og bonus fra annet selskap". */
export function conditionSentence(expr: GuardExpr, descriptions: GuardDescriptions): string {
  switch (expr.kind) {
    case "named": {
      const description = descriptions[expr.name];
      if (typeof description === "function") return description(expr.params ?? {});
      return description ?? expr.name;
    }
    case "and":
      return joinSentences(
        expr.parts.map((part) => conditionSentence(part, descriptions)),
        "og",
      );
    case "or":
      return joinSentences(
        expr.parts.map((part) => conditionSentence(part, descriptions)),
        "eller",
      );
    case "not":
      return `Ikke: ${lowerFirst(conditionSentence(expr.part, descriptions))}`;
    case "in":
      return `I tilstanden ${expr.state}`;
    default:
      return "Vilkår uten navn";
  }
}

/** The named guards a model uses that have no description (they would show as code). */
export function undescribedGuards(model: ChartModel, descriptions: GuardDescriptions): string[] {
  const names = new Set(model.transitions.flatMap((t) => t.guardNames));
  for (const state of Object.values(model.states))
    for (const name of state.route?.guardNames ?? []) names.add(name);
  return [...names].filter((name) => descriptions[name] === undefined).sort();
}

/** The customer step a state belongs to: itself or its nearest ancestor with `meta.path`. */
export function stepOf(model: ChartModel, id: string): string | null {
  return ancestry(model, id).find((candidate) => model.states[candidate]?.path) ?? null;
}

function trigger(t: ChartTransition): string {
  switch (t.kind) {
    case "always":
      return "automatisk";
    case "done":
      return `svar fra ${t.actorId}`;
    case "error":
      return `feil fra ${t.actorId}`;
    default:
      return t.eventType;
  }
}

/** What the customer does for each event, in the product owner's words. */
const customerActions: Readonly<Record<string, string>> = {
  "intro.start": "kunden trykker Start",
  "hasRegnr.answer": "kunden svarer",
  "vehicle.lookup": "kunden søker opp registreringsnummeret",
  "vehicle.submit": "kunden går videre",
  "vehicle.pickModel": "kunden har ikke registreringsnummeret",
  "model.submit": "kunden har valgt modell",
  "motorhomeValue.submit": "kunden har valgt verdi",
  "leasing.answer": "kunden svarer",
  "owner.answer": "kunden svarer",
  "ownerName.submit": "kunden har skrevet navnet",
  "ownerFnr.submit": "kunden har skrevet fødselsnummeret",
  "lien.answer": "kunden svarer",
  "over23.answer": "kunden svarer",
  "bonus.answer": "kunden svarer",
  "summary.edit": "kunden vil endre et svar",
  "overview.edit": "kunden trykker Endre i oversikten før kjøp",
  "summary.confirm": "kunden går videre til prisen",
  "price.submit": "kunden har valgt dekning",
  "addons.submit": "kunden går videre",
  "adjust.submit": "kunden går videre",
  "identity.submit": "kunden går videre",
  "odometer.submit": "kunden går videre",
  "contact.submit": "kunden går videre",
  "bonusTransfer.submit": "kunden går videre",
  "purchase.confirm": "kunden kjøper",
  "consent.submit": "kunden svarer",
  "flow.retry": "kunden prøver igjen",
  "flow.restart": "kunden starter på nytt",
  "flow.reopen": "startsiden åpnes på nytt",
  "flow.resume": "kunden trykker Fortsett der du slapp",
  "express.open": "kunden følger en lenke til ekspresspris",
  "offer.open": "kunden følger en lenke til et lagret tilbud",
};

/** A branch's trigger in words: the customer's action, or the app's call answering or failing. */
function action(t: ChartTransition): string {
  switch (t.kind) {
    case "always":
      return "straks";
    case "done":
      return `når svaret er kommet (${t.actorId})`;
    case "error":
      return `når kallet feiler (${t.actorId})`;
    default:
      return customerActions[t.eventType] ?? t.eventType;
  }
}

/**
 * A choice that belongs to no step and only decides where to go next (its transitions are all
 * eventless), e.g. `sporsmalBesvart` after the vehicle questions. The flow's start choice is shown
 * as the entries instead.
 */
function isRouter(model: ChartModel, id: string): boolean {
  const state = model.states[id];
  if (!state || state.path || stepOf(model, id) !== null) return false;
  if (id === model.states[model.rootId]?.initial) return false;
  const leaving = model.transitions.filter((t) => t.source === id);
  return leaving.length > 0 && leaving.every((t) => t.kind === "always");
}

/**
 * A transition into a router is drawn as the router's branches, each with both conditions, so the
 * customer steps view shows where the customer really goes (the router's last, unguarded branch
 * keeps the transition's own condition, and reads "Ellers" after its guarded siblings).
 */
function throughRouters(
  model: ChartModel,
  transitions: readonly ChartTransition[],
): ChartTransition[] {
  return transitions.flatMap((t) => {
    const first = t.targets[0];
    if (!first || !isRouter(model, first)) return [t];
    return model.transitions
      .filter((choice) => choice.source === first)
      .map((choice) => {
        const parts = [t.guardExpr, choice.guardExpr].filter(
          (part): part is GuardExpr => part !== null,
        );
        const guardExpr: GuardExpr | null =
          parts.length === 0
            ? null
            : parts.length === 1
              ? (parts[0] as GuardExpr)
              : { kind: "and", parts };
        return {
          ...t,
          id: `${t.id}>${choice.id}`,
          targets: choice.targets,
          guardExpr,
          guardNames: [...t.guardNames, ...choice.guardNames],
          description: choice.description ?? t.description,
        };
      });
  });
}

/**
 * The branches of transitions (in document order) that lead to a step: one per target, trigger
 * and condition. An unguarded transition after a guarded one with the same trigger is "Ellers".
 */
function branchesOf(
  model: ChartModel,
  transitions: readonly ChartTransition[],
  descriptions: GuardDescriptions,
  from: string | null,
): StepBranch[] {
  const branches: StepBranch[] = [];
  /** Per trigger, the conditions of the guarded transitions so far and whether one was drawn. */
  const guarded = new Map<string, { conditions: string[]; drawn: boolean }>();
  for (const t of throughRouters(model, transitions)) {
    const first = t.targets[0];
    if (!first) continue;
    const target = stepOf(model, first) ?? first;
    const when = trigger(t);
    const before = guarded.get(when);
    let condition = t.guardExpr ? conditionSentence(t.guardExpr, descriptions) : null;
    let otherwise = false;
    if (condition === null && before) {
      // "Ellers" reads only next to the branch it is the alternative of; when that branch stays
      // inside the step (folded), say what it is the alternative of.
      if (before.drawn) otherwise = true;
      else condition = `Ikke: ${lowerFirst(joinSentences(before.conditions, "eller"))}`;
    }
    const drawn = target !== from;
    if (t.guardExpr && condition !== null) {
      const entry = before ?? { conditions: [], drawn: false };
      entry.conditions.push(condition);
      entry.drawn ||= drawn;
      guarded.set(when, entry);
    }
    if (!drawn) continue;
    const same = branches.find(
      (b) => b.target === target && b.trigger === when && b.condition === condition,
    );
    if (same) {
      same.transitionIds.push(t.id);
      continue;
    }
    branches.push({
      transitionIds: [t.id],
      target,
      condition,
      otherwise,
      trigger: when,
      action: action(t),
      description: t.description,
    });
  }
  return branches;
}

function folded(model: ChartModel, id: string, step: string | null): FoldedState {
  const state = model.states[id];
  const keyPath = state?.keyPath ?? [];
  const stepDepth = step ? (model.states[step]?.keyPath.length ?? 0) : 0;
  return {
    id,
    label: keyPath.slice(stepDepth).join(".") || id,
    description: state?.description ?? null,
    loading: state?.tags.includes("loading") ?? false,
  };
}

/** The customer steps view of a machine (the purchase flow has 25 steps). */
export function customerSteps(
  model: ChartModel,
  descriptions: GuardDescriptions,
): CustomerStepsView {
  const stepIds = model.order.filter((id) => model.states[id]?.path);
  const steps: CustomerStep[] = stepIds.map((id) => {
    const state = model.states[id];
    const inside = model.order.filter((other) => other !== id && stepOf(model, other) === id);
    const own = new Set([id, ...inside]);
    const routeExpr = state?.route?.guardNames.length ? state.route : null;
    return {
      id,
      key: state?.key ?? id,
      path: state?.path ?? "",
      funnelStep: state?.funnelStep ?? null,
      description: state?.description ?? null,
      routeCondition: routeExpr
        ? joinSentences(
            routeExpr.guardNames.map((name) =>
              conditionSentence({ kind: "named", name, params: null }, descriptions),
            ),
            "og",
          )
        : null,
      substates: inside.map((sub) => folded(model, sub, id)),
      branches: branchesOf(
        model,
        model.transitions.filter((t) => own.has(t.source)),
        descriptions,
        id,
      ),
    };
  });
  const initial = model.states[model.rootId]?.initial ?? null;
  return {
    steps,
    entries: branchesOf(
      model,
      model.transitions.filter((t) => t.source === initial),
      descriptions,
      null,
    ),
    anywhere: branchesOf(
      model,
      model.transitions.filter((t) => t.source === model.rootId && t.kind === "event"),
      descriptions,
      null,
    ),
    outside: model.order
      .filter((id) => id !== model.rootId && stepOf(model, id) === null)
      .map((id) => folded(model, id, null)),
  };
}
