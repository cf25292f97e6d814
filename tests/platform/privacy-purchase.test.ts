/**
 * Privacy over a whole purchase: the real purchase machine is driven from intro to receipt while
 * a deliberately careless wiring reports every step, every form field and an error carrying the
 * form to analytics and error reporting. Every payload that would leave the browser is captured;
 * none may hold a national id, registration number, phone, e-mail or name, and nothing at all
 * may reach analytics before the customer opts in.
 */
import { describe, expect, it } from "vitest";
import {
  type AnalyticsTransport,
  createAnalytics,
  funnelStepFromMeta,
} from "../../src/platform/analytics/index.ts";
import { createErrorReporter, type SentrySdk } from "../../src/platform/errorReporting/index.ts";
import { createScrubber } from "../../src/platform/privacy.ts";
import { fixtureAvtalenummer, fixtureCustomer } from "../fixtures/purchase.ts";
import { send, start, walkTo } from "../machines/harness.ts";
import { person, personalDataIn } from "./personalData.ts";

/** A stand-in for the Sentry SDK that runs the configured hooks the way the SDK does. */
function capturingSdk(sent: unknown[]) {
  let options: Parameters<SentrySdk["init"]>[0] = {};
  const processors: ((event: never, hint: never) => unknown)[] = [];
  const finish = (event: Record<string, unknown>) => {
    let current: unknown = {
      ...event,
      request: {
        url: `https://app.example/privat/forsikring/motor/bil/kjop?regnr=${person.regnr}`,
      },
      // As on the detail page after the purchase: the agreement's number in the route.
      transaction: `/privat/forsikring/motor/detaljer/${fixtureAvtalenummer}`,
      breadcrumbs: [
        options.beforeBreadcrumb?.({
          category: "fetch",
          data: { url: `/api/privat/forsikring/motor/bil/sok?registreringsnummer=${person.regnr}` },
        }),
      ],
    };
    for (const processor of processors) current = processor(current as never, {} as never);
    sent.push(options.beforeSend?.(current as never, {}));
  };
  const sdk: SentrySdk = {
    init: (given) => {
      options = given;
    },
    captureException: (error, hint) =>
      finish({ exception: { values: [{ value: (error as Error).message }] }, extra: hint?.extra }),
    captureMessage: (message) => finish({ message }),
    addEventProcessor: (processor) => void processors.push(processor as never),
    browserTracingIntegration: () => ({}),
    replayIntegration: () => ({}),
  };
  return sdk;
}

describe("privacy during a full purchase", () => {
  it("no personal data reaches analytics or error reporting, and nothing before opt-in", async () => {
    const customer = fixtureCustomer({
      // Opaque, as the sandbox's are (the fixture's is made from the customer number).
      trackingId: "6f1c2a9e-sporing",
      fornavn: person.firstName,
      etternavn: person.lastName,
      kontaktInformasjon: { epostAdresse: person.email, mobilNummer: person.phone },
    });
    const scrubber = createScrubber([`${customer.fornavn} ${customer.etternavn}`]);

    const analyticsSent: unknown[] = [];
    let transportLoads = 0;
    const transport: AnalyticsTransport = {
      track: (name, properties) => void analyticsSent.push({ name, properties }),
      identify: (id) => void analyticsSent.push({ identify: id }),
      optIn: () => {},
      optOut: () => {},
    };
    const analytics = createAnalytics({
      scrubber,
      loadTransport: async () => {
        transportLoads++;
        return transport;
      },
    });
    const errorsSent: unknown[] = [];
    const reporter = createErrorReporter({
      dsn: "https://key@sentry.example/1",
      environment: "production",
      scrubber,
      loadSdk: async () => capturingSdk(errorsSent),
      whenPageLoaded: async () => {},
    });
    await reporter.start();

    const { actor } = start({ customer });
    analytics.identify(customer.trackingId);
    let lastPath = "";
    actor.subscribe((snapshot) => {
      const meta = snapshot.getMeta() as Record<string, { path?: string } | undefined>;
      const path = Object.values(meta).findLast((entry) => entry?.path)?.path;
      if (!path || path === lastPath) return;
      lastPath = path;
      const form = snapshot.context.form as unknown as Record<string, unknown>;
      // Careless on purpose: personal data in the page URL and in every form-input event.
      analytics.trackPageView({
        page: `/privat/forsikring/motor/bil${path}?regnr=${String(form.registreringsnummer ?? "")}`,
        product: "bil",
        funnelStep: funnelStepFromMeta(meta),
      });
      for (const [field, value] of Object.entries(form)) {
        if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
          analytics.trackFormInput({ field, value });
        }
      }
      reporter.captureMessage(`Steg ${path} for ${customer.fornavn} ${customer.etternavn}`);
    });

    await walkTo(actor, "sjekkBilInfo", { regnr: person.regnr });
    await walkTo(actor, "kjop");
    reporter.captureException(
      new Error(
        `Kjøp feilet: eier ${person.otherOwnerFnr}, ${person.email}, ${person.phoneMasked}`,
      ),
      { form: actor.getSnapshot().context.form },
    );

    // Up to the purchase page the customer has not answered the consent question.
    expect(transportLoads).toBe(0);
    expect(analyticsSent).toEqual([]);
    expect(analytics.queued().length).toBeGreaterThan(10);
    expect(personalDataIn(analytics.queued())).toEqual([]);
    // Control: the careless wiring really did hand over personal data.
    expect(personalDataIn(actor.getSnapshot().context.form)).toEqual(
      expect.arrayContaining([person.regnr, person.phone]),
    );

    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    await send(actor, { type: "purchase.confirm" });
    // The detail page of what was bought, and the sandbox's fault route with the customer's
    // number, reported the careless way.
    analytics.trackPageView({
      page: `/privat/forsikring/motor/detaljer/${fixtureAvtalenummer}`,
      product: "bil",
    });
    reporter.captureMessage(
      `GET /sandbox/feil/${customer.niceKundenummer}?avtalenummer=${fixtureAvtalenummer}`,
    );

    expect(transportLoads).toBe(1);
    expect(analyticsSent.length).toBeGreaterThan(10);
    expect(errorsSent.length).toBeGreaterThan(5);
    expect(personalDataIn(analyticsSent)).toEqual([]);
    expect(personalDataIn(errorsSent)).toEqual([]);
    // Nor the numbers of the customer, the offer or the agreement (issue 17).
    const sent = JSON.stringify([analyticsSent, errorsSent]);
    for (const number of [fixtureAvtalenummer, customer.niceKundenummer]) {
      expect(sent, number).not.toContain(number);
    }
    // The funnel is still there to read.
    expect(
      analyticsSent.some(
        (event) =>
          (event as { properties?: { funnelStep?: number } }).properties?.funnelStep === 18,
      ),
    ).toBe(true);
  });
});
