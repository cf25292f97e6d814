/**
 * A customer without a session gets the login screen in the page, and the app's code after the
 * first paint (issue 9); a logged-in customer at a saved offer's link its price page (decision
 * 0006); everyone else the page as built. Run without a DOM, as the server runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPersons } from "../../server/seed/testPersons.ts";
import { waitLimitMs } from "../setup/patience.ts";
import {
  builtPage as built,
  type RunningServer,
  savedOfferOf,
  startTestServerWithPage,
  TestClient,
} from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  // The saved offer's price page is rendered within a limit a busy machine meets (production: 3 s,
  // then the page as built goes out and the browser opens the offer).
  server = await startTestServerWithPage(built, {
    config: { savedOfferRenderTimeoutMs: waitLimitMs },
  });
});
afterAll(() => server.close());

const pageStartOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-start">(.*?)<\/script>/.exec(html)?.[1] ?? "{}",
  );
const rootOf = (html: string) => /<div id="root">(.*)<\/div>$/m.exec(html)?.[1] ?? "";

describe("the first screen in the page", () => {
  it("is the login screen for a customer without a session, with the app started by boot.js", async () => {
    const html = await (
      await new TestClient(server.origin).raw("/privat/forsikring/motor/bobil/")
    ).text();
    expect(rootOf(html)).toContain('<h1 id="login-title">Sjekk pris på bobilforsikring</h1>');
    // Not the page's loader (the footer's cookie button carries Jøkul's hidden button loader).
    expect(rootOf(html)).not.toContain('<div role="status" class="loader">');
    expect(html).toContain(
      '<script type="module" crossorigin src="/privat/forsikring/motor/bil/boot.js" data-app-entry="/privat/forsikring/motor/bil/assets/index-abc.js" data-app-preload="/privat/forsikring/motor/bil/assets/react-def.js /privat/forsikring/motor/bil/assets/xstate-ghi.js"></script>',
    );
    // The preloads are boot.js's to add after the paint.
    expect(html).not.toContain('rel="modulepreload"');
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

  it.each([
    ["vanlig", "sb1"],
    ["lo", "none"],
  ])(
    "is the price page of a saved offer's link for its customer, run and rendered on the server (%s, %s)",
    async (persona, distributor) => {
      // Kasko is not for LO members (SPEC §6): they save Ansvar.
      const avtalenummer = await savedOfferOf(server, persona, {
        distributor,
        dekningsgruppeId: persona === "lo" ? "150" : "120",
      });
      const browser = new TestClient(server.origin);
      await browser.login(persona, { distributor });
      const response = await browser.raw(`/privat/forsikring/motor/bil/${avtalenummer}`);
      // Streamed, with the headers of every page.
      expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      const html = await response.text();
      expect(rootOf(html)).toContain('<h1 id="step-title" tabindex="-1">Velg dekning</h1>');
      expect(rootOf(html)).toMatch(/<strong>\d+\u00a0kr per måned<\/strong>/);
      expect(html).toContain('src="/privat/forsikring/motor/bil/boot.js"');
      expect(html).not.toContain('rel="modulepreload"');
      const pageStart = pageStartOf(html);
      expect(pageStart.flow.path).toBe("/privat/forsikring/motor/bil/pris");
      expect(pageStart.flow.answers.map((answer: { path: string }) => answer.path).sort()).toEqual([
        "/auth/client-context",
        "/motor/bil/defaultBonus",
        "/skadekunde/",
      ]);
      expect(pageStart.flow.saved.snapshot.context.avtalenummer).toBe(avtalenummer);
    },
  );

  it("leaves a saved offer's link to the browser while the sandbox has a fault planned for the customer", async () => {
    const avtalenummer = await savedOfferOf(server, "vanlig");
    const kundenummer = testPersons.find((person) => person.persona === "vanlig")?.kundenummer;
    const plan = (faults: unknown[]) =>
      fetch(`${server.origin}/sandbox/feil/${kundenummer}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(faults),
      });
    await plan([{ metode: "POST", sti: "/motor/bil/pris" }]);
    const browser = new TestClient(server.origin);
    await browser.login("vanlig", { distributor: "sb1" });
    const html = await (await browser.raw(`/privat/forsikring/motor/bil/${avtalenummer}`)).text();
    await plan([]);
    expect(rootOf(html)).toBe('<div role="status" class="loader">Vennligst vent</div>');
    expect(pageStartOf(html).flow).toBeUndefined();
  });

  it("is the loader, started by boot.js, when the server's run of a saved offer's link ends in a block", async () => {
    const browser = new TestClient(server.origin);
    await browser.login("under18", { distributor: "sb1" });
    const html = await (await browser.raw("/privat/forsikring/motor/bil/700000001")).text();
    expect(rootOf(html)).toBe('<div role="status" class="loader">Vennligst vent</div>');
    expect(html).toContain('src="/privat/forsikring/motor/bil/boot.js"');
    const pageStart = pageStartOf(html);
    expect(pageStart.sessionStatus.kfpSessionId).toBeTruthy();
    expect(pageStart.flow).toBeUndefined();
  });

  it.each([
    [undefined, "/privat/forsikring/motor/bobil/"],
    ["sb1", "/privat/forsikring/motor/bil/"],
    ["eika", "/privat/forsikring/motor/bil/"],
  ])(
    "carries what GET /distributor and GET /kontaktinformasjon answer the same browser (logged in at: %s)",
    async (distributor, address) => {
      const browser = new TestClient(server.origin);
      if (distributor) await browser.login("vanlig", { distributor });
      const pageStart = pageStartOf(await (await browser.raw(address)).text());
      // The oracle is the API itself, asked by the same browser after the page.
      const distributorAnswer = (await browser.get("/distributor")).body;
      const contactAnswer = (await browser.get("/kontaktinformasjon")).body;
      expect(pageStart.answers).toEqual([
        { path: "/distributor", query: {}, body: distributorAnswer },
        { path: "/kontaktinformasjon", query: {}, body: contactAnswer },
      ]);
      expect((distributorAnswer as { shortname: string }).shortname).toBe(distributor ?? "sb1");
    },
  );

  it("is the loader where the app shows no login page", async () => {
    const html = await (
      await new TestClient(server.origin).raw("/privat/forsikring/motor/ukjent")
    ).text();
    expect(rootOf(html)).toBe('<div role="status" class="loader">Vennligst vent</div>');
    expect(html).not.toContain("boot.js");
  });
});
