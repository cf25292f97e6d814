import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { type Driver, faultPlanUrl, type Name } from "../paths/executor.ts";
import { logIn } from "./sandbox.ts";

const timeout = 15_000;
const trimmed = (value: string) => value.replace(/\/+$/, "") || "/";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Screens already scanned in this worker (each distinct screen is scanned once per project). */
const scanned = new Set<string>();

/** Serious and critical axe violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/** Writes a screenshot under test-results/screenshots/<project>/<test>/ when asked (SCREENSHOTS=1). */
export async function stepScreenshot(page: Page, testInfo: TestInfo, index: number, label: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  const safe = (text: string) => text.replace(/[^\wæøåÆØÅ-]+/g, "-").slice(0, 80);
  const dir = path.join(
    "test-results",
    "screenshots",
    testInfo.project.name,
    safe(testInfo.titlePath.slice(1).join(" ")),
  );
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${String(index).padStart(2, "0")}-${safe(label)}.png`),
    fullPage: true,
  });
}

/** The executor's driver for Chromium (Playwright), with an axe scan on every screen. */
export function playwrightDriver(page: Page, testInfo: TestInfo): Driver {
  let screens = 0;
  const steps: Buffer[] = [];
  const group = (name: Name) =>
    page.getByRole("radiogroup", { name }).or(page.getByRole("group", { name })).first();
  return {
    async open(scenario, url) {
      await logIn(page, url, scenario.persona, scenario.distributor);
    },
    async planFaults(scenario, faults, mode) {
      const response = await page.request.fetch(faultPlanUrl(scenario), {
        method: mode === "replace" ? "PUT" : "POST",
        data: faults,
      });
      expect(response.status(), "the sandbox takes the planned faults").toBe(204);
    },
    async expectHeading(name) {
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible({
        timeout,
      });
    },
    async expectPath(expected) {
      await expect
        .poll(() => trimmed(new URL(page.url()).pathname), { timeout })
        .toBe(trimmed(expected));
    },
    async expectText(text) {
      await expect(page.getByText(text).first()).toBeVisible({ timeout });
    },
    async expectIdle() {
      await expect(
        page.locator('button[aria-busy="true"], main [role="status"][aria-busy="true"]'),
      ).toHaveCount(0, { timeout });
    },
    async click(name) {
      const target = page
        .getByRole("button", { name, exact: typeof name === "string" })
        .or(page.getByRole("link", { name, exact: typeof name === "string" }))
        .first();
      await expect(target).not.toHaveAttribute("aria-busy", "true", { timeout });
      await target.click();
    },
    async choose(name, choice) {
      await group(name)
        .getByRole("radio", { name: choice, exact: typeof choice === "string" })
        .click();
    },
    async chooseNth(name, index) {
      const scoped = group(name);
      const radios = (await scoped.count()) ? scoped.getByRole("radio") : page.getByRole("radio");
      await radios.nth(index).click();
    },
    async chooseInEveryGroup(choice) {
      const groups = page.getByRole("radiogroup");
      await expect(groups.first()).toBeVisible({ timeout });
      for (const one of await groups.all())
        await one.getByRole("radio", { name: choice, exact: typeof choice === "string" }).check();
    },
    async check(name) {
      await page.getByRole("checkbox", { name }).check();
    },
    async fill(label, text) {
      await page.getByRole("textbox", { name: label }).fill(text);
    },
    async selectFirst(label) {
      const select = page.getByRole("combobox", { name: label });
      await expect.poll(() => select.locator("option").count(), { timeout }).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    },
    async selectByName(label, option) {
      const select = page.getByRole("combobox", { name: label });
      await expect(select.getByRole("option", { name: option, exact: true })).toHaveCount(1, {
        timeout,
      });
      await select.selectOption({ label: option });
    },
    async selectNth(label, index) {
      const select = page.getByRole("combobox", { name: label });
      await expect.poll(() => select.locator("option").count(), { timeout }).toBeGreaterThan(index);
      await select.selectOption({ index });
    },
    async goTo(target) {
      await page.evaluate((url) => {
        window.history.pushState({}, "", url);
        window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
      }, target);
    },
    async afterScreen(label) {
      screens++;
      await stepScreenshot(page, testInfo, screens, label);
      if (process.env.SCREENSHOTS !== "1" && steps.length < 40)
        steps.push(await page.screenshot({ fullPage: false }));
      // allTextContents does not wait: the full-page errors have no h1, and textContent() would
      // wait for one until the test times out.
      const headings = await page.locator("h1").allTextContents();
      const key = `${testInfo.project.name}:${label}:${trimmed(new URL(page.url()).pathname)}:${headings.join("|")}`;
      if (scanned.has(key)) return;
      scanned.add(key);
      const violations = await seriousViolations(page);
      expect(violations, `axe on the '${label}' screen`).toEqual([]);
    },
    // Every step's screenshot, attached when the test fails.
    async attachSteps() {
      for (const [index, shot] of steps.entries())
        await testInfo.attach(`step-${String(index + 1).padStart(2, "0")}.png`, {
          body: shot,
          contentType: "image/png",
        });
    },
  } as Driver & { attachSteps(): Promise<void> };
}
