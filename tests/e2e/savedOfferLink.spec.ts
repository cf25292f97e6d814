/**
 * A saved offer's link (decision 0006): the page comes with the offer's price page, rendered by
 * the server from the app's own flow, and the app hydrates it: the price is there before the app's
 * code, the browser asks the API for none of it again, and the page works as any step does.
 */
import type { Page } from "@playwright/test";
import { priceRequestBody } from "../server/priceRequest.ts";
import { holdAppCode } from "./appCode.ts";
import { expect, logIn, test } from "./sandbox.ts";

test.use({ freshSandbox: false });

/** Saves an offer through the API with the page's session, as the price page would. */
async function saveOffer(page: Page, dekningsgruppeId: string): Promise<string> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name.endsWith("XSRF-TOKEN"))?.value ?? "";
  const response = await page.request.post("/api/privat/forsikring/motor/bil/tilbud/lagre", {
    headers: { "X-Requested-By": "kfp-motor", "X-XSRF-TOKEN": xsrf },
    data: priceRequestBody(
      { registreringsnummer: "SX20002" },
      { dekningsgruppeId, egenandelId: "6000" },
    ),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { avtalenummer: string }).avtalenummer;
}

const cases = [
  { persona: "vanlig", distributor: "sb1", dekningsgruppeId: "120", otherId: "150" },
  // The provider's own channel, with its own cookie-consent dialog; Kasko is not for LO members.
  { persona: "lo", distributor: "none", dekningsgruppeId: "150", otherId: "140" },
];

for (const { persona, distributor, dekningsgruppeId, otherId } of cases) {
  test(`a saved offer's link paints its prices from the page and the app takes them over (${distributor})`, async ({
    page,
  }) => {
    await logIn(page, "/privat/forsikring/motor/bil/", persona, distributor);
    // The page after the login makes its own start calls: let them end before counting this
    // page's (on a busy machine they came after the count began, CI's run of 9a6de29).
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const avtalenummer = await saveOffer(page, dekningsgruppeId);

    // Whether any element of the server's screen is ever replaced (hydration keeps them all):
    // the heading, and the term's help, which React takes over after the rest (HydrateLater).
    await page.addInitScript(() => {
      const seen = window as unknown as { replaced?: string[] };
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            for (const selector of ["#step-title", ".term-help"])
              if (
                node instanceof Element &&
                (node.matches(selector) || node.querySelector(selector))
              )
                seen.replaced = [...(seen.replaced ?? []), selector];
      }).observe(document, { childList: true, subtree: true });
    });
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) asked.push(`${request.method()} ${url.pathname}`);
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    const response = await page.goto(`/privat/forsikring/motor/bil/${avtalenummer}`);
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<h1 id="step-title" tabindex="-1">Velg dekning</h1>');
    expect(html).toMatch(/kr per måned/);
    expect(html).toContain('class="term-help"');

    await expect(page).toHaveURL(/\/privat\/forsikring\/motor\/bil\/pris$/);
    // The provider's own channel asks for cookie consent first (SPEC §4).
    if (distributor === "none") await page.getByRole("button", { name: "Godta mine valg" }).click();
    const chosen = page.locator(`#dekning-${dekningsgruppeId}`);
    await expect(chosen).toBeChecked();
    // The app runs the page: choosing another coverage marks its card (React, not the browser).
    const other = page.locator(`#dekning-${otherId}`);
    await other.check();
    await expect(page.locator("li.coverage-card", { has: other })).toHaveClass(
      /coverage-card--selected/,
    );
    // The term's help works: its tooltip opens on hover.
    await page.getByRole("button", { name: "Hva er trafikkforsikringsavgift?" }).hover();
    await expect(page.getByRole("tooltip")).toContainText("Trafikkforsikringsavgiften (TFA)");
    expect(
      await page.evaluate(() => (window as unknown as { replaced?: string[] }).replaced),
    ).toBeUndefined();
    // And on to the next step.
    await page.getByRole("button", { name: "Neste" }).click();
    await expect(page).not.toHaveURL(/\/pris$/);
    // The start calls, the offer, the vehicle, the distributor's answer and the footer's contact
    // block came with the page; the price only for the new choice.
    expect(
      asked.filter((call) =>
        /client-context|skadekunde|defaultBonus|tilbud\/hent|\/sok|kontaktinformasjon|\/distributor/.test(
          call,
        ),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/** The offer's link, opened with the app's code held back; marks the document to see a reload. */
async function openBeforeTheApp(page: Page, dekningsgruppeId: string) {
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig", "sb1");
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const avtalenummer = await saveOffer(page, dekningsgruppeId);
  const releaseApp = await holdAppCode(page);
  // boot.js, a module script, has run when the document is parsed.
  await page.goto(`/privat/forsikring/motor/bil/${avtalenummer}`, {
    waitUntil: "domcontentloaded",
  });
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  return { avtalenummer, releaseApp };
}

async function expectSameDocument(page: Page) {
  expect(page.url()).not.toContain("?");
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}

/** The coverage the sandbox stored for the offer (GET /avtaleoversikt/tilbud). */
async function storedCoverage(page: Page, avtalenummer: string) {
  const response = await page.request.get("/api/privat/forsikring/avtaleoversikt/tilbud", {
    headers: { "X-Requested-By": "kfp-motor" },
  });
  const { tilbud } = (await response.json()) as {
    tilbud: { avtalenummer: string; dekning: string }[];
  };
  return tilbud.find((offer) => offer.avtalenummer === avtalenummer)?.dekning;
}

// These move the offer on to the next step, which the sandbox keeps: each has a sandbox of its own.
test.describe("before the app has taken the page over", () => {
  test.use({ freshSandbox: true });

  test("a coverage tapped before the app has taken the page over is the one the app goes on with", async ({
    page,
  }) => {
    // Saved with Kasko; the customer taps Ansvar before the app's code is there.
    const { avtalenummer, releaseApp } = await openBeforeTheApp(page, "120");
    await page.locator('label[for="dekning-150"]').click();
    // Held: the page shows no choice the app has not made.
    await expect(page.locator("#dekning-120")).toBeChecked();
    await expect(page.locator("#dekning-150")).not.toBeChecked();

    releaseApp();
    const ansvar = page.locator("#dekning-150");
    await expect(ansvar).toBeChecked();
    await expect(page.locator("li.coverage-card", { has: ansvar })).toHaveClass(
      /coverage-card--selected/,
    );
    await expect(page.locator('button[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Neste" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Tilpass forsikringen" }),
    ).toBeVisible();
    await expectSameDocument(page);
    // What the sandbox stored for the offer is the coverage the customer tapped.
    await expect.poll(() => storedCoverage(page, avtalenummer)).toBe("Ansvar");
  });

  test('"Neste" tapped before the app has taken the page over goes on in the app, not as a page load', async ({
    page,
  }) => {
    const { avtalenummer, releaseApp } = await openBeforeTheApp(page, "120");
    await page.getByRole("button", { name: "Neste" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();

    releaseApp();
    // Kasko's next step: its extra coverages.
    await expect(
      page.getByRole("heading", { level: 1, name: "Vil du legge til noe?" }),
    ).toBeVisible();
    await expectSameDocument(page);
    await expect.poll(() => storedCoverage(page, avtalenummer)).toBe("Kasko");
  });
});
