/**
 * A machine's chart as one self-contained TypeScript file for Stately's editor ("Import from
 * code") and the XState VS Code extension, written from the machine's own config (the object
 * given to `createMachine`), so the chart the app runs and the chart a product owner opens cannot
 * drift apart (docs/decisions/0011-stately-files-generated.md).
 *
 * Stately's reader (`@xstate/machine-extractor`) reads one `createMachine({...})` literal: every
 * state, description, meta, guard, action and actor must be written in it, by name. The machine's
 * code (what a guard tests, what an action stores, an actor's input) stays in machines/; a
 * function in the chart (a guard's or action's params taken from the event, an invoked actor's
 * input) is left out, and a guard or action written as a function in the chart instead of by name
 * is refused, so the conventions (named guards, actions and actors) hold for every chart.
 */
import { guardExpression } from "../model.ts";

/** What the generator reads of a state config (XState's `StateNodeConfig`, loosely typed). */
type Config = Record<string, unknown>;

const identifier = /^[A-Za-z_$][\w$]*$/;

function key(name: string): string {
  return identifier.test(name) ? name : JSON.stringify(name);
}

function isPlainData(value: unknown): boolean {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === "object") return Object.values(value as object).every(isPlainData);
  return false;
}

function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{ ${entries.map(([k, v]) => `${key(k)}: ${literal(v)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

class ChartError extends Error {}

/** A guard by name (`"isLeased"`, `{ type, params }` with fixed params) or `and`/`or`/`not`. */
function guardSource(guard: unknown, where: string, uses: Set<string>): string {
  const expression = guardExpression(guard);
  if (!expression) throw new ChartError(`${where}: no guard`);
  const write = (expr: NonNullable<typeof expression>): string => {
    switch (expr.kind) {
      case "named":
        return expr.params ? literal({ type: expr.name, params: expr.params }) : literal(expr.name);
      case "and":
      case "or":
        uses.add(expr.kind);
        return `${expr.kind}([${expr.parts.map(write).join(", ")}])`;
      case "not":
        uses.add("not");
        return `not(${write(expr.part)})`;
      case "in":
        uses.add("stateIn");
        return `stateIn(${literal(expr.state)})`;
      case "inline":
        throw new ChartError(`${where}: a guard written as a function; name it in setup()`);
    }
  };
  return write(expression);
}

/** An action by name; params taken from the event (a function) are the code's, not the chart's. */
function actionSource(action: unknown, where: string): string {
  if (typeof action === "string") return literal(action);
  if (action && typeof action === "object" && typeof (action as Config).type === "string") {
    const { type, params } = action as { type: string; params?: unknown };
    if (params === undefined || typeof params === "function") return literal(type);
    if (isPlainData(params)) return literal({ type, params });
  }
  throw new ChartError(`${where}: an action written as a function; name it in setup()`);
}

function actionsSource(actions: unknown, where: string): string {
  const list = Array.isArray(actions) ? actions : [actions];
  const written = list.map((action) => actionSource(action, where));
  return written.length === 1 ? (written[0] as string) : `[${written.join(", ")}]`;
}

const transitionKeys = ["target", "guard", "actions", "reenter", "description"] as const;

function transitionSource(transition: unknown, where: string, uses: Set<string>): string {
  if (typeof transition === "string") return literal(transition);
  const config = transition as Config;
  const unknownKeys = Object.keys(config).filter(
    (k) => !(transitionKeys as readonly string[]).includes(k),
  );
  if (unknownKeys.length > 0) throw new ChartError(`${where}: unknown keys ${unknownKeys}`);
  const parts: string[] = [];
  for (const name of transitionKeys) {
    const value = config[name];
    if (value === undefined) continue;
    if (name === "guard") parts.push(`guard: ${guardSource(value, where, uses)}`);
    else if (name === "actions") {
      if (Array.isArray(value) && value.length === 0) continue;
      parts.push(`actions: ${actionsSource(value, where)}`);
    } else parts.push(`${name}: ${literal(value)}`);
  }
  return `{ ${parts.join(", ")} }`;
}

function transitionsSource(transitions: unknown, where: string, uses: Set<string>): string {
  if (Array.isArray(transitions)) {
    const written = transitions.map((t) => transitionSource(t, where, uses));
    return written.length === 1 ? (written[0] as string) : `[${written.join(", ")}]`;
  }
  return transitionSource(transitions, where, uses);
}

function eventsSource(on: Config, where: string, uses: Set<string>): string {
  const entries = Object.entries(on).map(
    ([event, transitions]) =>
      `${key(event)}: ${transitionsSource(transitions, `${where} on ${event}`, uses)}`,
  );
  return `{ ${entries.join(", ")} }`;
}

function invokeSource(invoke: Config, where: string, uses: Set<string>): string {
  if (typeof invoke.src !== "string")
    throw new ChartError(`${where}: an invoked actor without a name; name it in setup()`);
  const parts: string[] = [];
  for (const name of ["id", "systemId", "src"] as const)
    if (invoke[name] !== undefined) parts.push(`${name}: ${literal(invoke[name])}`);
  // `input` is computed from the context: the code's, not the chart's.
  for (const name of ["onDone", "onError", "onSnapshot"] as const)
    if (invoke[name] !== undefined)
      parts.push(`${name}: ${transitionsSource(invoke[name], `${where} ${name}`, uses)}`);
  return `{ ${parts.join(", ")} }`;
}

/** The keys a state may have, in the order the file writes them; anything else is refused. */
const stateKeys = [
  "id",
  "description",
  "type",
  "history",
  "tags",
  "meta",
  "route",
  "initial",
  "entry",
  "exit",
  "invoke",
  "on",
  "after",
  "always",
  "onDone",
  "states",
] as const;

/** Root keys that are the code's, not the chart's: computed context, the setup's schemas. */
const codeOnlyRootKeys = ["context", "schemas", "types", "output"];

function stateSource(config: Config, where: string, uses: Set<string>, root = false): string {
  const unknownKeys = Object.keys(config).filter(
    (k) =>
      !(stateKeys as readonly string[]).includes(k) &&
      !(root && (k === "version" || codeOnlyRootKeys.includes(k))),
  );
  if (unknownKeys.length > 0)
    throw new ChartError(`${where}: keys the generator does not know: ${unknownKeys.join(", ")}`);
  const parts: string[] = [];
  for (const name of stateKeys) {
    const value = config[name];
    if (root && name === "description" && config.version !== undefined)
      parts.push(`version: ${literal(config.version)}`);
    if (value === undefined) continue;
    switch (name) {
      case "entry":
      case "exit":
        parts.push(`${name}: ${actionsSource(value, `${where} ${name}`)}`);
        break;
      case "route": {
        const route = value as Config;
        const routeParts: string[] = [];
        if (route.guard !== undefined)
          routeParts.push(`guard: ${guardSource(route.guard, `${where} route`, uses)}`);
        if (route.actions !== undefined)
          routeParts.push(`actions: ${actionsSource(route.actions, `${where} route`)}`);
        if (route.description !== undefined)
          routeParts.push(`description: ${literal(route.description)}`);
        parts.push(`route: { ${routeParts.join(", ")} }`);
        break;
      }
      case "invoke": {
        const list = Array.isArray(value) ? value : [value];
        const written = list.map((inv) => invokeSource(inv as Config, where, uses));
        parts.push(`invoke: ${written.length === 1 ? written[0] : `[${written.join(", ")}]`}`);
        break;
      }
      case "on":
      case "after":
        parts.push(`${name}: ${eventsSource(value as Config, where, uses)}`);
        break;
      case "always":
      case "onDone":
        parts.push(`${name}: ${transitionsSource(value, `${where} ${name}`, uses)}`);
        break;
      case "states": {
        const children = Object.entries(value as Record<string, Config>).map(
          ([childKey, child]) =>
            `${key(childKey)}: ${stateSource(child, `${where}.${childKey}`, uses)}`,
        );
        parts.push(`states: { ${children.join(", ")} }`);
        break;
      }
      default:
        if (!isPlainData(value)) throw new ChartError(`${where}: ${name} is not plain data`);
        parts.push(`${name}: ${literal(value)}`);
    }
  }
  return `{ ${parts.join(", ")} }`;
}

export interface StatelyFileSpec {
  /** The machine's file, e.g. `machines/purchaseMachine.ts`. */
  source: string;
  /** The generated file, e.g. `stately/purchaseMachine.ts`. */
  file: string;
  /** The exported name, e.g. `purchaseMachine`. */
  exportName: string;
  /** The chart's name in Norwegian, e.g. `Kjøpsflyten`. */
  name: string;
  /** A line for the header: what the chart is. */
  title: string;
  machine: { config: unknown };
}

/**
 * The Stately file's text (not yet formatted: `npm run stately` formats it with Biome, and the
 * freshness test compares the formatted text).
 */
export function statelySource(spec: StatelyFileSpec): string {
  const uses = new Set<string>();
  const body = stateSource(spec.machine.config as Config, spec.exportName, uses, true);
  const imports = ["createMachine", ...uses].sort();
  return `/**
 * ${spec.title}
 *
 * Generated by \`npm run stately\` from the machine the app runs:
 * ${spec.source}.
 * Do not edit by hand: tests/stately/statelyFiles.test.ts fails when this file differs from the
 * machine. Open it in Stately's editor (Import from code) or the XState VS Code extension; bring
 * an edited chart back with \`npm run stately:diff FILE\` (docs/stately.md). Guards, actions and
 * actors are named here; their code is in machines/.
 */
import { ${imports.join(", ")} } from "xstate";

export const ${spec.exportName} = createMachine(${body});
`;
}
