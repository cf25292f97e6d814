import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./tests/e2e/browser.ts";

const port = Number(process.env.E2E_PORT ?? 8181);
/** The built inspector (vite preview), forwarding the app's paths to the server above. */
const inspectorPort = Number(process.env.E2E_INSPECTOR_PORT ?? port + 1);
const dataDir = path.join(tmpdir(), `motor-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests/e2e",
  // Limits for a hang, not budgets (as tests/setup/patience.ts for vitest): on the shared 2-core
  // machines a load average of 20 made a 30 s test of the offers page and 5 s title checks fail
  // that pass at once on an idle machine. A test that works passes as soon as its page is there.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  retries: 0,
  // Two browsers at once on the 2-core machines: the tests mostly wait (on the app, the sandbox,
  // the network between them), and each worker has its own sandboxes, so the suite stays within
  // its 15 minutes with another build beside it.
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  outputDir: "test-results",
  // The storyboard's screens (tests/e2e/storyboard.spec.ts): committed, the inspector shows them.
  snapshotPathTemplate: "inspector/public/screens/{arg}-{projectName}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A locator that waits for something that never comes fails with its name instead of
    // hanging until the test times out (the error pages without an h1 did that).
    actionTimeout: 30_000,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // The generated paths, the reload on every step, the 70 s session test and the feedback
      // widget's leaving test run on desktop only (time budget); the purchases, reload and
      // keyboard tests run at 360 px too.
      // `npm run screenshots` adds the paths at 360 px.
      testIgnore:
        process.env.SCREENSHOTS === "1"
          ? ["**/sessionTimeout.spec.ts"]
          : [
              "**/paths.spec.ts",
              "**/reloadKeepsAnswers.spec.ts",
              "**/sessionTimeout.spec.ts",
              "**/feedback.spec.ts",
              // They set their own widths (360 px among them).
              "**/header.spec.ts",
              "**/lookupOutcome.spec.ts",
            ],
    },
  ],
  webServer: [
    {
      // The same built app and sandbox server that `npm start` runs, on a fresh database.
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/privat/forsikring/motor/bil/runtime-config.json`,
      // The path tests plan sandbox faults (docs/sandbox.md "Planned faults").
      env: { PORT: String(port), DATA_DIR: dataDir, SANDBOX_FAULTS: "true" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The inspector's static build (tests/e2e/inspector.spec.ts).
      command: `npm run inspector:build && npx vite preview --config inspector/vite.config.ts --host 127.0.0.1 --port ${inspectorPort} --strictPort`,
      url: `http://127.0.0.1:${inspectorPort}/inspector/`,
      env: { INSPECTOR_APP_URL: `http://127.0.0.1:${port}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
