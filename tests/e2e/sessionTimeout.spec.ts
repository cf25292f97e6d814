/**
 * The session-timeout modal on a sandbox whose sessions last 70 s: the warning shows under 60 s
 * left, and 'Fortsett økten' keeps the session and every answer.
 */
import { sessionTimeoutTexts } from "../../core/texts/sessionTimeout.ts";
import { expect, logIn, test } from "./sandbox.ts";

test.use({ sandboxEnv: { SESSION_TTL_SECONDS: "70" } });

test("the timeout warning appears and 'Fortsett økten' keeps the answers", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, "/privat/forsikring/motor/bil/", "vanlig");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page
    .getByRole("radiogroup", { name: "Husker du registreringsnummeret?" })
    .getByRole("radio", { name: "Ja" })
    .check();
  await page.getByRole("button", { name: "Neste", exact: true }).click();
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill("SX20002");
  await expect(page.getByText("Vi fant bilen")).toBeVisible();
  await page.getByRole("button", { name: "Neste", exact: true }).click();
  await page
    .getByRole("radiogroup", { name: "Er bilen leaset?" })
    .getByRole("radio", { name: "Nei" })
    .check();

  const modal = page.getByRole("alertdialog", { name: sessionTimeoutTexts.title });
  await expect(modal).toBeVisible({ timeout: 45_000 });
  await modal.getByRole("button", { name: sessionTimeoutTexts.continue }).click();
  await expect(modal).toBeHidden();

  // Still logged in, on the same step, with the answers kept.
  await expect(page.getByRole("heading", { level: 1, name: "Er bilen leaset?" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Nei" })).toBeChecked();
  await page.getByRole("button", { name: "Neste", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Er du registrert eier av bilen?" }),
  ).toBeVisible();
  // The address follows the new step after its paint (issue 31); then the customer goes back.
  await expect(page).toHaveURL(/\/eier$/);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("textbox", { name: "Registreringsnummer" })).toHaveValue("SX20002");
});
