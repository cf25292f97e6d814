import { createActor, fromPromise } from "xstate";
import { sessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { fetchSessionStatus, logout } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import type { RuntimeConfig } from "../api/contract/auth.ts";
import type {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackRequest,
} from "../api/contract/feedback.ts";
import { postFeedback, postFeedbackContact, postFeedbackFollowup } from "../api/feedback.ts";
import {
  type AnalyticsTransport,
  createAnalytics,
  loadMixpanelTransport,
  noTransport,
} from "../platform/analytics/index.ts";
import {
  type BridgeWindow,
  createBankAppBridge,
  isInsideBankApp,
} from "../platform/bankAppBridge.ts";
import { environmentFromHost } from "../platform/environment.ts";
import {
  configValue,
  createErrorReporter,
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
}

export function createPlatform(
  config: RuntimeConfig,
  browser: { hostname: string; storage: Storage },
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
    return loadMixpanelTransport({ projectKey, scrubber, apiHost: overrides.mixpanelApiHost });
  };
  const analytics = createAnalytics({
    scrubber,
    loadTransport: overrides.loadAnalyticsTransport ?? loadMixpanel,
    onError: (error) => reporter.captureException(error),
  });
  const marketSource = createMarketSourceStore(browser.storage);
  const userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  const bankApp = {
    insideApp: isInsideBankApp({ userAgent }),
    bridge: createBankAppBridge({ window: window as unknown as BridgeWindow, userAgent }),
  };
  const session = createActor(
    sessionTimeoutMachine.provide({
      actors: {
        refreshSession: fromPromise<unknown>(() => fetchSessionStatus(requireApi())),
        logout: fromPromise(({ input }: { input: { goto?: string } }) =>
          logout(requireApi(), input.goto),
        ),
      },
      actions: { navigateTo: (_, params: { url: string }) => window.location.assign(params.url) },
    }),
    { input: {} },
  );
  /** The feedback widget's posts; the widget and its machine load only on the receipt. */
  const feedback = {
    post: (body: FeedbackRequest) => postFeedback(requireApi(), body),
    postFollowup: (body: FeedbackFollowupRequest) => postFeedbackFollowup(requireApi(), body),
    postContact: (body: FeedbackContactRequest) => postFeedbackContact(requireApi(), body),
  };
  return {
    scrubber,
    analytics,
    reporter,
    marketSource,
    bankApp,
    session,
    feedback,
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
      session.start();
      reporter.start();
    },
  };
}

export type Platform = ReturnType<typeof createPlatform>;
