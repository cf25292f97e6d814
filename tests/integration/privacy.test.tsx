// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { createPlatform } from "../../src/app/platform.ts";
import type { AnalyticsTransport } from "../../src/platform/analytics/index.ts";
import { missingConfigMessage, type SentrySdk } from "../../src/platform/errorReporting/index.ts";
import { startMixpanelCapture } from "../platform/mixpanelCapture.ts";
import { reportingSdk } from "../platform/reportingSdk.ts";
import { sandboxForFile } from "../server/harness.ts";
import { waitLimitMs } from "../setup/patience.ts";
import { testConfig } from "../views/harness.tsx";
import { answer, boughtFromSummary, next, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

/** Everything that would leave the browser for analytics and error reporting. */
function capturingPlatform() {
  const sent: unknown[] = [];
  let transportLoaded = false;
  const transport: AnalyticsTransport = {
    track: (name, properties) => sent.push({ to: "analytics", name, properties }),
    identify: (id) => sent.push({ to: "analytics", identify: id }),
    optOut: () => {},
    optIn: () => {},
  };
  let sentryOptions: Record<string, unknown> | undefined;
  let replayOptions: { beforeAddRecordingEvent?: (event: unknown) => unknown } = {};
  const processors: Array<(event: Record<string, unknown>) => unknown> = [];
  const sdk = {
    init: (options: Record<string, unknown>) => {
      sentryOptions = options;
    },
    addEventProcessor: (processor: (event: Record<string, unknown>) => unknown) =>
      processors.push(processor),
    browserTracingIntegration: () => ({}),
    replayIntegration: (options: typeof replayOptions) => {
      replayOptions = options;
      return {};
    },
    // What the SDK would send: the event through our beforeSend and processors, and the
    // replay's record of the page (its address) through the replay's hook.
    captureException: (error: unknown) => {
      let event: unknown = {
        exception: { values: [{ type: "Error", value: String(error) }] },
        transaction: window.location.pathname,
        request: { url: window.location.href },
        breadcrumbs: [{ category: "navigation", data: { from: "/", to: window.location.href } }],
      };
      const recording = { type: 4, data: { href: window.location.href } };
      sent.push({ to: "replay", event: replayOptions.beforeAddRecordingEvent?.(recording) });
      for (const processor of processors) event = processor(event as Record<string, unknown>);
      const beforeSend = sentryOptions?.beforeSend as
        | ((event: unknown, hint: unknown) => unknown)
        | undefined;
      sent.push({ to: "errors", event: beforeSend ? beforeSend(event, {}) : event });
    },
    captureMessage: (message: string) => sent.push({ to: "errors", message }),
  } as unknown as SentrySdk;
  const config = {
    ...testConfig,
    sentryDsn: "https://key@errors.example/1",
    bankDomains: ["nettbank.sb1.example"],
  };
  const platform = createPlatform(
    config,
    { hostname: "127.0.0.1", storage: sessionStorage },
    {
      loadAnalyticsTransport: async () => {
        transportLoaded = true;
        return transport;
      },
      loadErrorSdk: async () => sdk,
      whenPageLoaded: async () => {},
    },
  );
  platform.start();
  return { platform, config, sent, isTransportLoaded: () => transportLoaded };
}

describe("requests at start", () => {
  it("asks for the distributor once per page, for the menu and the session timeout together", async () => {
    const { platform, config } = capturingPlatform();
    const distributorCalls: string[] = [];
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config,
      onRequest: (method, url) => {
        if (new URL(url).pathname.endsWith("/distributor")) distributorCalls.push(method);
      },
    });
    await onStep("Kjøp bilforsikring");
    // The menu's bank link needs the answer; once it shows, both users have it.
    await screen.findByRole("link", { name: "Til nettbanken" });
    // Once, before the customer is known: the session's distributor does not change on a page.
    expect(distributorCalls).toEqual(["GET"]);
  });
});

describe("privacy: what leaves the browser during a full purchase", () => {
  it("sends nothing before opt-in, and no national id, registration number, phone, e-mail or name after", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the bank and the consent dialog, which set these cookies.
    document.cookie = "kfp-clvl=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    const { platform, config, sent, isTransportLoaded } = capturingPlatform();
    const person = testPersons.find((candidate) => candidate.persona === "vanlig");
    const { user, browser } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config,
    });
    await onStep("Kjøp bilforsikring");
    await next(user, "Start");
    await answer(user, "Husker du registreringsnummeret?", "Ja");
    await next(user);
    await user.type(await screen.findByRole("textbox", { name: "Registreringsnummer" }), "SX40004");
    await screen.findByText(/Vi fant bilen/);
    await next(user);
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await answer(user, "Er du registrert eier av bilen?", "Nei");
    await next(user);
    await user.type(await screen.findByRole("textbox", { name: "Fullt navn" }), "Petra Personvern");
    await next(user);
    const ownerFnr = syntheticFnr(new Date(Date.UTC(1979, 7, 3)));
    await user.type(await screen.findByRole("textbox", { name: "Fødselsnummer" }), ownerFnr);
    await next(user);
    await onStep("Har vi riktig info?");

    // Consent is unanswered so far: nothing may have left the browser for analytics.
    expect(sent.filter((item) => (item as { to: string }).to === "analytics")).toEqual([]);
    expect(isTransportLoaded()).toBe(false);

    // The customer opts in in the bank's consent window, which tells the app when it closes.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the bank and the consent dialog, which set these cookies.
    document.cookie = "kfp-clvl=2";
    window.dispatchEvent(
      new MessageEvent("message", { data: "optin_closed", origin: "https://nettbank.sb1.example" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(isTransportLoaded()).toBe(true);

    await boughtFromSummary(user);
    await onStep("Takk for kjøpet!");
    // The feedback widget asks on the receipt.
    expect(await screen.findByText("Hvor fornøyd er du med denne nettsiden?")).toBeTruthy();
    // An error on the agreement's detail page: its number is in the address (issue 17).
    // The receipt's link loads the page anew: the same browser opens it.
    const details = screen.getByRole("link", { name: "Se detaljene om forsikringen" });
    const detailsPath = new URL(details.getAttribute("href") ?? "", window.location.href).pathname;
    expect(detailsPath).toMatch(/\/detaljer\/\d{9}$/);
    cleanup();
    await openApp(server(), { path: detailsPath, platform, config, sameBrowser: browser });
    await onStep("Forsikringsdetaljer");
    platform.reporter.captureException(new Error("Detaljene kunne ikke vises"));
    // An error report made from what the app knows about the customer, the careless way.
    platform.reporter.captureException(
      new Error(
        `Kjøp feilet for ${person?.fornavn} ${person?.etternavn}, ${ownerFnr}, SX40004, ${person?.mobil}, kari.nordkapp@example.com, Petra Personvern`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const analytics = sent.filter((item) => (item as { to: string }).to === "analytics");
    const errors = sent.filter((item) => (item as { to: string }).to === "errors");
    expect(analytics.length).toBeGreaterThan(5);
    const completed = analytics.find(
      (item) => (item as { name?: string }).name === "GjennomfortKjop",
    ) as { properties: { productName: string } } | undefined;
    expect(completed?.properties.productName).toMatch(/kasko|Ansvar/i);
    // Each page view names the page it is about, with that step's funnel index.
    expect(analytics).toContainEqual({
      to: "analytics",
      name: "Sidevisning",
      properties: { page: "/privat/forsikring/motor/bil/har-bil", product: "bil", funnelStep: 1 },
    });
    expect(errors).toHaveLength(2);
    const everything = JSON.stringify(sent);
    // Numbers of the customer's own: the customer number, every offer they saved and the
    // agreement they bought, as the sandbox stored them.
    const kundenummer = person?.kundenummer ?? "";
    const numbers = await server().db.query<{ avtalenummer: string }>(
      `select avtalenummer from offers where kundenummer = $1
       union select avtalenummer from agreements where kundenummer = $1`,
      [kundenummer],
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(everything).toContain("/detaljer/:id");
    for (const number of [kundenummer, ...numbers.map((row) => row.avtalenummer)]) {
      expect(everything, `leaked ${number}`).not.toContain(number);
    }
    for (const secret of [
      ownerFnr,
      "SX40004",
      person?.mobil,
      "kari.nordkapp@example.com",
      "Kari",
      "Nordkapp",
      "Petra",
      "Personvern",
    ]) {
      expect(everything, `leaked ${secret}`).not.toContain(String(secret));
    }
  });

  it("the provider's own channel asks for cookie consent itself; accepting statistics starts analytics", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the bank and the consent dialog, which set these cookies.
    document.cookie = "fremtind-cookie-consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    const { platform, config, isTransportLoaded } = capturingPlatform();
    const { user } = await openApp(server(), {
      persona: "lo",
      distributor: "none",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config: { ...config, defaultDistributor: "none" },
    });
    await onStep("Kjøp bilforsikring");
    expect(isTransportLoaded()).toBe(false);
    await user.click(screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }));
    await user.click(await screen.findByRole("checkbox", { name: /Tillat statistikk/ }));
    await user.click(screen.getByRole("button", { name: "Godta mine valg" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.cookie).toContain("fremtind-cookie-consent");
    expect(isTransportLoaded()).toBe(true);
  });
});

describe("the union channel's own cookie dialog with the real mixpanel SDK (issue 15)", () => {
  it.each([
    ["the sandbox's configuration (no project key)", ""],
    ["a project key", "prosjekt-nokkel"],
  ])(
    "%s: accepting statistics and walking on throws and logs nothing; a key sends the steps, scrubbed",
    async (_setup, projectKey) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays the consent dialog's earlier answer, which is none (the dialog writes it for the whole site, path /).
      document.cookie = "fremtind-cookie-consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
      const consoleErrors: unknown[][] = [];
      vi.spyOn(console, "error").mockImplementation((...args) => {
        consoleErrors.push(args);
      });
      vi.spyOn(console, "warn").mockImplementation(() => {});
      onTestFinished(() => {
        vi.restoreAllMocks();
      });
      const mixpanel = await startMixpanelCapture();
      onTestFinished(() => mixpanel.close());
      const reported: string[] = [];
      const config = {
        ...testConfig,
        defaultDistributor: "none" as const,
        mixpanelProjectKey: projectKey,
      };
      const platform = createPlatform(
        { ...config, sentryDsn: "https://key@errors.example/1" },
        { hostname: "127.0.0.1", storage: sessionStorage },
        {
          mixpanelApiHost: mixpanel.url,
          loadErrorSdk: async () => reportingSdk(reported),
          whenPageLoaded: async () => {},
        },
      );
      platform.start();
      const person = testPersons.find((candidate) => candidate.persona === "lo");
      // The page the customer came from carries personal data; the SDK keeps it on the profile.
      Object.defineProperty(document, "referrer", {
        value: `https://lo.example/medlem?mobil=${person?.mobil}&navn=${person?.fornavn}`,
        configurable: true,
      });
      onTestFinished(() => {
        Object.defineProperty(document, "referrer", { value: "", configurable: true });
      });
      const { user } = await openApp(server(), {
        persona: "lo",
        distributor: "none",
        path: "/privat/forsikring/motor/bil/",
        platform,
        config,
      });
      await onStep("Kjøp bilforsikring");
      await user.click(
        screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }),
      );
      await user.click(await screen.findByRole("checkbox", { name: /Tillat statistikk/ }));
      await user.click(screen.getByRole("button", { name: "Godta mine valg" }));
      // The provider is loaded (or found not configured) before the customer walks on.
      await platform.analytics.ready();
      await next(user, "Start");
      await answer(user, "Husker du registreringsnummeret?", "Ja");
      await next(user);
      await user.type(
        await screen.findByRole("textbox", { name: "Registreringsnummer" }),
        "SX30003",
      );
      await screen.findByText(/Vi fant bilen/);
      await next(user);
      await answer(user, "Er bilen leaset?", "Nei");

      expect(consoleErrors).toEqual([]);
      if (!projectKey) {
        expect(reported).toEqual([`message: ${missingConfigMessage("mixpanelProjectKey")}`]);
        expect(mixpanel.requests).toEqual([]);
        return;
      }
      // Mixpanel sends its batch every 5 s.
      await vi.waitFor(
        () => {
          const pages = mixpanel
            .events()
            .filter((event) => event.event === "Sidevisning")
            .map((event) => event.properties.page);
          expect(pages).toEqual(
            expect.arrayContaining([
              "/privat/forsikring/motor/bil/",
              "/privat/forsikring/motor/bil/har-bil",
              "/privat/forsikring/motor/bil/leasing",
            ]),
          );
        },
        { timeout: waitLimitMs, interval: 100 },
      );
      expect(reported).toEqual([]);
      expect(mixpanel.events().every((event) => event.properties.distinct_id)).toBe(true);
      const everything = JSON.stringify(mixpanel.requests);
      for (const secret of ["SX30003", person?.fornavn, person?.etternavn, person?.mobil]) {
        expect(everything, `leaked ${secret}`).not.toContain(String(secret));
      }
    },
  );
});
