// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieConsentTexts } from "../../core/texts/cookieConsent.ts";
import { readConsent } from "../../src/platform/consent/index.ts";
import { sandboxForFile } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";
import { platformCapturingAnalytics } from "./analyticsCapture.ts";
import { onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());

function clearConsentCookies() {
  for (const name of ["kfp-clvl", "fremtind-cookie-consent"]) {
    for (const path of ["; path=/", ""]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test starts without any consent answer.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${path}`;
    }
  }
}
beforeEach(clearConsentCookies);
afterEach(() => {
  cleanup();
  clearConsentCookies();
});

describe("the footer's cookie settings for a bank's customer in an ordinary browser (SPEC §2, §4)", () => {
  it.each(["sb1", "eika", "dnb"])(
    "%s: the button opens the app's own dialog; accepting statistics starts analytics",
    async (distributor) => {
      const { platform, sent } = platformCapturingAnalytics();
      const { user } = await openApp(server(), {
        persona: "vanlig",
        distributor,
        path: "/privat/forsikring/motor/bil/",
        platform,
      });
      await onStep("Kjøp bilforsikring");
      // Not asked by itself: the bank may still ask, and the page must not be covered.
      expect(screen.queryByRole("dialog")).toBeNull();
      await user.click(
        await screen.findByRole("button", { name: "Innstillinger for informasjonskapsler" }),
      );
      await user.click(await screen.findByRole("checkbox", { name: /Tillat statistikk/ }));
      await user.click(screen.getByRole("button", { name: "Godta mine valg" }));
      await waitFor(() => expect(platform.analytics.consent).toBe("OPTED_IN"));
      await waitFor(() => expect(sent.some((event) => event.name === "Sidevisning")).toBe(true));
      expect(screen.queryByRole("dialog")).toBeNull();
      // Asked again, it opens again.
      await user.click(
        screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }),
      );
      expect(await screen.findByRole("dialog")).toBeTruthy();
    },
  );
});

describe("the provider's own channel's cookie dialog (SPEC §4; issue 29 item 23)", () => {
  it("asks by itself in the product's words, writes the answer as Jøkul did, and shows it when asked again", async () => {
    const { platform } = platformCapturingAnalytics();
    const { user } = await openApp(server(), {
      persona: "lo",
      distributor: "none",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config: { ...testConfig, defaultDistributor: "none" },
    });
    await onStep("Kjøp bilforsikring");
    const dialog = await screen.findByRole("dialog", { name: cookieConsentTexts.title });
    // Jøkul's own dialog said "informasjonskaplser" and had no comma before "må vi".
    expect(dialog.textContent).toContain(
      "For at nettsidene skal fungere, må vi bruke tekniske informasjonskapsler.",
    );
    expect(dialog.textContent).not.toMatch(/kaplser/);
    expect(
      (within(dialog).getByRole("checkbox", { name: /Tillat statistikk/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Godta alle" }));
    await waitFor(() => expect(platform.analytics.consent).toBe("OPTED_IN"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.cookie).toContain(
      'fremtind-cookie-consent={"marketing":null,"functional":null,"statistics":"accepted"}',
    );

    // Asked again from the footer: the box shows the answer; unticked and confirmed, it is refused.
    await user.click(screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }));
    const again = await screen.findByRole("dialog", { name: cookieConsentTexts.title });
    const box = within(again).getByRole("checkbox", {
      name: /Tillat statistikk/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    await user.click(within(again).getByRole("button", { name: "Godta mine valg" }));
    await waitFor(() => expect(platform.analytics.consent).toBe("OPTED_OUT"));
    expect(readConsent({ distributor: "none" })).toBe("OPTED_OUT");
  });
});
