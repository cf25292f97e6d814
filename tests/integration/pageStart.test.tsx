// @vitest-environment jsdom
/**
 * The page the server sends carries the session status and, without a session, the login
 * address (issue 9): the app starts with them and asks the API for neither; and the distributor's
 * answer and the footer's contact block (issue 31), which it takes instead of asking.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  loginSiteOf,
  plainPage,
  type RunningServer,
  startTestServerWithPage,
} from "../server/harness.ts";
import { onStep, openApp } from "./harness.tsx";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServerWithPage(plainPage, { today: new Date() });
});
afterAll(() => server.close());
afterEach(cleanup);

/** The API paths the app asked for, in order. */
function recordPaths() {
  const paths: string[] = [];
  return { paths, onRequest: (_method: string, url: string) => paths.push(new URL(url).pathname) };
}

describe("the first screen from the page's own start", () => {
  it("shows the login page to a customer without a session, asking for neither status nor address", async () => {
    const { paths, onRequest } = recordPaths();
    const { browser } = await openApp(server, {
      path: "/privat/forsikring/motor/bil/",
      readPageStart: true,
      onRequest,
    });
    await screen.findByRole("heading", { level: 1, name: "Sjekk pris på bilforsikring" });
    const frame = document.querySelector("iframe.login-frame");
    // The login of the other loopback name (decision 0015), with this browser's login state.
    expect(frame?.getAttribute("src")).toBe(
      `${loginSiteOf(server.origin)}/sandbox/login?goto=${encodeURIComponent("/privat/forsikring/motor/bil/")}&state=${browser.cookies.get("kfp-login")}`,
    );
    expect(paths.filter((p) => p.endsWith("/auth/session-status"))).toEqual([]);
    expect(paths.filter((p) => p.endsWith("/auth/login"))).toEqual([]);
    // The footer's contact block, from the page: the login page asks the API nothing at all.
    const footer = screen.getByRole("contentinfo");
    await within(footer).findByText("Kundeservice motor");
    expect(paths).toEqual([]);
  });

  it("takes a logged-in customer to the flow without asking for the session status", async () => {
    const { paths, onRequest } = recordPaths();
    await openApp(server, {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      readPageStart: true,
      onRequest,
    });
    await onStep("Kjøp bilforsikring");
    expect(paths.filter((p) => p.endsWith("/auth/session-status"))).toEqual([]);
    expect(paths).toContain("/api/privat/forsikring/auth/client-context");
    // The menu's bank link is the distributor's answer, and the footer has its contact block:
    // both from the page.
    await screen.findByRole("link", { name: "Til nettbanken" });
    await within(screen.getByRole("contentinfo")).findByText("Kundeservice motor");
    expect(paths.filter((p) => /\/distributor$|\/kontaktinformasjon$/.test(p))).toEqual([]);
  });
});

describe("after login", () => {
  it("asks for the customer and the default bonus together with the client context", async () => {
    const { paths, onRequest } = recordPaths();
    const askedTogether: boolean[] = [];
    await openApp(server, {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      readPageStart: true,
      onRequest,
      // The client context's answer is held back until the other two were asked for, or 2 s.
      beforeAnswer: async (_method, url) => {
        if (!url.endsWith("/auth/client-context")) return;
        const both = () =>
          paths.some((p) => p.endsWith("/skadekunde/")) &&
          paths.some((p) => p.endsWith("/motor/bil/defaultBonus"));
        for (let waited = 0; !both() && waited < 2000; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        askedTogether.push(both());
      },
    });
    await onStep("Kjøp bilforsikring");
    expect(askedTogether).toEqual([true]);
    // Each asked once: the machine used the early answers.
    expect(paths.filter((p) => p.endsWith("/skadekunde/"))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith("/motor/bil/defaultBonus"))).toHaveLength(1);
  });
});
