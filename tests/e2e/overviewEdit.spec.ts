/**
 * The overview before purchase (issue 20 item 3) in a real browser against the sandbox: from /kjop
 * the customer presses "Endre bonus", answers a bonus from another company (and its transfer) and
 * lands back on /kjop, not at the start of the flow; the overview shows the new bonus and the price
 * the sandbox stored with the saved offer, and says in a polite live region that the price changed,
 * from the monthly total the sandbox had for the offer before the edit to the one after it
 * (issue 26.12).
 */
import * as v from "valibot";
import { FetchOfferResponse } from "../../core/contract/motor.ts";
import { kjopTexts } from "../../core/texts/steps/offer.ts";
import {
  bonusTransfer,
  type ModelPath,
  plannedFaultOf,
  scenarioPaths,
  scenarios,
} from "../../inspector/pathModel.ts";
import { offerPath } from "../../src/api/offerPath.ts";
import { checkScreen, type Driver, perform, runPath } from "../paths/executor.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

const OfferList = v.object({
  tilbud: v.array(v.object({ avtalenummer: v.string(), prisPerMnd: v.number() })),
});

/**
 * The newest open offer as the sandbox lists it: its number and what it costs a month (the chosen
 * coverage at its deductible, the add-ons and the traffic fee, priced by the sandbox's tariff).
 */
async function newestOffer(driver: Driver) {
  const offers = await driver.sandbox("GET", "/avtaleoversikt/tilbud", undefined);
  const newest = v.parse(OfferList, offers.body).tilbud[0];
  if (!newest) throw new Error("The sandbox has no open offer");
  return newest;
}

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
  // saved offer the sandbox holds), up to the overview before its "Endre bonus".
  const edit = path.steps.findIndex(
    (step) => step.event.type === "overview.edit" && step.event.question === "bonus",
  );
  await runPath(driver, { ...path, steps: path.steps.slice(0, edit) });
  await expect(page).toHaveURL(/\/bil\/kjop$/);
  await expect(
    page.getByRole("button", { name: "Kjøp forsikringen", exact: true }),
  ).not.toHaveAttribute("aria-busy", "true");
  // On the way to the overview nothing was changed from it: no price change is pointed out.
  await expect(page.getByText(/^Prisen er endret/)).toHaveCount(0);
  const before = await newestOffer(driver);
  // Then "Endre bonus" and the rest of the path, each screen checked.
  let previous = path.steps[edit - 1]?.state ?? path.start;
  for (const step of path.steps.slice(edit)) {
    await perform(driver, step.event, previous);
    await checkScreen(driver, step.state);
    previous = step.state;
  }
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
  const newest = await newestOffer(driver);
  expect(newest.avtalenummer).toBe(before.avtalenummer);
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

  // Issue 26.12: the change is pointed out, politely, with the sandbox's totals before and after.
  expect(newest.prisPerMnd).not.toBe(before.prisPerMnd);
  const notice = page.getByRole("status").filter({ hasText: /Prisen er endret/ });
  await expect(notice).toHaveAttribute("aria-live", "polite");
  const sentence = ((await notice.textContent()) ?? "").replace(/\s+/g, " ").trim();
  const [, from, to] =
    /Prisen er endret fra ([\d ]+) kr til ([\d ]+) kr i måneden\.$/.exec(sentence) ?? [];
  expect([amount(from ?? ""), amount(to ?? "")], sentence).toEqual([
    before.prisPerMnd,
    newest.prisPerMnd,
  ]);
  expect(amount(to ?? "")).toBe(total);
});
