/**
 * Inside the bank's mobile app, in the mobile-bank login context (SPEC §6), the footer's mail and
 * phone links are labelled 'Kontakt oss', with the number and address still in view; in an ordinary
 * browser they show the number and address themselves.
 */
import { expect, logIn, test } from "./sandbox.ts";

test.use({ freshSandbox: false });

test("mail and phone links read 'Kontakt oss' inside the bank app, and show their values", async ({
  page,
}) => {
  // The bank app marks itself with this cookie (src/platform/bankAppDetection.ts).
  await page
    .context()
    .addCookies([{ name: "isMobilbankApp", value: "true", domain: "127.0.0.1", path: "/" }]);
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig", "sb1", "MOBILBANK");
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  const phone = footer.getByRole("link", { name: /^Kontakt oss: / }).first();
  await expect(phone).toHaveText("Kontakt oss");
  await expect(phone).toHaveAttribute("href", /^tel:/);
  await expect(footer.getByRole("link", { name: /^Kontakt oss: .*@/ })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
});

test("in an ordinary browser the links show the number and the address", async ({ page }) => {
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig", "sb1", "NETTBANK");
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /^Kontakt oss/ })).toHaveCount(0);
  await expect(footer.locator('a[href^="tel:"]')).not.toHaveText("Kontakt oss");
});
