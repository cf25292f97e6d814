/**
 * Issue 26.6, continue anywhere: a quote left on the adjustment page is offered on the start page
 * of another tab and after a new login, from the sandbox's saved offer, and opens where the
 * customer left it, with the answers the sandbox stored.
 */
import type { Page } from "@playwright/test";
import { menuTexts } from "../../core/texts/menu.ts";
import { introTexts } from "../../core/texts/steps/intro.ts";
import { expect, logIn, test } from "./sandbox.ts";

// A whole quote up to tilpass, then another page: more than one step's budget on a busy machine.
test.beforeEach(() => test.setTimeout(240_000));

const start = "/privat/forsikring/motor/bil/";

/** Nothing on the page is busy: prices and saves are done. */
async function idle(page: Page) {
  await expect(
    page.locator('button[aria-busy="true"], main [role="status"][aria-busy="true"]'),
  ).toHaveCount(0, { timeout: 15_000 });
}

async function next(page: Page, name = "Neste") {
  await idle(page);
  await page.getByRole("button", { name, exact: true }).click();
}

/** Kari prices SX20002 and leaves it on tilpass with another deductible than the default. */
async function quoteLeftOnTilpass(page: Page): Promise<string> {
  await logIn(page, start, "vanlig");
  await page.getByRole("button", { name: introTexts.start }).click();
  await page.getByRole("radio", { name: "Ja" }).check();
  await next(page);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill("SX20002");
  await expect(page.getByText(/Vi fant bilen/)).toBeVisible();
  await next(page);
  await page.getByRole("radio", { name: "Nei" }).check();
  await next(page);
  await page.getByRole("radio", { name: "Ja" }).check();
  await next(page);
  await next(page, "Se pris");
  await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();
  await next(page);
  const heading = page.getByRole("heading", { level: 1 });
  if ((await heading.textContent()) !== "Tilpass forsikringen") await next(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tilpass forsikringen" })).toBeVisible();
  const deductibles = page.getByRole("radiogroup", { name: "Egenandel" }).getByRole("radio");
  const other = deductibles.first();
  await other.check();
  await idle(page);
  return (await other.getAttribute("value")) ?? "";
}

async function expectOfferedAndOpensOnTilpass(page: Page, deductible: string) {
  await page.goto(start);
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  await expect(
    page.getByText(/Du har et tilbud på Toyota Corolla 2018 fra .+ i måneden/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Fortsett der du slapp" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tilpass forsikringen" })).toBeVisible();
  await expect(page).toHaveURL(/\/bil\/tilpass$/);
  await expect(
    page.getByRole("radiogroup", { name: "Egenandel" }).locator(`input[value="${deductible}"]`),
  ).toBeChecked();
}

test("a quote left on tilpass is offered in another tab and opens there", async ({ page }) => {
  const deductible = await quoteLeftOnTilpass(page);
  // Another tab: the same session, a session storage of its own (no quote of its own).
  const otherTab = await page.context().newPage();
  await expectOfferedAndOpensOnTilpass(otherTab, deductible);
});

test("after logging out and in again, the start page offers the saved quote", async ({ page }) => {
  const deductible = await quoteLeftOnTilpass(page);
  // At 360 px the menu, with 'Logg ut', is behind its button.
  const logout = page.getByRole("button", { name: menuTexts.logout });
  if (!(await logout.isVisible()))
    await page.getByRole("button", { name: menuTexts.toggle }).click();
  await logout.click();
  await page.waitForURL((url) => !url.pathname.endsWith("/tilpass"));
  await logIn(page, start, "vanlig");
  await expectOfferedAndOpensOnTilpass(page, deductible);
});
