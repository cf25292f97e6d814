/**
 * Issue 26.7 in Chromium, at 1280 px (desktop) and 360 px (phone): the customer follows the menu's
 * "Tilbud (N)", sees the open offers the sandbox lists (vehicle, coverage, monthly price), opens
 * one and lands on its price page with its coverage chosen. Axe finds nothing serious, and at
 * 360 px nothing scrolls sideways.
 */
import * as v from "valibot";
import { apiBasePath, requestedByHeader, requestedByValue } from "../../core/contract/common.ts";
import { OfferOverviewResponse } from "../../core/contract/lists.ts";
import { offersPageTexts } from "../../core/texts/offers.ts";
import { seriousViolations } from "./pathDriver.ts";
import { expect, logIn, test } from "./sandbox.ts";

test("the menu's Tilbud opens the open offers, and an offer opens on its price page", async ({
  page,
}) => {
  await logIn(page, "/privat/forsikring/motor/bil/", "eksisterende");
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();

  // What the sandbox lists for the customer (the page's oracle, asked with the same session).
  const answer = await page.request.get(`${apiBasePath}/avtaleoversikt/tilbud`, {
    headers: { [requestedByHeader]: requestedByValue },
  });
  const offers = v.parse(OfferOverviewResponse, await answer.json()).tilbud;
  expect(offers.length).toBeGreaterThan(0);

  // The menu's link, behind the menu button below 1200 px.
  const menu = page.getByRole("navigation", { name: "Hovedmeny" });
  const toggle = menu.getByRole("button", { name: /Meny/ });
  if (await toggle.isVisible()) await toggle.click();
  await menu.getByRole("link", { name: `Tilbud (${offers.length})` }).click();

  await expect(page).toHaveURL(/\/privat\/forsikring\/motor\/tilbud$/);
  await expect(page.getByRole("heading", { level: 1, name: offersPageTexts.title })).toBeVisible();
  await expect(page).toHaveTitle(`${offersPageTexts.title} – Bilforsikring`);
  const list = page.getByRole("list", { name: offersPageTexts.listLabel });
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(offers.length);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
    offers.map((offer) => offer.kjoretoy),
  );
  for (const [index, offer] of offers.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("definition").nth(offer.registreringsnummer ? 1 : 0)).toHaveText(
      offer.dekning,
    );
    const price = await card
      .getByRole("definition")
      .nth(offer.registreringsnummer ? 2 : 1)
      .textContent();
    expect(Number((price ?? "").replace(/\D/g, ""))).toBe(offer.prisPerMnd);
  }

  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // An offer the sandbox says was left on the price page opens there, with the coverage it was
  // saved with (one left later opens on that step: tests/e2e/resumeSavedOffer.spec.ts).
  let index = -1;
  for (const [at, offer] of offers.entries()) {
    const stored = await page.request.get(
      `${apiBasePath}/motor/bil/tilbud/hent?avtalenummer=${offer.avtalenummer}`,
      { headers: { [requestedByHeader]: requestedByValue } },
    );
    if ((await stored.json()).sisteSteg === "pris") {
      index = at;
      break;
    }
  }
  const newest = offers[index];
  if (!newest) throw new Error("no offer of this customer is left on the price page");
  await cards
    .nth(index)
    .getByRole("link", { name: /^Se tilbudet/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/privat/forsikring/motor/${newest.produkt}/pris$`));
  await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();
  await expect(page.getByRole("radio", { name: newest.dekning, exact: true })).toBeChecked();
});
