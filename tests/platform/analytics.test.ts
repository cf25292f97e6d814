import { describe, expect, it } from "vitest";
import {
  type AnalyticsTransport,
  analyticsCategories,
  createAnalytics,
  experimentLogKey,
  funnelStepFromMeta,
  introTextVariant,
  maskUrlDigits,
} from "../../src/platform/analytics/index.ts";
import {
  loadMixpanelTransport,
  type MixpanelLike,
  mixpanelSettings,
  sanitizeMixpanelItem,
} from "../../src/platform/analytics/mixpanel.ts";
import { createScrubber } from "../../src/platform/privacy.ts";
import { knownNames, person, personalDataIn } from "./personalData.ts";

function fakeTransport() {
  const sent: { name: string; properties: Record<string, unknown> }[] = [];
  const calls: string[] = [];
  let loads = 0;
  const transport: AnalyticsTransport = {
    track: (name, properties) => void sent.push({ name, properties }),
    identify: (id) => void calls.push(`identify:${id}`),
    optOut: () => void calls.push("optOut"),
    optIn: () => void calls.push("optIn"),
  };
  return {
    sent,
    calls,
    loads: () => loads,
    loadTransport: async () => {
      loads++;
      return transport;
    },
  };
}

const pageView = { page: "/privat/forsikring/motor/bil/velg-bil", product: "bil", funnelStep: 2 };

describe("consent-gated analytics", () => {
  it("sends and loads nothing before opt-in; queues instead", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.identify("tracking-1");
    analytics.trackPageView(pageView);
    analytics.trackButtonClick({ type: "knapp", name: "Start", event: "klikk", id: "start" });
    await analytics.ready();
    expect(fake.loads()).toBe(0);
    expect(fake.sent).toEqual([]);
    expect(fake.calls).toEqual([]);
    expect(analytics.queued()).toHaveLength(2);
  });

  it("on opt-in loads the provider once, identifies, then flushes the queue in order", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.trackPageView(pageView);
    analytics.identify("tracking-1");
    analytics.setConsent("OPTED_IN");
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackStatistics({ name: "antallBiler", value: 2 });
    expect(fake.loads()).toBe(1);
    expect(fake.calls).toEqual(["identify:tracking-1"]);
    expect(fake.sent.map((event) => event.name)).toEqual(["Sidevisning", "Statistikk"]);
    expect(fake.sent[0]?.properties).toEqual({
      page: "/privat/forsikring/motor/bil/velg-bil",
      product: "bil",
      funnelStep: 2,
    });
  });

  it("opt-out clears the queue, blocks new events and never loads the provider", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.trackPageView(pageView);
    analytics.setConsent("OPTED_OUT");
    analytics.trackPageView(pageView);
    expect(analytics.queued()).toEqual([]);
    await analytics.ready();
    expect(fake.loads()).toBe(0);
    expect(fake.sent).toEqual([]);
  });

  it("opt-out after opt-in stops the provider; opting in again resumes", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.setConsent("OPTED_OUT");
    analytics.trackPageView(pageView);
    analytics.setConsent("OPTED_IN");
    analytics.trackPageView(pageView);
    expect(fake.calls).toEqual(["optOut", "optIn"]);
    expect(fake.sent).toHaveLength(1);
  });

  it("a provider that throws never breaks a call; every fault is reported", async () => {
    const faults: unknown[] = [];
    const broken = (method: string) => () => {
      throw new Error(`provider ${method}`);
    };
    const analytics = createAnalytics({
      loadTransport: async () => ({
        track: broken("track"),
        identify: broken("identify"),
        optIn: broken("optIn"),
        optOut: broken("optOut"),
      }),
      onError: (error) => faults.push((error as Error).message),
    });
    analytics.identify("tracking-1");
    analytics.trackPageView(pageView);
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackPageView(pageView);
    analytics.identify("tracking-2");
    analytics.setConsent("OPTED_OUT");
    analytics.setConsent("OPTED_IN");
    expect(faults).toEqual([
      "provider identify",
      "provider track",
      "provider track",
      "provider identify",
      "provider optOut",
      "provider optIn",
      "provider identify",
    ]);
  });

  it("events that waited while consent was unanswered again are sent on the next opt-in", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.setConsent("UNANSWERED");
    analytics.trackPageView(pageView);
    expect(fake.sent).toEqual([]);
    analytics.setConsent("OPTED_IN");
    expect(fake.sent.map((event) => event.name)).toEqual(["Sidevisning"]);
  });

  it("keeps at most the configured number of waiting events", () => {
    const analytics = createAnalytics({
      loadTransport: fakeTransport().loadTransport,
      maxQueued: 3,
    });
    for (let i = 0; i < 5; i++) analytics.trackStatistics({ name: `n${i}`, value: i });
    expect(analytics.queued().map((event) => event.properties.name)).toEqual(["n2", "n3", "n4"]);
  });

  it("masks digits in URLs and removes personal data from every payload", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({
      loadTransport: fake.loadTransport,
      scrubber: createScrubber(knownNames),
    });
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackPageView({
      page: "/privat/forsikring/motor/detaljer/123456789",
      product: "bil",
    });
    analytics.trackFormInput({ field: "registreringsnummer", value: person.regnr });
    analytics.trackFormInput({ field: "epost", value: person.email });
    analytics.trackFeedback({
      feedback: 4,
      page: `/kvittering?tlf=${person.phone}`,
      product: "bil",
    });
    expect(fake.sent[0]?.properties.page).toBe("/privat/forsikring/motor/detaljer/:id");
    expect(personalDataIn(fake.sent)).toEqual([]);
  });
});

/** A storage that lives as long as the test: a reload or a second visit in the same browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the intro's A/B test: once per customer, after consent (SPEC §2, §3)", () => {
  const experiment = { name: "intro-tekst", variant: "B", page: "/privat/forsikring/motor/bil/" };
  const experimentEvents = (sent: { name: string }[]) =>
    sent.filter((event) => event.name === "AB-test" || event.name === "$experiment_started");

  it("waits for the opt-in, then sends AB-test and $experiment_started once, with name, variant and page", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({
      loadTransport: fake.loadTransport,
      experimentLog: memoryStorage(),
    });
    analytics.trackExperimentOnce(experiment, "tracking-1");
    analytics.trackExperimentOnce(experiment, "tracking-1");
    await analytics.ready();
    expect(fake.sent).toEqual([]);
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackExperimentOnce(experiment, "tracking-1");
    expect(fake.sent).toEqual([
      { name: "AB-test", properties: experiment },
      {
        name: "$experiment_started",
        properties: { "Experiment name": "intro-tekst", "Variant name": "B" },
      },
    ]);
  });

  it("a reload or a new visit with the same storage does not tell it again; another customer is told", async () => {
    const storage = memoryStorage();
    const first = fakeTransport();
    const before = createAnalytics({ loadTransport: first.loadTransport, experimentLog: storage });
    before.setConsent("OPTED_IN");
    await before.ready();
    before.trackExperimentOnce(experiment, "tracking-1");
    expect(experimentEvents(first.sent)).toHaveLength(2);

    const second = fakeTransport();
    const after = createAnalytics({ loadTransport: second.loadTransport, experimentLog: storage });
    after.setConsent("OPTED_IN");
    await after.ready();
    after.trackExperimentOnce(experiment, "tracking-1");
    expect(experimentEvents(second.sent)).toEqual([]);
    after.trackExperimentOnce({ ...experiment, variant: "A" }, "tracking-2");
    expect(experimentEvents(second.sent).map((event) => event.name)).toEqual([
      "AB-test",
      "$experiment_started",
    ]);
  });

  it("an opt-out drops it, and it is not marked as told: a later opt-in at the intro sends it", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({
      loadTransport: fake.loadTransport,
      experimentLog: memoryStorage(),
    });
    analytics.trackExperimentOnce(experiment, "tracking-1");
    analytics.setConsent("OPTED_OUT");
    analytics.trackExperimentOnce(experiment, "tracking-1");
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    expect(fake.sent).toEqual([]);
    analytics.trackExperimentOnce(experiment, "tracking-1");
    expect(experimentEvents(fake.sent)).toHaveLength(2);
  });

  it("reads a broken log as nothing told", async () => {
    const storage = memoryStorage();
    storage.setItem(experimentLogKey, "{not json");
    const fake = fakeTransport();
    const analytics = createAnalytics({
      loadTransport: fake.loadTransport,
      experimentLog: storage,
    });
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackExperimentOnce(experiment, "tracking-1");
    expect(experimentEvents(fake.sent)).toHaveLength(2);
    expect(JSON.parse(storage.getItem(experimentLogKey) ?? "")).toEqual(["intro-tekst:tracking-1"]);
  });
});

describe("every event category of SPEC §3", () => {
  it("has a typed function for each category", async () => {
    const fake = fakeTransport();
    const analytics = createAnalytics({ loadTransport: fake.loadTransport });
    analytics.setConsent("OPTED_IN");
    await analytics.ready();
    analytics.trackAbTest({ name: "intro-tekst", variant: "A", page: "/" });
    analytics.trackRecommendation({ productType: "bil", recommendedProducts: ["reise"] });
    analytics.trackButtonClick({ type: "knapp", name: "Kjøp", event: "klikk", id: "kjop" });
    analytics.trackFeedback({ feedback: 5, page: "/kvittering", product: "bil" });
    analytics.trackFormInput({ field: "pant", value: false });
    analytics.trackCompletedPurchase({ productType: "bil", productName: "Kasko", extras: ["190"] });
    analytics.trackPurchaseBlock({ type: "sperre", name: "under18", event: "vist" });
    analytics.trackNextBestOffer({
      page: "/kvittering",
      product: "bil",
      customerProducts: ["bil"],
      mainNboProduct: "reise",
      subNboProducts: ["innbo"],
      filteredProductsDueToActiveAgreements: ["hus"],
      controlGroup: false,
      presentedModule: "kort",
      fallback: false,
    });
    analytics.trackPageView(pageView);
    analytics.trackComponentView({ name: "tilbakemelding", page: "/kvittering" });
    analytics.trackStatistics({ name: "biler", value: 1 });
    expect(new Set(fake.sent.map((event) => event.name))).toEqual(new Set(analyticsCategories));
    expect(fake.sent.find((event) => event.name === "$experiment_started")?.properties).toEqual({
      "Experiment name": "intro-tekst",
      "Variant name": "A",
    });
  });
});

describe("helpers", () => {
  it("takes the funnel step of the deepest state that has one", () => {
    expect(
      funnelStepFromMeta({
        purchase: undefined,
        "purchase.tilbud": { description: "x" },
        "purchase.tilbud.pris": { path: "/pris", funnelStep: 12 },
      }),
    ).toBe(12);
    expect(funnelStepFromMeta({ app: { page: "login" } })).toBeUndefined();
  });

  it.each([
    ["12345678", "A"],
    ["12 345 679", "B"],
    [1000, "A"],
    ["", undefined],
  ] as const)("intro text variant for %s is %s", (customerNumber, variant) => {
    expect(introTextVariant(customerNumber)).toBe(variant);
  });

  it("masks every run of digits", () => {
    expect(maskUrlDigits("https://x.example:8443/detaljer/123/paareg?id=9")).toBe(
      "https://x.example::id/detaljer/:id/paareg?id=:id",
    );
  });
});

describe("the mixpanel adapter", () => {
  it("initialises with batch 50, flush 5 s, no IP, and a last scrub before sending", async () => {
    const inits: [string, Record<string, unknown>][] = [];
    const calls: unknown[][] = [];
    const sdk: MixpanelLike = {
      init: (token, config) => void inits.push([token, config]),
      track: (...args) => void calls.push(["track", ...args]),
      identify: (...args) => void calls.push(["identify", ...args]),
      opt_out_tracking: () => void calls.push(["opt_out"]),
      opt_in_tracking: (options) => void calls.push(["opt_in", options]),
      reset: () => void calls.push(["reset"]),
    };
    const scrubber = createScrubber(knownNames);
    const transport = await loadMixpanelTransport({
      projectKey: "project-key",
      scrubber,
      loadSdk: async () => sdk,
    });
    const [token, config] = inits[0] ?? [];
    expect(token).toBe("project-key");
    expect(config).toMatchObject({ batch_size: 50, batch_flush_interval_ms: 5000, ip: false });
    expect(config).toMatchObject(mixpanelSettings);
    const hooks = config?.hooks as { before_send_events: (item: unknown) => unknown };
    const hook = hooks.before_send_events;
    const item = {
      event: "Sidevisning",
      properties: {
        $current_url: `https://app.example/privat/forsikring/motor/detaljer/123456789?regnr=${person.regnr}`,
        $referrer: "https://bank.example/kunde/12345",
        page: "/kvittering",
      },
    };
    expect(hook(item)).toEqual({
      event: "Sidevisning",
      properties: {
        $current_url: "https://app.example/privat/forsikring/motor/detaljer/:id?regnr=AB:id",
        $referrer: "https://bank.example/kunde/:id",
        page: "/kvittering",
      },
    });
    transport.optIn();
    expect(calls).toEqual([["opt_in", { track: null }]]);
  });

  it("refuses an empty project key before loading the SDK (mixpanel's init would ignore it)", async () => {
    let loads = 0;
    await expect(
      loadMixpanelTransport({
        projectKey: " ",
        scrubber: createScrubber(),
        loadSdk: async () => {
          loads++;
          return {} as MixpanelLike;
        },
      }),
    ).rejects.toThrow(/project key/);
    expect(loads).toBe(0);
  });

  it("scrubs the profile updates the SDK makes by itself, too", () => {
    const item = {
      $set_once: { $initial_referrer: `https://bank.example/kunde?epost=${person.email}` },
      $token: "project-key",
      $distinct_id: "tracking-1",
    };
    const scrubbed = sanitizeMixpanelItem(item, createScrubber(knownNames));
    expect(personalDataIn(scrubbed)).toEqual([]);
    expect(scrubbed.$distinct_id).toBe("tracking-1");
  });

  it("leaves an item without properties as it is", () => {
    expect(sanitizeMixpanelItem({ event: "x" }, createScrubber())).toEqual({ event: "x" });
  });
});
