import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import type { Distributor } from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { testPersons } from "../../server/seed/testPersons.ts";

/**
 * A fresh sandbox per test: the built server (dist/server, built by the webServer's
 * `scripts/start.mjs`) on its own port and its own copy of a seeded PGlite database. A purchase
 * makes its vehicle 'alleredeForsikret', so tests that buy must not share a database.
 */
export interface Sandbox {
  origin: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * The worker's own copy of the built app and server (under node_modules/.cache, so the server
 * still finds node_modules): a rebuild of dist/ while the tests run cannot pull it away.
 */
let distCopy = "dist";

/**
 * The analytics provider is configured as in production (a project key, its host allowed by the
 * CSP), so a customer's consent loads the real mixpanel core; the tests answer its requests
 * themselves (`mixpanelHost`), nothing leaves the machine.
 */
export const mixpanelHost = "https://api-js.mixpanel.com";
const analyticsEnv = { MIXPANEL_PROJECT_KEY: "e2e-sandbox", CONNECT_ORIGINS: mixpanelHost };

/** How long a sandbox server may take to start before the test gives up: a limit for a hang. */
const serverStartLimitMs = 240_000;

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distCopy, "server", "main.js")], {
    // SANDBOX_FAULTS: the path tests plan sandbox faults (docs/sandbox.md "Planned faults").
    env: {
      ...process.env,
      ...analyticsEnv,
      SANDBOX_FAULTS: "true",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  // A limit for a hang, not a budget: at a load average of 30-45 a start took more than 60 s.
  const deadline = Date.now() + serverStartLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sandbox server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/privat/forsikring/motor/bil/runtime-config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The sandbox server did not start in ${serverStartLimitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

export const test = base.extend<
  { sandboxEnv: Record<string, string>; freshSandbox: boolean; sandbox: Sandbox },
  { template: string; sharedSandbox: Sandbox }
>({
  template: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern.
    async ({}, use) => {
      if (!existsSync("dist/server/main.js"))
        throw new Error("dist/server/main.js is missing: the webServer (npm start) builds it.");
      distCopy = path.join("node_modules", ".cache", "motor-e2e", String(process.pid));
      rmSync(distCopy, { recursive: true, force: true });
      cpSync("dist", distCopy, { recursive: true });
      const dir = mkdtempSync(path.join(tmpdir(), "motor-e2e-template-"));
      const { child } = await startServer(dir);
      await stopServer(child);
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
      rmSync(distCopy, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 2 * serverStartLimitMs },
  ],
  sharedSandbox: [
    async ({ template }, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), "motor-e2e-shared-"));
      cpSync(template, dir, { recursive: true });
      const { origin, child } = await startServer(dir);
      await use({ origin });
      await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 2 * serverStartLimitMs },
  ],
  sandboxEnv: [{}, { option: true }],
  /** false: share the worker's sandbox (for tests that buy nothing and change no shared data). */
  freshSandbox: [true, { option: true }],
  sandbox: async ({ template, sandboxEnv, freshSandbox, sharedSandbox }, use) => {
    if (!freshSandbox && Object.keys(sandboxEnv).length === 0) {
      await use(sharedSandbox);
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), "motor-e2e-"));
    cpSync(template, dir, { recursive: true });
    const { origin, child } = await startServer(dir, sandboxEnv);
    await use({ origin });
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  },
  baseURL: async ({ sandbox }, use) => {
    await use(sandbox.origin);
  },
});

export { expect };

/** Logs in through the sandbox's test-ID frame on the page the app shows at `url`. */
export async function logIn(
  page: Page,
  url: string,
  persona: string,
  distributor = "sb1",
  loginContext?: string,
) {
  const person = testPersons.find((candidate) => candidate.persona === persona);
  if (!person) throw new Error(`No test person '${persona}'`);
  // SPEC §6: the bank distributor cannot use the app's login page; its customers come logged in
  // from the bank, here through the sandbox's test-ID page itself. Opened without a login state,
  // that page starts the login for this origin and shows itself on the other loopback name; in
  // the app, the frame is on that name (decision 0015). Either way the form's answer takes the
  // window back here, where the session is set.
  const inApp = distributorVariant(distributor as Distributor).mayUseLoginPage;
  await page.goto(inApp ? url : `/sandbox/login?goto=${encodeURIComponent(url)}`);
  const form = inApp ? page.frameLocator('iframe[title="Innlogging"]') : page.locator("body");
  const personChoice = form.getByRole("radio", {
    name: new RegExp(`${person.fornavn} ${person.etternavn}`),
  });
  // The login frame grows to its content (LOGINAPP_DIMENSIONS) while it loads; a click during
  // that may land beside the radio, so the check is tried again until it holds.
  await expect(async () => {
    await personChoice.check({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await form.getByRole("combobox", { name: "Distributør" }).selectOption(distributor);
  if (loginContext)
    await form.getByRole("combobox", { name: "Innloggingskontekst" }).selectOption(loginContext);
  await form.getByRole("button", { name: "Logg inn" }).click();
  if (inApp)
    await expect(page.locator('iframe[title="Innlogging"]')).toHaveCount(0, { timeout: 15_000 });
  else
    await expect(page).toHaveURL((address) => address.pathname === new URL(url, address).pathname, {
      timeout: 15_000,
    });
}
