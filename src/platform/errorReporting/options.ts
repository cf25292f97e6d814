/**
 * The error-reporting settings of SPEC §9: trace sample rate 0.2; session replay 0.1 / 0.01 /
 * 0.005 by traffic and 1 on error; 100 breadcrumbs; 1000 spans per transaction; 250-character
 * values. The span limit is the SDK's own cap of a transaction (its MAX_SPAN_COUNT, the earliest
 * 1000 kept), which holds only in its "static" trace lifecycle: SDK 11 streams spans by default and
 * then sends a transaction's spans all (docs/decisions/0014-static-trace-lifecycle.md).
 */
import { withStaticSpan } from "@sentry/core";
import type { BrowserOptions } from "@sentry/react";
import type { TrafficLevel } from "../../../core/contract/auth.ts";
import type { Environment } from "../environment.ts";
import type { Scrubber } from "../privacy.ts";
import {
  scrubBreadcrumb,
  scrubEnvelope,
  scrubRecordingEvent,
  scrubSentryEvent,
  scrubSpan,
} from "./scrub.ts";

export type { TrafficLevel } from "../../../core/contract/auth.ts";

const replaySessionSampleRates: Record<TrafficLevel, number> = {
  normal: 0.1,
  high: 0.01,
  extraHigh: 0.005,
};

const errorReportingLimits = {
  tracesSampleRate: 0.2,
  replaysOnErrorSampleRate: 1,
  maxBreadcrumbs: 100,
  maxValueLength: 250,
} as const;

export interface ErrorReportingSettings {
  dsn: string;
  environment: Environment;
  release?: string;
  traffic?: TrafficLevel;
  scrubber: Scrubber;
}

/** The integrations' factories, from the loaded SDK (so this module does not load it). */
export interface SentryIntegrationFactories {
  browserTracingIntegration: () => unknown;
  replayIntegration: (options: {
    maskAllText: boolean;
    maskAllInputs: boolean;
    blockAllMedia: boolean;
    useCompression: boolean;
    beforeAddRecordingEvent: <E>(event: E) => E;
  }) => unknown;
  /** The SDK's transport, which `scrubbingTransport` wraps. */
  makeFetchTransport?: Transport;
}

type Transport = NonNullable<BrowserOptions["transport"]>;

/**
 * The SDK's own transport, with every envelope scrubbed before it goes (`scrubEnvelope`): the
 * one place all of it passes, the replay's recording of the page included.
 */
export function scrubbingTransport(transport: Transport, scrubber: Scrubber): Transport {
  return (options) => {
    const sending = transport(options);
    return {
      ...sending,
      send: (envelope) => sending.send(scrubEnvelope(envelope, scrubber)),
    };
  };
}

export function buildSentryOptions(
  settings: ErrorReportingSettings,
  sdk: SentryIntegrationFactories,
): BrowserOptions {
  const { scrubber } = settings;
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    tracesSampleRate: errorReportingLimits.tracesSampleRate,
    replaysSessionSampleRate: replaySessionSampleRates[settings.traffic ?? "normal"],
    replaysOnErrorSampleRate: errorReportingLimits.replaysOnErrorSampleRate,
    maxBreadcrumbs: errorReportingLimits.maxBreadcrumbs,
    maxValueLength: errorReportingLimits.maxValueLength,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: [
      sdk.browserTracingIntegration(),
      sdk.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Sent as text, so the transport can scrub it; compressed, nothing could read it.
        useCompression: false,
        beforeAddRecordingEvent: (event) => scrubRecordingEvent(event, scrubber),
      }),
    ] as BrowserOptions["integrations"],
    ...(sdk.makeFetchTransport
      ? { transport: scrubbingTransport(sdk.makeFetchTransport, scrubber) }
      : {}),
    beforeSend: (event) => scrubSentryEvent(event, scrubber),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, scrubber),
    traceLifecycle: "static",
    // The static lifecycle takes only a callback marked for it; unmarked, the SDK ignores it.
    beforeSendSpan: withStaticSpan((span) => scrubSpan(span, scrubber)),
  };
}
