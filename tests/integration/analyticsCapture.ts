import type { AnalyticsTransport } from "../../src/platform/analytics/index.ts";

/** A provider that keeps what would reach analytics (name and properties of each event). */
export function capturingTransport() {
  const sent: { name: string; properties: Record<string, unknown> }[] = [];
  const transport: AnalyticsTransport = {
    track: (name, properties) => void sent.push({ name, properties }),
    identify: () => {},
    optOut: () => {},
    optIn: () => {},
  };
  return { sent, loadAnalyticsTransport: async () => transport };
}
