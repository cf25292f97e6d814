/**
 * The provider's own channel asks for cookie consent once for the whole site (SPEC §4): an answer
 * given in the car flow holds in the motorhome flow and on a product page outside the app's path.
 * Jøkul writes its consent cookie for the page's folder unless told a path, so the motorhome flow
 * (/bobil/) and the product pages asked again.
 */
import { cookieConsentTexts } from "../../core/texts/cookieConsent.ts";
import { accessibilityErrorsBeyondAxe } from "./accessibilityBeyondAxe.ts";
import { seriousViolations } from "./pathDriver.ts";
import { expect, logIn, test } from "./sandbox.ts";

test.use({ freshSandbox: false });

test("an answer to the cookie dialog holds on every page of the site", async ({ page }) => {
  await logIn(page, "/privat/forsikring/motor/bil/", "lo", "none");
  const dialog = page.getByRole("dialog", { name: "Velg informasjonskapsler" });
  // The app's own dialog (issue 29 item 23), in the product's words, passes both engines.
  await expect(dialog.getByText(cookieConsentTexts.intro)).toBeVisible();
  expect(await seriousViolations(page), "axe on the cookie dialog").toEqual([]);
  expect(
    await accessibilityErrorsBeyondAxe(page),
    "WCAG 2.1 AA beyond axe on the cookie dialog",
  ).toEqual([]);
  await dialog.getByRole("button", { name: "Godta alle" }).click();
  await expect(dialog).toHaveCount(0);

  for (const [path, heading] of [
    ["/privat/forsikring/motor/bobil/", "Hva er registreringsnummeret på bobilen?"],
    ["/privat/forsikring/motor/moped", "Mopedforsikring"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The dialog comes right after the first render when it is going to come at all.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "Velg informasjonskapsler" })).toHaveCount(0);
  }
});
