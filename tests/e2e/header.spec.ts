import type { Page } from "@playwright/test";
import { expect, logIn, test } from "./sandbox.ts";

// Reads and buys nothing: the worker's shared sandbox will do.
test.use({ freshSandbox: false });

/** The header's height once its menu is complete: the session's 'Logg ut' is the last to come. */
async function settledHeaderHeight(page: Page, offers: boolean) {
  const menu = page.getByRole("navigation", { name: "Hovedmeny" });
  const wide = await page.evaluate(() => window.innerWidth >= 1200);
  if (!wide) await menu.getByRole("button", { name: /Meny/ }).click();
  await expect(menu.getByRole("button", { name: "Logg ut" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Til nettbanken" })).toBeVisible();
  await expect(menu.locator(".navigation-menu__badge")).toHaveCount(offers ? 1 : 0);
  if (!wide) await menu.getByRole("button", { name: /Meny/ }).click();
  return page
    .locator(".page-layout__header")
    .evaluate((header) => header.getBoundingClientRect().height);
}

for (const width of [1280, 1200, 900, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the header is as high with the offers badge as without it, and its links keep to one row", async ({
      page,
      browser,
    }) => {
      await logIn(page, "/privat/forsikring/motor/bil/", "vanlig");
      const withoutOffers = await settledHeaderHeight(page, false);
      const other = await browser.newPage({ viewport: { width, height: 800 } });
      await logIn(other, "/privat/forsikring/motor/bil/", "eksisterende");
      const withOffers = await settledHeaderHeight(other, true);
      expect(withOffers).toBe(withoutOffers);
      if (width >= 1200) {
        // A row of links: every link on the same line.
        const tops = await other
          .locator(".navigation-menu__item")
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
        // And all of them in sight, none scrolled away.
        const list = other.locator(".navigation-menu__list");
        expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
      }
      await other.close();
    });
  });
}
