/**
 * The statechart as plain data, read from the machine itself (never a hand-kept copy): every
 * state node with its `meta.path`, description, tags, invoked actors and route guard, and every
 * transition with its event, guard and targets. The diagram, the search, the Mermaid document and
 * the path/live highlighting all work on this model. Pure: no DOM, no React.
 */
import { and, not, or, stateIn } from "xstate";

/** The parts of an XState state node this module reads (StateNode's public surface). */
interface StateNodeLike {
  id: string;
  key: string;
  path: string[];
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  description?: string;
  meta?: unknown;
  tags: readonly string[];
  states: Record<string, StateNodeLike>;
  parent?: StateNodeLike;
  initial?: { target: readonly StateNodeLike[] };
  invoke: readonly { id: string; src: string | unknown; systemId?: string }[];
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  config: { route?: { guard?: unknown; description?: string } };
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly StateNodeLike[] | undefined;
  description?: string;
  reenter?: boolean;
  actions?: readonly unknown[];
}

export interface MachineLike {
  id: string;
  root: unknown;
}

export type TransitionKind = "event" | "always" | "done" | "error" | "route";

export interface ChartTransition {
  /** Stable id: source, event and index. */
  id: string;
  source: string;
  /** Target state ids; empty for a targetless transition (it only runs actions). */
  targets: string[];
  eventType: string;
  kind: TransitionKind;
  /** The guard as written: `isLeased`, `offerIsReady and hasCoverage`, `editsQuestion(question=pant)`. */
  guard: string | null;
  /** The named guards in it, for search and highlighting. */
  guardNames: string[];
  /** The guard as a tree, to put into words (see customerSteps.ts). */
  guardExpr: GuardExpr | null;
  description: string | null;
  actions: string[];
  /** For done/error transitions: the invoked actor's id. */
  actorId: string | null;
}

export interface ChartRoute {
  guard: string | null;
  guardNames: string[];
  description: string | null;
}

export interface ChartState {
  id: string;
  key: string;
  /** Keys from the root, e.g. ['tilbud', 'steg', 'pris']. */
  keyPath: string[];
  parent: string | null;
  children: string[];
  type: StateNodeLike["type"];
  /** `meta.path` of a step, e.g. '/bonus-overforing'. */
  path: string | null;
  funnelStep: number | null;
  description: string | null;
  tags: string[];
  /**
   * Invoked actors: `src` (the logic's name), the invoke id and, for the app's long-lived children
   * (the purchase flow, the session timeout, the feedback widget), the system id they are found by.
   */
  invokes: { id: string; src: string; systemId?: string }[];
  /** Set on routable steps: back/forward and deep links are allowed when the guard holds. */
  route: ChartRoute | null;
  initial: string | null;
  depth: number;
}

export interface EntryPoint {
  /** Short label for the product owner. */
  label: string;
  target: string;
  guard: string | null;
  description: string | null;
  /** How the customer arrives: the address on first load, or an event while in the flow. */
  via: "address" | "event";
  eventType: string | null;
}

export interface ChartModel {
  machineId: string;
  description: string | null;
  rootId: string;
  states: Record<string, ChartState>;
  /** States in document order (parents before children). */
  order: string[];
  transitions: ChartTransition[];
  entryPoints: EntryPoint[];
  /** Every invoked actor `src`, with the states that invoke it. */
  actors: { src: string; states: string[] }[];
}

const andCheck = (and([]) as unknown as { check: unknown }).check;
const orCheck = (or([]) as unknown as { check: unknown }).check;
const notCheck = (not("x" as never) as unknown as { check: unknown }).check;
const stateInCheck = (stateIn("x") as unknown as { check: unknown }).check;

/** A guard's structure: named guards (with their static params) combined by and/or/not. */
export type GuardExpr =
  | { kind: "named"; name: string; params: Record<string, unknown> | null }
  | { kind: "and" | "or"; parts: GuardExpr[] }
  | { kind: "not"; part: GuardExpr }
  | { kind: "in"; state: string }
  | { kind: "inline" };

interface GuardText {
  text: string;
  names: string[];
}

function formatParams(params: unknown): string {
  if (params === undefined) return "";
  // Params computed from the event (e.g. an actor's output) are not part of the name.
  if (typeof params === "function") return "";
  if (params && typeof params === "object") {
    return `(${Object.entries(params)
      .map(
        ([key, value]) =>
          `${key}=${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
      )
      .join(", ")})`;
  }
  return `(${String(params)})`;
}

/** A guard as readable text, and the names of the guards in it. */
export function describeGuard(guard: unknown): GuardText | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === "string") return { text: guard, names: [guard] };
  if (typeof guard === "object" && "type" in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return { text: `${type}${formatParams(params)}`, names: [type] };
  }
  if (typeof guard === "function") {
    const g = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
    const parts = (g.guards ?? []).map(describeGuard).filter((p): p is GuardText => p !== null);
    const names = parts.flatMap((p) => p.names);
    const wrap = (p: GuardText) => (/ (and|or) /.test(p.text) ? `(${p.text})` : p.text);
    if (g.check === andCheck) return { text: parts.map(wrap).join(" and "), names };
    if (g.check === orCheck) return { text: parts.map(wrap).join(" or "), names };
    if (g.check === notCheck) return { text: `not ${parts.map(wrap).join("")}`, names };
    if (g.check === stateInCheck) {
      const value =
        typeof g.stateValue === "string" ? g.stateValue : JSON.stringify(g.stateValue ?? "");
      return { text: `in ${value}`, names: [] };
    }
    return { text: "(inline guard)", names: [] };
  }
  return { text: String(guard), names: [] };
}

/** A guard as a tree (the same reading as describeGuard). */
export function guardExpression(guard: unknown): GuardExpr | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === "string") return { kind: "named", name: guard, params: null };
  if (typeof guard === "object" && "type" in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const fixed = params && typeof params === "object" ? (params as Record<string, unknown>) : null;
    return { kind: "named", name: type, params: fixed };
  }
  if (typeof guard === "function") {
    const g = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
    const parts = (g.guards ?? []).map(guardExpression).filter((p): p is GuardExpr => p !== null);
    if (g.check === andCheck) return { kind: "and", parts };
    if (g.check === orCheck) return { kind: "or", parts };
    if (g.check === notCheck && parts[0]) return { kind: "not", part: parts[0] };
    if (g.check === stateInCheck) {
      const value =
        typeof g.stateValue === "string" ? g.stateValue : JSON.stringify(g.stateValue ?? "");
      return { kind: "in", state: value };
    }
  }
  return { kind: "inline" };
}

function actionName(action: unknown): string | null {
  if (typeof action === "string") return action;
  if (action && typeof action === "object" && "type" in action) {
    return String((action as { type: unknown }).type);
  }
  return null;
}

/** The invoked actor's `src` for a done/error event (invoke ids may be generated, e.g. '0.app.x'). */
function actorName(node: StateNodeLike, eventType: string): string {
  const id = eventType.replace(/^xstate\.(done|error)\.actor\./, "");
  const invoked = node.invoke.find((inv) => inv.id === id);
  return invoked && typeof invoked.src === "string" ? invoked.src : id;
}

function transitionKind(eventType: string): TransitionKind {
  if (eventType === "") return "always";
  if (eventType === "xstate.route") return "route";
  if (eventType.startsWith("xstate.done.actor.")) return "done";
  if (eventType.startsWith("xstate.error.actor.")) return "error";
  return "event";
}

function metaOf(node: StateNodeLike): { path: string | null; funnelStep: number | null } {
  const meta = (node.meta ?? {}) as { path?: unknown; funnelStep?: unknown };
  return {
    path: typeof meta.path === "string" ? meta.path : null,
    funnelStep: typeof meta.funnelStep === "number" ? meta.funnelStep : null,
  };
}

/** Labels for the entries chosen in the purchase machine's `starting` state, by guard. */
const entryLabels: Record<string, string> = {
  entryIsExpressPrice: "Ekspresspris",
  entryIsStoredOffer: "Rediger tilbud",
  entryHasRegistrationNumber: "Registreringsnummer i adressen",
  productIsMotorhome: "Bobil",
};

const eventEntryLabels: Record<string, string> = {
  "express.open": "Ekspresspris (lenke mens flyten er åpen)",
  "offer.open": "Rediger tilbud (lenke mens flyten er åpen)",
};

/** Reads the whole statechart from a machine. */
export function extractChart(machine: MachineLike): ChartModel {
  const root = machine.root as StateNodeLike;
  const states: Record<string, ChartState> = {};
  const order: string[] = [];
  const transitions: ChartTransition[] = [];
  const actors = new Map<string, string[]>();

  const visit = (node: StateNodeLike, depth: number) => {
    const { path, funnelStep } = metaOf(node);
    const route = node.config.route;
    const routeGuard = route ? describeGuard(route.guard) : null;
    const invokes = node.invoke.map((inv) => ({
      id: inv.id,
      src: typeof inv.src === "string" ? inv.src : inv.id,
      ...(inv.systemId ? { systemId: inv.systemId } : {}),
    }));
    for (const inv of invokes) actors.set(inv.src, [...(actors.get(inv.src) ?? []), node.id]);
    states[node.id] = {
      id: node.id,
      key: node.key,
      keyPath: [...node.path],
      parent: node.parent ? node.parent.id : null,
      children: Object.values(node.states).map((child) => child.id),
      type: node.type,
      path,
      funnelStep,
      description: node.description ?? null,
      tags: [...node.tags],
      invokes,
      route: route
        ? {
            guard: routeGuard?.text ?? null,
            guardNames: routeGuard?.names ?? [],
            description: route.description ?? null,
          }
        : null,
      initial: node.initial?.target[0]?.id ?? null,
      depth,
    };
    order.push(node.id);

    const all: TransitionLike[] = [...node.transitions.values()].flat();
    for (const t of node.always ?? []) all.push(t);
    const counters = new Map<string, number>();
    for (const t of all) {
      // Route transitions live on the root with an inline matcher; they are shown on each
      // routable state (`route`) instead of as 25 edges from the root.
      if (t.eventType === "xstate.route") continue;
      const n = counters.get(t.eventType) ?? 0;
      counters.set(t.eventType, n + 1);
      const guard = describeGuard(t.guard);
      const kind = transitionKind(t.eventType);
      transitions.push({
        id: `${node.id}|${t.eventType || "always"}|${n}`,
        source: node.id,
        targets: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        kind,
        guard: guard?.text ?? null,
        guardNames: guard?.names ?? [],
        guardExpr: guardExpression(t.guard),
        description: t.description ?? null,
        actions: (t.actions ?? []).map(actionName).filter((a): a is string => a !== null),
        actorId: kind === "done" || kind === "error" ? actorName(node, t.eventType) : null,
      });
    }
    for (const child of Object.values(node.states)) visit(child, depth + 1);
  };
  visit(root, 0);

  return {
    machineId: machine.id,
    description: root.description ?? null,
    rootId: root.id,
    states,
    order,
    transitions,
    entryPoints: findEntryPoints(root, transitions),
    actors: [...actors].map(([src, ids]) => ({ src, states: ids })),
  };
}

/**
 * The ways into the flow: the eventless choices of the initial state (chosen from the address on
 * first load) and the root's own events (links followed while the flow is open).
 */
function findEntryPoints(root: StateNodeLike, transitions: ChartTransition[]): EntryPoint[] {
  const initialId = root.initial?.target[0]?.id;
  const entries: EntryPoint[] = [];
  if (initialId) {
    for (const t of transitions) {
      if (t.source !== initialId || t.kind !== "always" || !t.targets[0]) continue;
      const first = t.guardNames[0];
      const label = first ? (entryLabels[first] ?? t.guard ?? first) : "Start";
      const repeated = entries.some((e) => e.label === label);
      entries.push({
        label: repeated ? `${label} (ellers)` : label,
        target: t.targets[0],
        guard: t.guard,
        description: t.description ?? (first ? null : "Vanlig start: startsiden."),
        via: "address",
        eventType: null,
      });
    }
  }
  for (const t of transitions) {
    if (t.source !== root.id || t.kind !== "event" || !t.targets[0]) continue;
    entries.push({
      label: eventEntryLabels[t.eventType] ?? t.eventType,
      target: t.targets[0],
      guard: t.guard,
      description: t.description,
      via: "event",
      eventType: t.eventType,
    });
  }
  return entries;
}

/** A short label for a transition: event and guard, e.g. `contact.submit [bonusFromOtherCompany]`. */
export function transitionLabel(t: ChartTransition): string {
  const event =
    t.kind === "always"
      ? "always"
      : t.kind === "done"
        ? `done: ${t.actorId}`
        : t.kind === "error"
          ? `error: ${t.actorId}`
          : t.eventType;
  return t.guard ? `${event} [${t.guard}]` : event;
}

/** The state and all its ancestors, innermost first. */
export function ancestry(model: ChartModel, id: string): string[] {
  const chain: string[] = [];
  let current: string | null = id;
  while (current && model.states[current]) {
    chain.push(current);
    current = model.states[current]?.parent ?? null;
  }
  return chain;
}

/** A human name for a state: its key path without the root, e.g. `tilbud.steg.pris`. */
export function stateLabel(model: ChartModel, id: string): string {
  const state = model.states[id];
  if (!state) return id;
  return state.keyPath.join(".") || model.machineId;
}

/**
 * The ids of the active state nodes (and their ancestors) for a state value, e.g.
 * `{ tilbud: { steg: 'pris', oppdatering: 'ready' } }` → root, tilbud, steg, pris, oppdatering, tilbudKlart.
 */
export function activeStateIds(model: ChartModel, value: unknown): string[] {
  const active: string[] = [model.rootId];
  const walk = (parentId: string, v: unknown) => {
    const parent = model.states[parentId];
    if (!parent) return;
    const byKey = (key: string) => parent.children.find((c) => model.states[c]?.key === key);
    if (typeof v === "string") {
      const child = byKey(v);
      if (child) active.push(child);
      return;
    }
    if (v && typeof v === "object") {
      for (const [key, sub] of Object.entries(v)) {
        const child = byKey(key);
        if (!child) continue;
        active.push(child);
        walk(child, sub);
      }
    }
  };
  walk(model.rootId, value);
  return active;
}
