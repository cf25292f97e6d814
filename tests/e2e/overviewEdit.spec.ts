/**
 * The overview before purchase (issue 20 item 3) in a real browser against the sandbox: from /kjop
 * the customer presses "Endre bonus", answers a bonus from another company (and its transfer) and
 * lands back on /kjop, not at the start of the flow; the overview shows the new bonus and the price
 * the sandbox stored with the saved offer.
 */
import * as v from "valibot";
import { FetchOfferResponse } from "../../src/api/contract/motor.ts";
import { offerPath } from "../../src/api/offerPath.ts";
import { kjopTexts } from "../../src/texts/steps/offer.ts";
import { perform, runPath } from "../paths/executor.ts";
import {
  bonusTransfer,
  type ModelPath,
  plannedFaultOf,
  scenarioPaths,
  scenarios,
} from "../paths/model.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

const OfferList = v.object({ tilbud: v.array(v.object({ avtalenummer: v.string() })) });

/**
 * The model's shortest path that changes the bonus from the overview to one from another company:
 * it ends on the bonus transfer, which the machine asks for before the overview.
 */
function bonusEditedFromOverview(): ModelPath {
  const scenario = scenarios.find(
    (candidate) => candidate.name === "ung sjåfør med bonus fra et annet selskap",
  );
  if (!scenario) throw new Error("No scenario for a bonus from another company");
  const found = scenarioPaths(scenario)
    .filter((path) => {
      const events = path.steps.map((step) => step.event);
      const edit = events.findIndex(
        (event) => event.type === "overview.edit" && event.question === "bonus",
      );
      const end = path.steps.at(-1)?.state;
      return (
        edit >= 0 &&
        events.slice(0, edit).every((event) => event.type !== "summary.edit") &&
        events.every((event) => !plannedFaultOf(event)) &&
        end?.matches({ tilbud: { steg: "bonusOverforing", oppdatering: "ready" } }) === true
      );
    })
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!found) throw new Error("The model has no path that edits the bonus from the overview");
  return found;
}

test("Endre bonus on /kjop opens the bonus step and comes back to /kjop with the new bonus and the sandbox's price", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser size is enough for this flow");
  const path = bonusEditedFromOverview();
  test.setTimeout(pathBudget(path));
  testInfo.annotations.push({ type: "path", description: path.description });
  const driver = playwrightDriver(page, testInfo);
  // Each screen is checked on the way (heading, address, and on /kjop the overview against the
  // saved offer the sandbox holds).
  await runPath(driver, path);
  const atTransfer = path.steps.at(-1)?.state ?? path.start;
  await perform(
    driver,
    {
      type: "bonusTransfer.submit",
      bonusRegnummer: bonusTransfer.regnr,
      bonusoverforingsselskap: "(andre selskap)",
      bonusoverforingsselskapNavn: "(andre selskap)",
    },
    atTransfer,
  );

  await expect(page).toHaveURL(/\/bil\/kjop$/);
  await expect(page.getByRole("heading", { level: 1, name: kjopTexts.title })).toBeVisible();
  const bonusRow = page.locator(".offer-overview__row", {
    has: page.getByRole("term").filter({ hasText: new RegExp(`^${kjopTexts.bonus}$`) }),
  });
  await expect(bonusRow.locator(".offer-overview__value")).toHaveText(
    "80 % bonus fra et annet forsikringsselskap",
  );
  await expect(page.getByRole("button", { name: "Endre bonus", exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Kjøp forsikringen", exact: true }),
  ).not.toHaveAttribute("aria-busy", "true");

  // The sandbox's own answer: the newest open offer is the one the overview shows.
  const offers = await driver.sandbox("GET", "/avtaleoversikt/tilbud", undefined);
  const newest = v.parse(OfferList, offers.body).tilbud[0];
  if (!newest) throw new Error("The sandbox has no open offer");
  const stored = await driver.sandbox(
    "GET",
    `${offerPath}?avtalenummer=${newest.avtalenummer}`,
    undefined,
  );
  const { tilbud } = v.parse(FetchOfferResponse, stored.body);
  expect(tilbud.bonuskode).toBe("80");

  // The price on screen is the stored offer's price plus the traffic insurance fee.
  const table = page.getByRole("table", { name: kjopTexts.priceHeading });
  const amount = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
  const monthly = async (row: string | RegExp) =>
    amount(await table.getByRole("row", { name: row }).getByRole("cell").first().textContent());
  const total = await monthly(/^Totalt/);
  const fee = await monthly(/^Trafikkforsikringsavgift/);
  expect(total - fee).toBe(tilbud.prisPerMndUtenTfa);
});
