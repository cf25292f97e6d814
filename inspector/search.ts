/**
 * Finding a state by name or path: 'bonus-overforing', 'bonusOverforing', '/bonus-overføring' and
 * 'bonus overføring' all find `bonusOverforing`. Pure.
 */
import { ancestry, type ChartModel, type ChartState, type ChartTransition } from "./model.ts";

/** Lower case, Norwegian letters folded, separators removed: 'Bonus-overføring' → 'bonusoverforing'. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

export interface SearchHit {
  state: ChartState;
  /** Higher is better. */
  score: number;
  matchedOn: "id" | "name" | "path" | "description";
}

/** States matching the query, best first. */
export function searchStates(model: ChartModel, query: string): SearchHit[] {
  const q = normalize(query);
  if (!q) return [];
  const hits: SearchHit[] = [];
  for (const id of model.order) {
    const state = model.states[id];
    if (!state || id === model.rootId) continue;
    const candidates: [SearchHit["matchedOn"], string, number][] = [
      ["name", state.key, 100],
      ["id", state.id, 95],
      ["path", state.path ?? "", 90],
      ["name", state.keyPath.join("."), 80],
    ];
    let best: SearchHit | null = null;
    for (const [matchedOn, text, weight] of candidates) {
      const n = normalize(text);
      if (!n) continue;
      const score =
        n === q ? weight : n.startsWith(q) ? weight - 20 : n.includes(q) ? weight - 40 : 0;
      if (score > (best?.score ?? 0)) best = { state, score, matchedOn };
    }
    if (!best && state.description && normalize(state.description).includes(q)) {
      best = { state, score: 10, matchedOn: "description" };
    }
    if (best) hits.push({ ...best, score: best.score - state.depth * 0.1 });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * The transitions that lead into a state (or into a state inside it) from outside it, with their
 * guards: what has to hold for the customer to get there.
 */
export function incomingTransitions(model: ChartModel, id: string): ChartTransition[] {
  return model.transitions.filter(
    (t) =>
      t.targets.some((target) => ancestry(model, target).includes(id)) &&
      !ancestry(model, t.source).includes(id),
  );
}

/** The transitions that leave a state or one of its descendants. */
export function outgoingTransitions(model: ChartModel, id: string): ChartTransition[] {
  return model.transitions.filter((t) => t.source === id);
}
