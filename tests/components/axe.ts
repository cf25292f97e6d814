import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe-core on a rendered component and fails with a readable list of violations.
 * Colour contrast needs real layout and is left to the e2e tests in a browser.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false } },
    // jsdom loads no frame's document (the login frame): Chromium's runs look inside them (e2e).
    iframes: false,
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(violations, violations.join("\n")).toEqual([]);
}
