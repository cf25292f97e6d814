/**
 * The targeted WCAG checks beside axe (tests/e2e/accessibilityBeyondAxe.ts) on pages made for them:
 * a check that reports what is right, or misses what is wrong, would make every path's scan say
 * nothing true.
 */
import { expect, test } from "@playwright/test";
import { targetedAccessibilityErrors } from "./accessibilityBeyondAxe.ts";

test("a control hidden from screen readers is reported while it can take focus, not when it is not rendered", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="nb"><head><title>t</title></head><body>
    <main>
      <div id="shown" aria-hidden="true"><button type="button">Kan fokuseres</button></div>
      <div id="closed" aria-hidden="true" style="display: none"><button type="button">Lukket</button><input type="checkbox" aria-label="Valg"></div>
      <div id="invisible" aria-hidden="true" style="visibility: hidden"><a href="#x">Usynlig</a></div>
    </main>
  </body></html>`);
  const errors = await targetedAccessibilityErrors(page);
  expect(errors.filter((error) => error.includes("can take focus"))).toEqual([
    "button can take focus inside aria-hidden div#shown",
  ]);
});
