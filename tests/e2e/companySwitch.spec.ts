/**
 * Issue 26.11 in Chromium: the overview before the purchase says when the insurance starts, that
 * the old insurance runs until then and the switch is handled (GA20002, which the sandbox reserves
 * for SELSKAPSBYTTE with the 1st of next month), and how the customer pays. The date is the
 * sandbox's own answer to POST /motor/bil/garanti, written out by the test; the frequency is the
 * customer's as GET /skadekunde/ answers it.
 */
import * as v from "valibot";
import { CustomerResponse } from "../../core/contract/customer.ts";
import { GuaranteeResponse } from "../../core/contract/motor.ts";
import { kjopTexts, offerTexts } from "../../core/texts/steps/offer.ts";
import { type Scenario, shortestPathTo } from "../../inspector/pathModel.ts";
import { runPath } from "../paths/executor.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

const companySwitch: Scenario = {
  name: "selskapsbytte (GA20002)",
  persona: "vanlig",
  distributor: "sb1",
  product: "bil",
  entry: { kind: "start" },
  regnr: "GA20002",
  extras: [],
};

test("the overview before the purchase says when a company switch starts, that it is handled, and how the customer pays", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser size is enough for this check");
  const path = shortestPathTo(companySwitch, "kjop");
  if (!path) throw new Error("The model has no path to kjop");
  test.setTimeout(pathBudget(path));
  const driver = playwrightDriver(page, testInfo);
  await runPath(driver, path);
  await expect(page).toHaveURL(/\/bil\/kjop$/);

  // The sandbox's answers for this customer and this car.
  const guarantee = await driver.sandbox("POST", "/motor/bil/garanti", {
    registreringsnummer: "GA20002",
    inkludereBobil: true,
  });
  const { garanti } = v.parse(GuaranteeResponse, guarantee.body);
  expect(garanti.transaksjonstype).toBe("SELSKAPSBYTTE");
  const start = new Date(`${garanti.forsikringStartdato}T12:00:00Z`);
  expect(start.getUTCDate()).toBe(1);
  const customer = v.parse(
    CustomerResponse,
    (await driver.sandbox("GET", "/skadekunde/", undefined)).body,
  );

  const section = page.getByRole("region", { name: kjopTexts.startHeading });
  const day = start.toLocaleDateString("nb-NO", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(
    section.getByText(`Forsikringen gjelder fra ${day}.`, { exact: true }),
  ).toBeVisible();
  await expect(section.getByText(kjopTexts.companySwitch, { exact: true })).toBeVisible();
  await expect(
    section.getByText(
      offerTexts.paymentFrequency[customer.betalingsInformasjon.betalingsFrekvens],
      { exact: true },
    ),
  ).toBeVisible();
});
