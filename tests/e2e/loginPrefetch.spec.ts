import { expect, type Page, type Request, test } from "@playwright/test";

const flowChunk = /\/assets\/purchaseFlow-[\w-]+\.js$/;

/** The flow's chunk as the page's resource timing saw it: how it was asked for, what it cost. */
function flowChunkEntries(page: Page) {
  return page.evaluate((pattern) => {
    const chunk = new RegExp(pattern);
    return performance
      .getEntriesByType("resource")
      .filter((entry) => chunk.test(new URL(entry.name).pathname))
      .map((entry) => ({
        initiatorType: (entry as PerformanceResourceTiming).initiatorType,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
      }));
  }, flowChunk.source);
}

test("the login page fetches the flow's code without running it, and the page after the login takes it from the cache", async ({
  page,
}) => {
  const loginPageRequests: Request[] = [];
  const collect = (request: Request) => {
    if (flowChunk.test(new URL(request.url()).pathname)) loginPageRequests.push(request);
  };
  page.on("request", collect);
  await page.goto("/privat/forsikring/motor/bil/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sjekk pris på bilforsikring" }),
  ).toBeVisible();
  // After the load and two quiet seconds (src/views/lazyView.ts).
  await expect.poll(() => loginPageRequests.length).toBeGreaterThan(0);
  await (await loginPageRequests[0]?.response())?.finished();
  await expect
    .poll(() => flowChunkEntries(page))
    .toEqual([expect.objectContaining({ initiatorType: "link" })]);
  // Fetched by the prefetch link only: no module script asked for it, so none of it ran.
  expect(loginPageRequests.map((request) => request.resourceType())).not.toContain("script");
  page.off("request", collect);

  const frame = page.frameLocator('iframe[title="Innlogging"]');
  await frame.getByRole("radio", { name: /Leif Forbundsen/ }).check();
  await frame.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeVisible();
  // The new page ran the flow's module, read from the browser's cache (no bytes transferred).
  await expect
    .poll(() => flowChunkEntries(page))
    .toEqual([expect.objectContaining({ transferSize: 0 })]);
  expect((await flowChunkEntries(page))[0]?.initiatorType).not.toBe("link");
});
