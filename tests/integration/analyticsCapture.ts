import type { RuntimeConfig } from "../../core/contract/auth.ts";
import { createPlatform } from "../../src/app/platform.ts";
import type { AnalyticsTransport } from "../../src/platform/analytics/index.ts";
import { testConfig } from "../views/harness.tsx";

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

/** The platform as the app makes it, started, with what would reach analytics captured. */
export function platformCapturingAnalytics(
  options: { config?: RuntimeConfig; lasting?: Storage } = {},
) {
  const { sent, loadAnalyticsTransport } = capturingTransport();
  const config = options.config ?? testConfig;
  const platform = createPlatform(
    config,
    {
      hostname: "127.0.0.1",
      storage: sessionStorage,
      ...(options.lasting ? { lasting: options.lasting } : {}),
    },
    { loadAnalyticsTransport, whenPageLoaded: async () => {} },
  );
  platform.start();
  return { platform, config, sent };
}
