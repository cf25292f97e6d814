/**
 * The first view of "Utforsk" (issue 27 item 6): only the customer's steps, in the order the
 * machine declares them, laid out as a grid that fits a 1280 × 800 screen at full size, so every
 * step's name reads without zooming. The technical states (fetching, checking, failed, the offer's
 * background updates, the start choice) are folded into the step they belong to, or left out,
 * until the product owner asks for them ("Tekniske tilstander" draws the whole chart). Pure.
 */
import { customerSteps, type GuardDescriptions } from "./customerSteps.ts";
import type { ChartLayout, LaidOutEdge } from "./layout.ts";
import type { ChartModel, ChartState, ChartTransition } from "./model.ts";

/**
 * The chart with the customer steps as the only states under the root, and one arrow from a step
 * to each step it can lead to; its description lists the conditions in Norwegian.
 */
export function foldToSteps(model: ChartModel, descriptions: GuardDescriptions): ChartModel {
  const view = customerSteps(model, descriptions);
  const root = model.states[model.rootId] as ChartState;
  const stepIds = view.steps.map((step) => step.id);
  const states: Record<string, ChartState> = {
    [root.id]: { ...root, children: stepIds, initial: null, invokes: [] },
  };
  for (const step of view.steps) {
    const state = model.states[step.id] as ChartState;
    states[step.id] = {
      ...state,
      parent: root.id,
      children: [],
      initial: null,
      invokes: [],
      depth: 1,
      keyPath: [state.key],
    };
  }
  const transitions: ChartTransition[] = [];
  for (const step of view.steps) {
    const byTarget = new Map<string, string[]>();
    for (const branch of step.branches) {
      if (!states[branch.target] || branch.target === step.id) continue;
      const reason = branch.condition
        ? `${branch.otherwise ? "Ellers" : branch.condition} (${branch.action})`
        : `${branch.otherwise ? "Ellers" : "Alltid"} (${branch.action})`;
      byTarget.set(branch.target, [...(byTarget.get(branch.target) ?? []), reason]);
    }
    for (const [target, reasons] of byTarget)
      transitions.push({
        id: `${step.id}|${target}`,
        source: step.id,
        targets: [target],
        eventType: "",
        kind: "event",
        guard: null,
        guardNames: [],
        guardExpr: null,
        description: `${step.key} → ${model.states[target]?.key ?? target}: ${[...new Set(reasons)].join("; ")}`,
        actions: [],
        actorId: null,
      });
  }
  return {
    ...model,
    states,
    order: [root.id, ...stepIds],
    transitions,
    entryPoints: model.entryPoints.filter((entry) => states[entry.target]),
    actors: [],
  };
}

export const stepBox = { width: 196, height: 46, gapX: 16, gapY: 44 };

/** Room above the first row for the zoom buttons, which sit over the canvas's top right. */
const top = 40;

/**
 * The steps in reading order, `columns` to a row (4 fit the canvas beside the side panel at
 * 1280 px at full size), each arrow a curve from one box to the other: to the next box in the row
 * a short straight arrow, else leaving the bottom (forwards) or the top (backwards).
 */
export function stepGridLayout(folded: ChartModel, columns = 4): ChartLayout {
  const ids = folded.order.filter((id) => id !== folded.rootId);
  const states: ChartLayout["states"] = {};
  ids.forEach((id, index) => {
    states[id] = {
      id,
      x: (index % columns) * (stepBox.width + stepBox.gapX),
      y: top + Math.floor(index / columns) * (stepBox.height + stepBox.gapY),
      width: stepBox.width,
      height: stepBox.height,
      compound: false,
    };
  });
  const rows = Math.ceil(ids.length / columns);
  const edges: LaidOutEdge[] = folded.transitions.flatMap((t) => {
    const from = states[t.source];
    const to = t.targets[0] ? states[t.targets[0]] : undefined;
    if (!from || !to) return [];
    const next = ids.indexOf(t.targets[0] as string) === ids.indexOf(t.source) + 1;
    const sameRow = from.y === to.y;
    let points: { x: number; y: number }[];
    if (next && sameRow) {
      points = [
        { x: from.x + from.width, y: from.y + from.height / 2 },
        { x: to.x, y: to.y + to.height / 2 },
      ];
    } else {
      const forwards = ids.indexOf(t.targets[0] as string) > ids.indexOf(t.source);
      // Leave and arrive a little off-centre by direction, so arrows in and out do not overlap.
      const shift = forwards ? 18 : -18;
      const start = {
        x: from.x + from.width / 2 + shift,
        y: forwards ? from.y + from.height : from.y,
      };
      const end = { x: to.x + to.width / 2 + shift, y: forwards ? to.y : to.y + to.height };
      const bend = forwards ? 1 : -1;
      const c1 = { x: start.x, y: start.y + bend * (stepBox.gapY * 0.9) };
      const c2 = { x: end.x, y: end.y - bend * (stepBox.gapY * 0.9) };
      points = Array.from({ length: 13 }, (_, i) => {
        const s = i / 12;
        const u = 1 - s;
        return {
          x: u * u * u * start.x + 3 * u * u * s * c1.x + 3 * u * s * s * c2.x + s * s * s * end.x,
          y: u * u * u * start.y + 3 * u * u * s * c1.y + 3 * u * s * s * c2.y + s * s * s * end.y,
        };
      });
    }
    return [
      {
        id: `${t.id}->0`,
        transitionId: t.id,
        source: t.source,
        target: to.id,
        points,
        label: null,
      },
    ];
  });
  return {
    width: columns * stepBox.width + (columns - 1) * stepBox.gapX,
    height: top + rows * stepBox.height + (rows - 1) * stepBox.gapY,
    states,
    edges,
  };
}
