// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { introTexts } from "../../core/texts/steps/intro.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { marketSourceStorageKey } from "../../src/platform/marketSource.ts";
import { sandboxForFile } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";
import { platformCapturingAnalytics } from "./analyticsCapture.ts";
import { onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the bank's consent cookie.
  document.cookie = "kfp-clvl=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  localStorage.clear();
});

const capturingPlatform = () =>
  platformCapturingAnalytics({
    config: { ...testConfig, bankDomains: ["nettbank.sb1.example"] },
    lasting: localStorage,
  });

const experimentEvents = <Event extends { name: string }>(sent: Event[]) =>
  sent.filter((event) => event.name === "AB-test" || event.name === "$experiment_started");

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("the intro's A/B test (SPEC §2, §3)", () => {
  it.each([
    ["vanlig", "A", introTexts.leadA],
    ["lo", "B", introTexts.leadB("bil")],
  ])(
    "%s sees variant %s and, opted in, it is told once with name, variant and page, nothing of the person",
    async (persona, variant, lead) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the bank's consent cookie: opted in.
      document.cookie = "kfp-clvl=2; path=/";
      const { platform, config, sent } = capturingPlatform();
      const { browser } = await openApp(server(), {
        persona,
        path: "/privat/forsikring/motor/bil/",
        platform,
        config,
      });
      await onStep("Kjøp bilforsikring");
      expect(screen.getByText(lead)).toBeTruthy();
      await waitFor(() => expect(experimentEvents(sent)).toHaveLength(2));
      expect(experimentEvents(sent)).toEqual([
        {
          name: "AB-test",
          properties: { name: "intro-tekst", variant, page: "/privat/forsikring/motor/bil/" },
        },
        {
          name: "$experiment_started",
          properties: { "Experiment name": "intro-tekst", "Variant name": variant },
        },
      ]);
      const person = testPersons.find((candidate) => candidate.persona === persona);
      expect(JSON.stringify(experimentEvents(sent))).not.toContain(person?.kundenummer);

      // A reload in the same browser shows the intro again: nothing more is told.
      cleanup();
      const again = capturingPlatform();
      await openApp(server(), {
        persona,
        path: "/privat/forsikring/motor/bil/",
        platform: again.platform,
        config: again.config,
        sameBrowser: browser,
      });
      await onStep("Kjøp bilforsikring");
      // The intro's page view reached the provider: the experiment would have been sent with it.
      await waitFor(() =>
        expect(again.sent.some((event) => event.name === "Sidevisning")).toBe(true),
      );
      await settle();
      expect(experimentEvents(again.sent)).toEqual([]);
    },
  );

  it("before consent nothing is told; the opt-in in the bank's window sends it", async () => {
    const { platform, config, sent } = capturingPlatform();
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config,
    });
    await onStep("Kjøp bilforsikring");
    await settle();
    expect(sent).toEqual([]);
    // biome-ignore lint/suspicious/noDocumentCookie: the bank's consent dialog answers.
    document.cookie = "kfp-clvl=2; path=/";
    window.dispatchEvent(
      new MessageEvent("message", { data: "optin_closed", origin: "https://nettbank.sb1.example" }),
    );
    await waitFor(() =>
      expect(experimentEvents(sent).map((event) => event.properties)).toContainEqual({
        name: "intro-tekst",
        variant: "A",
        page: "/privat/forsikring/motor/bil/",
      }),
    );
  });
});

describe("a union member (SPEC §6)", () => {
  it("sees the union programme's mark beside the product name, and the market source is LOFAVOR_NO", async () => {
    const { platform, config } = capturingPlatform();
    await openApp(server(), {
      persona: "lo",
      distributor: "sb1",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config,
    });
    await onStep("Kjøp bilforsikring");
    const mark = screen.getByRole("img", { name: "Medlemsfordel i forbundsprogrammet" });
    expect(mark.closest(".page-layout__product")?.textContent).toBe("Bilforsikring");
    await waitFor(() => expect(sessionStorage.getItem(marketSourceStorageKey)).toBe("LOFAVOR_NO"));
  });

  it("a customer who is not a union member sees no mark", async () => {
    await openApp(server(), { persona: "vanlig", path: "/privat/forsikring/motor/bil/" });
    await onStep("Kjøp bilforsikring");
    expect(screen.queryByRole("img", { name: "Medlemsfordel i forbundsprogrammet" })).toBeNull();
  });
});
