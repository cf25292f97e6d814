/**
 * Every selected generated path (inspector/pathModel.ts) in Chromium against a fresh sandbox per
 * path, with outcome checks against the sandbox's answers on every screen (tests/paths/outcomes.ts)
 * and an axe scan (WCAG 2.1 AA, serious and critical) on every distinct screen. What each path
 * checked is appended to test-results/path-runs.jsonl for the coverage report.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { generateGatingPaths } from "../../inspector/pathModel.ts";
import { type PathRun, runGatingPath, runPath } from "../paths/executor.ts";
import { pathRunsFile } from "../paths/report.ts";
import { allPaths } from "../paths/selection.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";

// The paths are independent (each its own sandbox), so both workers share them.
test.describe.configure({ mode: "parallel" });

for (const path of allPaths()) {
  // Each path has its own sandbox: a path that buys takes the vehicle (one agreement each), and
  // one that shows a price saves an offer the start page then offers to the same customer in the
  // next path ('Fortsett der du slapp', issue 26.6), where the model expects a fresh start.
  test.describe(() => {
    test.use({ freshSandbox: true });
    test(path.description, async ({ page }, testInfo) => {
      test.setTimeout(pathBudget(path));
      const driver = playwrightDriver(page, testInfo);
      let run: PathRun | undefined;
      try {
        run = await runPath(driver, path);
        // SPEC §4: events go to analytics only after opt-in; refused, nothing is ever sent. Given,
        // the scenarios that exist for it wait for the provider's first batch (every 5 s).
        if (path.scenario.cookieConsent === "refused") expect(driver.analyticsRequests()).toBe(0);
        if (path.scenario.cookieConsent === "given" && path.scenario.mustReach)
          await expect
            .poll(() => driver.analyticsRequests(), { timeout: 20_000 })
            .toBeGreaterThan(0);
      } catch (error) {
        await driver.attachSteps();
        throw error;
      } finally {
        mkdirSync("test-results", { recursive: true });
        const record = {
          path: path.description,
          passed: run !== undefined,
          screens: run?.screens ?? 0,
          outcomeScreens: run?.outcomeScreens ?? 0,
          pageErrors: driver.pageErrorsSeen(),
        };
        appendFileSync(pathRunsFile, `${JSON.stringify(record)}\n`);
      }
    });
  });
}

// The purchase blocks, generated from the app root (one test person each).
for (const path of generateGatingPaths()) {
  test.describe(() => {
    test.use({ freshSandbox: false });
    test(path.description, async ({ page }, testInfo) => {
      await runGatingPath(playwrightDriver(page, testInfo), path);
    });
  });
}
