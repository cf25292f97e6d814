// @vitest-environment jsdom
/**
 * SPEC §6 "The client context is fetched only for logged-in users; the bank-contact call runs only
 * when logged in", §7 GET /auth/bankkontakt and GET /avtaleoversikt/tilbud "only when logged in":
 * the whole app against the sandbox, every request it makes counted, logged out and logged in.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
import { onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

const loggedInOnly = ["/auth/bankkontakt", "/avtaleoversikt/tilbud", "/auth/client-context"];
const calledPaths = (requests: string[]) =>
  requests.map((url) => new URL(url).pathname.replace("/api/privat/forsikring", ""));

describe("calls only a logged-in customer's app makes (SPEC §6, §7)", () => {
  it("a visitor without a session: the login page and the footer, never the bank contact, the offer list or the client context", async () => {
    const requests: string[] = [];
    await openApp(server(), {
      path: "/privat/forsikring/motor/bil/",
      onRequest: (_method, url) => requests.push(url),
    });
    await screen.findByTitle("Innlogging");
    // The footer's contact information is asked in the same render as the menu (AppChrome): once
    // it has been answered, a menu that were there would have asked too.
    await waitFor(() => expect(calledPaths(requests)).toContain("/kontaktinformasjon"));
    expect(calledPaths(requests).filter((path) => loggedInOnly.includes(path))).toEqual([]);
  });

  it("a logged-in customer: the app asks for the client context, the menu for the bank contact and the offer list", async () => {
    const requests: string[] = [];
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      onRequest: (_method, url) => requests.push(url),
    });
    await onStep("Kjøp bilforsikring");
    await waitFor(() =>
      expect(calledPaths(requests)).toEqual(expect.arrayContaining(loggedInOnly)),
    );
  });
});
