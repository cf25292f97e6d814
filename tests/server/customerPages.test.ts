/**
 * Issue 20: the links the app gives to the insurer's own pages (the menu, and the receipt's
 * payment, invoice and profile) lead to a page in the sandbox, not to a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuLinks } from "../../src/components/navigation-menu/menuLinks.ts";
import { paymentHref } from "../../src/views/kvittering/KvitteringView.tsx";
import { type RunningServer, startTestServer } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const linked = [...menuLinks.map((link) => link.href), paymentHref];

describe("the insurer's own pages the app links to (issue 20)", () => {
  it.each(linked)("%s is a Norwegian page with a heading, not a 404", async (href) => {
    const response = await fetch(`${server.origin}${href}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="nb">');
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it("each page but the overview leads back to the overview", async () => {
    for (const href of linked.filter((address) => address !== "/privat/forsikring/oversikt")) {
      const page = await (await fetch(`${server.origin}${href}`)).text();
      expect(page, href).toContain('href="/privat/forsikring/oversikt"');
    }
  });
});
