import type { Page } from "@playwright/test";

/**
 * Holds the app's own chunk back until the returned function is called: a page the server wrote
 * (the login screen, a saved offer's price page) is then the server's alone, as in the time before
 * the app has taken it over on a slow phone.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
