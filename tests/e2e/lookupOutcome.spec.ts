import { expect, logIn, test } from "./sandbox.ts";

// Looks vehicles up and saves nothing: the worker's shared sandbox will do.
test.use({ freshSandbox: false, viewport: { width: 360, height: 640 }, hasTouch: true });

test("at 360 px the lookup's answer is in view: a number the register does not know, and a car picked from the list", async ({
  page,
}) => {
  await logIn(page, "/privat/forsikring/motor/bil/velg-bil", "vanlig");
  await expect(
    page.getByRole("heading", { level: 1, name: "Hva er registreringsnummeret på bilen?" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill("ZZ99999");
  const notFound = page.getByRole("alert").filter({ hasText: "Vi fant ikke kjøretøyet" });
  await expect(notFound).toBeInViewport();
  await expect(notFound).toContainText("Vi fant ikke bilen med registreringsnummer ZZ99999.");

  // A car from the customer's list, further down the page: what was found comes into view.
  const ownCar = page.locator(".own-cars__tag").first();
  const picked = ((await ownCar.textContent()) ?? "").split(" · ")[0] ?? "";
  await ownCar.scrollIntoViewIfNeeded();
  await ownCar.click();
  const found = page.getByText(/Vi fant bilen/);
  await expect(found).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Registreringsnummer" })).toHaveValue(picked);
});
