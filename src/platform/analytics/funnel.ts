/**
 * The funnel step of the active step, from the statechart's `meta.funnelStep` (SPEC §9: car 0..20).
 * Takes `snapshot.getMeta()`: meta by state id, outermost first, so the deepest step wins.
 */
export function funnelStepFromMeta(meta: Record<string, unknown>): number | undefined {
  let step: number | undefined;
  for (const value of Object.values(meta)) {
    const candidate = (value as { funnelStep?: unknown } | undefined)?.funnelStep;
    if (typeof candidate === "number" && Number.isInteger(candidate)) step = candidate;
  }
  return step;
}
