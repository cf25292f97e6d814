/**
 * The mixpanel adapter. Mixpanel's core loader (`mixpanel-browser/src/loaders/loader-module-core`,
 * which builds the SDK with `init_as_module` and no async bundles) is imported dynamically, only
 * after opt-in, so it is not part of the first bundle and no mixpanel code runs before consent.
 *
 * The module is one uninitialised SDK object until `init(token, config)` runs its `_init` (which
 * creates its config, hooks and persistence). Without a token that init does nothing at all, and
 * every later call then throws ("reading 'before_track'"): so the adapter refuses an empty key.
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

/** A queued request: an event (`properties`) or a profile update (`$set`, `$set_once`, ...). */
type QueuedItem = Record<string, unknown>;

const isPropertyBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function sanitizeBag(bag: Record<string, unknown>, scrubber: Scrubber): Record<string, unknown> {
  const properties: Record<string, unknown> = { ...bag };
  for (const key of providerUrlProperties) {
    const value = properties[key];
    if (typeof value === "string") properties[key] = maskUrlDigits(value);
  }
  return sanitizeProperties(properties as AnalyticsProperties, scrubber);
}

/**
 * The last look at every request before it leaves: in an event's properties and in a profile
 * update (the SDK sets `$initial_referrer` on the profile by itself), provider URLs are masked
 * and everything is scrubbed.
 */
export function sanitizeMixpanelItem<T extends QueuedItem>(item: T, scrubber: Scrubber): T {
  if (!isPropertyBag(item)) return item;
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [
      key,
      isPropertyBag(value) ? sanitizeBag(value, scrubber) : value,
    ]),
  ) as T;
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
  if (!options.projectKey.trim()) {
    throw new Error("mixpanel cannot start without a project key (its init would do nothing)");
  }
  const mixpanel = await (options.loadSdk ?? loadMixpanelCore)();
  const sanitize = (item: QueuedItem) => sanitizeMixpanelItem(item, options.scrubber);
  mixpanel.init(options.projectKey, {
    ...mixpanelSettings,
    ...(options.apiHost ? { api_host: options.apiHost } : {}),
    hooks: { before_send_events: sanitize, before_send_people: sanitize },
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
