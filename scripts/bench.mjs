// `npm run bench`: the performance numbers of issue 9, in one table (docs/performance.md).
//
//   1. JavaScript and CSS the first screen needs (gzip, brotli) and each lazy chunk, from a build;
//   2. Lighthouse mobile (default throttling, median of 3): login/start page and price page;
//   3. Playwright: 7th registration-number character → vehicle shown, deductible → new total
//      (median of 20);
//   4. autocannon: POST /motor/bil/pris at 50 connections on 127.0.0.1, PGlite and, when
//      DATABASE_URL is set, PostgreSQL.
//
// Builds app and server into node_modules/.cache/motor-bench (so the server finds its
// dependencies), starts its own server on a free port and stops it. Plain JavaScript, like
// scripts/start.mjs (docs/decisions/0001). Options: --only=sizes,lighthouse,interaction,api
// --runs=3 --samples=20 --duration=10. Timings depend on the machine and its load.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { analyzeBuild, kb } from "./bench.sizes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = path.join(root, "node_modules/.cache/motor-bench");
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => {
      const [key, value = "true"] = arg.slice(2).split("=");
      return [key, value];
    }),
);
const only = new Set((args.only ?? "sizes,lighthouse,interaction,api").split(","));
const runs = Number(args.runs ?? 3);
const samples = Number(args.samples ?? 20);
const durationSeconds = Number(args.duration ?? 10);
const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
const appPath = "/privat/forsikring/motor/bil/";
const apiPath = "/api/privat/forsikring";
const persona = { kundenummer: "10000002" }; // "vanlig" in server/seed/testPersons.ts
const vehicles = ["SX20002", "SX40004"];
const overallTimeoutMs = Number(args.timeout ?? 15 * 60_000);

const rows = [];
const notes = [];
const row = (section, what, value, target = "") => rows.push({ section, what, value, target });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const log = (message) => process.stderr.write(`bench: ${message}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function buildServer() {
  await build({
    root,
    logLevel: "silent",
    build: {
      ssr: "server/main.ts",
      outDir: path.join(work, "server"),
      emptyOutDir: true,
      sourcemap: false,
    },
  });
}

/** Starts the built server; resolves when it answers. */
async function startServer({ clientRoot, env = {} }) {
  const port = await freePort();
  const dataDir = path.join(work, `pglite-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(work, "server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_ROOT: clientRoot,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}${appPath}runtime-config.json`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("server did not start within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the sandbox's test-ID form over plain HTTP; returns the cookies. */
async function login(origin) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const page = await fetch(`${origin}/sandbox/login?goto=${encodeURIComponent(appPath)}`);
  keep(page);
  const nonce = /name="nonce" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!nonce) throw new Error("the sandbox login page has no nonce");
  const response = await fetch(`${origin}/sandbox/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookieHeader(),
    },
    body: new URLSearchParams({
      kundenummer: persona.kundenummer,
      distributor: "sb1",
      loginContext: "ÅPEN",
      goto: appPath,
      nonce,
    }).toString(),
  });
  keep(response);
  if (!cookies.has("kfp-session")) throw new Error(`login failed (${response.status})`);
  const headers = () => ({
    Accept: "application/json",
    "Content-Type": "application/json",
    "X-Requested-By": "kfp",
    "X-XSRF-TOKEN": cookies.get("XSRF-TOKEN") ?? "",
    Cookie: cookieHeader(),
  });
  return { cookies, headers };
}

const priceBody = (registreringsnummer) => ({
  clientMode: "KUNDE",
  bonuskode: "70",
  foererUnder23: false,
  nyPakkestruktur: true,
  tilleggsdekninger: [],
  pant: false,
  leasing: false,
  kjorelengdekode: "12",
  bildetaljer: { registreringsnummer },
});

/** A saved offer for the persona, so the price page can be opened by its link. */
async function savedOffer(origin, session) {
  const body = priceBody(vehicles[0]);
  const priced = await fetch(`${origin}${apiPath}/motor/bil/pris`, {
    method: "POST",
    headers: session.headers(),
    body: JSON.stringify(body),
  });
  if (!priced.ok) throw new Error(`price call failed: ${priced.status} ${await priced.text()}`);
  const price = await priced.json();
  const dekning =
    price.dekninger.find(
      (candidate) => candidate.tilgjengelig && candidate.egenandeler.length > 1,
    ) ?? price.dekninger[0];
  const egenandel =
    dekning.egenandeler.find((option) => option.isDefault) ?? dekning.egenandeler[0];
  const saved = await fetch(`${origin}${apiPath}/motor/bil/tilbud/lagre`, {
    method: "POST",
    headers: session.headers(),
    body: JSON.stringify({ ...body, dekningsgruppeId: dekning.id, egenandelId: egenandel.id }),
  });
  if (!saved.ok) throw new Error(`saving the offer failed: ${saved.status} ${await saved.text()}`);
  const { avtalenummer } = await saved.json();
  return avtalenummer;
}

// ---------------------------------------------------------------------------------------------

async function sizes() {
  log("building the app (sizes)");
  const report = await analyzeBuild({ root, outDir: path.join(work, "client") });
  const first = report.firstScreen;
  row(
    "1 size",
    `first screen JS (${first.files.length} files)`,
    `${kb(first.js.gzip)} KB gz / ${kb(first.js.brotli)} KB br`,
    "≤ 135 KB gz",
  );
  row(
    "1 size",
    `first screen CSS (${first.cssFiles.length} files)`,
    `${kb(first.css.gzip)} KB gz / ${kb(first.css.brotli)} KB br`,
  );
  for (const chunk of report.lazy) {
    const name = path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, "");
    const css = chunk.css.gzip ? ` + CSS ${kb(chunk.css.gzip)} KB gz` : "";
    row(
      "1 size",
      `lazy: ${name}`,
      `${kb(chunk.js.gzip)} KB gz / ${kb(chunk.js.brotli)} KB br${css}`,
      lazyRule(chunk),
    );
  }
  const font = report.assets.find((asset) => asset.file.endsWith(".woff2"));
  if (font) {
    const preloaded = report.indexHtml.includes(".woff2");
    row(
      "1 size",
      "icon font (woff2, on demand)",
      `${kb(font.size)} KB${preloaded ? ", PRELOADED" : ", not preloaded"}`,
    );
  }
  return report;
}

function lazyRule(chunk) {
  const has = (needle) => chunk.modules.some((id) => id.includes(needle));
  if (has("node_modules/@sentry/")) return "after load, with DSN";
  if (has("node_modules/mixpanel-browser/")) return "after opt-in";
  if (has("src/views/")) return "prefetched when idle";
  return "";
}

// ---------------------------------------------------------------------------------------------

async function lighthouseRuns(origin) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const { default: puppeteer } = await import("puppeteer-core");
  const pages = [
    { name: "login/start page", url: `${origin}${appPath}`, loggedIn: false },
    { name: "price page", loggedIn: true },
  ];
  for (const target of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      let url = target.url;
      let session;
      if (target.loggedIn) {
        session = await login(origin);
        const avtalenummer = await savedOffer(origin, session);
        // The edit-offer link: the stored offer fills the form and the flow opens the price page.
        url = `${origin}${appPath}${avtalenummer}`;
      }
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: chromiumFlags,
      });
      try {
        const browser = await puppeteer.connect({
          browserURL: `http://127.0.0.1:${chrome.port}`,
          defaultViewport: null,
        });
        const page = await browser.newPage();
        if (session) {
          await page.setCookie(
            ...[...session.cookies].map(([name, value]) => ({
              name,
              value,
              domain: "127.0.0.1",
              path: "/",
              httpOnly: name === "kfp-session",
              sameSite: "Lax",
            })),
          );
        }
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            // Keeps the session cookie set above; the cache is still cleared (a cold load).
            disableStorageReset: Boolean(session),
          },
          undefined,
          page,
        );
        const lhr = result.lhr;
        // BENCH_LIGHTHOUSE_DIR=folder keeps each run's full report, to see what delays a paint.
        if (process.env.BENCH_LIGHTHOUSE_DIR) {
          const { mkdirSync, writeFileSync } = await import("node:fs");
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
          writeFileSync(
            `${process.env.BENCH_LIGHTHOUSE_DIR}/${target.name.replace(/\W+/g, "-")}-${run + 1}.json`,
            JSON.stringify(lhr),
          );
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
        if (target.loggedIn && !/\/pris$/.test(new URL(finalUrl).pathname)) {
          notes.push(`price page run ${run + 1} ended on ${finalUrl}`);
        }
        const fontLoaded = (lhr.audits["network-requests"]?.details?.items ?? []).some((item) =>
          String(item.url).endsWith(".woff2"),
        );
        results.push({
          score: (lhr.categories.performance.score ?? 0) * 100,
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          fontLoaded,
        });
        await browser.disconnect();
      } finally {
        await chrome.kill();
      }
      log(`lighthouse ${target.name} run ${run + 1}: ${JSON.stringify(results.at(-1))}`);
    }
    const pick = (key) => median(results.map((result) => result[key]));
    const name = target.name;
    row("2 lighthouse", `${name}: performance`, String(Math.round(pick("score"))), "≥ 98");
    row("2 lighthouse", `${name}: FCP`, ms(pick("fcp")));
    row("2 lighthouse", `${name}: LCP`, ms(pick("lcp")), "≤ 1500 ms");
    row("2 lighthouse", `${name}: TBT`, ms(pick("tbt")), "≤ 100 ms");
    row("2 lighthouse", `${name}: CLS`, pick("cls").toFixed(3), "≤ 0.02");
    row(
      "2 lighthouse",
      `${name}: icon font fetched`,
      results.some((result) => result.fontLoaded) ? "yes" : "no",
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function interaction(origin) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const session = await login(origin);
    await context.addCookies(
      [...session.cookies].map(([name, value]) => ({
        name,
        value,
        domain: "127.0.0.1",
        path: "/",
        httpOnly: name === "kfp-session",
        sameSite: "Lax",
      })),
    );
    const page = await context.newPage();
    const requests = [];
    page.on("request", (request) => requests.push(request.url()));

    // First screen for a logged-in customer; which scripts came before the page was idle.
    await page.goto(`${origin}${appPath}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const atStart = requests.filter((url) => url.endsWith(".js") || url.endsWith(".woff2"));
    const named = (part) => atStart.some((url) => url.includes(part));
    notes.push(
      `first screen requests: ${atStart.length} scripts/fonts; Sentry chunk ${named("/esm-") ? "LOADED" : "not loaded"} (no DSN), mixpanel ${named("loader-module-core") ? "LOADED" : "not loaded"} (no opt-in), icon font ${named(".woff2") ? "LOADED" : "not loaded"}`,
    );

    // 1) registration number: to velg-bil through the first two steps.
    await page
      .getByRole("button", { name: /Start|Neste|Kom i gang|Sjekk pris/ })
      .first()
      .click();
    await page.getByRole("radio", { name: "Ja" }).first().check();
    await page.getByRole("button", { name: "Neste" }).click();
    const field = page.getByRole("textbox", { name: /registreringsnummer/i });
    await field.waitFor();
    const live = page.locator('[aria-live="polite"]').filter({ has: page.locator("*") });
    const described = {};
    for (const plate of vehicles) {
      await field.fill(plate);
      await page.locator(".jkl-message--success").first().waitFor();
      described[plate] = (await page.locator(".jkl-message--success").first().textContent()) ?? "";
    }
    if (described[vehicles[0]] === described[vehicles[1]]) {
      throw new Error("the two bench vehicles have the same description");
    }
    const lookups = [];
    for (let sample = 0; sample < samples; sample++) {
      const plate = vehicles[sample % 2];
      await field.fill(plate.slice(0, 6));
      await field.focus();
      const expected = described[plate];
      // Timed in the page: keydown of the 7th character → the vehicle's description shown.
      const timing = page.evaluate(
        (want) =>
          new Promise((resolve) => {
            let start = 0;
            const input = document.querySelector('input[name="registreringsnummer"]');
            input?.addEventListener("keydown", () => (start = performance.now()), { once: true });
            const check = () => {
              const shown = [...document.querySelectorAll(".jkl-message--success")].some(
                (element) => element.textContent === want,
              );
              if (start && shown) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }),
        expected,
      );
      await page.waitForTimeout(50);
      await page.keyboard.type(plate.slice(6));
      lookups.push(await timing);
    }
    row("3 interaction", "7th regnr character → vehicle shown", ms(median(lookups)));
    void live;

    // 2) deductible: the price page by the edit-offer link, then on to tilpass.
    const avtalenummer = await savedOffer(origin, session);
    await page.goto(`${origin}${appPath}${avtalenummer}`);
    await page.waitForURL(/\/pris$/);
    for (let step = 0; step < 3; step++) {
      if (await page.getByRole("heading", { level: 1, name: "Tilpass forsikringen" }).count())
        break;
      const next = page.getByRole("button", { name: "Neste" });
      await page.waitForFunction(
        () => !document.querySelector('button[aria-busy="true"]'),
        undefined,
        { timeout: 15_000 },
      );
      await next.click();
      await page.waitForTimeout(300);
    }
    await page.getByRole("heading", { level: 1, name: "Tilpass forsikringen" }).waitFor();
    const options = page.locator('input[type="radio"][name="egenandel"]');
    const count = await options.count();
    if (count < 2) throw new Error("the offer has fewer than two deductibles");
    const total = page.locator(".price-summary__total");
    const totals = [];
    for (const index of [0, 1]) {
      await options.nth(index).check({ force: true });
      await page.waitForFunction(
        () => !document.querySelector('.price-summary[aria-busy="true"]'),
        undefined,
        { timeout: 15_000 },
      );
      await page.waitForTimeout(300);
      totals[index] = (await total.textContent()) ?? "";
    }
    if (totals[0] === totals[1]) throw new Error("two deductibles with the same total");
    const changes = [];
    for (let sample = 0; sample < samples; sample++) {
      const index = sample % 2;
      const timing = page.evaluate(
        ({ want }) =>
          new Promise((resolve) => {
            let start = 0;
            const inputs = document.querySelectorAll('input[type="radio"][name="egenandel"]');
            for (const input of inputs) {
              input.addEventListener("click", () => (start = performance.now()), { once: true });
            }
            const check = () => {
              const shown = document.querySelector(".price-summary__total")?.textContent;
              const busy = document.querySelector('.price-summary[aria-busy="true"]');
              if (start && shown === want && !busy) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
              attributes: true,
            });
          }),
        { want: totals[index] },
      );
      await page.waitForTimeout(50);
      await options.nth(index).click({ force: true });
      changes.push(await timing);
      await page.waitForTimeout(150);
    }
    row("3 interaction", "deductible change → new total shown", ms(median(changes)), "≤ 150 ms");
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function load(origin, label) {
  const { default: autocannon } = await import("autocannon");
  const session = await login(origin);
  const headers = session.headers();
  const body = JSON.stringify(priceBody(vehicles[0]));
  const url = `${origin}${apiPath}/motor/bil/pris`;
  // Warm-up: JIT, database caches.
  await autocannon({ url, method: "POST", headers, body, connections: 10, duration: 2 });
  const result = await autocannon({
    url,
    method: "POST",
    headers,
    body,
    connections: 50,
    duration: durationSeconds,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  row(
    "4 api",
    `${label}: /motor/bil/pris throughput`,
    `${Math.round(result.requests.average)} req/s`,
  );
  row(
    "4 api",
    `${label}: p50 / p99 (50 conn.)`,
    `${result.latency.p50} / ${result.latency.p99} ms`,
    label === "PGlite" ? "p99 ≤ 25 ms" : "",
  );
  if (failures) notes.push(`${label}: ${failures} failed requests (non-2xx, errors, timeouts)`);
}

// ---------------------------------------------------------------------------------------------

function printTable() {
  const header = { section: "", what: "measure", value: "value", target: "target" };
  const all = [header, ...rows];
  const width = (key) => Math.max(...all.map((item) => String(item[key]).length));
  const widths = { section: width("section"), what: width("what"), value: width("value") };
  const line = (item) =>
    `${String(item.section).padEnd(widths.section)}  ${String(item.what).padEnd(widths.what)}  ${String(item.value).padStart(widths.value)}  ${item.target}`;
  console.log(line(header));
  console.log("-".repeat(widths.section + widths.what + widths.value + 20));
  for (const item of rows) console.log(line(item));
  for (const note of notes) console.log(`note: ${note}`);
}

async function main() {
  await mkdir(work, { recursive: true });
  const started = Date.now();
  const clientRoot = path.join(work, "client");
  if (only.has("sizes") || !existsSync(path.join(clientRoot, "index.html"))) await sizes();
  const needsServer = ["lighthouse", "interaction", "api"].some((part) => only.has(part));
  if (needsServer) {
    log("building the server");
    await buildServer();
    const server = await startServer({ clientRoot, env: { DATABASE_URL: "" } });
    try {
      if (only.has("lighthouse")) await lighthouseRuns(server.origin);
      if (only.has("interaction")) await interaction(server.origin);
      if (only.has("api")) await load(server.origin, "PGlite");
    } finally {
      await server.stop();
    }
    if (only.has("api") && process.env.DATABASE_URL) {
      const postgres = await startServer({
        clientRoot,
        env: { DATABASE_URL: process.env.DATABASE_URL },
      });
      try {
        await load(postgres.origin, "PostgreSQL");
      } finally {
        await postgres.stop();
      }
    } else if (only.has("api")) {
      notes.push(
        "PostgreSQL skipped: no DATABASE_URL (bash scripts/with-postgres.sh npm run bench)",
      );
    }
  }
  notes.push(
    `took ${Math.round((Date.now() - started) / 1000)} s; timings are medians and vary with machine load`,
  );
  printTable();
}

const timer = setTimeout(() => {
  console.error(`bench: gave up after ${overallTimeoutMs / 1000} s`);
  printTable();
  process.exit(2);
}, overallTimeoutMs);
timer.unref();

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    printTable();
    process.exit(1);
  },
);
