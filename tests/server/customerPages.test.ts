/**
 * Issue 20: the links the app gives to the insurer's own pages (the menu, and the receipt's
 * payment, invoice and profile) lead to a page in the sandbox, not to a 404. Issue 26.7: the
 * menu's offers link is the app's own page, and the sandbox's old offers address leads there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offersRedirectPath } from "../../server/sandbox/customerPages.ts";
import { motorBasePath, offersPagePath } from "../../src/app/flowLocation.ts";
import { menuLinks } from "../../src/components/navigation-menu/index.ts";
import { paymentHref } from "../../src/views/kvittering/KvitteringView.tsx";
import { builtPage, type RunningServer, startTestServerWithPage } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  // With the page server, as `npm start` runs it: the app's own pages are served too.
  server = await startTestServerWithPage(builtPage);
});
afterAll(() => server.close());

const isAppPage = (href: string) => href.startsWith(`${motorBasePath}/`);
const linked = [...menuLinks.map((link) => link.href), paymentHref];
const insurerPages = linked.filter((href) => !isAppPage(href));

describe("the insurer's own pages the app links to (issue 20)", () => {
  it.each(insurerPages)("%s is a Norwegian page with a heading, not a 404", async (href) => {
    const response = await fetch(`${server.origin}${href}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="nb">');
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it("each page but the overview leads back to the overview", async () => {
    for (const href of insurerPages.filter(
      (address) => address !== "/privat/forsikring/oversikt",
    )) {
      const page = await (await fetch(`${server.origin}${href}`)).text();
      expect(page, href).toContain('href="/privat/forsikring/oversikt"');
    }
  });
});

describe("the offers page is the app's (issue 26.7)", () => {
  it("the menu's offers link is the app's page, which the server answers with the app", async () => {
    const offers = menuLinks.find((link) => link.key === "offers");
    expect(offers?.href).toBe(offersPagePath);
    const response = await fetch(`${server.origin}${offersPagePath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("/privat/forsikring/motor/bil/assets/index-abc.js");
  });

  it("the sandbox's old offers address redirects to the app's page", async () => {
    const response = await fetch(`${server.origin}${offersRedirectPath}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(offersPagePath);
  });
});
