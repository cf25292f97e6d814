// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { productValues } from "../../core/domain/products.ts";
import { soldElsewhereTexts } from "../../core/texts/products.ts";
import { LoginScreen } from "../../src/views/login/LoginScreen.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { sandboxForFile } from "../server/harness.ts";
import { platformCapturingAnalytics } from "./analyticsCapture.ts";
import { openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

describe("a product without a sales flow here (SPEC §1)", () => {
  it.each([
    ["/privat/forsikring/motor/moped", "Mopedforsikring"],
    ["/privat/forsikring/motor/b%C3%A5t", "Båtforsikring"],
    ["/privat/forsikring/motor/henger-campingvogn/", "Henger- og campingvognforsikring"],
    ["/privat/forsikring/motor/smaa-elektriske", "Elsparkesykkelforsikring"],
  ])("%s says in Norwegian where to buy it, not 'not found'", async (path, title) => {
    const { view } = await openApp(server(), { path });
    await screen.findByRole("heading", { level: 1, name: title });
    expect(
      screen.getByRole("link", { name: soldElsewhereTexts.buyLink }).getAttribute("href"),
    ).toBe("/privat/forsikring/kjop");
    expect(screen.getByRole("link", { name: "Kontakt oss" }).getAttribute("href")).toBe(
      "#kfp-footer-phonenumber",
    );
    expect(screen.queryByText("Denne siden ser ut til å være borte...")).toBeNull();
    await expectNoAxeViolations(view.container);
  });

  it("is counted as the first step of its funnel (SPEC §9)", async () => {
    const { platform, sent } = platformCapturingAnalytics();
    // biome-ignore lint/suspicious/noDocumentCookie: the bank's consent cookie: opted in.
    document.cookie = "kfp-clvl=2; path=/";
    onTestFinished(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: and gone again after the test.
      document.cookie = "kfp-clvl=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    });
    await openApp(server(), { path: "/privat/forsikring/motor/motorsykkel", platform });
    await screen.findByRole("heading", { level: 1, name: "Motorsykkelforsikring" });
    await waitFor(() =>
      expect(sent).toContainEqual({
        name: "Sidevisning",
        properties: {
          page: "/privat/forsikring/motor/motorsykkel",
          product: "motorsykkel",
          funnelStep: 0,
        },
      }),
    );
  });

  it("a segment that is no product is still not found", async () => {
    await openApp(server(), { path: "/privat/forsikring/motor/fly" });
    await screen.findByRole("heading", { name: "Denne siden ser ut til å være borte..." });
  });
});

describe("the login page names every product (SPEC §2)", () => {
  it.each(productValues)("%s", async (product) => {
    const { container } = render(<LoginScreen product={product} loginUrl="/sandbox/login" />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toMatch(/^Sjekk pris på .+forsikring$/);
    await expectNoAxeViolations(container);
  });
});
