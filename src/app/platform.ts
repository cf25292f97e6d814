import type { RuntimeConfig } from "../../core/contract/auth.ts";
import {
  type AnalyticsTransport,
  createAnalytics,
  noTransport,
} from "../platform/analytics/index.ts";
import type { WebVitalsLibrary } from "../platform/analytics/webVitals.ts";
import type { BankAppBridge, BridgeWindow } from "../platform/bankAppBridge.ts";
import { isInsideBankApp } from "../platform/bankAppDetection.ts";
import { environmentFromHost } from "../platform/environment.ts";
// Not through errorReporting/index.ts: the chunk plan (vite.config.ts, chunkParts) follows static
// imports, and the index re-exports Sentry's settings and scrubbing, which load with the SDK.
import { configValue } from "../platform/errorReporting/appConfig.ts";
import {
  createErrorReporter,
  pageLoaded,
  type SentrySdk,
} from "../platform/errorReporting/reporter.ts";
import { createMarketSourceStore } from "../platform/marketSource.ts";
import { createScrubber } from "../platform/privacy.ts";

/**
 * The cross-cutting services (issue 6), made once at start-up. The session timeout and the
 * feedback widget are children of the app's root chart (machines/appMachine.ts), not services here.
 */
export interface PlatformOverrides {
  /** Tests capture what would go to the analytics provider. */
  loadAnalyticsTransport?: () => Promise<AnalyticsTransport>;
  /** Tests send the real mixpanel SDK's requests to a local server instead. */
  mixpanelApiHost?: string;
  /** Tests capture what would go to the error-reporting service. */
  loadErrorSdk?: () => Promise<SentrySdk>;
  whenPageLoaded?: () => Promise<void>;
  /** Tests report the page-speed metrics they choose instead of the browser's. */
  loadWebVitals?: () => Promise<WebVitalsLibrary>;
}

export function createPlatform(
  config: RuntimeConfig,
  browser: {
    hostname: string;
    storage: Storage;
    /** Kept beyond the session (the experiments told of); `storage` without it. */
    lasting?: Storage;
  },
  overrides: PlatformOverrides = {},
) {
  let unauthorizedUrl: { value: string | undefined } | undefined;
  const scrubber = createScrubber();
  const reporter = createErrorReporter({
    dsn: config.sentryDsn || null,
    environment: environmentFromHost(browser.hostname, config.environmentHosts),
    traffic: config.trafficLevel,
    scrubber,
    ...(overrides.loadErrorSdk ? { loadSdk: overrides.loadErrorSdk } : {}),
    ...(overrides.whenPageLoaded ? { whenPageLoaded: overrides.whenPageLoaded } : {}),
  });
  // Asked on the first opt-in, when the key is needed: without one (the sandbox) there is no
  // provider, which is warned about and reported once (SPEC §8), and nothing is sent.
  const loadMixpanel = async () => {
    const projectKey = configValue(config, "mixpanelProjectKey", reporter);
    if (!projectKey) return noTransport;
    // The adapter comes with the SDK, after opt-in: the first screen has no use for it.
    const { loadMixpanelTransport } = await import("../platform/analytics/mixpanel.ts");
    return loadMixpanelTransport({ projectKey, scrubber, apiHost: overrides.mixpanelApiHost });
  };
  const whenPageLoaded = overrides.whenPageLoaded ?? (() => pageLoaded());
  // The page view's path is where the page was loaded: its LCP and TTFB belong to that address.
  const landingPage = typeof window === "undefined" ? "" : window.location.pathname;
  // The page-speed metrics' code loads with consent only, once the page has loaded (issue 21).
  const startWebVitals = async () => {
    await whenPageLoaded();
    const { reportWebVitals } = await import("../platform/analytics/webVitals.ts");
    await reportWebVitals({
      track: (payload) => analytics.trackWebVital(payload),
      page: landingPage,
      ...(overrides.loadWebVitals ? { load: overrides.loadWebVitals } : {}),
      onError: (error) => reporter.captureException(error),
    });
  };
  const analytics = createAnalytics({
    scrubber,
    loadTransport: overrides.loadAnalyticsTransport ?? loadMixpanel,
    onError: (error) => reporter.captureException(error),
    experimentLog: browser.lasting ?? browser.storage,
    onFirstOptIn: () =>
      void startWebVitals().catch((error: unknown) => reporter.captureException(error)),
  });
  const marketSource = createMarketSourceStore(browser.storage);
  const userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  const insideApp = isInsideBankApp({ userAgent });
  // The native bridge is code only the bank app's customers use, on a link: it loads at start
  // inside the app, and in a browser only if a link asks for it (issue 21: first screen).
  let bridge: Promise<BankAppBridge> | undefined;
  const loadBridge = () => {
    bridge ??= import("../platform/bankAppBridge.ts").then(({ createBankAppBridge }) =>
      createBankAppBridge({ window: window as unknown as BridgeWindow, userAgent }),
    );
    return bridge;
  };
  if (insideApp) void loadBridge().catch((error: unknown) => reporter.captureException(error));
  const viaBridge = (call: (loaded: BankAppBridge) => void) => {
    loadBridge()
      .then(call)
      .catch((error: unknown) => reporter.captureException(error));
  };
  const bankApp = {
    insideApp,
    bridge: {
      openWebPage: (url: string, initialState?: unknown) =>
        viaBridge((loaded) => loaded.openWebPage(url, initialState)),
      openPdf: (url: string, fileName?: string) =>
        viaBridge((loaded) => loaded.openPdf(url, fileName)),
      openExternalBrowser: (url: string) => viaBridge((loaded) => loaded.openExternalBrowser(url)),
    },
  };
  return {
    scrubber,
    analytics,
    reporter,
    marketSource,
    bankApp,
    /** Resolves once the page has loaded: code not needed for the first screen waits for it. */
    whenPageLoaded,
    /**
     * Where a session error sends the browser; asked when one happens. Without one configured,
     * that is warned about and reported once (SPEC §8), and the browser stays.
     */
    unauthorizedUrl(): string | undefined {
      unauthorizedUrl ??= { value: configValue(config, "unauthorizedUrl", reporter) };
      return unauthorizedUrl.value;
    },
    start() {
      reporter.start();
    },
  };
}

export type Platform = ReturnType<typeof createPlatform>;
