/**
 * Consent-gated analytics (SPEC §4 "Consent and analytics"): events queue until the customer has
 * opted in; opting out clears the queue and blocks new events. The provider's code is loaded only
 * after opt-in (`loadTransport`, a dynamic import), so nothing at all is sent, or even loaded,
 * before. Every payload is scrubbed of personal data and has the digits in its URLs masked.
 * No call here throws: the provider is a third party's code, and a fault in it is reported
 * (`onError`), never allowed to break the purchase.
 */

import type { ConsentStatus } from "../consent/consent.ts";
import { createScrubber, type Scrubber } from "../privacy.ts";
import {
  type AbTestPayload,
  type AnalyticsEvent,
  type AnalyticsProperties,
  type AnalyticsValue,
  abTestEvents,
  type ButtonClickPayload,
  buttonClickEvent,
  type CompletedPurchasePayload,
  type ComponentViewPayload,
  completedPurchaseEvent,
  componentViewEvent,
  type FeedbackPayload,
  type FormInputPayload,
  feedbackEvent,
  formInputEvent,
  type NextBestOfferPayload,
  nextBestOfferEvent,
  type PageViewPayload,
  type PurchaseBlockPayload,
  pageViewEvent,
  purchaseBlockEvent,
  type RecommendationPayload,
  recommendationEvent,
  type StatisticsPayload,
  statisticsEvent,
  type WebVitalPayload,
  webVitalEvent,
} from "./events.ts";
import { looksLikeUrl, maskUrlDigits } from "./urls.ts";

/** What the provider must offer; the mixpanel adapter is `loadMixpanelTransport`. */
export interface AnalyticsTransport {
  track(name: string, properties: AnalyticsProperties): void;
  identify(id: string): void;
  /** Stop sending and forget the customer (opt-out after opt-in). */
  optOut(): void;
  /** Send again after an opt-out (opt-in after opt-out). */
  optIn(): void;
}

/** Where no provider is configured (no project key): consent works as ever, nothing is sent. */
export const noTransport: AnalyticsTransport = {
  track: () => {},
  identify: () => {},
  optOut: () => {},
  optIn: () => {},
};

export interface AnalyticsOptions {
  /** Loads the provider (dynamic import) and returns it initialised. Called once, after opt-in. */
  loadTransport: () => Promise<AnalyticsTransport>;
  /** Shared with error reporting, so names learnt once are scrubbed everywhere. */
  scrubber?: Scrubber;
  /** Events kept while consent is unanswered; the oldest go first beyond this. */
  maxQueued?: number;
  /** A provider that failed to load or threw (the app reports it); console.error without. */
  onError?: (error: unknown) => void;
  /**
   * Where the experiments already told of are remembered, so a reload or a new visit in the
   * same browser does not tell them again (`trackExperimentOnce`); in memory without it.
   */
  experimentLog?: Pick<Storage, "getItem" | "setItem">;
  /**
   * Called once, when the customer first opts in: work that may only start with consent (the
   * real-user page-speed metrics, `reportWebVitals`).
   */
  onFirstOptIn?: () => void;
}

/** The storage key of the experiments told of: `{experiment}:{trackingId}` entries. */
export const experimentLogKey = "kfp-experiments";

export interface Analytics {
  readonly consent: ConsentStatus;
  setConsent(status: ConsentStatus): void;
  identify(trackingId: string): void;
  track(event: AnalyticsEvent): void;
  trackPageView(payload: PageViewPayload): void;
  trackComponentView(payload: ComponentViewPayload): void;
  trackButtonClick(payload: ButtonClickPayload): void;
  trackPurchaseBlock(payload: PurchaseBlockPayload): void;
  trackRecommendation(payload: RecommendationPayload): void;
  trackCompletedPurchase(payload: CompletedPurchasePayload): void;
  trackNextBestOffer(payload: NextBestOfferPayload): void;
  trackFeedback(payload: FeedbackPayload): void;
  trackFormInput(payload: FormInputPayload): void;
  trackAbTest(payload: AbTestPayload): void;
  /**
   * The A/B test's events, once per customer (`who`, the analytics identity) and experiment,
   * and only after opt-in: before the answer it waits (a later opt-in sends it), an opt-out
   * drops it. Marked as told only once it reached the provider.
   */
  trackExperimentOnce(payload: AbTestPayload, who: string): void;
  trackStatistics(payload: StatisticsPayload): void;
  trackWebVital(payload: WebVitalPayload): void;
  /** Events waiting for consent (for tests and diagnostics). */
  queued(): readonly AnalyticsEvent[];
  /** Resolves when the provider has loaded and the queue is flushed (tests). */
  ready(): Promise<void>;
}

export const defaultMaxQueued = 200;

/** Masks URL digits and removes personal data from every value. */
export function sanitizeProperties(
  properties: AnalyticsProperties,
  scrubber: Scrubber,
): AnalyticsProperties {
  const clean = (value: AnalyticsValue): AnalyticsValue => {
    if (typeof value === "string") {
      return scrubber.text(looksLikeUrl(value) ? maskUrlDigits(value) : value);
    }
    if (Array.isArray(value)) return value.map(clean);
    return scrubber.value(value);
  };
  return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, clean(value)]));
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const scrubber = options.scrubber ?? createScrubber();
  const maxQueued = options.maxQueued ?? defaultMaxQueued;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  let consent: ConsentStatus = "UNANSWERED";
  let queue: AnalyticsEvent[] = [];
  let identity: string | undefined;
  let transport: AnalyticsTransport | undefined;
  let loading: Promise<void> | undefined;
  const experiments = experimentMemory(options.experimentLog);
  let waitingExperiments = new Map<string, AbTestPayload>();
  let optedInBefore = false;

  // Scrubbed when tracked (so the queue holds no personal data) and again when sent (names
  // learnt in between).
  const clean = (event: AnalyticsEvent): AnalyticsEvent => ({
    name: event.name,
    properties: sanitizeProperties(event.properties, scrubber),
  });
  /** Every call into the provider goes through here. */
  const guarded = (call: (loaded: AnalyticsTransport) => void) => {
    if (!transport) return;
    try {
      call(transport);
    } catch (error) {
      onError(error);
    }
  };
  const send = (event: AnalyticsEvent) => {
    guarded((loaded) => loaded.track(event.name, clean(event).properties));
  };
  /** On opt-in: who the customer is, then what waited for the answer. */
  const flush = () => {
    const known = identity;
    if (known) guarded((loaded) => loaded.identify(known));
    const waiting = queue;
    queue = [];
    for (const event of waiting) send(event);
    const experimentsWaiting = waitingExperiments;
    waitingExperiments = new Map();
    for (const [mark, payload] of experimentsWaiting) tellExperiment(mark, payload);
  };
  const tellExperiment = (mark: string, payload: AbTestPayload) => {
    if (experiments.told(mark)) return;
    for (const event of abTestEvents(payload)) send(event);
    experiments.remember(mark);
  };

  const load = () => {
    loading ??= Promise.resolve()
      .then(options.loadTransport)
      .then(
        (loaded) => {
          transport = loaded;
          if (consent !== "OPTED_IN") {
            guarded((provider) => provider.optOut());
            return;
          }
          flush();
        },
        (error: unknown) => {
          loading = undefined;
          onError(error);
        },
      );
    return loading;
  };

  const track = (event: AnalyticsEvent) => {
    if (consent === "OPTED_OUT") return;
    if (consent === "OPTED_IN" && transport) {
      send(event);
      return;
    }
    queue.push(clean(event));
    if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
  };

  return {
    get consent() {
      return consent;
    },
    setConsent(status) {
      const previous = consent;
      consent = status;
      if (status === "OPTED_IN") {
        if (transport && previous !== "OPTED_IN") {
          guarded((loaded) => loaded.optIn());
          flush();
        }
        void load();
        if (!optedInBefore) {
          optedInBefore = true;
          try {
            options.onFirstOptIn?.();
          } catch (error) {
            onError(error);
          }
        }
      } else if (status === "OPTED_OUT") {
        queue = [];
        waitingExperiments = new Map();
        if (previous === "OPTED_IN") guarded((loaded) => loaded.optOut());
      }
    },
    identify(trackingId) {
      identity = trackingId;
      if (consent === "OPTED_IN") guarded((loaded) => loaded.identify(trackingId));
    },
    track,
    trackPageView: (payload) => track(pageViewEvent(payload)),
    trackComponentView: (payload) => track(componentViewEvent(payload)),
    trackButtonClick: (payload) => track(buttonClickEvent(payload)),
    trackPurchaseBlock: (payload) => track(purchaseBlockEvent(payload)),
    trackRecommendation: (payload) => track(recommendationEvent(payload)),
    trackCompletedPurchase: (payload) => track(completedPurchaseEvent(payload)),
    trackNextBestOffer: (payload) => track(nextBestOfferEvent(payload)),
    trackFeedback: (payload) => track(feedbackEvent(payload)),
    trackFormInput: (payload) => track(formInputEvent(payload)),
    trackAbTest: (payload) => {
      for (const event of abTestEvents(payload)) track(event);
    },
    trackExperimentOnce: (payload, who) => {
      const mark = `${payload.name}:${who}`;
      if (consent === "OPTED_OUT" || experiments.told(mark)) return;
      if (consent === "OPTED_IN" && transport) tellExperiment(mark, payload);
      else waitingExperiments.set(mark, payload);
    },
    trackStatistics: (payload) => track(statisticsEvent(payload)),
    trackWebVital: (payload) => track(webVitalEvent(payload)),
    queued: () => [...queue],
    ready: async () => {
      await loading;
    },
  };
}

/** The experiments told of, in the given storage (read as untrusted: anything odd is nothing). */
function experimentMemory(storage: Pick<Storage, "getItem" | "setItem"> | undefined) {
  let inMemory: string[] = [];
  const read = (): string[] => {
    if (!storage) return inMemory;
    try {
      const value: unknown = JSON.parse(storage.getItem(experimentLogKey) ?? "[]");
      return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
    } catch {
      return [];
    }
  };
  return {
    told: (mark: string) => read().includes(mark),
    remember(mark: string) {
      const marks = [...read(), mark];
      inMemory = marks;
      try {
        storage?.setItem(experimentLogKey, JSON.stringify(marks));
      } catch {
        // Storage full or refused: told again on a later visit, which the provider tolerates.
      }
    },
  };
}
