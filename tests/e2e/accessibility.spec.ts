/**
 * WCAG 2.1 AA beyond axe (issue 29 item 24), at 1280 and 360 px: a full purchase with every screen
 * checked by Equal Access and the targeted checks (the path driver runs them on every screen), then
 * the receipt's feedback widget in each of its states and the new agreement's detail page, which no
 * path's screen check reaches. The other screens a purchase does not pass (error pages, motorhome,
 * model picker, consent) are checked by the same driver in the generated paths (paths.spec.ts) and
 * the purchases at 360 px (purchases.spec.ts).
 */
import type { Page } from "@playwright/test";
import { feedbackTexts } from "../../core/texts/feedback.ts";
import { agreementTexts, kvitteringTexts } from "../../core/texts/steps/offer.ts";
import { purchasePath } from "../../inspector/pathModel.ts";
import { purchaseFollowupQuestions } from "../../src/components/feedback-widget/index.ts";
import { runPath } from "../paths/executor.ts";
import { accessibilityErrorsBeyondAxe } from "./accessibilityBeyondAxe.ts";
import { pathBudget, playwrightDriver, seriousViolations } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
  expect(await accessibilityErrorsBeyondAxe(page), `WCAG 2.1 AA beyond axe on ${what}`).toEqual([]);
}

test("a purchase, the receipt's feedback widget in each state and the detail page pass both engines", async ({
  page,
}, testInfo) => {
  const path = purchasePath("bil med registreringsnummer");
  test.setTimeout(pathBudget(path) + 60_000);
  await runPath(playwrightDriver(page, testInfo), path);
  await expect(page.getByRole("heading", { level: 1, name: kvitteringTexts.title })).toBeVisible();

  const widget = page.getByRole("region", { name: feedbackTexts.landmarkLabel });
  await expect(widget.getByRole("radio")).toHaveCount(feedbackTexts.smileyLabels.length);
  await expectAccessible(page, "the receipt before a smiley");

  // The customer clicks a face: the radio under it is chosen.
  await widget
    .locator("label")
    .filter({ has: page.getByRole("img", { name: "Ganske fornøyd" }) })
    .click();
  await expect(widget.getByRole("radio", { name: "Ganske fornøyd" })).toBeChecked();
  await expect(widget.getByRole("button", { name: feedbackTexts.send })).toBeVisible();
  await expectAccessible(page, "the receipt with a smiley chosen");

  await widget.getByRole("button", { name: feedbackTexts.send }).click();
  await expect(widget.getByText(feedbackTexts.thanks.title)).toBeVisible();
  await expectAccessible(page, "the receipt's thank-you and follow-up offer");

  await widget.getByRole("button", { name: feedbackTexts.followup.start }).click();
  await expect(
    widget.getByText(feedbackTexts.followup.step(1, purchaseFollowupQuestions.length)),
  ).toBeVisible();
  await expectAccessible(page, "the follow-up's first step");

  await page.getByRole("link", { name: kvitteringTexts.details }).click();
  await expect(page.getByRole("heading", { level: 1, name: agreementTexts.title })).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, "the new agreement's detail page");
});
