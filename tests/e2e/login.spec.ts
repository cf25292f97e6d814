import { expect, test } from "@playwright/test";
import { holdAppCode } from "./appCode.ts";

test("a new user logs in with a test ID in the embedded frame and lands on the flow", async ({
  page,
}) => {
  await page.goto("/privat/forsikring/motor/bil/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sjekk pris på bilforsikring" }),
  ).toBeVisible();
  const frame = page.frameLocator('iframe[title="Innlogging"]');
  await expect(frame.getByRole("heading", { name: "Logg inn med test-ID" })).toBeVisible();
  await frame.getByRole("radio", { name: /Leif Forbundsen/ }).check();
  await frame.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  await expect(page).toHaveURL(/\/privat\/forsikring\/motor\/bil\/$/);
});

test("the login frame is another site's page, and the login it takes lands on the app's origin (decision 0015)", async ({
  page,
  baseURL,
}) => {
  // The app at http://127.0.0.1:P shows the login of http://localhost:P: the same server, but
  // another site to the browser, as production's login is.
  const app = new URL(baseURL ?? "");
  expect(app.hostname).toBe("127.0.0.1");
  const loginSite = `http://localhost:${app.port}`;
  await page.goto("/privat/forsikring/motor/bil/");
  const iframe = page.locator('iframe[title="Innlogging"]');
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error("The login frame has no document");
  await expect.poll(() => frame.url()).toMatch(new RegExp(`^${loginSite}/sandbox/login\\?`));
  await expect(frame.getByRole("heading", { name: "Logg inn med test-ID" })).toBeVisible();
  expect(await frame.evaluate(() => window.location.origin)).toBe(loginSite);
  // The app's page cannot reach into it, and Chromium runs it in a process of its own (an
  // out-of-process frame is a target of its own), so its work is not the app page's.
  expect(await page.evaluate(() => document.querySelector("iframe")?.contentDocument ?? null)).toBe(
    null,
  );
  const browser = await page.context().newCDPSession(page);
  const { targetInfos } = await browser.send("Target.getTargets");
  expect(
    targetInfos.some((target) => target.type === "iframe" && target.url.startsWith(loginSite)),
  ).toBe(true);
  // Its size messages still reach the app across the sites: the frame grows past its default
  // (275 × 1.08 = 297 px) to the list of test persons.
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(297);

  const form = page.frameLocator('iframe[title="Innlogging"]');
  await form.getByRole("radio", { name: /Kari Nordkapp/ }).check();
  await form.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(app.origin);
  // The session is the app's; the login's site holds no cookie, and the login's state is spent.
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === "kfp-session").map((c) => c.domain)).toEqual([
    "127.0.0.1",
  ]);
  expect(cookies.filter((cookie) => cookie.domain === "localhost")).toEqual([]);
  expect(cookies.some((cookie) => cookie.name === "kfp-login")).toBe(false);
});

test("the login frame grows to its content through LOGINAPP_DIMENSIONS messages", async ({
  page,
}) => {
  await page.goto("/privat/forsikring/motor/bil/");
  const frame = page.locator('iframe[title="Innlogging"]');
  await expect(frame).toBeVisible();
  // The default is 275 × 1.08 = 297 px; the sandbox's list of test persons is taller than that.
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(297);
});

test("the motorhome path names the product on the login page", async ({ page }) => {
  await page.goto("/privat/forsikring/motor/bobil/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sjekk pris på bobilforsikring" }),
  ).toBeVisible();
});

test("the login page asks the API nothing: the page carries the distributor's answer and the footer's contact block", async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) apiCalls.push(pathname);
  });
  await page.goto("/privat/forsikring/motor/bil/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sjekk pris på bilforsikring" }),
  ).toBeVisible();
  // The sandbox's contact block (GET /kontaktinformasjon's answer), which the server's copy of the
  // screen does not have: the app put it there, from the page, once it started.
  const footer = page.getByRole("contentinfo");
  const contact = footer.getByText("Kundeservice motor");
  await expect(contact).toBeAttached();
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toBeVisible();
  await expect(footer.getByRole("link", { name: /915 00 100/ })).toBeVisible();
  // After the load and the idle prefetch of the next page's code, still no call.
  await page.waitForLoadState("networkidle");
  expect(apiCalls).toEqual([]);
});

test("the app takes the server's login screen over without building it again, and the frame loads once", async ({
  page,
}) => {
  // The screen's elements the browser made from the server's HTML, kept aside before any script
  // of the page runs: the app must hydrate them, not replace them.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector("#root h1");
      if (!heading) return;
      (window as unknown as { serverHeading: Element }).serverHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const frameLoads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/sandbox/login") frameLoads.push(request.method());
  });
  const response = await page.goto("/privat/forsikring/motor/bil/");
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<h1 id="login-title">Sjekk pris på bilforsikring</h1>');
  expect(html).not.toContain("<iframe");
  // The app has started: the footer's contact block is its own (the server's copy has none), and
  // the frame has taken its box's place.
  await expect(page.getByRole("contentinfo").getByText("Kundeservice motor")).toBeAttached();
  const frame = page.locator('iframe[title="Innlogging"]');
  await expect(frame).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(
      () =>
        document.querySelector("#root h1") ===
        (window as unknown as { serverHeading?: Element }).serverHeading,
    ),
  ).toBe(true);
  expect(frameLoads).toEqual(["GET"]);
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(297);
});

test("a press on the login page before the app has taken it over is the app's once it has: the cookie settings open", async ({
  page,
}) => {
  const releaseApp = await holdAppCode(page);
  // boot.js, a module script, has run when the document is parsed.
  await page.goto("/privat/forsikring/motor/bil/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Innstillinger for informasjonskapsler" }).click();
  releaseApp();
  await expect(page.getByRole("dialog", { name: "Velg informasjonskapsler" })).toBeVisible();
});

test("the login frame is laid out once with its own styles: nothing in it shifts (its shifts count in the page's CLS)", async ({
  page,
}) => {
  // Every document of the page keeps its layout shifts, the login frame (another site's) too.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The sandbox's files arrive late, as on a slow network: the frame is laid out before they do.
  await page.route(/\/sandbox\/assets\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto("/privat/forsikring/motor/bil/");
  const frame = page.frameLocator('iframe[title="Innlogging"]');
  await expect(frame.getByRole("heading", { name: "Logg inn med test-ID" })).toBeVisible();
  const iframe = page.locator('iframe[title="Innlogging"]');
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(297);
  const loginFrame = page.frames().find((candidate) => candidate.url().includes("/sandbox/login"));
  if (!loginFrame) throw new Error("No login frame");
  expect(
    await loginFrame.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
  ).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
