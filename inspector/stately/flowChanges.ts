/**
 * What changed between two charts, for a product owner and the developer who applies it: steps
 * and states, transitions, guards, actions, actors and routes added, removed or changed, in
 * Norwegian. Used by `npm run stately:diff FILE` (a chart edited in Stately's editor against the
 * code's) and `npm run flow:diff REV1 REV2` (the flow between two git revisions). Pure.
 */
import type { ChartFacts, RouteFact, StateFact, TransitionFact } from "./chartFacts.ts";

export type ChangeKind = "added" | "removed" | "changed";

export type ChangeArea = "state" | "transition" | "guard" | "action" | "actor" | "route";

export interface ChartChange {
  area: ChangeArea;
  kind: ChangeKind;
  /** The state, transition, guard… it is about, as the code names it. */
  subject: string;
  /** One sentence in Norwegian. */
  text: string;
  /** Before and after, where a value changed. */
  before?: string;
  after?: string;
}

const quote = (text: string) => `«${text}»`;

function stateName(state: StateFact): string {
  const path = typeof state.meta?.path === "string" ? ` (${state.meta.path})` : "";
  return `${quote(state.id)}${path}`;
}

const isStep = (state: StateFact) => typeof state.meta?.path === "string";

/** An event as the product owner reads it. */
export function eventInWords(event: string): string {
  if (event === "always") return "straks (uten hendelse)";
  const [kind, name] = event.split(/:(.*)/s);
  if (name !== undefined) {
    if (kind === "done")
      return name === "state" ? "når tilstanden er ferdig" : `når ${name} svarer`;
    if (kind === "error") return `når ${name} feiler`;
    if (kind === "after") return `etter ${name}`;
    if (kind === "snapshot") return `når ${name} endrer seg`;
  }
  return `ved ${quote(event)}`;
}

const targetsInWords = (t: TransitionFact) =>
  t.targets.length > 0 ? `til ${t.targets.map(quote).join(", ")}` : "uten å bytte tilstand";

const guardInWords = (guard: string | null) => (guard ? ` [${guard}]` : "");

function transitionInWords(t: TransitionFact): string {
  return `fra ${quote(t.source)} ${eventInWords(t.event)}${guardInWords(t.guard)} ${targetsInWords(t)}`;
}

const listText = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : "ingen");

function stateChanges(before: ChartFacts, after: ChartFacts): ChartChange[] {
  const changes: ChartChange[] = [];
  const old = new Map(before.states.map((s) => [s.id, s]));
  const now = new Map(after.states.map((s) => [s.id, s]));
  for (const state of after.states) {
    const was = old.get(state.id);
    const noun = isStep(state) ? "Nytt steg" : "Ny tilstand";
    if (!was) {
      const where = state.parent ? ` i ${quote(state.parent)}` : "";
      const description = state.description ? `: ${quote(state.description)}` : "";
      changes.push({
        area: "state",
        kind: "added",
        subject: state.id,
        text: `${noun} ${stateName(state)}${where}${description}`,
      });
      continue;
    }
    const changed = (what: string, from: string, to: string) =>
      changes.push({
        area: "state",
        kind: "changed",
        subject: state.id,
        text: `${stateName(state)}: ${what} er endret`,
        before: from,
        after: to,
      });
    if (was.description !== state.description)
      changed("beskrivelsen", was.description ?? "(ingen)", state.description ?? "(ingen)");
    if (was.parent !== state.parent)
      changed("plassen i flyten (forelder)", was.parent ?? "-", state.parent ?? "-");
    const keys = new Set([...Object.keys(was.meta ?? {}), ...Object.keys(state.meta ?? {})]);
    for (const key of keys) {
      const from = JSON.stringify(was.meta?.[key] ?? null);
      const to = JSON.stringify(state.meta?.[key] ?? null);
      if (from !== to) changed(`meta.${key}`, from, to);
    }
    for (const [what, list] of [
      ["merkene (tags)", "tags"],
      ["handlingene når tilstanden starter (entry)", "entry"],
      ["handlingene når tilstanden forlates (exit)", "exit"],
      ["aktørene den starter (invoke)", "actors"],
    ] as const) {
      const from = listText(was[list]);
      const to = listText(state[list]);
      if (from !== to) changed(what, from, to);
    }
  }
  for (const state of before.states)
    if (!now.has(state.id))
      changes.push({
        area: "state",
        kind: "removed",
        subject: state.id,
        text: `Fjernet ${isStep(state) ? "steg" : "tilstand"} ${stateName(state)}`,
      });
  return changes;
}

const sameTargets = (a: TransitionFact, b: TransitionFact) =>
  a.targets.join(",") === b.targets.join(",");

/**
 * The transitions of one source and event, paired: first as they were (same guard and targets),
 * then a changed target (same guard), then a changed guard (same targets); the rest are added or
 * removed. Their order matters (the first whose guard holds is taken), so a new order is a change.
 */
function transitionChanges(before: ChartFacts, after: ChartFacts): ChartChange[] {
  const changes: ChartChange[] = [];
  const groups = new Map<string, { old: TransitionFact[]; now: TransitionFact[] }>();
  const group = (t: TransitionFact) => {
    const key = `${t.source}\u0000${t.event}`;
    const entry = groups.get(key) ?? { old: [], now: [] };
    groups.set(key, entry);
    return entry;
  };
  for (const t of before.transitions) group(t).old.push(t);
  for (const t of after.transitions) group(t).now.push(t);

  for (const { old, now } of groups.values()) {
    const pairs: [TransitionFact, TransitionFact][] = [];
    const unpairedOld = new Set(old);
    const unpairedNow = new Set(now);
    for (const match of [
      (a: TransitionFact, b: TransitionFact) => a.guard === b.guard && sameTargets(a, b),
      (a: TransitionFact, b: TransitionFact) => a.guard === b.guard,
      (a: TransitionFact, b: TransitionFact) => sameTargets(a, b),
    ])
      for (const b of now) {
        if (!unpairedNow.has(b)) continue;
        const a = [...unpairedOld].find((candidate) => match(candidate, b));
        if (!a) continue;
        pairs.push([a, b]);
        unpairedOld.delete(a);
        unpairedNow.delete(b);
      }
    for (const [a, b] of pairs) {
      const subject = transitionInWords(b);
      const changed = (what: string, from: string, to: string) =>
        changes.push({
          area: "transition",
          kind: "changed",
          subject,
          text: `Overgangen ${subject}: ${what}`,
          before: from,
          after: to,
        });
      if (!sameTargets(a, b))
        changed("går til et annet sted", targetsInWords(a), targetsInWords(b));
      if (a.guard !== b.guard)
        changed("nytt vilkår", a.guard ?? "(uten vilkår)", b.guard ?? "(uten vilkår)");
      if (a.description !== b.description)
        changed("beskrivelsen er endret", a.description ?? "(ingen)", b.description ?? "(ingen)");
      if (a.actions.join(",") !== b.actions.join(","))
        changed("handlingene er endret", listText(a.actions), listText(b.actions));
    }
    const oldIndexInNewOrder = [...pairs]
      .sort(([, b1], [, b2]) => now.indexOf(b1) - now.indexOf(b2))
      .map(([a]) => old.indexOf(a));
    if (oldIndexInNewOrder.some((index, i) => i > 0 && index < (oldIndexInNewOrder[i - 1] ?? 0))) {
      const first = now[0] as TransitionFact;
      const order = (list: TransitionFact[]) =>
        list.map((t) => `${t.guard ? `[${t.guard}]` : "ellers"} ${targetsInWords(t)}`).join("; ");
      changes.push({
        area: "transition",
        kind: "changed",
        subject: `${first.source} ${first.event}`,
        text: `Rekkefølgen på overgangene fra ${quote(first.source)} ${eventInWords(first.event)} er endret (den første som passer, gjelder)`,
        before: order(old),
        after: order(now),
      });
    }
    for (const t of now)
      if (unpairedNow.has(t)) {
        const description = t.description ? `: ${quote(t.description)}` : "";
        changes.push({
          area: "transition",
          kind: "added",
          subject: transitionInWords(t),
          text: `Ny overgang ${transitionInWords(t)}${description}`,
        });
      }
    for (const t of old)
      if (unpairedOld.has(t))
        changes.push({
          area: "transition",
          kind: "removed",
          subject: transitionInWords(t),
          text: `Fjernet overgang ${transitionInWords(t)}`,
        });
  }
  return changes;
}

/** Names used in a chart (guards, actions, actors) with where, for "new" and "no longer used". */
function namesUsed(facts: ChartFacts, area: "guard" | "action" | "actor"): Map<string, number> {
  const count = new Map<string, number>();
  const add = (name: string) => count.set(name, (count.get(name) ?? 0) + 1);
  if (area === "guard") {
    for (const t of facts.transitions) for (const name of t.guardNames) add(name);
    for (const r of facts.routes) for (const name of r.guardNames) add(name);
  } else if (area === "action") {
    for (const t of facts.transitions) for (const name of t.actions) add(name);
    for (const s of facts.states) for (const name of [...s.entry, ...s.exit]) add(name);
  } else for (const s of facts.states) for (const name of s.actors) add(name);
  return count;
}

const nouns: Record<"guard" | "action" | "actor", { one: string; added: string; gone: string }> = {
  guard: { one: "vilkåret", added: "Nytt vilkår", gone: "Vilkåret" },
  action: { one: "handlingen", added: "Ny handling", gone: "Handlingen" },
  actor: { one: "aktøren", added: "Ny aktør", gone: "Aktøren" },
};

function nameChanges(
  before: ChartFacts,
  after: ChartFacts,
  area: "guard" | "action" | "actor",
  describe: (name: string) => string | null,
  edited: boolean,
): ChartChange[] {
  const old = namesUsed(before, area);
  const now = namesUsed(after, area);
  const changes: ChartChange[] = [];
  const described = (name: string) => {
    const description = describe(name);
    return description ? ` (${description})` : "";
  };
  for (const [name, uses] of now)
    if (!old.has(name))
      changes.push({
        area,
        kind: "added",
        subject: name,
        text: `${nouns[area].added} ${quote(name)}${described(name)}, brukt ${uses} ${uses === 1 ? "gang" : "ganger"}${edited ? ": må skrives i koden (machines/)" : ""}`,
      });
  for (const name of old.keys())
    if (!now.has(name))
      changes.push({
        area,
        kind: "removed",
        subject: name,
        text: `${nouns[area].gone} ${quote(name)}${described(name)} brukes ikke lenger`,
      });
  return changes;
}

function routeChanges(before: ChartFacts, after: ChartFacts): ChartChange[] {
  const changes: ChartChange[] = [];
  const old = new Map(before.routes.map((r) => [r.state, r]));
  const now = new Map(after.routes.map((r) => [r.state, r]));
  const when = (r: RouteFact) => (r.guard ? `når ${r.guard}` : "alltid");
  for (const route of after.routes) {
    const was = old.get(route.state);
    if (!was)
      changes.push({
        area: "route",
        kind: "added",
        subject: route.state,
        text: `${quote(route.state)} kan nå åpnes med lenke eller Tilbake (${when(route)})`,
      });
    else if (was.guard !== route.guard || was.description !== route.description)
      changes.push({
        area: "route",
        kind: "changed",
        subject: route.state,
        text: `${quote(route.state)}: når lenke eller Tilbake kan åpne steget er endret`,
        before: `${when(was)}${was.description ? `: ${was.description}` : ""}`,
        after: `${when(route)}${route.description ? `: ${route.description}` : ""}`,
      });
  }
  for (const route of before.routes)
    if (!now.has(route.state))
      changes.push({
        area: "route",
        kind: "removed",
        subject: route.state,
        text: `${quote(route.state)} kan ikke lenger åpnes med lenke eller Tilbake`,
      });
  return changes;
}

export interface ChangeOptions {
  /** A guard's Norwegian sentence, where known (machines/purchase/guardDescriptions.ts). */
  describeGuard?: (name: string) => string | null;
  /**
   * The new chart is an edited copy (`stately:diff`): a new guard, action or actor has no code
   * yet, and the report says it must be written.
   */
  edited?: boolean;
}

/** Every change from `before` to `after`, states first, then transitions, names and routes. */
export function chartChanges(
  before: ChartFacts,
  after: ChartFacts,
  options: ChangeOptions = {},
): ChartChange[] {
  const describeGuard = options.describeGuard ?? (() => null);
  return [
    ...stateChanges(before, after),
    ...transitionChanges(before, after),
    ...nameChanges(before, after, "guard", describeGuard, options.edited ?? false),
    ...nameChanges(before, after, "action", () => null, options.edited ?? false),
    ...nameChanges(before, after, "actor", () => null, options.edited ?? false),
    ...routeChanges(before, after),
  ];
}

const headings: Record<ChangeArea, string> = {
  state: "Steg og tilstander",
  transition: "Overganger",
  guard: "Vilkår (guards)",
  action: "Handlinger (actions)",
  actor: "Aktører (invoke)",
  route: "Lenker og Tilbake (route)",
};

const marks: Record<ChangeKind, string> = { added: "+", removed: "−", changed: "~" };

/** The changes as text: a heading per area, one line per change, before and after under it. */
export function changesInNorwegian(title: string, changes: readonly ChartChange[]): string {
  if (changes.length === 0) return `${title}: ingen endringer.\n`;
  const lines = [`${title}: ${changes.length} ${changes.length === 1 ? "endring" : "endringer"}`];
  for (const area of Object.keys(headings) as ChangeArea[]) {
    const inArea = changes.filter((c) => c.area === area);
    if (inArea.length === 0) continue;
    lines.push("", headings[area]);
    for (const change of inArea) {
      lines.push(`  ${marks[change.kind]} ${change.text}`);
      if (change.before !== undefined) lines.push(`      før: ${change.before}`);
      if (change.after !== undefined) lines.push(`      nå:  ${change.after}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
