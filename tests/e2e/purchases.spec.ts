/**
 * Full purchases end to end, each the model's shortest path to the receipt for its scenario,
 * run by the same executor as the generated paths; then the receipt is checked and the new
 * agreement's detail page opened. Also: a purchase with the keyboard alone, and a reload in the
 * middle of the flow.
 */
import type { Page, TestInfo } from "@playwright/test";
import { agreementTexts, kvitteringTexts } from "../../core/texts/steps/offer.ts";
import { type ModelPath, purchasePath } from "../../inspector/pathModel.ts";
import { type Driver, runPath } from "../paths/executor.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

const has = (text: string) => (path: ModelPath) => path.description.includes(text);

const purchases: Array<{ title: string; path: () => ModelPath; regnr?: string }> = [
  {
    title: "car by registration number",
    path: () => purchasePath("bil med registreringsnummer"),
    regnr: "SX20002",
  },
  {
    title: "car by model picker with another owner",
    path: () => purchasePath("modellvelger med annen eier", has("eier=false")),
  },
  { title: "motorhome", path: () => purchasePath("bobil"), regnr: "BO10001" },
  { title: "express price", path: () => purchasePath("ekspresspris"), regnr: "SX10001" },
  { title: "edit an offer", path: () => purchasePath("endre et lagret tilbud"), regnr: "EK23456" },
];

async function checkReceiptAndDetails(page: Page, regnr: string | undefined) {
  await expect(page.getByRole("heading", { level: 1, name: kvitteringTexts.title })).toBeVisible();
  const lead = page.getByText(/Avtalenummeret er \d{9}\./);
  await expect(lead).toBeVisible();
  const avtalenummer = /(\d{9})/.exec((await lead.textContent()) ?? "")?.[1];
  expect(avtalenummer).toBeTruthy();
  await page.getByRole("link", { name: kvitteringTexts.details }).click();
  await expect(page.getByRole("heading", { level: 1, name: agreementTexts.title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`/detaljer/${avtalenummer}$`));
  if (regnr) await expect(page.getByText(regnr).first()).toBeVisible();
}

for (const purchase of purchases) {
  test(`full purchase: ${purchase.title}, receipt and the new agreement's detail page`, async ({
    page,
  }, testInfo) => {
    // On desktop the generated paths (paths.spec.ts) buy through the same flows, with the same
    // outcome checks: here the purchases are walked at 360 px, where only this file runs them.
    test.skip(testInfo.project.name === "desktop", "bought by the generated paths on desktop");
    const path = purchase.path();
    test.setTimeout(pathBudget(path));
    testInfo.annotations.push({ type: "path", description: path.description });
    await runPath(playwrightDriver(page, testInfo), path);
    await checkReceiptAndDetails(page, purchase.regnr);
  });
}

/** A driver that reaches every control with Tab and acts with the keyboard only. */
function keyboardDriver(page: Page, testInfo: TestInfo): Driver {
  const base = playwrightDriver(page, testInfo);
  const focused = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => element === document.activeElement).catch(() => false);
  async function tabTo(locator: ReturnType<Page["locator"]>) {
    await expect(locator).toBeVisible({ timeout: 15_000 });
    for (let presses = 0; presses < 80; presses++) {
      if (await focused(locator)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${locator}`);
  }
  async function tabToRadio(
    group: ReturnType<Page["locator"]>,
    target: ReturnType<Page["locator"]>,
  ) {
    const radios = group.getByRole("radio");
    await expect(radios.first()).toBeVisible({ timeout: 15_000 });
    for (let presses = 0; presses < 80; presses++) {
      const inGroup = await radios.evaluateAll((elements) =>
        (elements as Element[]).includes(document.activeElement as Element),
      );
      if (inGroup) break;
      await page.keyboard.press("Tab");
    }
    for (let presses = 0; presses < 12 && !(await focused(target)); presses++)
      await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(target).toBeChecked();
  }
  const group = (name: string | RegExp) =>
    page.getByRole("radiogroup", { name }).or(page.getByRole("group", { name })).first();
  return {
    ...base,
    async click(name) {
      const target = page
        .getByRole("button", { name, exact: typeof name === "string" })
        .or(page.getByRole("link", { name, exact: typeof name === "string" }))
        .first();
      await expect(target).not.toHaveAttribute("aria-busy", "true", { timeout: 15_000 });
      await tabTo(target);
      await page.keyboard.press("Enter");
    },
    async choose(name, choice) {
      const scoped = group(name);
      await tabToRadio(
        scoped,
        scoped.getByRole("radio", { name: choice, exact: typeof choice === "string" }),
      );
    },
    async chooseNth(name, index) {
      const scoped = group(name);
      await tabToRadio(scoped, scoped.getByRole("radio").nth(index));
    },
    async chooseInEveryGroup(choice) {
      for (const one of await page.getByRole("radiogroup").all())
        await tabToRadio(one, one.getByRole("radio", { name: choice, exact: true }));
    },
    async check(name) {
      const box = page.getByRole("checkbox", { name });
      await tabTo(box);
      if (!(await box.isChecked())) await page.keyboard.press("Space");
    },
    async fill(label, text) {
      const field = page.getByRole("textbox", { name: label });
      await tabTo(field);
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Backspace");
      await page.keyboard.type(text);
    },
    async selectFirst(label) {
      const select = page.getByRole("combobox", { name: label });
      await expect.poll(() => select.locator("option").count()).toBeGreaterThan(1);
      await tabTo(select);
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => select.evaluate((element) => (element as HTMLSelectElement).selectedIndex))
        .toBeGreaterThan(0);
    },
    async selectNth(label, index) {
      const select = page.getByRole("combobox", { name: label });
      const selected = () =>
        select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
      await expect.poll(() => select.locator("option").count()).toBeGreaterThan(index);
      await tabTo(select);
      for (let presses = 0; presses < 40 && (await selected()) !== index; presses++)
        await page.keyboard.press((await selected()) < index ? "ArrowDown" : "ArrowUp");
      await expect.poll(selected).toBe(index);
    },
  };
}

test("keyboard only: a full purchase of a car by registration number", async ({
  page,
}, testInfo) => {
  const path = purchasePath("bil med registreringsnummer");
  // Tabbing to every control takes about twice as long as clicking.
  test.setTimeout(2 * pathBudget(path));
  // The sandbox's test-ID login is the test harness's door, not the product: it is used as is.
  await runPath(keyboardDriver(page, testInfo), path);
  await expect(page.getByRole("heading", { level: 1, name: kvitteringTexts.title })).toBeVisible();
});

test("a reload in the middle of the flow loses nothing", async ({ page }, testInfo) => {
  const driver = playwrightDriver(page, testInfo);
  const path = purchasePath("bil, annen eier og kort på oppsummeringen", has("eier=false"));
  test.setTimeout(pathBudget(path));
  // Walk to the summary (with another owner), reload, and the summary still shows every answer.
  const toSummary = path.steps.findIndex((step) => step.state.matches("sjekkBilInfo"));
  await runPath(driver, { ...path, steps: path.steps.slice(0, toSummary + 1) });
  await expect(page.getByText("Olga Testesen er registrert eier")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Har vi riktig info?" })).toBeVisible();
  await expect(page).toHaveURL(/\/bil\/sjekk-bil-info$/);
  await expect(page.getByText("Olga Testesen er registrert eier")).toBeVisible();
  await expect(page.getByText("SX10001").first()).toBeVisible();
  // And the flow goes on from there.
  await page.getByRole("button", { name: "Se pris", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();
});
