/**
 * The statechart as a Mermaid `stateDiagram-v2`, and the whole `docs/flow.md` page, generated from
 * the machines (`npm run docs:flow`; tests/inspector/flowDoc.test.ts fails when the page is stale).
 * Pure: same model in, same text out.
 *
 * Mermaid cannot draw a transition between states inside two different composite states, so a
 * transition is declared in the innermost state containing both ends, between the children of that
 * state that hold them; when an end was lifted, the label says which inner state it came from.
 */
import {
  ancestry,
  type ChartModel,
  type ChartTransition,
  extractChart,
  type MachineLike,
} from "./model.ts";
import { incomingTransitions } from "./search.ts";

/** A Mermaid state id: the key path joined with '_' (unique, no dots). */
export function mermaidId(model: ChartModel, id: string): string {
  const state = model.states[id];
  return state ? state.keyPath.join("_").replace(/[^A-Za-z0-9_]/g, "_") : id;
}

/** Characters Mermaid reads as syntax are left out of labels. */
function clean(text: string): string {
  return text
    .replace(/[#:;"{}<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function eventText(t: ChartTransition): string {
  switch (t.kind) {
    case "always":
      return "";
    case "done":
      return `done ${t.actorId}`;
    case "error":
      return `error ${t.actorId}`;
    default:
      return t.eventType;
  }
}

export function mermaidLabel(t: ChartTransition): string {
  const event = eventText(t);
  const guard = t.guard ? `[${t.guard}]` : "";
  return clean([event, guard].filter(Boolean).join(" "));
}

/** The lowest state containing both ids (a state does not contain itself here). */
function commonParent(model: ChartModel, a: string, b: string): string {
  const aChain = ancestry(model, a).slice(1);
  const bChain = new Set(ancestry(model, b).slice(1));
  return aChain.find((id) => bChain.has(id)) ?? model.rootId;
}

/** The child of `container` that holds `id` (or `id` itself). */
function childHolding(model: ChartModel, container: string, id: string): string {
  const chain = ancestry(model, id);
  const index = chain.indexOf(container);
  return index > 0 ? (chain[index - 1] ?? id) : id;
}

interface PlacedEdge {
  from: string;
  to: string;
  label: string;
}

/** The transitions declared inside each state (by container id). */
function placeEdges(model: ChartModel): Map<string, PlacedEdge[]> {
  const placed = new Map<string, PlacedEdge[]>();
  const seen = new Set<string>();
  for (const t of model.transitions) {
    for (const target of t.targets) {
      if (t.source === model.rootId) {
        // Root events ('express.open', 'offer.open') can happen in any step.
        const to = childHolding(model, model.rootId, target);
        const label = `${mermaidLabel(t)} (fra alle steg)`;
        const key = `${model.rootId}|${to}|${label}`;
        if (seen.has(key)) continue;
        seen.add(key);
        placed.set(model.rootId, [
          ...(placed.get(model.rootId) ?? []),
          { from: "ANYWHERE", to, label },
        ]);
        continue;
      }
      const container =
        target === t.source || ancestry(model, target).includes(t.source)
          ? (model.states[t.source]?.parent ?? model.rootId)
          : commonParent(model, t.source, target);
      const from = childHolding(model, container, t.source);
      const to = childHolding(model, container, target);
      const notes: string[] = [];
      if (from !== t.source)
        notes.push(`fra ${model.states[t.source]?.keyPath.slice(-2).join(".")}`);
      if (to !== target) notes.push(`til ${model.states[target]?.keyPath.slice(-2).join(".")}`);
      const label = [mermaidLabel(t), notes.length ? `(${notes.join(", ")})` : ""]
        .filter(Boolean)
        .join(" ");
      const key = `${container}|${from}|${to}|${label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      placed.set(container, [...(placed.get(container) ?? []), { from, to, label }]);
    }
  }
  return placed;
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function toMermaid(model: ChartModel): string {
  const edges = placeEdges(model);
  const lines: string[] = ["stateDiagram-v2"];
  const edgeLine = (indent: string, e: PlacedEdge) => {
    const from = e.from === "ANYWHERE" ? "alleSteg" : mermaidId(model, e.from);
    const to = mermaidId(model, e.to);
    return `${indent}${from} --> ${to}${e.label ? ` : ${e.label}` : ""}`;
  };

  const body = (containerId: string, indent: string) => {
    const container = model.states[containerId];
    if (!container) return;
    const children = container.children;
    const writeState = (childId: string) => {
      const child = model.states[childId];
      if (!child) return;
      const sid = mermaidId(model, childId);
      const name = clean(child.path ? `${child.key} ${child.path}` : child.key);
      lines.push(`${indent}state "${name}" as ${sid}`);
      if (child.children.length > 0) {
        lines.push(`${indent}state ${sid} {`);
        body(childId, `${indent}  `);
        lines.push(`${indent}}`);
      }
    };
    if (container.type === "parallel") {
      children.forEach((childId, i) => {
        if (i > 0) lines.push(`${indent}--`);
        writeState(childId);
      });
    } else {
      if (container.initial) {
        lines.push(`${indent}[*] --> ${mermaidId(model, container.initial)}`);
      }
      for (const childId of children) writeState(childId);
    }
    for (const e of edges.get(containerId) ?? []) lines.push(edgeLine(indent, e));
  };

  if ((edges.get(model.rootId) ?? []).some((e) => e.from === "ANYWHERE")) {
    lines.push(`  state "Fra alle steg" as alleSteg`);
  }
  body(model.rootId, "  ");
  return lines.join("\n");
}

function cell(text: string | null | undefined): string {
  return (text ?? "").replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
}

/** A table of the steps: address, description, and what leads there (event and guard). */
export function stepTable(model: ChartModel): string {
  const rows = model.order
    .map((id) => model.states[id])
    .filter((s): s is NonNullable<typeof s> => Boolean(s && s.id !== model.rootId))
    .map((s) => {
      const leads = incomingTransitions(model, s.id)
        .map((t) => {
          const from = t.source === model.rootId ? "alle steg" : t.source.split(".").pop();
          return `${from}: ${mermaidLabel(t) || "(automatisk)"}`;
        })
        .join("; ");
      const route = s.route ? `rute${s.route.guard ? ` [${s.route.guard}]` : ""}` : "";
      const name = "  ".repeat(Math.max(0, s.depth - 1)) + s.keyPath.join(".");
      return `| \`${name.trim()}\` | ${s.path ? `\`${s.path}\`` : ""} | ${cell(s.description)} | ${cell([leads, route].filter(Boolean).join("; "))} |`;
    });
  return [
    "| State | Adresse (`meta.path`) | Beskrivelse | Kommer dit fra (hendelse [vakt]) |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/** The machine's children found by system id (`actor.system.get(id)`), and where each runs. */
function childrenLines(model: ChartModel): string[] {
  const children = model.order.flatMap((id) =>
    (model.states[id]?.invokes ?? [])
      .filter((inv) => inv.systemId)
      .map(
        (inv) => `- \`${inv.systemId}\` (${inv.src}) in \`${id.split(".").slice(1).join(".")}\``,
      ),
  );
  return children.length > 0 ? ["Children (system id, logic, state):", "", ...children, ""] : [];
}

export interface FlowDocMachine {
  title: string;
  source: string;
  machine: MachineLike;
}

/** The whole docs/flow.md; `leading` are sections placed before the machines' diagrams. */
export function flowDocument(
  machines: readonly FlowDocMachine[],
  leading: readonly string[] = [],
): string {
  const parts = [
    "<!-- Generated from the machines by `npm run docs:flow` (inspector/mermaid.ts). Do not edit by hand: tests/inspector/flowDoc.test.ts fails when this file is out of date. -->",
    "",
    "# The flow as diagrams",
    "",
    "Generated from the statecharts themselves, so they cannot drift from the code. Transitions read",
    "`event [guard]`; `done x` / `error x` are the results of the invoked actor `x`; a transition",
    "without an event is taken as soon as its guard holds. For zoom, search, live highlighting and",
    "the QA paths, use the inspector (`npm run inspector`, see [inspector.md](inspector.md)).",
  ];
  for (const section of leading) parts.push("", section);
  for (const { title, source, machine } of machines) {
    const model = extractChart(machine);
    parts.push(
      "",
      `## ${title}`,
      "",
      `Machine \`${model.machineId}\` in \`${source}\`.${model.description ? ` ${model.description}` : ""}`,
      "",
      ...childrenLines(model),
      "```mermaid",
      toMermaid(model),
      "```",
      "",
      stepTable(model),
    );
  }
  return `${parts.join("\n")}\n`;
}
