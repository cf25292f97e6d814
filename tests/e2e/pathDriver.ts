import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { JSDOM } from "jsdom";
import {
  apiBasePath,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import type { Scenario } from "../../inspector/pathModel.ts";
import { bankConsentCookie, bankOptedInLevel } from "../../src/platform/consent/consent.ts";
import { type Driver, faultPlanUrl, type Name } from "../paths/executor.ts";
import { accessibilityErrorsBeyondAxe } from "./accessibilityBeyondAxe.ts";
import { logIn, mixpanelHost } from "./sandbox.ts";

const timeout = 15_000;

/**
 * A path's limit from its length: a busy 2-core machine needs seconds a screen (the app, the
 * sandbox's checks, an axe scan), so a fixed limit fails long paths for no fault of theirs. A limit
 * for a hang, never less than the suite's own (playwright.config.ts).
 */
export function pathBudget(path: { steps: readonly unknown[] }): number {
  return 120_000 + 10_000 * path.steps.length;
}
const trimmed = (value: string) => value.replace(/\/+$/, "") || "/";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Screens already scanned in this worker (each distinct screen is scanned once per project). */
const scanned = new Set<string>();

/**
 * Serious and critical axe violations on the page, as readable lines. Leaves out the focus guards
 * of floating-ui (inside Jøkul's tooltip, open while the pointer rests on a term's trigger): empty
 * spans, hidden from screen readers, that pass any focus they get straight on, which axe reports
 * as aria-hidden-focus; floating-ui and axe-core's maintainers call that a false positive
 * (floating-ui issues 2462 and 2758, axe-core issue 4832).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(axeTags)
    .exclude("[data-floating-ui-focus-guard]")
    .analyze();
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
  const file = path.join(dir, `${String(index).padStart(2, "0")}-${safe(label)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // The inspector's storyboard picks one screen per step from this (scripts/inspectorScreens.mjs).
  const entry = {
    project: testInfo.project.name,
    step: label,
    file: path.relative(path.join("test-results", "screenshots"), file),
    url: new URL(page.url()).pathname,
    alert: (await page.getByRole("alert").count()) > 0,
  };
  appendFileSync(
    path.join("test-results", "screenshots", "index.jsonl"),
    `${JSON.stringify(entry)}\n`,
  );
}

/**
 * The page's DOM as it is now, with the live state of its inputs written into the copy as
 * attributes (a serialised page only has the attributes React rendered first).
 */
function serializeLivePage(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  const live = document.body.querySelectorAll("input, select, option, textarea");
  const copied = copy.querySelectorAll("input, select, option, textarea");
  live.forEach((element, index) => {
    const target = copied[index];
    if (!target) return;
    if (element instanceof HTMLInputElement) {
      target.setAttribute("value", element.value);
      if (element.checked) target.setAttribute("checked", "");
      else target.removeAttribute("checked");
    } else if (element instanceof HTMLOptionElement) {
      if (element.selected) target.setAttribute("selected", "");
      else target.removeAttribute("selected");
    } else if (element instanceof HTMLTextAreaElement) {
      target.textContent = element.value;
    }
  });
  // The page's data blocks and scripts say nothing a customer sees, and only cost time to copy.
  for (const element of copy.querySelectorAll("script, style, template")) element.remove();
  return `<!doctype html><html><body>${copy.innerHTML}</body></html>`;
}

/**
 * Messages the browser logs itself for an HTTP error answer ("Failed to load resource: … 503"):
 * the app meets those answers on purpose (reserved test data, planned faults) and shows them.
 */
const isNetworkLog = (text: string) => text.startsWith("Failed to load resource:");

/** The executor's driver for Chromium (Playwright), with an axe scan on every screen. */
export function playwrightDriver(page: Page, testInfo: TestInfo) {
  let screens = 0;
  const steps: Buffer[] = [];
  const pageErrors: string[] = [];
  let pageErrorsSeen = 0;
  const report = (error: string) => {
    pageErrors.push(error);
    pageErrorsSeen++;
  };
  // The analytics provider's batches are answered here (nothing leaves the machine) and counted.
  let analyticsRequests = 0;
  void page.route(`${mixpanelHost}/**`, (route) => {
    analyticsRequests++;
    return route.fulfill({ status: 200, contentType: "text/plain", body: "1" });
  });
  page.on("pageerror", (error) => report(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !isNetworkLog(message.text()))
      report(`console.error: ${message.text()}`);
  });
  const group = (name: Name) =>
    page.getByRole("radiogroup", { name }).or(page.getByRole("group", { name })).first();
  const driver = {
    async open(scenario, url, afterLogin) {
      if (
        scenario.cookieConsent &&
        distributorVariant(scenario.distributor).consentOwner === "bank"
      )
        await setBankConsent(page, scenario.cookieConsent);
      if (afterLogin && scenario.entry.kind === "tilbud") {
        // What the sandbox holds must be read before the app opens the offer: log in on the
        // flow's start page first, read, then open the offer's link.
        await logIn(page, startPage(url), scenario.persona, scenario.distributor);
        await answerOwnConsentDialog(page, scenario);
        await afterLogin();
        await page.goto(url);
        await appRunning(page);
        return;
      }
      await logIn(page, url, scenario.persona, scenario.distributor);
      await answerOwnConsentDialog(page, scenario);
      await afterLogin?.();
      await appRunning(page);
    },
    async reopen(path) {
      await page.goto(path);
      await appRunning(page);
    },
    async sandbox(method, path, body) {
      const cookies = await page.context().cookies();
      const xsrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
      const response = await page.request.fetch(`${apiBasePath}${path}`, {
        method,
        headers: {
          Accept: "application/json",
          [requestedByHeader]: requestedByValue,
          ...(method !== "GET" && xsrf ? { [xsrfHeader]: xsrf } : {}),
        },
        ...(body === undefined ? {} : { data: body }),
        // The checks only read (a price is computed, nothing stored): a kept-alive connection the
        // server closed just then (ECONNRESET) is tried again instead of failing the path.
        maxRetries: 2,
      });
      const text = await response.text();
      return { status: response.status(), body: text ? JSON.parse(text) : undefined };
    },
    async document() {
      return new JSDOM(await page.evaluate(serializeLivePage)).window.document;
    },
    async eventually(check) {
      await expect(check).toPass({ timeout });
    },
    takePageErrors() {
      return pageErrors.splice(0);
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
      // WCAG 2.4.2: every screen with a heading has a title of its own, its h1 and the product.
      if (headings.length === 1) {
        const product = await page.locator(".page-layout__product").textContent();
        await expect(page, `the '${label}' screen's document title`).toHaveTitle(
          `${headings[0]?.trim()} – ${product?.trim()}`,
          { timeout },
        );
      }
      const key = `${testInfo.project.name}:${label}:${trimmed(new URL(page.url()).pathname)}:${headings.join("|")}`;
      if (scanned.has(key)) return;
      scanned.add(key);
      const violations = await seriousViolations(page);
      expect(violations, `axe on the '${label}' screen`).toEqual([]);
      expect(
        await accessibilityErrorsBeyondAxe(page),
        `WCAG 2.1 AA beyond axe on the '${label}' screen`,
      ).toEqual([]);
      expect(await horizontalOverflowAtPhoneWidth(page), `the '${label}' screen at 360 px`).toEqual(
        [],
      );
      expect(await questionsShownTwice(page), `the '${label}' screen's questions`).toEqual([]);
    },
  } satisfies Driver;
  return {
    ...driver,
    /** Page errors seen since the driver was made, reported or not. */
    pageErrorsSeen: () => pageErrorsSeen,
    /** Requests the page sent to the analytics provider. */
    analyticsRequests: () => analyticsRequests,
    /** Every step's screenshot, attached when the test fails. */
    async attachSteps() {
      for (const [index, shot] of steps.entries())
        await testInfo.attach(`step-${String(index + 1).padStart(2, "0")}.png`, {
          body: shot,
          contentType: "image/png",
        });
    },
  };
}

/** A phone's width (SPEC §9's smallest screen), where no screen may scroll sideways (WCAG 1.4.10). */
const phoneViewport = { width: 360, height: 740 };

/**
 * What makes the page wider than a 360 px screen (the page's width and the outermost elements
 * reaching past its right edge) and text cut short with an ellipsis there; empty when nothing is.
 * A desktop screen is measured at 360 px and given its size back.
 */
async function horizontalOverflowAtPhoneWidth(page: Page): Promise<string[]> {
  const size = page.viewportSize();
  const resize = size !== null && size.width > phoneViewport.width;
  if (resize) await page.setViewportSize(phoneViewport);
  try {
    return await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Text cut short with an ellipsis hides words from a phone's reader (the footer's cookie button).
      const cutShort = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter(
          (element) =>
            getComputedStyle(element).textOverflow === "ellipsis" &&
            element.scrollWidth > element.clientWidth + 1,
        )
        .map((element) => `'${element.textContent?.trim()}' cut short with an ellipsis`);
      if (document.documentElement.scrollWidth <= width) return cutShort;
      const reaching = [...document.querySelectorAll<HTMLElement>("body *")].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 &&
          getComputedStyle(element).position !== "fixed",
      );
      const outermost = reaching.filter(
        (element) => !reaching.some((other) => other !== element && other.contains(element)),
      );
      return [
        ...cutShort,
        `page ${document.documentElement.scrollWidth} px wide`,
        ...outermost
          .slice(0, 5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ends at ${Math.round(element.getBoundingClientRect().right)} px`,
          ),
      ];
    });
  } finally {
    if (resize && size) await page.setViewportSize(size);
  }
}

/**
 * Legends and labels that print the page's h1 a second time (issue 20: each question is read
 * once). A legend kept for screen readers only is clipped to a pixel, so it is not counted.
 */
async function questionsShownTwice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const heading = document.querySelector("h1")?.textContent?.trim();
    if (!heading) return [];
    return [...document.querySelectorAll<HTMLElement>("legend, label")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return element.textContent?.trim() === heading && box.width > 1 && box.height > 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} '${heading}'`);
  });
}

/** The bank's consent level cookie (SPEC §4: 2 means opted in), as the bank around the app sets it. */
async function setBankConsent(page: Page, consent: "given" | "refused") {
  const value = consent === "given" ? String(bankOptedInLevel) : "0";
  // Cookies are per host, not port: every sandbox of the run is on 127.0.0.1.
  await page
    .context()
    .addCookies([{ name: bankConsentCookie, value, domain: "127.0.0.1", path: "/" }]);
}

/**
 * The provider's own channel asks in its own dialog (src/app/OwnConsentDialog.tsx): accept all, or
 * confirm the choices with statistics left unchecked.
 */
async function answerOwnConsentDialog(page: Page, scenario: Scenario) {
  if (!scenario.cookieConsent || distributorVariant(scenario.distributor).consentOwner !== "app")
    return;
  const name = scenario.cookieConsent === "given" ? "Godta alle" : "Godta mine valg";
  await page.getByRole("button", { name, exact: true }).click({ timeout });
  await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0, { timeout });
}

/**
 * Waits until React runs the page: a screen the server rendered (a saved offer's link, decision
 * 0006) is on view before the app has taken it over, and what a customer does before then (back,
 * forward) is not the app's to see.
 */
async function appRunning(page: Page) {
  await page.waitForFunction(
    () => {
      const first = document.querySelector("#root")?.firstElementChild;
      return (
        first !== null &&
        first !== undefined &&
        Object.keys(first).some((key) => key.startsWith("__reactFiber"))
      );
    },
    undefined,
    { timeout },
  );
}

/** The flow's start page for an address inside it (the product's base path). */
const startPage = (url: string) =>
  url.replace(/^(\/privat\/forsikring\/motor\/(bil|bobil)\/).*$/, "$1");
