/**
 * A saved offer's link (decision 0006): the page comes with the offer's price page, rendered by
 * the server from the app's own flow, and the app hydrates it: the price is there before the app's
 * code, the browser asks the API for none of it again, and the page works as any step does.
 */
import type { Page } from "@playwright/test";
import { priceRequestBody } from "../server/priceRequest.ts";
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
