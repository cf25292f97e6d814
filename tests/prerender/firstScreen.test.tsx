// @vitest-environment jsdom
/**
 * The server's copy of the logged-out first screen (src/prerender/firstScreen.tsx) must be what
 * the app renders first, or the page would change under the customer when the app takes over.
 */
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginProductFor, loginScreenMarkup } from "../../src/prerender/firstScreen.tsx";
import { openApp } from "../integration/harness.tsx";
import {
  builtPage,
  loginSiteOf,
  type RunningServer,
  startTestServerWithPage,
} from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage, { today: new Date() });
});
afterAll(() => server.close());
afterEach(cleanup);

/**
 * React's markers between texts (the server's, for hydration) are not elements of the screen; the
 * frame stands where the server's copy has a box of its first size; styles as React writes them on
 * the server.
 */
function comparable(html: string) {
  return html
    .replaceAll("<!-- -->", "")
    .replace(
      /<iframe class="login-frame" title="[^"]*" src="[^"]*" style="([^"]*)"><\/iframe>/,
      '<div class="login-frame" style="$1"></div>',
    )
    .replace(/style="height: ?([\d.]+)px;?"/g, 'style="height:$1px"');
}

describe("the logged-out first screen from the server", () => {
  const cases = [
    { address: "/privat/forsikring/motor/bil/", distributor: "sb1" },
    { address: "/privat/forsikring/motor/bobil/", distributor: "sb1" },
    { address: "/privat/forsikring/motor/bil/pris", distributor: "none" },
    { address: "/privat/forsikring/motor/detaljer/600000001", distributor: "eika" },
    // The offers page (issue 26.7) is behind the same gate.
    { address: "/privat/forsikring/motor/tilbud", distributor: "sb1" },
  ] as const;

  for (const { address, distributor } of cases) {
    it(`is what the app renders first at ${address} (${distributor}), and the app hydrates it`, async () => {
      const config = { ...testConfig, defaultDistributor: distributor };
      const rendered = await openApp(server, {
        path: address,
        readPageStart: true,
        config,
        renderAnew: true,
      });
      // The login of the other loopback name (decision 0015), returning here.
      const loginUrl = new URL(rendered.pageStart?.login?.loginUrl ?? "");
      expect(`${loginUrl.origin}${loginUrl.pathname}`).toBe(
        `${loginSiteOf(server.origin)}/sandbox/login`,
      );
      expect(loginUrl.searchParams.get("goto")).toBe(address);
      const markup = loginScreenMarkup(address, distributor);
      expect(markup).toContain("Sjekk pris på");
      // The app's own first render, at once, before any answer from the API: no loader in between.
      expect(comparable(rendered.view.container.innerHTML)).toBe(comparable(markup ?? ""));
      cleanup();
      // The page as the server sends it: the app takes the screen over without a difference, and
      // the frame, with the page's login address, takes its box's place.
      const hydrated = await openApp(server, { path: address, readPageStart: true, config });
      expect(hydrated.serverScreen).toBeDefined();
      expect(hydrated.hydrationErrors).toEqual([]);
      expect(hydrated.view.container.querySelector("iframe")?.getAttribute("src")).toBe(
        hydrated.pageStart?.login?.loginUrl,
      );
    });
  }

  it("is not made where the app shows something else", () => {
    expect(loginScreenMarkup("/privat/forsikring/motor/ukjent", "sb1")).toBeUndefined();
    // DNB customers cannot use the login page: the app shows an error page.
    expect(loginScreenMarkup("/privat/forsikring/motor/bil/", "dnb")).toBeUndefined();
  });

  it("follows the app's routes: flows, an agreement's pages and the offers page", () => {
    expect(loginProductFor("/privat/forsikring/motor/bil")).toBe("bil");
    expect(loginProductFor("/privat/forsikring/motor/bobil/kilometer")).toBe("bobil");
    expect(loginProductFor("/privat/forsikring/motor/detaljer/600000001/paareg")).toBe("bil");
    expect(loginProductFor("/privat/forsikring/motor/detaljer/600000001/annet")).toBeUndefined();
    expect(loginProductFor("/privat/forsikring/motor/bilen")).toBeUndefined();
    expect(loginProductFor("/privat/forsikring/motor/tilbud")).toBe("bil");
    expect(loginProductFor("/privat/forsikring/motor/tilbud/")).toBe("bil");
    expect(loginProductFor("/privat/forsikring/motor/tilbud/annet")).toBeUndefined();
  });
});
