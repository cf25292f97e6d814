/**
 * Every selected generated path (tests/paths/model.ts) in Chromium against a fresh sandbox per
 * path, with an axe scan (WCAG 2.1 AA, serious and critical) on every distinct screen.
 */
import { runGatingPath, runPath } from "../paths/executor.ts";
import { generateGatingPaths } from "../paths/model.ts";
import { allPaths } from "../paths/selection.ts";
import { playwrightDriver } from "./pathDriver.ts";
import { test } from "./sandbox.ts";

for (const path of allPaths()) {
  // A path that buys needs its own sandbox (a vehicle has one agreement); the rest share one.
  const buys = path.steps.some((step) => step.event.type === "purchase.confirm");
  test.describe(() => {
    test.use({ freshSandbox: buys });
    test(path.description, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const driver = playwrightDriver(page, testInfo) as ReturnType<typeof playwrightDriver> & {
        attachSteps(): Promise<void>;
      };
      try {
        await runPath(driver, path);
      } catch (error) {
        await driver.attachSteps();
        throw error;
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
