/**
 * The inspector (built, served by `vite preview` on its own port; see playwright.config.ts): a
 * product owner finds 'bonus-overforing', sees the guards that lead there, walks a QA path, and —
 * once the app passes `inspect: appInspect()` — watches the highlight follow the app.
 */
import { expect, type Page, test } from "@playwright/test";

const inspectorPort = Number(
  process.env.E2E_INSPECTOR_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
const inspectorOrigin = `http://127.0.0.1:${inspectorPort}`;
const inspectorUrl = `${inspectorOrigin}/inspector/`;

test.skip(({ isMobile }) => isMobile, "The inspector is a desktop tool for product owners and QA.");

async function openInspector(page: Page, search = "") {
  await page.goto(`${inspectorUrl}${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Flytinspektør" })).toBeVisible();
  await expect(page.locator('[data-state-id="bonusOverforing"]')).toBeVisible({ timeout: 20_000 });
}

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
  await expect(incoming.getByText("contact.submit")).toBeVisible();
  await expect(incoming.getByText("bonusFromOtherCompany")).toBeVisible();
  await expect(incoming.getByRole("button", { name: "tilbud.steg.kontaktinfo" })).toBeVisible();
  await expect(page.getByText("hasOfferAndCoverage and bonusFromOtherCompany")).toBeVisible();

  // On the diagram: the state is a search hit and selected, and the guarded edge is highlighted.
  await expect(page.locator('[data-state-id="bonusOverforing"]')).toHaveClass(/state--selected/);
  await expect(page.locator('[data-transition-id="kontaktinfo|contact.submit|0"]')).toHaveClass(
    /edge--incoming/,
  );
  await expect(page.locator('[data-transition-id="kontaktinfo|contact.submit|0"]')).toContainText(
    "[bonusFromOtherCompany]",
  );
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
  test.setTimeout(90_000);
  await openInspector(page, "?mode=paths");
  await page.getByRole("button", { name: "Generer stier" }).click();
  await expect(page.getByText(/stier generert på/)).toBeVisible({ timeout: 60_000 });
  // The full purchases (paths ending on the receipt) are listed by default.
  await expect(page.locator(".path-list button").first()).toContainText("purchase.confirm");
  await page.locator(".path-list button").first().click();
  await expect(page.getByTestId("path-step")).toHaveText("start");
  await page.getByRole("button", { name: "Neste" }).click();
  await expect(page.locator(".state--active").first()).toBeVisible();
  await page.getByRole("button", { name: "⏭" }).click();
  await expect(page.locator('[data-state-id="kvittering"]')).toHaveClass(/state--active/);
  await expect(page.locator(".edge--trail").first()).toBeAttached();
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
