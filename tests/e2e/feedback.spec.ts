/**
 * The receipt's feedback widget in Chromium: a smiley chosen and then the receipt left by a full
 * page load ("Se detaljene") still reaches the sandbox, once, as an answer sent on leaving
 * (SPEC §4), without the message the customer had started to write, naming the purchase; the
 * detail page does not ask again (issue 29 item 16).
 */
import * as v from "valibot";
import { apiBasePath, requestedByHeader, requestedByValue } from "../../core/contract/common.ts";
import { StoredFeedbackResponse } from "../../core/contract/feedback.ts";
import { feedbackTexts } from "../../core/texts/feedback.ts";
import { agreementTexts, kvitteringTexts } from "../../core/texts/steps/offer.ts";
import { purchasePath } from "../../inspector/pathModel.ts";
import { runPath } from "../paths/executor.ts";
import { playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

test("a smiley chosen on the receipt is stored once, as sent on leaving, when the customer follows 'Se detaljene'", async ({
  page,
  sandbox,
}, testInfo) => {
  // The purchase path checks every screen (axe included) on the way to the receipt.
  test.setTimeout(240_000);
  await runPath(playwrightDriver(page, testInfo), purchasePath("bil med registreringsnummer"));
  await expect(page.getByRole("heading", { level: 1, name: kvitteringTexts.title })).toBeVisible();

  const widget = page.getByRole("region", { name: feedbackTexts.landmarkLabel });
  // The smiley's radio lies see-through under its face: the customer clicks the face (label).
  await widget
    .locator("label")
    .filter({ has: page.getByRole("img", { name: "Ganske fornøyd" }) })
    .click();
  await expect(widget.getByRole("radio", { name: "Ganske fornøyd" })).toBeChecked();
  await widget.getByRole("textbox").fill("Ola Nordmann skrev dette, men sendte det ikke");

  await page.getByRole("link", { name: kvitteringTexts.details }).click();
  await expect(page.getByRole("heading", { level: 1, name: agreementTexts.title })).toBeVisible({
    timeout: 15_000,
  });

  // What the sandbox stored for this customer, read with the page's own session.
  const stored = async () => {
    const response = await page.request.get(`${sandbox.origin}${apiBasePath}/feedback/`, {
      headers: { [requestedByHeader]: requestedByValue, Accept: "application/json" },
    });
    expect(response.status()).toBe(200);
    return v
      .parse(StoredFeedbackResponse, await response.json())
      .tilbakemeldinger.map(({ opprettet: _, ...row }) => row);
  };
  await expect.poll(stored, { timeout: 10_000 }).toHaveLength(1);
  expect(await stored()).toEqual([
    {
      productCode: "bil",
      page: "/privat/forsikring/motor/bil/kvittering",
      feedbackValue: 4,
      intentionalSubmit: false,
      // The answer names its purchase: the sandbox keeps one per agreement (issue 29 item 16).
      avtalenummer: /\/detaljer\/(\d{9})$/.exec(page.url())?.[1],
    },
  ]);
  // The detail page does not ask again (issue 29 item 16).
  await expect(page.getByRole("region", { name: feedbackTexts.landmarkLabel })).toHaveCount(0);
});
