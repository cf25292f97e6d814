/**
 * A customer without a session gets the login screen in the page, and the app's code after the
 * first paint (issue 9); everyone else the page as built.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtPage as built,
  type RunningServer,
  startTestServerWithPage,
  TestClient,
} from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServerWithPage(built);
});
afterAll(() => server.close());

const rootOf = (html: string) => /<div id="root">(.*)<\/div>$/m.exec(html)?.[1] ?? "";

describe("the first screen in the page", () => {
  it("is the login screen for a customer without a session, with the app started by boot.js", async () => {
    const html = await (
      await new TestClient(server.origin).raw("/privat/forsikring/motor/bobil/")
    ).text();
    expect(rootOf(html)).toContain('<h1 id="login-title">Sjekk pris på bobilforsikring</h1>');
    expect(rootOf(html)).not.toContain("Vennligst vent");
    expect(html).toContain(
      '<script type="module" crossorigin src="/privat/forsikring/motor/bil/boot.js" data-app-entry="/privat/forsikring/motor/bil/assets/index-abc.js"></script>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/privat/forsikring/motor/bil/assets/index-jkl.css">',
    );
  });

  it("is the loader, with the page as built, for a logged-in customer", async () => {
    const browser = new TestClient(server.origin);
    await browser.login("vanlig", { distributor: "sb1" });
    const html = await (await browser.raw("/privat/forsikring/motor/bil/")).text();
    expect(rootOf(html)).toBe('<div role="status" class="loader">Vennligst vent</div>');
    expect(html).toContain('src="/privat/forsikring/motor/bil/assets/index-abc.js"></script>');
    expect(html.match(/modulepreload/g)).toHaveLength(2);
  });

  it("is the loader where the app shows no login page", async () => {
    const html = await (
      await new TestClient(server.origin).raw("/privat/forsikring/motor/ukjent")
    ).text();
    expect(rootOf(html)).toBe('<div role="status" class="loader">Vennligst vent</div>');
    expect(html).not.toContain("boot.js");
  });
});
