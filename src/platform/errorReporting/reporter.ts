/**
 * Error reporting, loaded lazily: the SDK (`@sentry/react`) is imported only after the page has
 * loaded, so it is not in the first bundle and does not slow the first paint; so are its settings
 * and the scrubbing of its payloads (options.ts, scrub.ts), which only the SDK uses. Errors and messages
 * reported before that are kept (a few) and sent once it is ready. Every payload passes the
 * scrubber first (beforeSend, beforeBreadcrumb, beforeSendSpan, replay recording events, and an
 * event processor for the event types beforeSend does not see, such as replay events).
 */
import type { addEventProcessor, BrowserOptions } from "@sentry/react";
import type { Environment } from "../environment.ts";
import type { Scrubber } from "../privacy.ts";
import type { SentryIntegrationFactories, TrafficLevel } from "./options.ts";

export type ReportLevel = "info" | "warning" | "error";

/** The part of the SDK used here; `@sentry/react` satisfies it. */
export interface SentrySdk extends SentryIntegrationFactories {
  init(options: BrowserOptions): unknown;
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown;
  captureMessage(message: string, level?: ReportLevel): unknown;
  addEventProcessor: typeof addEventProcessor;
}

export interface ErrorReporterOptions {
  /** No DSN: nothing is loaded or sent (local development, tests). */
  dsn?: string | null;
  environment: Environment;
  release?: string;
  traffic?: TrafficLevel;
  scrubber: Scrubber;
  loadSdk?: () => Promise<SentrySdk>;
  /** Resolves once the page has loaded (default: the window's load event). */
  whenPageLoaded?: () => Promise<void>;
  maxBuffered?: number;
}

export interface ErrorReporter {
  captureException(error: unknown, extra?: Record<string, unknown>): void;
  captureMessage(message: string, level?: ReportLevel): void;
  /** Loads and starts the SDK after page load; resolves when ready (or at once without a DSN). */
  start(): Promise<void>;
}

export function pageLoaded(target: Window = window): Promise<void> {
  if (target.document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    target.addEventListener("load", () => resolve(), { once: true });
  });
}

const loadSentry = async () => (await import("@sentry/react")) as unknown as SentrySdk;

type Pending =
  | { kind: "exception"; error: unknown; extra?: Record<string, unknown> }
  | { kind: "message"; message: string; level: ReportLevel };

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const maxBuffered = options.maxBuffered ?? 50;
  let sdk: SentrySdk | undefined;
  let starting: Promise<void> | undefined;
  let buffer: Pending[] = [];

  const deliver = (loaded: SentrySdk, item: Pending) => {
    if (item.kind === "exception") {
      loaded.captureException(item.error, item.extra ? { extra: item.extra } : undefined);
    } else {
      loaded.captureMessage(item.message, item.level);
    }
  };
  const enqueue = (item: Pending) => {
    if (!options.dsn) return;
    if (sdk) {
      deliver(sdk, item);
      return;
    }
    buffer.push(item);
    if (buffer.length > maxBuffered) buffer.shift();
  };

  return {
    captureException: (error, extra) =>
      enqueue({ kind: "exception", error, ...(extra ? { extra } : {}) }),
    captureMessage: (message, level = "warning") => enqueue({ kind: "message", message, level }),
    start() {
      const dsn = options.dsn;
      if (!dsn) return Promise.resolve();
      starting ??= (async () => {
        await (options.whenPageLoaded ?? (() => pageLoaded()))();
        const [loaded, { buildSentryOptions }, { scrubSentryEvent }] = await Promise.all([
          (options.loadSdk ?? loadSentry)(),
          import("./options.ts"),
          import("./scrub.ts"),
        ]);
        loaded.init(
          buildSentryOptions(
            {
              dsn,
              environment: options.environment,
              scrubber: options.scrubber,
              ...(options.release ? { release: options.release } : {}),
              ...(options.traffic ? { traffic: options.traffic } : {}),
            },
            loaded,
          ),
        );
        loaded.addEventProcessor((event) => scrubSentryEvent(event, options.scrubber));
        sdk = loaded;
        const waiting = buffer;
        buffer = [];
        for (const item of waiting) deliver(loaded, item);
      })();
      return starting;
    },
  };
}
