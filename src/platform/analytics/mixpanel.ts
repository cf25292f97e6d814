/**
 * The mixpanel adapter. Mixpanel's core loader (`mixpanel-browser/src/loaders/loader-module-core`,
 * which builds the SDK with `init_as_module` and no async bundles) is imported dynamically, only
 * after opt-in, so it is not part of the first bundle and no mixpanel code runs before consent.
 */
import type { Scrubber } from "../privacy.ts";
import type { AnalyticsTransport } from "./analytics.ts";
import { sanitizeProperties } from "./analytics.ts";
import type { AnalyticsProperties } from "./events.ts";
import { maskUrlDigits, providerUrlProperties } from "./urls.ts";

/** The part of the mixpanel SDK used here. */
export interface MixpanelLike {
  init(token: string, config: Record<string, unknown>): unknown;
  track(name: string, properties?: Record<string, unknown>): unknown;
  identify(id: string): unknown;
  opt_out_tracking(): unknown;
  opt_in_tracking(options?: Record<string, unknown>): unknown;
  reset(): unknown;
}

/** SPEC §9: batch size 50, flush every 5 s, IP not stored. */
export const mixpanelSettings = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  ip: false,
  track_pageview: false,
  autocapture: false,
  record_sessions_percent: 0,
  persistence: "localStorage",
  opt_out_tracking_by_default: false,
} as const;

interface QueuedItem {
  event?: string;
  properties?: Record<string, unknown>;
}

/** The last look at every event before it leaves: provider URLs masked, everything scrubbed. */
export function sanitizeMixpanelItem<T extends QueuedItem>(item: T, scrubber: Scrubber): T {
  if (!item?.properties) return item;
  const properties: Record<string, unknown> = { ...item.properties };
  for (const key of providerUrlProperties) {
    const value = properties[key];
    if (typeof value === "string") properties[key] = maskUrlDigits(value);
  }
  return {
    ...item,
    properties: sanitizeProperties(properties as AnalyticsProperties, scrubber),
  };
}

export interface MixpanelTransportOptions {
  projectKey: string;
  scrubber: Scrubber;
  /** Mixpanel's API host (e.g. the EU residency host); the SDK default when absent. */
  apiHost?: string;
  /** Tests pass a fake SDK. */
  loadSdk?: () => Promise<MixpanelLike>;
}

export const loadMixpanelCore = async (): Promise<MixpanelLike> => {
  const module = (await import("mixpanel-browser/src/loaders/loader-module-core")) as unknown as {
    default: MixpanelLike;
  };
  return module.default;
};

export async function loadMixpanelTransport(
  options: MixpanelTransportOptions,
): Promise<AnalyticsTransport> {
  const mixpanel = await (options.loadSdk ?? loadMixpanelCore)();
  mixpanel.init(options.projectKey, {
    ...mixpanelSettings,
    ...(options.apiHost ? { api_host: options.apiHost } : {}),
    hooks: {
      before_send_events: (item: QueuedItem) => sanitizeMixpanelItem(item, options.scrubber),
    },
  });
  return {
    track: (name, properties) => {
      mixpanel.track(name, properties);
    },
    identify: (id) => {
      mixpanel.identify(id);
    },
    // track: null, so opting in again does not itself send an '$opt_in' event.
    optIn: () => {
      mixpanel.opt_in_tracking({ track: null });
    },
    optOut: () => {
      mixpanel.opt_out_tracking();
      mixpanel.reset();
    },
  };
}
