/**
 * The storyboard's screens (issue 27 item 5): the generated paths chosen in storyboard.ts, each in
 * a fresh sandbox, with every chosen screen compared with its committed baseline in
 * inspector/public/screens/ (`<step>-desktop.png` at 1280 px, `<step>-phone.png` at 360 px), the
 * images the inspector's storyboard shows. A screen that changed beyond the tolerance fails here;
 * `npm run screens:update` takes them anew (and writes the manifest with what each was taken
 * from, so the inspector and tests/inspector/storyboardScreens.test.ts see a stale one).
 */
import { runPath } from "../paths/executor.ts";
import { pathBudget, playwrightDriver } from "./pathDriver.ts";
import { expect, test } from "./sandbox.ts";
import { shotName, storyboardRuns } from "./storyboard.ts";

test.describe.configure({ mode: "parallel" });

for (const run of storyboardRuns()) {
  test.describe(() => {
    // The same data on every run: no other path's quotes or purchases in the sandbox.
    test.use({ freshSandbox: true });
    // The budget counts the fresh sandbox's start too (a minute on a busy machine), so it is set
    // before the fixtures, not inside the test.
    test.describe.configure({
      timeout: 60_000 + pathBudget(run.path) + 10_000 * run.shots.length,
    });
    test(`storyboard: ${run.shots.map((shot) => shot.step).join(", ")}`, async ({
      page,
    }, testInfo) => {
      const driver = playwrightDriver(page, testInfo);
      const seen = new Map<string, number>();
      await runPath(
        {
          ...driver,
          async afterScreen(label) {
            await driver.afterScreen(label);
            const occurrence = seen.get(label) ?? 0;
            seen.set(label, occurrence + 1);
            if (!run.shots.some((shot) => shot.step === label && shot.occurrence === occurrence))
              return;
            // The pointer stays where the last click was, and a field drawn under it on the next
            // screen shows its hover border (a select on tilpass and bonus-overforing did, in CI).
            await page.mouse.move(0, 0);
            await expect(page, `the storyboard's '${label}' screen`).toHaveScreenshot(
              shotName(label),
              {
                fullPage: true,
                // Two runs on one machine differ by a few pixels at most (2 seen); one changed word
                // is hundreds, and a ratio would let a new line on a long page through.
                maxDiffPixels: 100,
                animations: "disabled",
                caret: "hide",
              },
            );
          },
        },
        run.path,
      );
      expect(
        [...seen.keys()].filter((step) => run.shots.some((shot) => shot.step === step)).sort(),
        "every chosen screen was shown",
      ).toEqual(run.shots.map((shot) => shot.step).sort());
    });
  });
}
