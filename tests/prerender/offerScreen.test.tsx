// @vitest-environment jsdom
/**
 * A saved offer's link opened by the server (src/prerender/offerScreen.tsx, decision 0006): the
 * page carries the price page with the offer's prices, and the app's first render is that same
 * screen, without asking the API for any of it again.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { waitFor as waitForActor } from "xstate";
import { menuTexts } from "../../core/texts/menu.ts";
import { createPlatform } from "../../src/app/platform.ts";
import { currentPath, openApp } from "../integration/harness.tsx";
import {
  builtPage,
  type RunningServer,
  savedOfferOf,
  startTestServerWithPage,
  TestClient,
} from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage, { today: new Date() });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page's #root, as the server sent it. */
async function rootOfPage(client: TestClient, path: string): Promise<string> {
  const html = await (await client.raw(path)).text();
  return new DOMParser().parseFromString(html, "text/html").getElementById("root")?.innerHTML ?? "";
}

/**
 * The markup as the browser sees it: React writes an input's attributes in another order on the
 * server, its generated ids differ between the server's render and the browser's, and the server
 * marks text boundaries with comments for hydration.
 */
function canonical(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html.replace(/_[Rr]_[0-9a-z]+_/g, "_id_").replace(/<!--.*?-->/g, "");
  for (const element of template.content.querySelectorAll("*")) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) {
      // Jøkul's expandable sections (the coverage details) mark their closed parts inert from an
      // effect, once the app runs: a change after hydration, not a mismatch (a closed details
      // element hides the same parts on the server's page).
      if (name === "inert" && element.closest(".jkl-expandable__wrapper")) continue;
      element.setAttribute(name, value);
    }
  }
  return template.innerHTML;
}

describe("a saved offer's link, opened by the server", () => {
  it.each([
    ["vanlig", "sb1", "120"],
    // The provider's own channel, with its own cookie consent; Kasko is not for LO members.
    ["lo", "none", "150"],
  ])(
    "is the price page with the offer's prices, which the app hydrates without asking again (%s, %s)",
    async (persona, distributor, dekningsgruppeId) => {
      const avtalenummer = await savedOfferOf(server, persona, { distributor, dekningsgruppeId });
      const path = `/privat/forsikring/motor/bil/${avtalenummer}`;
      const asked: string[] = [];
      // React reports attributes that differ from its own render in development, on the console.
      const consoleErrors = vi.spyOn(console, "error");
      const opened = await openApp(server, {
        persona,
        distributor,
        path,
        readPageStart: true,
        onRequest: (method, url) => asked.push(`${method} ${new URL(url).pathname}`),
      });
      const { view, pageStart, serverScreen, hydrationErrors } = opened;
      expect(pageStart?.flow?.path).toBe("/privat/forsikring/motor/bil/pris");
      expect(serverScreen).toContain("Velg dekning");
      expect(serverScreen).toMatch(/kr per måned/);
      // The server's elements are the app's: nothing rebuilt, nothing different.
      const heading = view.container.querySelector("#step-title");
      expect(heading?.textContent).toBe("Velg dekning");
      await waitFor(() => expect(screen.getAllByRole("radio").length).toBeGreaterThan(1));
      expect(within(view.container).getByRole("heading", { level: 1 })).toBe(heading);
      expect(hydrationErrors).toEqual([]);
      expect(
        consoleErrors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0]))),
      ).toEqual([]);
      expect(canonical(view.container.innerHTML)).toBe(canonical(serverScreen ?? ""));
      await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris"));
      // None of the start calls, the offer, the vehicle or the price is asked for again.
      expect(
        asked.filter((call) =>
          /client-context|skadekunde|defaultBonus|tilbud\/hent|\/sok|\/pris$/.test(call),
        ),
      ).toEqual([]);
    },
  );

  it("hydrates without a difference when the session's child already runs (the menu's 'Logg ut' comes after)", async () => {
    const avtalenummer = await savedOfferOf(server, "vanlig", {
      distributor: "sb1",
      dekningsgruppeId: "120",
    });
    const { view, serverScreen, hydrationErrors } = await openApp(server, {
      persona: "vanlig",
      distributor: "sb1",
      path: `/privat/forsikring/motor/bil/${avtalenummer}`,
      readPageStart: true,
      platform: createPlatform(testConfig, {
        hostname: "127.0.0.1",
        storage: sessionStorage,
      }),
      // In the browser the page's load event may start the session child while React hydrates.
      beforeRender: (actor) =>
        waitForActor(actor, (snapshot) => snapshot.can({ type: "session.logout" })),
    });
    expect(serverScreen).not.toContain(menuTexts.logout);
    const heading = view.container.querySelector("#step-title");
    expect(await screen.findByRole("button", { name: menuTexts.logout })).toBeTruthy();
    expect(hydrationErrors).toEqual([]);
    expect(view.container.querySelector("#step-title")).toBe(heading);
  });

  it("is not made for another address, without a session, or for an offer that is not there", async () => {
    const avtalenummer = await savedOfferOf(server, "vanlig");
    const customer = new TestClient(server.origin);
    const loggedOut = await rootOfPage(customer, `/privat/forsikring/motor/bil/${avtalenummer}`);
    expect(loggedOut).toContain("Sjekk pris på");
    await customer.login("vanlig", { distributor: "sb1" });
    expect(await rootOfPage(customer, "/privat/forsikring/motor/bil/kilometer")).not.toContain(
      "Velg dekning",
    );
    // Another customer's offer: the flow sends them to the start, which is the screen then.
    const other = new TestClient(server.origin);
    await other.login("eksisterende", { distributor: "sb1" });
    expect(await rootOfPage(other, `/privat/forsikring/motor/bil/${avtalenummer}`)).not.toContain(
      "Velg dekning",
    );
  });
});
