/**
 * The step table, read from the purchase machine itself (`meta.path`), and what a step path asks
 * for. Part of the flow's own chunk; what needs only the address is in flowLocation.ts.
 */
import type { AnyStateNode } from "xstate";
import { isStepMeta, purchaseMachine, type StepMeta } from "../../machines/purchaseMachine.ts";
import { type EntryTarget, entryTargetForPath } from "./flowLocation.ts";

export * from "./flowLocation.ts";

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [
    node,
    ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode)),
  ];
}

const stepNodes: { id: string; meta: StepMeta }[] = allStateNodes(purchaseMachine.root).flatMap(
  (node) => (isStepMeta(node.meta) ? [{ id: node.id, meta: node.meta }] : []),
);

/** Step paths with their state ids, read from the machine itself (`meta.path`). */
export const stepRoutes: ReadonlyArray<{ id: string; path: string }> = stepNodes.map((node) => ({
  id: node.id,
  path: node.meta.path,
}));

/** The other spellings of step paths (`meta.aliases`, SPEC §2) with the step each opens. */
export const stepAliases: ReadonlyArray<{ id: string; path: string }> = stepNodes.flatMap((node) =>
  (node.meta.aliases ?? []).map((path) => ({ id: node.id, path })),
);

export type RouteTarget = { kind: "step"; id: string } | EntryTarget | { kind: "notFound" };

/** What a step path asks for: a step to route to, an entry to open, or nothing we know. */
export function routeTargetForPath(stepPath: string): RouteTarget {
  const fixed = [...stepRoutes, ...stepAliases].find(
    (route) => !route.path.includes(":") && route.path === stepPath,
  );
  if (fixed) return { kind: "step", id: fixed.id };
  return entryTargetForPath(stepPath) ?? { kind: "notFound" };
}
