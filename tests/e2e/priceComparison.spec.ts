import { expect, logIn, test } from "./sandbox.ts";

// Reads a saved offer and buys nothing: the worker's shared sandbox will do.
test.use({ freshSandbox: false, viewport: { width: 360, height: 740 } });

test("at 360 px the price page shows the four levels and their differences within two screen heights", async ({
  page,
}) => {
  await logIn(page, "/privat/forsikring/motor/bil/600000025", "eksisterende");
  await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();
  const levels = ["Ansvar", "Minikasko", "Kasko", "Toppkasko"];
  for (const level of levels)
    await expect(page.getByRole("radio", { name: level, exact: true })).toBeVisible();
  const cards = page.locator(".coverage-card");
  await expect(cards).toHaveCount(4);
  // Each level says how it differs: the lowest what it lacks, the others what they add.
  await expect(cards.nth(0)).toContainText("Ikke med:");
  for (const [index, below] of ["Ansvar", "Minikasko", "Kasko"].entries())
    await expect(cards.nth(index + 1)).toContainText(`I tillegg til ${below}:`);
  // The details wait, closed, in an expandable section per card.
  await expect(page.locator(".coverage-card details:not([open])")).toHaveCount(4);
  const listBottom = await page
    .locator(".coverage-choice__list")
    .evaluate((list) => list.getBoundingClientRect().bottom + window.scrollY);
  expect(listBottom).toBeLessThanOrEqual(2 * 740);
  // The notices below speak in the page's body size, not Jøkul's larger one.
  const fontSize = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontSize);
  expect(await fontSize(".price-notices li")).toBe(await fontSize(".step-lead p"));
});
