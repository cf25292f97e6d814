import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import type {
  SessionTimeoutEvent,
  SessionTimeoutMachine,
} from "../../machines/sessionTimeoutMachine.ts";
import { fetchSessionStatus, logout } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import type { RuntimeConfig } from "../api/contract/auth.ts";
import {
  type AnalyticsTransport,
  createAnalytics,
  noTransport,
} from "../platform/analytics/index.ts";
import type { WebVitalsLibrary } from "../platform/analytics/webVitals.ts";
import type { BankAppBridge, BridgeWindow } from "../platform/bankAppBridge.ts";
import { isInsideBankApp } from "../platform/bankAppDetection.ts";
import { environmentFromHost } from "../platform/environment.ts";
import {
  configValue,
  createErrorReporter,
  pageLoaded,
  type SentrySdk,
} from "../platform/errorReporting/index.ts";
import { createMarketSourceStore } from "../platform/marketSource.ts";
import { createScrubber } from "../platform/privacy.ts";

/**
 * The cross-cutting services (issue 6), made once at start-up. The api client reports session
 * expiry to the session actor, so the actor exists before the client; its calls reach the client
 * through `setApi`, set right after.
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
  let api: ApiClient | undefined;
  const requireApi = () => {
    if (!api) throw new Error("The platform's api client is not set");
    return api;
  };
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
  const session = createLazySession(async () => {
    await whenPageLoaded();
    const { sessionTimeoutMachine } = await import("../../machines/sessionTimeoutMachine.ts");
    return createActor(
      sessionTimeoutMachine.provide({
        actors: {
          refreshSession: fromPromise<unknown>(() => fetchSessionStatus(requireApi())),
          logout: fromPromise(({ input }: { input: { goto?: string } }) =>
            logout(requireApi(), input.goto),
          ),
        },
        actions: {
          navigateTo: (_, params: { url: string }) => window.location.assign(params.url),
        },
      }),
      { input: {} },
    );
  });
  return {
    scrubber,
    analytics,
    reporter,
    marketSource,
    bankApp,
    session,
    /** The api client, for code loaded later (the receipt's feedback widget posts with it). */
    api: requireApi,
    /**
     * Where a session error sends the browser; asked when one happens. Without one configured,
     * that is warned about and reported once (SPEC §8), and the browser stays.
     */
    unauthorizedUrl(): string | undefined {
      unauthorizedUrl ??= { value: configValue(config, "unauthorizedUrl", reporter) };
      return unauthorizedUrl.value;
    },
    setApi(client: ApiClient) {
      api = client;
    },
    start() {
      session.running().catch((error: unknown) => reporter.captureException(error));
      reporter.start();
    },
  };
}

export type SessionActor = ActorRefFrom<SessionTimeoutMachine>;

/** The session-timeout actor, whose machine arrives after the page has loaded. */
export interface LazySession {
  /** Delivered at once when the actor runs; kept until then. */
  send(event: SessionTimeoutEvent): void;
  /** Loads and starts the actor (once); resolves with it. */
  running(): Promise<SessionActor>;
  stop(): void;
}

/**
 * The warning comes minutes into a session, so its machine is not first-screen code (issue 21:
 * ~1.2 KB gzip): what reaches it before it runs waits, and a reported expiry is shortened by the
 * time it waited, so the deadline is the one the server gave.
 */
export function createLazySession(create: () => Promise<SessionActor>): LazySession {
  const waiting: { event: SessionTimeoutEvent; at: number }[] = [];
  let actor: SessionActor | undefined;
  let starting: Promise<SessionActor> | undefined;
  let stopped = false;
  return {
    send(event) {
      if (actor) actor.send(event);
      else if (!stopped) waiting.push({ event, at: Date.now() });
    },
    running() {
      starting ??= create().then((created) => {
        if (stopped) return created;
        created.start();
        actor = created;
        for (const { event, at } of waiting.splice(0)) {
          created.send(
            event.type === "session.expiryReported"
              ? { ...event, secondsLeft: event.secondsLeft - (Date.now() - at) / 1000 }
              : event,
          );
        }
        return created;
      });
      return starting;
    },
    stop() {
      stopped = true;
      waiting.length = 0;
      actor?.stop();
    },
  };
}

export type Platform = ReturnType<typeof createPlatform>;
