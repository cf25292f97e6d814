// @vitest-environment jsdom
/**
 * Issue 15, defect 5: no tracking call may throw, in any variant. The platform is built as the
 * app builds it (`createPlatform`), with the REAL mixpanel core loader, for every distributor ×
 * consent story × bank app or browser, once with the sandbox's configuration (no project key)
 * and once with a project key and mixpanel's API host on a local server that keeps what the SDK
 * sends. Each combination is a fresh page: mixpanel's module is loaded anew (`vi.resetModules`),
 * cookies and storage are empty. Consent is read from the distributor's own cookie, as
 * `PlatformBridge` and `CookieSettings` read it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Distributor, distributors } from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { createPlatform, type Platform } from "../../src/app/platform.ts";
import { type Analytics, analyticsCategories } from "../../src/platform/analytics/index.ts";
import { mixpanelSettings } from "../../src/platform/analytics/mixpanel.ts";
import { bankAppCookie, defaultBankAppUserAgentMarker } from "../../src/platform/bankAppBridge.ts";
import {
  bankConsentCookie,
  bankOptedInLevel,
  type ConsentStatus,
  defaultNoneConsentCookie,
  readConsent,
} from "../../src/platform/consent/index.ts";
import { missingConfigMessage } from "../../src/platform/errorReporting/index.ts";
import { waitLimitMs } from "../setup/patience.ts";
import { testConfig } from "../views/harness.tsx";
import {
  type MixpanelCapture,
  type MixpanelEvent,
  startMixpanelCapture,
} from "./mixpanelCapture.ts";
import { knownNames, person, personalDataIn } from "./personalData.ts";
import { reportingSdk } from "./reportingSdk.ts";

const trackingId = "sporing-kunde-a";

/** Every tracking call of the `Analytics` interface; a new one fails to compile until added here. */
type TrackingCall = Exclude<keyof Analytics, "consent" | "setConsent" | "queued" | "ready">;

/** Each call carries the phase's marker (and, carelessly, personal data the scrubber must take). */
const trackingCalls: Record<TrackingCall, (analytics: Analytics, marker: string) => void> = {
  identify: (analytics) => analytics.identify(trackingId),
  track: (analytics, marker) =>
    analytics.track({ name: "Statistikk", properties: { name: `${marker} generisk`, value: 1 } }),
  trackPageView: (analytics, marker) =>
    analytics.trackPageView({
      page: `/privat/forsikring/motor/bil/${marker}?regnr=${person.regnr}&fnr=${person.fnr}`,
      product: "bil",
      funnelStep: 2,
    }),
  trackComponentView: (analytics, marker) =>
    analytics.trackComponentView({ name: marker, page: `/kvittering?tlf=${person.phone}` }),
  trackButtonClick: (analytics, marker) =>
    analytics.trackButtonClick({
      type: "knapp",
      name: `${marker} Kjøp for ${person.firstName} ${person.lastName}`,
      event: "klikk",
      id: "kjop",
    }),
  trackPurchaseBlock: (analytics, marker) =>
    analytics.trackPurchaseBlock({ type: "sperre", name: marker, event: "vist" }),
  trackRecommendation: (analytics, marker) =>
    analytics.trackRecommendation({ productType: "bil", recommendedProducts: [marker] }),
  trackCompletedPurchase: (analytics, marker) =>
    analytics.trackCompletedPurchase({
      productType: "bil",
      productName: marker,
      extras: [person.otherOwnerName],
    }),
  trackNextBestOffer: (analytics, marker) =>
    analytics.trackNextBestOffer({
      page: `/kvittering/${marker}`,
      product: "bil",
      customerProducts: ["bil"],
      subNboProducts: [],
      filteredProductsDueToActiveAgreements: [],
      controlGroup: false,
      fallback: false,
    }),
  trackFeedback: (analytics, marker) =>
    analytics.trackFeedback({ feedback: 5, page: `/kvittering/${marker}`, product: "bil" }),
  trackFormInput: (analytics, marker) =>
    analytics.trackFormInput({ field: `${marker} epost`, value: person.email }),
  trackAbTest: (analytics, marker) =>
    analytics.trackAbTest({ name: marker, variant: "A", page: "/intro" }),
  trackExperimentOnce: (analytics, marker) =>
    analytics.trackExperimentOnce(
      { name: marker, variant: "B", page: `/intro?fnr=${person.fnr}` },
      trackingId,
    ),
  trackStatistics: (analytics, marker) =>
    analytics.trackStatistics({ name: marker, value: Number(person.phone) }),
  trackWebVital: (analytics, marker) =>
    analytics.trackWebVital({
      name: "LCP",
      value: 1834,
      rating: "needs-improvement",
      page: `/privat/forsikring/motor/bil/${marker}/${person.fnr}`,
    }),
};

interface Phase {
  consent: ConsentStatus;
  /** Whether what is tracked in this phase reaches mixpanel (when a project key is configured). */
  sent: boolean;
}

const consentStories: Record<string, Phase[]> = {
  "before consent": [{ consent: "UNANSWERED", sent: false }],
  // The reported case: the customer accepts on the page; what waited is sent then.
  "opted in on the page": [
    { consent: "UNANSWERED", sent: true },
    { consent: "OPTED_IN", sent: true },
  ],
  "opted out": [{ consent: "OPTED_OUT", sent: false }],
  "opted in after opting out, out and in again": [
    { consent: "OPTED_OUT", sent: false },
    { consent: "OPTED_IN", sent: true },
    { consent: "OPTED_OUT", sent: false },
    { consent: "OPTED_IN", sent: true },
  ],
};

const markers = ["fase-alfa", "fase-bravo", "fase-charlie", "fase-delta"] as const;

const browsers = {
  browser: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36", cookie: "" },
  "bank app (cookie)": {
    userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36",
    cookie: `${bankAppCookie}=true`,
  },
  "bank app (user agent)": {
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${defaultBankAppUserAgentMarker}/7.2`,
    cookie: "",
  },
} as const;

const setups = {
  "the sandbox's configuration (no project key)": "",
  "a project key": "prosjekt-nokkel",
} as const;

// biome-ignore-start lint/suspicious/noDocumentCookie: the test plays the bank, the app's consent dialog and the bank app, which set these cookies.
function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** What the distributor's consent owner writes when the customer answers. */
function answerConsent(distributor: Distributor, consent: ConsentStatus) {
  const appAsks = distributorVariant(distributor).consentOwner === "app";
  const name = appAsks ? defaultNoneConsentCookie : bankConsentCookie;
  if (consent === "UNANSWERED") {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    return;
  }
  const optedIn = consent === "OPTED_IN";
  const value = appAsks
    ? encodeURIComponent(JSON.stringify({ statistics: optedIn ? "accepted" : "denied" }))
    : String(optedIn ? bankOptedInLevel : 0);
  document.cookie = `${name}=${value}; path=/`;
}

function openPage(browser: keyof typeof browsers) {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  if (browsers[browser].cookie) document.cookie = `${browsers[browser].cookie}; path=/`;
  Object.defineProperty(navigator, "userAgent", {
    value: browsers[browser].userAgent,
    configurable: true,
  });
  // Personal data where the SDK picks up properties by itself: the address and the referrer.
  window.history.replaceState(
    null,
    "",
    `/privat/forsikring/motor/bil/velg-bil?regnr=${person.regnr}&tlf=${person.phone}`,
  );
  Object.defineProperty(document, "referrer", {
    value: `https://nettbank.sb1.example/kunde?epost=${encodeURIComponent(person.email)}&fnr=${person.fnr}`,
    configurable: true,
  });
}
// biome-ignore-end lint/suspicious/noDocumentCookie: see above

const mixpanelStorageKeys = () =>
  Object.keys(localStorage).filter((key) => /^(mp_|__mp)/.test(key));

const markerOf = (event: MixpanelEvent) =>
  markers.find((marker) => JSON.stringify(event.properties).includes(marker));

let capture: MixpanelCapture;
let platform: Platform | undefined;
beforeAll(async () => {
  capture = await startMixpanelCapture();
});
afterAll(() => capture.close());
beforeEach(() => {
  // Mixpanel's 5 s batch flush runs on a simulated clock; the requests themselves are real.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  // A fresh page: mixpanel's module (one SDK per page) is loaded anew on opt-in.
  vi.resetModules();
  capture.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(Object.entries(setups))("mixpanel with %s", (_setup, projectKey) => {
  describe.each(distributors)("distributor %s", (distributor) => {
    describe.each(Object.keys(browsers) as (keyof typeof browsers)[])("in the %s", (browser) => {
      it.each(Object.entries(consentStories))(
        "%s: no call throws, nothing is reported, only consented events leave, scrubbed",
        async (_story, phases) => {
          openPage(browser);
          const consoleErrors: unknown[][] = [];
          vi.spyOn(console, "error").mockImplementation((...args) => {
            consoleErrors.push(args);
          });
          const warnings: unknown[][] = [];
          vi.spyOn(console, "warn").mockImplementation((...args) => {
            warnings.push(args);
          });
          const reported: string[] = [];
          platform = createPlatform(
            {
              ...testConfig,
              mixpanelProjectKey: projectKey,
              sentryDsn: "https://k@errors.example/1",
            },
            { hostname: "127.0.0.1", storage: sessionStorage },
            {
              mixpanelApiHost: capture.url,
              loadErrorSdk: async () => reportingSdk(reported),
              whenPageLoaded: async () => {},
            },
          );
          platform.start();
          platform.scrubber.addNames(knownNames);
          expect(platform.bankApp.insideApp).toBe(browser !== "browser");
          const { analytics } = platform;
          const delivers = projectKey !== "";
          const thrown: string[] = [];

          for (const [index, phase] of phases.entries()) {
            const marker = markers[index] as string;
            answerConsent(distributor, phase.consent);
            try {
              analytics.setConsent(readConsent({ distributor }));
            } catch (error) {
              thrown.push(`setConsent: ${String(error)}`);
            }
            await analytics.ready();
            for (const [name, call] of Object.entries(trackingCalls)) {
              try {
                call(analytics, marker);
              } catch (error) {
                thrown.push(`${name}: ${String(error)}`);
              }
            }
            // Let what is due go out before the consent changes again (an opt-out drops
            // mixpanel's unsent batch, which is right, but would make this phase's outcome a race).
            const due = markers.filter((_, i) => i <= index && phases[i]?.sent);
            if (delivers && phase.consent === "OPTED_IN") {
              await vi.waitFor(
                async () => {
                  await vi.advanceTimersByTimeAsync(mixpanelSettings.batch_flush_interval_ms);
                  const arrived = new Set(capture.events().map(markerOf));
                  expect(due.filter((marker) => !arrived.has(marker))).toEqual([]);
                },
                { timeout: waitLimitMs, interval: 20 },
              );
            }
          }
          // Anything still waiting would go out now.
          await vi.advanceTimersByTimeAsync(3 * mixpanelSettings.batch_flush_interval_ms);

          expect(thrown).toEqual([]);
          expect(consoleErrors).toEqual([]);
          const optedIn = phases.some((phase) => phase.consent === "OPTED_IN");
          // Without a key there is no analytics: a warning and a report, once (SPEC §8).
          const configWarning = missingConfigMessage("mixpanelProjectKey");
          expect(reported).toEqual(!delivers && optedIn ? [`message: ${configWarning}`] : []);
          if (!delivers && optedIn) expect(warnings).toContainEqual([configWarning]);

          const events = capture.events();
          for (const [index, phase] of phases.entries()) {
            const names = events
              .filter((event) => markerOf(event) === markers[index])
              .map((event) => event.event);
            expect(new Set(names), `phase ${index + 1} (${phase.consent})`).toEqual(
              new Set(delivers && phase.sent ? analyticsCategories : []),
            );
          }
          for (const event of events.filter(markerOf)) {
            expect(event.properties.distinct_id).toBe(trackingId);
          }
          expect(personalDataIn(capture.requests)).toEqual([]);
          if (!(delivers && optedIn)) {
            // Not loaded, so nothing sent and nothing stored by it.
            expect(capture.requests).toEqual([]);
            expect(mixpanelStorageKeys()).toEqual([]);
          }
        },
      );
    });
  });
});
