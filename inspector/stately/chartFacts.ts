/**
 * A chart as facts that can be compared: its states (id, description, meta, tags, actions on
 * entry and exit, invoked actors), its transitions (source, event, targets, guard, actions,
 * description) and its routes. Read from two sides: the machine the app runs (its state nodes),
 * and what Stately's reader (`@xstate/machine-extractor`) makes of a file. The extractor test
 * (item 2 of issue 27), `npm run stately:diff` and `npm run flow:diff` compare them. Pure: the
 * extractor's result comes in as data (inspector/stately/readStatelyFile.ts reads a file).
 */
import { type GuardExpr, guardExpression } from "../model.ts";

export interface StateFact {
  id: string;
  /** Keys from the root, e.g. `tilbud.steg.pris` ("" for the root). */
  path: string;
  parent: string | null;
  description: string | null;
  /** `meta` as written (path, funnel step, section, aliases; the app's page). */
  meta: Record<string, unknown> | null;
  tags: string[];
  entry: string[];
  exit: string[];
  /** The invoked actors' names (`src`). */
  actors: string[];
}

export interface TransitionFact {
  source: string;
  /**
   * The event: its type, `always`, `done:<actor>` / `error:<actor>` (an invoked actor answering),
   * `after:<delay>`, `snapshot:<actor>`.
   */
  event: string;
  targets: string[];
  /** As text: `isLeased`, `a and b`, `editsQuestion(question=pant, from=kjop)`. */
  guard: string | null;
  /** The named guards in it. */
  guardNames: string[];
  actions: string[];
  description: string | null;
}

export interface RouteFact {
  state: string;
  guard: string | null;
  guardNames: string[];
  description: string | null;
}

export interface ChartFacts {
  machineId: string;
  states: StateFact[];
  transitions: TransitionFact[];
  routes: RouteFact[];
}

/** A guard's params as the inspector writes them (`(question=pant, from=kjop)`). */
function paramsText(params: Record<string, unknown> | null | undefined): string {
  if (!params || Object.keys(params).length === 0) return "";
  return `(${Object.entries(params)
    .map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ")})`;
}

/** A guard tree as text, the same for both sides. */
export function guardText(expr: GuardExpr): string {
  const wrap = (part: GuardExpr) => {
    const text = guardText(part);
    return part.kind === "and" || part.kind === "or" ? `(${text})` : text;
  };
  switch (expr.kind) {
    case "named":
      return `${expr.name}${paramsText(expr.params)}`;
    case "and":
    case "or":
      return expr.parts.map(wrap).join(` ${expr.kind} `);
    case "not":
      return `not ${wrap(expr.part)}`;
    case "in":
      return `in ${expr.state}`;
    case "inline":
      return "(inline guard)";
  }
}

/** The named guards in a guard tree. */
export function guardNamesOf(expr: GuardExpr): string[] {
  switch (expr.kind) {
    case "named":
      return [expr.name];
    case "and":
    case "or":
      return expr.parts.flatMap(guardNamesOf);
    case "not":
      return guardNamesOf(expr.part);
    default:
      return [];
  }
}

// --- the running machine ---------------------------------------------------------------------

interface NodeLike {
  id: string;
  path: string[];
  description?: string;
  meta?: unknown;
  tags: readonly string[];
  states: Record<string, NodeLike>;
  parent?: NodeLike;
  entry: readonly unknown[];
  exit: readonly unknown[];
  invoke: readonly { id: string; src: unknown }[];
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  config: { route?: { guard?: unknown; description?: string } };
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly { id: string }[];
  actions?: readonly unknown[];
  description?: string;
}

function actionName(action: unknown): string | null {
  if (typeof action === "string") return action;
  if (action && typeof action === "object" && "type" in action)
    return String((action as { type: unknown }).type);
  // An inline action (a function) has no name; the Stately file refuses it.
  return null;
}

const names = (actions: readonly unknown[] | undefined) =>
  (actions ?? []).map(actionName).filter((a): a is string => a !== null);

/**
 * An event type as the facts name it: an invoked actor's answer by the actor's name (invoke ids
 * may be generated), a delay by its name, `always` for eventless transitions.
 */
function eventName(
  eventType: string,
  nodeId: string,
  actorOf: (invokeId: string) => string,
): string | null {
  if (eventType === "") return "always";
  if (eventType === "xstate.route") return null;
  for (const [prefix, kind] of [
    ["xstate.done.actor.", "done"],
    ["xstate.error.actor.", "error"],
    ["xstate.snapshot.", "snapshot"],
  ] as const)
    if (eventType.startsWith(prefix)) return `${kind}:${actorOf(eventType.slice(prefix.length))}`;
  if (eventType.startsWith("xstate.after.")) {
    const rest = eventType.slice("xstate.after.".length);
    return `after:${rest.slice(0, rest.length - nodeId.length - 1)}`;
  }
  if (eventType.startsWith("xstate.done.state.")) return "done:state";
  return eventType;
}

function actorNamer(invokes: readonly { id?: string; src: unknown }[]) {
  return (id: string) => {
    const invoked = invokes.find((inv) => inv.id === id);
    return invoked && typeof invoked.src === "string" ? invoked.src : id;
  };
}

function guardOf(expr: GuardExpr | null): { guard: string | null; guardNames: string[] } {
  return expr ? { guard: guardText(expr), guardNames: guardNamesOf(expr) } : none;
}

const none = { guard: null, guardNames: [] };

/** The facts of a machine (XState 5), read from its state nodes. */
export function factsFromMachine(machine: { id: string; root: unknown }): ChartFacts {
  const facts: ChartFacts = { machineId: machine.id, states: [], transitions: [], routes: [] };
  const visit = (node: NodeLike) => {
    facts.states.push({
      id: node.id,
      path: node.path.join("."),
      parent: node.parent?.id ?? null,
      description: node.description ?? null,
      meta: (node.meta as Record<string, unknown> | undefined) ?? null,
      tags: [...node.tags],
      entry: names(node.entry),
      exit: names(node.exit),
      actors: node.invoke.map((inv) => (typeof inv.src === "string" ? inv.src : inv.id)),
    });
    const route = node.config.route;
    if (route)
      facts.routes.push({
        state: node.id,
        ...guardOf(guardExpression(route.guard)),
        description: route.description ?? null,
      });
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      const event = eventName(t.eventType, node.id, actorNamer(node.invoke));
      if (event === null) continue;
      facts.transitions.push({
        source: node.id,
        event,
        targets: (t.target ?? []).map((target) => target.id),
        ...guardOf(guardExpression(t.guard)),
        actions: names(t.actions),
        description: t.description ?? null,
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as NodeLike);
  return facts;
}

// --- Stately's reader ------------------------------------------------------------------------

/** What `MachineExtractResult.toConfig()` gives for a state (the extractor's own shapes). */
export interface ExtractedState {
  id?: string;
  description?: string;
  tags?: string | string[];
  entry?: ExtractedActions;
  exit?: ExtractedActions;
  invoke?: ExtractedInvoke | ExtractedInvoke[];
  on?: Record<string, ExtractedTransitions>;
  after?: Record<string, ExtractedTransitions>;
  always?: ExtractedTransitions;
  onDone?: ExtractedTransitions;
  states?: Record<string, ExtractedState>;
}

type ExtractedActions = ExtractedAction | ExtractedAction[];
interface ExtractedAction {
  kind: string;
  action: { type?: string; expr?: string };
}
interface ExtractedInvoke {
  src: string;
  id?: string;
  onDone?: ExtractedTransitions;
  onError?: ExtractedTransitions;
}
type ExtractedTransitions = ExtractedTransition | ExtractedTransition[];
interface ExtractedTransition {
  target?: string | string[];
  cond?: { kind: string; type: string; params?: Record<string, unknown> };
  actions?: ExtractedActions;
  description?: string;
}

/** A node of a Babel AST, as far as this module reads one (literals, arrays, objects). */
export interface AstNode {
  type: string;
  value?: unknown;
  start?: number;
  end?: number;
  elements?: (AstNode | null)[];
  properties?: { type: string; key: AstNode & { name?: string }; value: AstNode }[];
}

/** A step's `route` as written: its guard's source text and its description. */
export interface ExtractedRoute {
  guardSource: string | null;
  description: string | null;
}

/** The extractor's view of one machine: its config and each state's `meta` as written. */
export interface Extracted {
  config: ExtractedState;
  /** Each state's `meta` object literal (the extractor's AST node), by its path. */
  metaNodes: Map<string, AstNode>;
  /**
   * Each step's `route` (XState 5), which extractor 0.16 does not read into the config: taken
   * from the state's object literal in the extractor's own AST.
   */
  routes: Map<string, ExtractedRoute>;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** An object literal of plain data as a value (what a product owner's `meta` may hold). */
export function literalValue(node: AstNode): unknown {
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value;
    case "NullLiteral":
      return null;
    case "ArrayExpression":
      return (node.elements ?? []).map((element) => (element ? literalValue(element) : null));
    case "ObjectExpression": {
      const object: Record<string, unknown> = {};
      for (const property of node.properties ?? []) {
        if (property.type !== "ObjectProperty") continue;
        const name = property.key.name ?? String(property.key.value);
        object[name] = literalValue(property.value);
      }
      return object;
    }
    default:
      return `(${node.type})`;
  }
}

/**
 * A guard the extractor could not name (`and([...])`, `not(...)`, `stateIn(...)`), read back
 * from its source text into the guard tree.
 */
export function parseGuardSource(source: string): GuardExpr {
  let at = 0;
  const skip = () => {
    while (/\s/.test(source[at] ?? "")) at++;
  };
  const expect = (char: string) => {
    skip();
    if (source[at] !== char) throw new Error(`expected ${char} at ${at} in ${source}`);
    at++;
  };
  const string = (): string => {
    skip();
    const quote = source[at];
    if (quote !== '"' && quote !== "'") throw new Error(`expected a string at ${at} in ${source}`);
    const end = source.indexOf(quote, at + 1);
    const text = source.slice(at + 1, end);
    at = end + 1;
    return text;
  };
  const value = (): unknown => {
    skip();
    const char = source[at];
    if (char === '"' || char === "'") return string();
    if (char === "{") {
      at++;
      const object: Record<string, unknown> = {};
      skip();
      while (source[at] !== "}") {
        skip();
        const name =
          source[at] === '"' || source[at] === "'"
            ? string()
            : (source.slice(at).match(/^[\w$]+/)?.[0] ?? "");
        if (!(source[at] === '"' || source[at] === "'")) at += name.length;
        expect(":");
        object[name] = value();
        skip();
        if (source[at] === ",") at++;
        skip();
      }
      at++;
      return object;
    }
    const number = source.slice(at).match(/^-?\d+(\.\d+)?/)?.[0];
    if (number) {
      at += number.length;
      return Number(number);
    }
    const word = source.slice(at).match(/^(true|false|null)/)?.[0];
    if (word) {
      at += word.length;
      return JSON.parse(word);
    }
    throw new Error(`unexpected ${char} at ${at} in ${source}`);
  };
  const guard = (): GuardExpr => {
    skip();
    const char = source[at];
    if (char === '"' || char === "'") return { kind: "named", name: string(), params: null };
    if (char === "{") {
      const object = value() as { type?: string; params?: Record<string, unknown> };
      return { kind: "named", name: String(object.type), params: object.params ?? null };
    }
    const name = source.slice(at).match(/^[\w$]+/)?.[0];
    if (!name) throw new Error(`unexpected ${char} at ${at} in ${source}`);
    at += name.length;
    expect("(");
    let result: GuardExpr;
    if (name === "and" || name === "or") {
      expect("[");
      const parts: GuardExpr[] = [];
      skip();
      while (source[at] !== "]") {
        parts.push(guard());
        skip();
        if (source[at] === ",") at++;
        skip();
      }
      at++;
      result = { kind: name, parts };
    } else if (name === "not") result = { kind: "not", part: guard() };
    else if (name === "stateIn") result = { kind: "in", state: String(value()) };
    else throw new Error(`unknown guard helper ${name} in ${source}`);
    expect(")");
    return result;
  };
  try {
    return guard();
  } catch {
    return { kind: "inline" };
  }
}

function extractedGuard(cond: ExtractedTransition["cond"]) {
  if (!cond) return none;
  if (cond.kind === "named") {
    const params = cond.params && Object.keys(cond.params).length > 0 ? cond.params : null;
    return guardOf({ kind: "named", name: cond.type, params });
  }
  return guardOf(parseGuardSource(cond.type));
}

const extractedActions = (actions: ExtractedActions | undefined) =>
  asList(actions).map((a) => a.action.type ?? `(inline: ${a.action.expr ?? "?"})`);

/** The facts Stately's reader finds in a file's machine. */
export function factsFromExtract({ config, metaNodes, routes }: Extracted): ChartFacts {
  const machineId = config.id ?? "(machine)";
  const idOf = new Map<string, string>();
  const pathOfId = new Map<string, string[]>();
  const index = (state: ExtractedState, path: string[]) => {
    const id = state.id ?? [machineId, ...path].join(".");
    idOf.set(path.join("."), id);
    pathOfId.set(id, path);
    for (const [key, child] of Object.entries(state.states ?? {})) index(child, [...path, key]);
  };
  index(config, []);

  // Targets as XState resolves them: `#id(.child)*`, `.child` of the source, else a sibling.
  const resolve = (target: string, source: string[]): string => {
    let path: string[] | undefined;
    if (target.startsWith("#")) {
      const [id, ...rest] = target.slice(1).split(".");
      const base = pathOfId.get(id ?? "");
      path = base ? [...base, ...rest] : undefined;
    } else if (target.startsWith(".")) path = [...source, ...target.slice(1).split(".")];
    else path = [...source.slice(0, -1), ...target.split(".")];
    return (path && idOf.get(path.join("."))) ?? `(unknown target ${target})`;
  };

  const facts: ChartFacts = { machineId, states: [], transitions: [], routes: [] };
  const visit = (state: ExtractedState, path: string[], parent: string | null) => {
    const id = idOf.get(path.join(".")) as string;
    const metaNode = metaNodes.get(path.join("."));
    facts.states.push({
      id,
      path: path.join("."),
      parent,
      description: state.description ?? null,
      meta: metaNode ? (literalValue(metaNode) as Record<string, unknown>) : null,
      tags: asList(state.tags),
      entry: extractedActions(state.entry),
      exit: extractedActions(state.exit),
      actors: asList(state.invoke).map((inv) => inv.src),
    });
    const route = routes.get(path.join("."));
    if (route)
      facts.routes.push({
        state: id,
        ...(route.guardSource ? guardOf(parseGuardSource(route.guardSource)) : none),
        description: route.description,
      });
    const add = (event: string, transitions: ExtractedTransitions | undefined) => {
      for (const t of asList(transitions))
        facts.transitions.push({
          source: id,
          event,
          targets: asList(t.target).map((target) => resolve(target, path)),
          ...extractedGuard(t.cond),
          actions: extractedActions(t.actions),
          description: t.description ?? null,
        });
    };
    const actorOf = actorNamer(asList(state.invoke));
    for (const [event, transitions] of Object.entries(state.on ?? {}))
      add(eventName(event, id, actorOf) ?? event, transitions);
    for (const inv of asList(state.invoke)) {
      add(`done:${inv.src}`, inv.onDone);
      add(`error:${inv.src}`, inv.onError);
    }
    for (const [delay, transitions] of Object.entries(state.after ?? {}))
      add(`after:${delay}`, transitions);
    add("always", state.always);
    add("done:state", state.onDone);
    for (const [key, child] of Object.entries(state.states ?? {})) visit(child, [...path, key], id);
  };
  visit(config, [], null);
  return facts;
}

// --- comparing -------------------------------------------------------------------------------

/** A state as one line, for set comparison. */
export function stateLine(state: StateFact): string {
  return [
    state.id,
    `parent=${state.parent ?? "-"}`,
    `tags=${[...state.tags].sort().join(",")}`,
    `entry=${state.entry.join(",")}`,
    `exit=${state.exit.join(",")}`,
    `actors=${state.actors.join(",")}`,
  ].join(" | ");
}

/** A transition as one line: source, event, guard, targets and actions. */
export function transitionLine(t: TransitionFact): string {
  const guard = t.guard ? ` [${t.guard}]` : "";
  const actions = t.actions.length > 0 ? ` / ${t.actions.join(", ")}` : "";
  return `${t.source}: ${t.event}${guard} → ${t.targets.join(", ") || "(stays)"}${actions}`;
}

/** Every description, each with where it is written. */
export function descriptionLines(facts: ChartFacts): string[] {
  return [
    ...facts.states.filter((s) => s.description).map((s) => `${s.id}: ${s.description}`),
    ...facts.transitions
      .filter((t) => t.description)
      .map((t) => `${transitionLine(t)}: ${t.description}`),
    ...facts.routes.filter((r) => r.description).map((r) => `route ${r.state}: ${r.description}`),
  ];
}

/** Every state's meta as one line (states without meta left out). */
export function metaLines(facts: ChartFacts): string[] {
  return facts.states
    .filter((s) => s.meta && Object.keys(s.meta).length > 0)
    .map((s) => `${s.id}: ${JSON.stringify(s.meta)}`);
}
