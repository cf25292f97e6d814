// @vitest-environment jsdom
/**
 * SPEC §9: at most 1000 spans per transaction. The real SDK (@sentry/react) with the production
 * options (buildSentryOptions) and the app's transport sends a transaction of 1200 spans to a
 * stand-in for the network: what leaves is one transaction of the first 1000, scrubbed.
 * (SDK 11 streams spans by default, in envelopes of up to 1000 each, and then sends them all:
 * docs/decisions/0014-static-trace-lifecycle.md.)
 */
import * as Sentry from "@sentry/react";
import { afterAll, describe, expect, it } from "vitest";
import { buildSentryOptions, type SentrySdk } from "../../src/platform/errorReporting/index.ts";
import { productionReportingSettings } from "./reportingSettings.ts";

/** The envelopes' items as they would go on the network, after the app's transport. */
const sent: [{ type: string }, unknown][] = [];
const network: NonNullable<SentrySdk["makeFetchTransport"]> = () => ({
  send: async (envelope) => {
    const [, items] = envelope as unknown as [unknown, [{ type: string }, unknown][]];
    sent.push(...items);
    return { statusCode: 200 };
  },
  flush: async () => true,
});

afterAll(() => Sentry.close());

describe("error reporting's traces (SPEC §9)", () => {
  it("send at most 1000 spans of a transaction, the earliest, scrubbed", async () => {
    const options = buildSentryOptions(productionReportingSettings, {
      ...(Sentry as unknown as SentrySdk),
      // Only the transaction this test makes: no page load or navigation of jsdom's own.
      browserTracingIntegration: () =>
        Sentry.browserTracingIntegration({
          instrumentPageLoad: false,
          instrumentNavigation: false,
        }),
      makeFetchTransport: network,
    });
    Sentry.init({ ...options, tracesSampleRate: 1, replaysSessionSampleRate: 0 });
    const spanCount = 1200;
    Sentry.startSpan({ name: "kjøp", forceTransaction: true }, () => {
      for (let index = 0; index < spanCount; index++) {
        Sentry.startSpan(
          { name: `GET /privat/forsikring/motor/bil/detaljer/600000025 #${index}` },
          () => {},
        );
      }
    });
    await Sentry.flush(10_000);

    const transactions = sent.filter(([header]) => header.type === "transaction");
    const streamed = sent.filter(([header]) => header.type === "span");
    expect(streamed).toEqual([]);
    expect(transactions).toHaveLength(1);
    const [, transaction] = transactions[0] as [unknown, { spans: { description: string }[] }];
    expect(transaction.spans).toHaveLength(1000);
    const names = transaction.spans.map((span) => span.description);
    // The earliest 1000: the first of them and not the last 200.
    expect(names).toContain("GET /privat/forsikring/motor/bil/detaljer/:id #0");
    expect(names).not.toContain(`GET /privat/forsikring/motor/bil/detaljer/:id #${spanCount - 1}`);
    expect(JSON.stringify(sent)).not.toContain("600000025");
  });
});
