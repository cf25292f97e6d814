import type * as SentryReact from "@sentry/react";
import { describe, expect, it } from "vitest";
import { trafficLevels } from "../../core/contract/auth.ts";
import {
  buildSentryOptions,
  configValue,
  createErrorReporter,
  type SentrySdk,
} from "../../src/platform/errorReporting/index.ts";
import { createScrubber } from "../../src/platform/privacy.ts";
import { knownNames, person, personalDataIn } from "./personalData.ts";

// The real SDK satisfies the interface the reporter uses.
type _SdkFits = typeof SentryReact extends SentrySdk ? true : never;
const sdkFits: _SdkFits = true;

function fakeSdk() {
  const calls: { kind: string; args: unknown[] }[] = [];
  const sdk: SentrySdk = {
    init: (...args) => void calls.push({ kind: "init", args }),
    captureException: (...args) => void calls.push({ kind: "exception", args }),
    captureMessage: (...args) => void calls.push({ kind: "message", args }),
    addEventProcessor: (...args) => void calls.push({ kind: "processor", args }),
    browserTracingIntegration: () => ({ name: "BrowserTracing" }),
    replayIntegration: (options) => ({ name: "Replay", options }),
  };
  return { sdk, calls };
}

const scrubber = createScrubber(knownNames);

/** The production options and the replay integration made with them. */
function productionOptions() {
  const { sdk } = fakeSdk();
  const options = buildSentryOptions(
    { dsn: "https://key@sentry.example/1", environment: "production", scrubber },
    sdk,
  );
  const replay = (
    options.integrations as unknown as { name: string; options?: Record<string, unknown> }[]
  ).find((integration) => integration.name === "Replay");
  return { options, replay };
}

describe("error-reporting options (SPEC §9)", () => {
  /** SPEC §9: session replays sampled at 0.1, 0.01 or 0.005 by the session's traffic level. */
  const specReplayRates = { normal: 0.1, high: 0.01, extraHigh: 0.005 } as const;

  it.each(trafficLevels)("replay sample rate for %s traffic", (traffic) => {
    const { sdk } = fakeSdk();
    const options = buildSentryOptions(
      { dsn: "https://key@sentry.example/1", environment: "production", traffic, scrubber },
      sdk,
    );
    expect(options.replaysSessionSampleRate).toBe(specReplayRates[traffic]);
  });

  it("samples 20 % of traces, replays every error, 100 breadcrumbs, 250-character values", () => {
    const { sdk } = fakeSdk();
    const options = buildSentryOptions(
      { dsn: "https://key@sentry.example/1", environment: "QA", scrubber },
      sdk,
    );
    expect(options).toMatchObject({
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      environment: "QA",
    });
  });

  it("masks replays and scrubs every hook's payload", () => {
    const { options, replay } = productionOptions();
    expect(replay?.options).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    const beforeAddRecordingEvent = replay?.options?.beforeAddRecordingEvent as (
      event: unknown,
    ) => unknown;
    const recording = beforeAddRecordingEvent({
      data: { payload: { description: `/bil/eier-fnr?fnr=${person.fnr}` } },
    });
    const event = options.beforeSend?.(
      { type: undefined, message: `Feil for ${person.email}` } as never,
      {},
    );
    const breadcrumb = options.beforeBreadcrumb?.({ message: `klikk ${person.regnr}` });
    const span = options.beforeSendSpan?.({ name: `GET /sok?regnr=${person.regnr}` } as never);
    expect(personalDataIn([recording, event, breadcrumb, span])).toEqual([]);
  });

  it("masks the digits of every URL as analytics does: agreement, offer and customer numbers", () => {
    const { options, replay } = productionOptions();
    const beforeAddRecordingEvent = replay?.options?.beforeAddRecordingEvent as (
      event: unknown,
    ) => unknown;
    const details = "https://app.example/privat/forsikring/motor/bil/detaljer/600000025";
    const script = "https://app.example/privat/forsikring/motor/bil/assets/index-20261124.js";
    const at = new Date("2026-11-24T12:00:00Z");
    const event = options.beforeSend?.(
      {
        type: "transaction",
        transaction: "/privat/forsikring/motor/bil/detaljer/600000025",
        request: { url: details },
        message:
          "Henting feilet: GET /api/privat/forsikring/motor/bil/avtale?avtalenummer=600000026",
        exception: {
          values: [{ stacktrace: { frames: [{ filename: script, abs_path: script, lineno: 1 }] } }],
        },
        extra: { at },
      } as never,
      {},
    ) as unknown as Record<string, unknown>;
    const breadcrumb = options.beforeBreadcrumb?.({
      category: "navigation",
      data: { from: "/privat/forsikring/motor/bil/kvittering", to: details },
    });
    const span = options.beforeSendSpan?.({
      description: "GET /sandbox/feil/10000002?tilbud=600000027",
    } as never);
    const recording = beforeAddRecordingEvent({ type: 4, data: { href: details } });
    const sent = JSON.stringify([event, breadcrumb, span, recording]);
    for (const number of ["600000025", "600000026", "600000027", "10000002"]) {
      expect(sent, number).not.toContain(number);
    }
    expect(event).toMatchObject({
      transaction: "/privat/forsikring/motor/bil/detaljer/:id",
      request: { url: "https://app.example/privat/forsikring/motor/bil/detaljer/:id" },
      extra: { at },
    });
    expect(recording).toEqual({
      type: 4,
      data: { href: "https://app.example/privat/forsikring/motor/bil/detaljer/:id" },
    });
    // A script's own address keeps its digits: the error service finds its source map by it.
    expect(sent).toContain(script);
  });
});

describe("the lazy reporter", () => {
  it("loads nothing until the page has loaded, then sends what was buffered, scrubbed", async () => {
    const { sdk, calls } = fakeSdk();
    let pageLoaded: () => void = () => {};
    let loads = 0;
    const reporter = createErrorReporter({
      dsn: "https://key@sentry.example/1",
      environment: "production",
      scrubber,
      loadSdk: async () => {
        loads++;
        return sdk;
      },
      whenPageLoaded: () =>
        new Promise((resolve) => {
          pageLoaded = resolve;
        }),
    });
    reporter.captureException(new Error("tidlig feil"));
    const started = reporter.start();
    await Promise.resolve();
    expect(loads).toBe(0);
    pageLoaded();
    await started;
    expect(loads).toBe(1);
    expect(calls.map((call) => call.kind)).toEqual(["init", "processor", "exception"]);
    const processor = calls[1]?.args[0] as (event: unknown) => unknown;
    expect(
      personalDataIn(processor({ type: "replay_event", urls: [`/bil?regnr=${person.regnr}`] })),
    ).toEqual([]);
    reporter.captureMessage("senere");
    expect(calls.at(-1)).toEqual({ kind: "message", args: ["senere", "warning"] });
  });

  it("without a DSN loads and sends nothing", async () => {
    let loads = 0;
    const reporter = createErrorReporter({
      dsn: "",
      environment: "Dev",
      scrubber,
      loadSdk: async () => {
        loads++;
        return fakeSdk().sdk;
      },
      whenPageLoaded: async () => {},
    });
    reporter.captureException(new Error("x"));
    await reporter.start();
    expect(loads).toBe(0);
  });

  it("reports a missing configuration value as 'AppConfig {name} has no value'", () => {
    const messages: string[] = [];
    const warnings: string[] = [];
    const reporter = { captureMessage: (message: string) => void messages.push(message) };
    const config = {
      kfpApiHost: "",
      unauthorizedUrl: "https://x.example",
      mixpanelProjectKey: undefined,
    };
    expect(configValue(config, "unauthorizedUrl", reporter, (m) => warnings.push(m))).toBe(
      "https://x.example",
    );
    expect(configValue(config, "kfpApiHost", reporter, (m) => warnings.push(m))).toBeUndefined();
    expect(
      configValue(config, "mixpanelProjectKey", reporter, (m) => warnings.push(m)),
    ).toBeUndefined();
    expect(messages).toEqual([
      "AppConfig kfpApiHost has no value",
      "AppConfig mixpanelProjectKey has no value",
    ]);
    expect(warnings).toEqual(messages);
  });

  it("the real SDK fits", () => {
    expect(sdkFits).toBe(true);
  });
});
