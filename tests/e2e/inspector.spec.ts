/**
 * The inspector (built, served by `vite preview` on its own port; see playwright.config.ts): a
 * product owner reads the customer's steps and a step's storyboard card, finds
 * 'bonus-overforing', sees the guards that lead there, walks a QA path (also in the storyboard),
 * opens the static build from a plain file server, and — once the app passes
 * `inspect: appInspect()` — watches the highlight follow the app.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { flowDiff } from "../../inspector/stately/flowDiff.ts";

const inspectorPort = Number(
  process.env.E2E_INSPECTOR_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
const inspectorOrigin = `http://127.0.0.1:${inspectorPort}`;
const inspectorUrl = `${inspectorOrigin}/inspector/`;

test.skip(({ isMobile }) => isMobile, "The inspector is a desktop tool for product owners and QA.");

async function openInspector(page: Page, search = "?mode=explore") {
  await page.goto(`${inspectorUrl}${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Flytinspektør" })).toBeVisible();
  await expect(page.locator('[data-state-id="bonusOverforing"]')).toBeVisible({ timeout: 20_000 });
}

/** The card of a step in the customer steps list. */
const stepCard = (page: Page, id: string) => page.locator(`.step-card[data-step-id="${id}"]`);

test("opens on the customer steps: what follows the leasing question, and that step's storyboard card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(inspectorUrl);
  await expect(page.getByRole("heading", { level: 2, name: "Kundens steg" })).toBeVisible();
  const steps = page.getByRole("list", { name: "Kundens steg" });
  await expect(steps.locator(":scope > li")).toHaveCount(25);
  await expect(steps.locator(":scope > li").first()).toHaveAttribute("data-step-id", "intro");
  await expect(steps.locator(":scope > li").last()).toHaveAttribute("data-step-id", "kvittering");

  // After the leasing question: leased goes straight to the summary, otherwise the owner question.
  const leasing = stepCard(page, "leasing");
  const leased = leasing.getByRole("listitem").filter({ hasText: "Bilen er leaset" });
  await expect(leased.getByRole("button", { name: "Har vi riktig info?" })).toBeVisible();
  const otherwise = leasing.getByRole("listitem").filter({ hasText: /^Ellers/ });
  await expect(
    otherwise.getByRole("button", { name: "Er du registrert eier av bilen?" }),
  ).toBeVisible();

  // The technical substates are folded into their step until asked for.
  const velgBil = stepCard(page, "velgBil");
  await expect(velgBil.getByText("fetchingGuarantee")).toBeHidden();
  await velgBil.getByText(/^Tekniske tilstander \(\d+\)$/).click();
  await expect(velgBil.getByText("fetchingGuarantee")).toBeVisible();

  // Readable at 100 % on a 1280 px screen: nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The storyboard card of the leasing step.
  await leasing.getByRole("button", { name: /Er bilen leaset\?/ }).click();
  const card = page.getByTestId("storyboard");
  await expect(card.getByRole("heading", { level: 2, name: "Er bilen leaset?" })).toBeVisible();
  await expect(card.getByTestId("storyboard-url")).toHaveText(
    "/privat/forsikring/motor/bil/leasing",
  );
  await expect(card.getByText("Trakt-steg")).toBeVisible();
  await expect(
    card.getByText("Er bilen leaset, og i så fall fra hvilket leasingselskap?"),
  ).toBeVisible();
  const rules = card.getByRole("table", { name: "Regler for Er bilen leaset?" });
  await expect(rules).toContainText("A leased car skips the owner questions.");
  await expect(rules).toContainText(
    "purchaseFlow › Flow order 2 › a leased car skips the owner questions",
  );
  // Its screen at desktop and 360 px, from the committed storyboard (no command run first), and
  // taken from the code the step has today.
  for (const [size, width] of [
    ["Desktop (1280 px)", 1280],
    ["Mobil (360 px)", 360],
  ] as const) {
    const figure = card.locator("figure").filter({ hasText: size });
    const image = figure.getByRole("img");
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(width);
    await expect(figure.locator(".screen__stale")).toHaveCount(0);
  }
  await expect(page).toHaveURL(/[?&]step=leasing/);

  // Following the leased branch opens the summary's card.
  await card
    .getByRole("listitem")
    .filter({ hasText: "Bilen er leaset" })
    .getByRole("button", { name: "Har vi riktig info?" })
    .click();
  await expect(card.getByRole("heading", { level: 2, name: "Har vi riktig info?" })).toBeVisible();
  await expect(stepCard(page, "sjekkBilInfo")).toHaveAttribute("aria-current", "step");
});

/** Serves a folder under `prefix` like any static file host: no proxy, no sandbox behind it. */
async function staticServer(root: string, prefix: string): Promise<Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".png": "image/png",
    ".map": "application/json",
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const relative = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
    const file = path.join(root, relative || "index.html");
    if (
      relative === null ||
      !file.startsWith(root) ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

test("the static build works from any file server and folder, with no sandbox", async ({
  page,
}) => {
  const root = path.resolve("dist/inspector");
  const server = await staticServer(root, "/artefakter/inspektor/");
  try {
    const { port } = server.address() as AddressInfo;
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`http://127.0.0.1:${port}/artefakter/inspektor/?step=kontaktinfo`);
    await expect(page.getByRole("heading", { level: 2, name: "Kundens steg" })).toBeVisible();
    const card = page.getByTestId("storyboard");
    await expect(card.getByRole("heading", { level: 2, name: "Kontaktinformasjon" })).toBeVisible();
    await expect(
      card.getByRole("listitem").filter({ hasText: "Bonus fra annet selskap" }),
    ).toBeVisible();
    expect(asked.filter((p) => /^\/(privat|api|sandbox)\//.test(p))).toEqual([]);
  } finally {
    server.close();
  }
});

test("Endringer shows what `npm run flow:diff` found, written beside a static build", async ({
  page,
}) => {
  // A change under review: the start page's question asked in other words, in a commit.
  const repo = mkdtempSync(path.join(tmpdir(), "flow-diff-e2e-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo });
  git("init", "-q");
  git("config", "user.email", "test@example.invalid");
  git("config", "user.name", "Test");
  cpSync("stately", path.join(repo, "stately"), { recursive: true });
  git("add", "-A");
  git("commit", "-qm", "før");
  const file = path.join(repo, "stately/purchaseMachine.ts");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(
      'description: "Spør om kunden husker registreringsnummeret.",',
      'description: "Husker du registreringsnummeret?",',
    ),
  );
  git("commit", "-qam", "etter");
  const build = mkdtempSync(path.join(tmpdir(), "inspector-build-"));
  cpSync(path.resolve("dist/inspector"), build, { recursive: true });
  writeFileSync(
    path.join(build, "flow-diff.json"),
    JSON.stringify(flowDiff({ from: "HEAD~1", to: "HEAD", cwd: repo })),
  );
  const server = await staticServer(build, "/inspektor/");
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/inspektor/?mode=changes`);
    const diff = page.getByTestId("flow-diff");
    await expect(diff).toContainText("(skrevet ved byggingen)");
    const purchase = diff.locator("section").filter({ hasText: "Kjøpsflyten" });
    await expect(purchase.getByRole("heading", { level: 3 })).toContainText("1 endringer");
    await expect(purchase.getByRole("listitem")).toContainText(
      "«harBil» (/har-bil): beskrivelsen er endret",
    );
    await expect(purchase.getByRole("definition").last()).toHaveText(
      "Husker du registreringsnummeret?",
    );
    await expect(diff.getByRole("heading", { name: /^Regler/ })).toBeVisible();
    await expect(diff.getByRole("heading", { name: /^Skjermbilder/ })).toBeVisible();
  } finally {
    server.close();
  }
});

test("draws the purchase statechart with its entry points and actors", async ({ page }) => {
  await openInspector(page);
  for (const id of [
    "intro",
    "velgBil",
    "sjekkBilInfo",
    "pris",
    "kjop",
    "kvittering",
    "ekspresspris",
  ]) {
    await expect(page.locator(`[data-state-id="${id}"]`)).toHaveCount(1);
  }
  const entries = page
    .getByRole("heading", { name: "Innganger" })
    .locator("xpath=following-sibling::ul[1]");
  for (const label of ["Start", "Bobil", "Ekspresspris", "Rediger tilbud"]) {
    await expect(entries.getByRole("button", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Aktører" })).toBeVisible();
  await expect(page.getByText("fetchPrice", { exact: true })).toBeVisible();
});

test("draws the app root with its children: the purchase flow, the session timeout and the feedback widget", async ({
  page,
}) => {
  await page.goto(`${inspectorUrl}?mode=explore&machine=app`);
  const box = (id: string) => page.locator(`[data-state-id="${id}"]`);
  await expect(box("app.ready")).toBeVisible({ timeout: 20_000 });
  await expect(box("app.ready")).toContainText("⚙ purchaseFlow (purchase)");
  await expect(box("app.ready.sessionTimeout.running")).toContainText("⚙ sessionTimeout");
  await expect(box("app.ready.feedback.open")).toContainText("⚙ feedback");
});

test("finds 'bonus-overforing' by search and shows the guards that lead there", async ({
  page,
}) => {
  await openInspector(page);
  await page.getByLabel("Søk etter steg (navn eller adresse)").fill("bonus-overforing");
  const hits = page.getByRole("list", { name: "Treff" });
  await expect(hits.getByRole("button").first()).toHaveText("tilbud.steg.bonusOverforing");
  await hits.getByRole("button").first().click();

  await expect(page.getByRole("heading", { level: 2, name: "bonusOverforing" })).toBeVisible();
  const incoming = page.getByRole("list", { name: "Overganger hit" });
  // The contact step goes on to it once the insurer accepted the contact data, and the overview
  // asks it when the bonus was changed to one from another company.
  await expect(
    incoming.getByRole("button", { name: "tilbud.steg.kontaktinfo.checked" }),
  ).toBeVisible();
  await expect(incoming.getByText("bonusFromOtherCompany", { exact: true })).toBeVisible();
  await expect(
    incoming.getByText("bonusFromOtherCompany and bonusTransferMissing", { exact: true }),
  ).toBeVisible();
  await expect(incoming.getByText("overview.edit")).toBeVisible();
  await expect(page.getByText("hasOfferAndCoverage and bonusFromOtherCompany")).toBeVisible();

  // On the customer steps: the step is selected and the arrow from the contact step leads here.
  await expect(page.locator('[data-state-id="bonusOverforing"]')).toHaveClass(/state--selected/);
  await expect(page.locator('[data-transition-id="kontaktinfo|bonusOverforing"]')).toHaveClass(
    /edge--incoming/,
  );
  await expect(
    page.locator('[data-transition-id="kontaktinfo|bonusOverforing"] > title'),
  ).toContainText("Bonus fra annet selskap");

  // With the technical states: the guarded edge from the contact step's check is highlighted.
  await page.getByLabel(/Tekniske tilstander/).check();
  await expect(page.locator('[data-state-id="bonusOverforing"]')).toHaveClass(/state--selected/);
  const fromContact = page.locator(
    '[data-transition-id="purchase.tilbud.steg.kontaktinfo.checked|always|0"]',
  );
  await expect(fromContact).toHaveClass(/edge--incoming/);
  await expect(fromContact).toContainText("[bonusFromOtherCompany]");
});

test("Utforsk opens on the customer's steps, every name readable at 1280 × 800 without zooming", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInspector(page);
  const canvas = await page.locator(".diagram__svg").boundingBox();
  if (!canvas) throw new Error("no diagram");
  const names = page.locator(".diagram__svg [data-state-id] .state__name");
  await expect(names).toHaveCount(25);
  // Each step's name: inside the canvas as first drawn, and at least 12 px high on the screen.
  const readable = await names.evaluateAll(
    (elements, box) =>
      elements
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const inside =
            rect.left >= box.x &&
            rect.top >= box.y &&
            rect.right <= box.x + box.width &&
            rect.bottom <= box.y + box.height;
          return inside && rect.height >= 12 ? element.textContent : null;
        })
        .filter((name) => name !== null),
    canvas,
  );
  expect(readable.length).toBeGreaterThanOrEqual(20);
  expect(readable).toEqual(expect.arrayContaining(["intro", "leasing", "pris", "kvittering"]));
  await expect(page.locator(".diagram__scale")).toHaveText("100 %");
  // The technical states are folded until asked for.
  const technical = page.locator('[data-state-id="purchase.velgBil.lookingUp"]');
  await expect(technical).toHaveCount(0);
  await page.getByLabel(/Tekniske tilstander/).check();
  await expect(technical).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]tekniske=1/);
});

test("shows a state's description on click and zooms", async ({ page }) => {
  await openInspector(page);
  await page.getByRole("button", { name: "Hele flyten" }).click();
  const scale = page.locator(".diagram__scale");
  const before = await scale.textContent();
  await page.getByRole("button", { name: "Zoom inn" }).click();
  await expect(scale).not.toHaveText(before ?? "");
  await page.getByLabel("Søk etter steg (navn eller adresse)").fill("kontaktinfo");
  await page.getByLabel("Søk etter steg (navn eller adresse)").press("Enter");
  await expect(page.locator(".details__description")).toHaveText(
    "Mobilnummer og e-post, forhåndsutfylt fra kunden.",
  );
  // Clicking a state on the diagram selects it; the description is also its hover title.
  await page.locator('[data-state-id="kilometer"] rect').click();
  await expect(page.getByRole("heading", { level: 2, name: "kilometer" })).toBeVisible();
  await expect(page.locator('[data-state-id="kilometer"] > title')).toContainText("Kilometerstand");
});

test("generates the QA paths and steps through one on the diagram", async ({ page }) => {
  test.setTimeout(240_000);
  await openInspector(page, "?mode=paths");
  await expect(page.getByRole("radio", { name: /Stiene QA kjører i Chromium/ })).toBeChecked();
  await page.getByRole("button", { name: "Generer stier" }).click();
  await expect(page.getByText(/stier generert på/)).toBeVisible({ timeout: 60_000 });
  // The paths QA runs in Chromium (the screenshots' paths) by default; the full purchases (ending
  // on the receipt) are listed, each as the product owner's sentence over the events QA reads.
  await expect(page.locator(".path-list button").first()).toContainText("purchase.confirm");
  // Every path, also those that change an answer on the overview after the bonus transfer.
  const onlyPurchases = page.getByRole("checkbox", { name: /bare hele kjøp/ });
  await onlyPurchases.uncheck();
  await page.getByRole("searchbox", { name: "Inneholder" }).fill("bonusoverføring");
  await expect(page.locator(".path-list .path__sentence").first()).toHaveText(
    /^bil, ung sjåfør med bonus fra et annet selskap, .*bonus fra annet selskap, .*bonusoverføring/,
  );
  await page.getByRole("searchbox", { name: "Inneholder" }).fill("");
  await onlyPurchases.check();
  await page.locator(".path-list button").first().click();
  await expect(page.getByTestId("path-step")).toHaveText("start");
  await page.getByRole("button", { name: "Neste", exact: true }).click();
  await expect(page.locator(".state--active").first()).toBeVisible();
  await page.getByRole("button", { name: "⏭" }).click();
  await expect(page.locator('[data-state-id="kvittering"]')).toHaveClass(/state--active/);
  await expect(page.locator(".edge--trail").first()).toBeAttached();

  // The same path, screen by screen in the storyboard.
  await page.getByRole("button", { name: /Spill av i storyboard/ }).click();
  const playback = page.getByRole("region", { name: "Sti som spilles av" });
  await expect(playback).toContainText("Steg 1 av");
  const card = page.getByTestId("storyboard");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Kjøp bilforsikring");
  await playback.getByRole("button", { name: "Neste steg" }).click();
  await expect(playback).toContainText("Steg 2 av");
  // The next screen of the path: its card, and the same step marked in the list.
  await expect(card.getByRole("heading", { level: 2 })).not.toHaveText("Kjøp bilforsikring");
  const current = page.locator('.step-card[aria-current="step"] .step-card__name');
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(
    (await current.textContent()) ?? "",
  );
});

test("live: highlights the state and the trail the app broadcasts, with the context masked", async ({
  page,
  context,
}) => {
  await openInspector(page, "?mode=live");
  await expect(page.getByText("Venter på appen …")).toBeVisible();
  // A second tab of the same origin posts what src/platform/inspectBroadcastChannel.ts posts.
  const app = await context.newPage();
  await app.goto(`${inspectorUrl}?mode=live`);
  await app.evaluate(() => {
    const channel = new BroadcastChannel("kfp-flow-inspector");
    const actor = {
      sessionId: "x:1",
      id: "purchase",
      machineId: "purchase",
      parentSessionId: "x:0",
    };
    const at = Date.now();
    channel.postMessage({ kind: "hello", at, page: "/privat/forsikring/motor/bil/har-bil" });
    channel.postMessage({
      kind: "microstep",
      at,
      actor,
      eventType: "intro.start",
      transitions: [{ source: "intro", eventType: "intro.start", index: 0, targets: ["harBil"] }],
      value: "harBil",
    });
    channel.postMessage({
      kind: "snapshot",
      at,
      actor,
      value: "harBil",
      status: "active",
      context: {
        customer: { fornavn: "[navn]", kontaktInformasjon: { epostAdresse: "[e-post]" } },
      },
      eventType: "intro.start",
    });
    channel.close();
  });
  await expect(page.getByTestId("live-status")).toContainText("/har-bil");
  await expect(page.locator('[data-state-id="harBil"]')).toHaveClass(/state--active/);
  await expect(page.locator('[data-transition-id="intro|intro.start|0"]')).toHaveClass(
    /edge--latest/,
  );
  await expect(page.getByTestId("live-context")).toContainText("[navn]");
  await expect(page.getByRole("list", { name: "Overganger tatt, nyeste først" })).toContainText(
    "intro.start",
  );
});

test("live: follows the app in another tab of the same origin", async ({ page, context }) => {
  await openInspector(page, "?mode=live");
  await expect(page.getByText("Venter på appen …")).toBeVisible();

  const app = await context.newPage();
  // The inspector's preview server forwards the app, so both tabs share an origin.
  await app.goto(`${inspectorOrigin}/privat/forsikring/motor/bil/?inspect=live`);
  const frame = app.frameLocator('iframe[title="Innlogging"]');
  await frame.getByRole("radio", { name: /Leif Forbundsen/ }).check();
  await frame.getByRole("button", { name: "Logg inn" }).click();
  await expect(app.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();

  await expect(page.getByTestId("live-status")).toBeVisible();
  await expect(page.locator('[data-state-id="intro"]')).toHaveClass(/state--active/);
  await app.getByRole("button", { name: "Start" }).click();
  await expect(page.locator('[data-state-id="harBil"]')).toHaveClass(/state--active/);
  await expect(page.locator('[data-transition-id="intro|intro.start|0"]')).toHaveClass(
    /edge--latest/,
  );
  await expect(page.getByTestId("live-context")).not.toContainText("Leif");
});
