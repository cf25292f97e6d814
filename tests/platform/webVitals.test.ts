// @vitest-environment jsdom
/**
 * Issue 21, real users: the page-speed metrics of each page view reach analytics after consent
 * only, as a statistic with name, value, rating and the page's path, and nothing of the person.
 * The platform is built as the app builds it (`createPlatform`); the provider is a recording
 * transport and `web-vitals` a stand-in that reports the metrics the test chooses (a browser's
 * would report them when the page is hidden).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPlatform, type Platform } from "../../src/app/platform.ts";
import type { ReportedMetric, WebVitalsLibrary } from "../../src/platform/analytics/webVitals.ts";
import { capturingTransport } from "../integration/analyticsCapture.ts";
import { testConfig } from "../views/harness.tsx";
import { knownNames, person, personalDataIn } from "./personalData.ts";

/** A web-vitals stand-in: counts its loads and reports to whatever registered. */
function fakeWebVitals() {
  const reporters = new Map<string, (metric: ReportedMetric) => void>();
  let loads = 0;
  const library: WebVitalsLibrary = {
    onLCP: (report) => void reporters.set("LCP", report),
    onINP: (report) => void reporters.set("INP", report),
    onCLS: (report) => void reporters.set("CLS", report),
    onTTFB: (report) => void reporters.set("TTFB", report),
  };
  return {
    loads: () => loads,
    registered: () => [...reporters.keys()].sort(),
    load: async () => {
      loads++;
      return library;
    },
    /** The page is hidden: each metric reports its final value, with the entries behind it. */
    reportAll() {
      const element = document.createElement("p");
      element.textContent = `${person.firstName} ${person.lastName}, ${person.fnr}`;
      const metrics = {
        LCP: { value: 1834.6, rating: "needs-improvement" },
        INP: { value: 72, rating: "good" },
        CLS: { value: 0.01234, rating: "good" },
        TTFB: { value: 412.3, rating: "good" },
      } as const;
      for (const [name, metric] of Object.entries(metrics)) {
        const reported: ReportedMetric & { entries: unknown[]; id: string } = {
          name,
          ...metric,
          // What web-vitals adds: the entries point at the page's elements and resources.
          entries: [{ element, url: `/kvittering?fnr=${person.fnr}` }],
          id: "v5-1",
        };
        reporters.get(name)?.(reported);
      }
    },
  };
}

let platform: Platform | undefined;
afterEach(() => {
  platform = undefined;
  vi.restoreAllMocks();
});

/** A page loaded at an address with personal data in it, as a careless link might be. */
function openApp(overrides: Parameters<typeof createPlatform>[2] = {}) {
  window.history.replaceState(
    null,
    "",
    `/privat/forsikring/motor/bil/${person.fnr}/pris?regnr=${person.regnr}#${person.email}`,
  );
  platform = createPlatform(
    testConfig,
    { hostname: "127.0.0.1", storage: sessionStorage },
    {
      whenPageLoaded: async () => {},
      ...overrides,
    },
  );
  platform.start();
  platform.scrubber.addNames(knownNames);
  return platform;
}

/** The app with a recording provider and the web-vitals stand-in. */
function openAppWithStandIns() {
  const vitals = fakeWebVitals();
  const provider = capturingTransport();
  const { analytics } = openApp({
    loadWebVitals: vitals.load,
    loadAnalyticsTransport: provider.loadAnalyticsTransport,
  });
  return { vitals, provider, analytics };
}

const metricEvents = (sent: { name: string; properties: Record<string, unknown> }[]) =>
  sent.filter((event) => ["LCP", "INP", "CLS", "TTFB"].includes(String(event.properties.name)));

describe("real users' page-speed metrics", () => {
  it("load nothing and send nothing before the customer has answered", async () => {
    const { vitals, provider, analytics } = openAppWithStandIns();
    analytics.setConsent("UNANSWERED");
    await analytics.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vitals.loads()).toBe(0);
    vitals.reportAll();
    expect(provider.sent).toEqual([]);
    expect(analytics.queued()).toEqual([]);
  });

  it("load nothing and send nothing when the customer refuses", async () => {
    const { vitals, provider, analytics } = openAppWithStandIns();
    analytics.setConsent("OPTED_OUT");
    await analytics.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vitals.loads()).toBe(0);
    vitals.reportAll();
    expect(provider.sent).toEqual([]);
  });

  it("after opt-in send LCP, INP, CLS and TTFB once each: name, value, rating, page without personal data", async () => {
    const { vitals, provider, analytics } = openAppWithStandIns();
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    await vi.waitFor(() => expect(vitals.registered()).toEqual(["CLS", "INP", "LCP", "TTFB"]));
    // A second opt-in (the consent window closed again) does not load or register it again.
    analytics.setConsent("OPTED_IN");
    vitals.reportAll();
    expect(vitals.loads()).toBe(1);
    expect(metricEvents(provider.sent)).toEqual([
      {
        name: "Statistikk",
        properties: {
          name: "LCP",
          value: 1835,
          rating: "needs-improvement",
          page: "/privat/forsikring/motor/bil/:id/pris",
        },
      },
      {
        name: "Statistikk",
        properties: {
          name: "INP",
          value: 72,
          rating: "good",
          page: "/privat/forsikring/motor/bil/:id/pris",
        },
      },
      {
        name: "Statistikk",
        properties: {
          name: "CLS",
          value: 0.012,
          rating: "good",
          page: "/privat/forsikring/motor/bil/:id/pris",
        },
      },
      {
        name: "Statistikk",
        properties: {
          name: "TTFB",
          value: 412,
          rating: "good",
          page: "/privat/forsikring/motor/bil/:id/pris",
        },
      },
    ]);
    expect(personalDataIn(provider.sent)).toEqual([]);
  });

  it("stop sending when the customer opts out after opting in", async () => {
    const { vitals, provider, analytics } = openAppWithStandIns();
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    await vi.waitFor(() => expect(vitals.registered()).toHaveLength(4));
    analytics.setConsent("OPTED_OUT");
    vitals.reportAll();
    expect(metricEvents(provider.sent)).toEqual([]);
  });

  it("never throw with analytics off (no project key) or when the metrics' code fails to load", async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // The sandbox's configuration: no project key, so no provider; the real web-vitals in jsdom.
    const { analytics } = openApp();
    expect(() => analytics.setConsent("OPTED_IN")).not.toThrow();
    await analytics.ready();
    expect(() =>
      analytics.trackWebVital({ name: "LCP", value: 1, rating: "good", page: "/" }),
    ).not.toThrow();

    let attempts = 0;
    const failing = openApp({
      loadWebVitals: () => {
        attempts++;
        return Promise.reject(new Error("chunk failed to load"));
      },
    });
    expect(() => failing.analytics.setConsent("OPTED_IN")).not.toThrow();
    await failing.analytics.ready();
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(errors).toEqual([]);
  });
});
