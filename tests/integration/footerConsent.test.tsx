// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
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
