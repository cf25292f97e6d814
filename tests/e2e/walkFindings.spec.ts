/**
 * Issue 29 items 17 and 22 in a real browser against the sandbox: on a 360 px phone the new total
 * on tilpass stays in view while the customer changes the deductible, and 'Tilbake' on the start
 * page right after the login leaves the page (SPEC §2: history back) instead of reloading it.
 */
import type { Page } from "@playwright/test";
import { tilpassTexts } from "../../core/texts/steps/offer.ts";
import { expect, logIn, test } from "./sandbox.ts";

const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

async function next(page: Page, name = "Neste") {
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  await button.click();
}

async function choose(page: Page, legend: string, choice: string) {
  await page
    .getByRole("radiogroup", { name: legend })
    .or(page.getByRole("group", { name: legend }))
    .first()
    .getByRole("radio", { name: choice, exact: true })
    .click();
}

test("tilpass at 360 px: the total stays in view after the customer changes the deductible (issue 29 item 17)", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone's 360 px is what this is about");
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig");
  await expect(heading(page, "Kjøp bilforsikring")).toBeVisible();
  await next(page, "Start");
  await choose(page, "Husker du registreringsnummeret?", "Ja");
  await next(page);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill("SX20002");
  await expect(page.getByText(/Vi fant bilen/)).toBeVisible();
  await next(page);
  await choose(page, "Er bilen leaset?", "Nei");
  await next(page);
  await choose(page, "Er du registrert eier av bilen?", "Ja");
  await next(page);
  await expect(heading(page, "Har vi riktig info?")).toBeVisible();
  await next(page, "Se pris");
  await expect(heading(page, "Velg dekning")).toBeVisible();
  await next(page);
  const addOnsOrAdjust = heading(page, "Vil du legge til noe?").or(
    heading(page, "Tilpass forsikringen"),
  );
  await expect(addOnsOrAdjust).toBeVisible();
  if (await heading(page, "Vil du legge til noe?").isVisible()) await next(page);
  await expect(heading(page, "Tilpass forsikringen")).toBeVisible();

  const deductibles = page.getByRole("radiogroup", { name: "Egenandel" }).getByRole("radio");
  const table = page.locator(".price-summary");
  const tableTotal = table.locator(".price-summary__total td").first();
  await expect(tableTotal).toBeVisible();
  const before = await tableTotal.textContent();
  // Another deductible than the chosen one: the price changes.
  const count = await deductibles.count();
  for (let index = 0; index < count; index += 1) {
    if (!(await deductibles.nth(index).isChecked())) {
      await deductibles.nth(index).click();
      break;
    }
  }
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(tableTotal).not.toHaveText(before ?? "");
  const monthly = Number((await tableTotal.textContent())?.replace(/\D/g, ""));
  // The customer is at the deductible, above the summary: its total is below the fold ...
  await expect(tableTotal).not.toBeInViewport();
  // ... and the new total is in view all the same.
  const inView = page.locator(".total-in-view");
  await expect(inView).toHaveText(tilpassTexts.totalInView(monthly));
  await expect(inView).toBeInViewport();
  // The deductible the customer changed is not hidden behind it.
  const chosen = page.getByRole("radiogroup", { name: "Egenandel" }).getByRole("radio", {
    checked: true,
  });
  await expect(chosen).toBeInViewport();
});

test("'Tilbake' on the start page right after the login leaves the page (issue 29 item 22)", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same at both widths; desktop is enough");
  // The tab's history: the page before (here the empty page the browser starts on), the login
  // page at the start page's address, then the start page itself after the login.
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig");
  await expect(heading(page, "Kjøp bilforsikring")).toBeVisible();
  await page.getByRole("button", { name: "Tilbake", exact: true }).click();
  // History back past the login page, which would only show the start page again.
  await expect(page).toHaveURL("about:blank");
});
