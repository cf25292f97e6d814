/**
 * Lays the statechart out with ELK (Eclipse Layout Kernel, layered algorithm, nested states as
 * compound nodes, edges across levels). The result has absolute coordinates, ready for SVG.
 */
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from "elkjs/lib/elk.bundled.js";
import { type ChartModel, type ChartTransition, transitionLabel } from "./model.ts";

export const rootSourceId = "__anywhere";

export interface LaidOutState {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

export interface LaidOutEdge {
  id: string;
  transitionId: string;
  source: string;
  target: string;
  /** Polyline points (start, bends, end). */
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: Record<string, LaidOutState>;
  edges: LaidOutEdge[];
}

const charWidth = 7;
const lineHeight = 15;

/** The text lines drawn inside a state box. */
export function stateBoxLines(model: ChartModel, id: string): string[] {
  if (id === rootSourceId) return ["Fra alle steg"];
  const state = model.states[id];
  if (!state) return [id];
  const lines = [state.key];
  if (state.path) lines.push(state.path);
  for (const inv of state.invokes) {
    lines.push(
      inv.systemId && inv.systemId !== inv.src ? `⚙ ${inv.src} (${inv.systemId})` : `⚙ ${inv.src}`,
    );
  }
  return lines;
}

/** A transition's label in two lines: event, then guard (long guards wrapped at 'and'). */
export function edgeLabelLines(t: ChartTransition): string[] {
  const [event, ...rest] = transitionLabel(t).split(" [");
  if (rest.length === 0) return [event ?? ""];
  const guard = `[${rest.join(" [")}`;
  if (guard.length <= 34) return [event ?? "", guard];
  return [event ?? "", ...guard.split(/ (?=and |or )/)];
}

function textWidth(lines: string[]): number {
  return Math.max(...lines.map((line) => line.length)) * charWidth;
}

/** Edges drawn on the diagram: one per (transition, target); targetless transitions are not edges. */
export function diagramEdges(model: ChartModel) {
  return model.transitions.flatMap((t) =>
    t.targets.map((target, i) => ({
      id: `${t.id}->${i}`,
      transition: t,
      source: t.source === model.rootId ? rootSourceId : t.source,
      target,
    })),
  );
}

/** The ELK input graph: nested states as children, all edges on the root (ELK routes across levels). */
export function toElkGraph(model: ChartModel): ElkNode {
  const build = (id: string): ElkNode => {
    const state = model.states[id];
    const children = (state?.children ?? []).map(build);
    const lines = stateBoxLines(model, id);
    if (children.length > 0) {
      return {
        id,
        labels: [{ text: lines.join(" · "), width: textWidth([lines.join(" · ")]), height: 16 }],
        layoutOptions: {
          "elk.padding": "[top=44,left=14,bottom=14,right=14]",
          "elk.nodeLabels.placement": "INSIDE V_TOP H_LEFT",
          "elk.direction": state?.type === "parallel" ? "RIGHT" : "DOWN",
        },
        children,
      };
    }
    return {
      id,
      width: Math.max(110, textWidth(lines) + 26),
      height: 14 + lines.length * lineHeight,
    };
  };
  const rootState = model.states[model.rootId];
  const children = (rootState?.children ?? []).map(build);
  if (model.transitions.some((t) => t.source === model.rootId && t.targets.length > 0)) {
    children.unshift({ id: rootSourceId, width: 120, height: 30 });
  }
  const edges: ElkExtendedEdge[] = diagramEdges(model).map((e) => {
    const lines = edgeLabelLines(e.transition);
    const label: ElkLabel = {
      id: `${e.id}#label`,
      text: lines.join("\n"),
      width: textWidth(lines) + 6,
      height: lines.length * 13 + 4,
    };
    return { id: e.id, sources: [e.source], targets: [e.target], labels: [label] };
  });
  return {
    id: "__root",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.edgeRouting": "ORTHOGONAL",
      "elk.layered.spacing.nodeNodeBetweenLayers": "40",
      "elk.spacing.nodeNode": "30",
      "elk.spacing.edgeLabel": "4",
      "elk.spacing.edgeNode": "16",
      "elk.edgeLabels.inline": "false",
      "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
      "elk.json.edgeCoords": "ROOT",
      "elk.json.shapeCoords": "ROOT",
    },
    children,
    edges,
  };
}

/** Runs ELK and flattens the result to absolute coordinates. */
export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  const elk = new ELK();
  const graph = await elk.layout(toElkGraph(model));
  const states: Record<string, LaidOutState> = {};
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      states[child.id] = {
        id: child.id,
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        compound: (child.children?.length ?? 0) > 0,
      };
      collect(child);
    }
  };
  collect(graph);

  const byId = new Map(diagramEdges(model).map((e) => [e.id, e]));
  const edges: LaidOutEdge[] = [];
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const meta = byId.get(edge.id);
      if (!meta) continue;
      const section = edge.sections?.[0];
      const points = section
        ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        : [];
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        transitionId: meta.transition.id,
        source: meta.source,
        target: meta.target,
        points: points.map((p) => ({ x: p.x, y: p.y })),
        label: label
          ? {
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
              lines: (label.text ?? "").split("\n"),
            }
          : null,
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(graph);
  return { width: graph.width ?? 0, height: graph.height ?? 0, states, edges };
}
