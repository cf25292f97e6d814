import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Flags that keep Debian's Chromium quiet on a machine with no outside network (DEVELOPERS.md). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

const debianChromium = "/usr/bin/chromium";

/**
 * Playwright's own Chromium when it is installed, else Debian's. Neither is a clear error, not a
 * confusing launch failure.
 */
export function chromiumExecutable(): string | undefined {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return undefined;
  if (existsSync(debianChromium)) return debianChromium;
  throw new Error(
    "No Chromium for the e2e tests: install Playwright's browser (npx playwright install chromium) or Debian's (apt-get install -y chromium).",
  );
}
