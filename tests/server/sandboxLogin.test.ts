/**
 * The sandbox's test-ID login from another site (decision 0015), and what issue 28 asked of it:
 * the frame is on the other loopback name of the app's host, its form issues a ticket, and only
 * the browser that started the login (its state cookie on the app's origin) can exchange the
 * ticket for a session there, once and in time. A login another site starts (login CSRF), a
 * replay, an expired or forged ticket start nothing. Runs against the source and the built server.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtPage,
  type LoginPage,
  loginSiteOf,
  type RunningServer,
  startTestServerWithPage,
  TestClient,
} from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage);
});
afterAll(() => server.close());

const appHome = "/privat/forsikring/motor/bil/";
const completePath = "/sandbox/login/complete";

const directive = (response: { headers: Headers }, name: string) =>
  new RegExp(`${name} ([^;]*)`)
    .exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    ?.split(" ");
const sessionCount = async () =>
  (await server.db.query<{ n: number }>("select count(*)::int as n from sessions"))[0]?.n;
const ticketCount = async () =>
  (await server.db.query<{ n: number }>("select count(*)::int as n from login_tickets"))[0]?.n;
const pageStartOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-start">(.*?)<\/script>/.exec(html)?.[1] ?? "{}",
  );

/** The browser's login up to the form's answer: the page, then the click on "Logg inn". */
async function formAnswered(browser: TestClient, persona = "vanlig") {
  const page = await browser.openLoginPage();
  const answer = await browser.submitLogin(page, persona);
  expect(answer.status).toBe(303);
  return { page, answer, complete: new URL(answer.headers.get("Location") ?? "", page.url) };
}

/** Whether the client's calls are a session's (`kfpSessionId` in the status). */
const loggedIn = async (browser: TestClient) =>
  Boolean((await browser.get<{ kfpSessionId?: string }>("/auth/session-status")).body.kfpSessionId);

/**
 * A request with a Host header of the test's choosing (fetch sends the URL's own): what the
 * server answers when the app is reached at another name, a LAN address or through a proxy.
 */
function requestWithHost(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: Number(port), path, headers: { Host: host, ...headers } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
          }
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body });
        });
      },
    );
    request.once("error", reject);
    request.end();
  });
}

describe("the login from the other loopback name", () => {
  it("frames the login page from the other site, and sets the session on the app's origin", async () => {
    const browser = new TestClient(server.origin);
    const { page, answer, complete } = await formAnswered(browser);
    // The app at 127.0.0.1:P shows the login of localhost:P, with the state of its cookie.
    expect(page.url.origin).toBe(loginSiteOf(server.origin));
    expect(page.state).toBe(browser.cookies.get("kfp-login"));
    expect(page.html).toContain(`data-app-origin="${server.origin}"`);
    expect(page.html).toContain('<form method="post" action="/sandbox/login" target="_top">');
    // The form's answer sends the whole window to the app's origin with a ticket, and neither
    // the page nor the answer leaves a cookie on the login's site (a third party's there).
    expect(`${complete.origin}${complete.pathname}`).toBe(`${server.origin}${completePath}`);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(page.headers.getSetCookie()).toEqual([]);
    const before = await sessionCount();
    const exchanged = await browser.visit(complete);
    expect(exchanged.status).toBe(303);
    expect(exchanged.headers.get("Location")).toBe(appHome);
    expect(browser.cookies.has("kfp-session")).toBe(true);
    expect(browser.cookies.has("XSRF-TOKEN")).toBe(true);
    // The state has done its work: the next login gets a new one.
    expect(browser.cookies.has("kfp-login")).toBe(false);
    expect(browser.cookiesOf(page.url).size).toBe(0);
    expect(await sessionCount()).toBe((before ?? 0) + 1);
    expect(await loggedIn(browser)).toBe(true);
  });

  it("keeps the login's choices: distributor, login context and where it returns to", async () => {
    const browser = new TestClient(server.origin);
    const goto = "/privat/forsikring/motor/bobil/";
    const page = await browser.openLoginPage(goto);
    const answer = await browser.submitLogin(page, "lo", {
      distributor: "eika",
      loginContext: "NETTBANK",
      goto,
    });
    const exchanged = await browser.visit(new URL(answer.headers.get("Location") ?? "", page.url));
    expect(exchanged.headers.get("Location")).toBe(goto);
    expect((await browser.get("/auth/client-context")).body).toEqual({
      loginContext: "NETTBANK",
      distributor: "eika",
    });
  });

  it("sends the customer home, not to another site, whatever the form's goto", async () => {
    const browser = new TestClient(server.origin);
    const page = await browser.openLoginPage();
    const answer = await browser.submitLogin(page, "vanlig", { goto: "https://evil.example/" });
    const exchanged = await browser.visit(new URL(answer.headers.get("Location") ?? "", page.url));
    expect(exchanged.headers.get("Location")).toBe(appHome);
  });

  it("page, answer and exchange are never stored, refused or not", async () => {
    const browser = new TestClient(server.origin);
    const { page, answer, complete } = await formAnswered(browser);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const refusedForm = await browser.submitLogin({ url: page.url, state: "too-short" }, "vanlig");
    expect(refusedForm.status).toBe(400);
    expect(refusedForm.headers.get("Cache-Control")).toBe("no-store");
    const exchanged = await browser.visit(complete);
    expect(exchanged.headers.get("Cache-Control")).toBe("no-store");
    const again = await browser.visit(complete);
    expect(again.status).toBe(403);
    expect(again.headers.get("Cache-Control")).toBe("no-store");
  });

  it("issues no ticket for a form without a well-formed state", async () => {
    const browser = new TestClient(server.origin);
    const page = await browser.openLoginPage();
    const tickets = await ticketCount();
    for (const state of ["", "too-short", `${page.state}x`, `${page.state.slice(1)}\u0000`]) {
      expect((await browser.submitLogin({ url: page.url, state }, "vanlig")).status).toBe(400);
    }
    expect(await ticketCount()).toBe(tickets);
  });
});

describe("a ticket starts a session only once, in time, in the browser that started the login", () => {
  const refused = async (browser: TestClient, complete: URL) => {
    const before = await sessionCount();
    const answer = await browser.visit(complete);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("<h1>Innloggingen har utløpt</h1>");
    expect(browser.cookies.has("kfp-session")).toBe(false);
    expect(await sessionCount()).toBe(before);
    expect(await loggedIn(browser)).toBe(false);
  };

  it("a replay: the ticket sent again, with the state cookie, starts no session", async () => {
    const browser = new TestClient(server.origin);
    const { complete } = await formAnswered(browser);
    // A copy of the browser as it was before the exchange: its state cookie and the address.
    const copy = new TestClient(server.origin, new Map(browser.cookies));
    expect((await browser.visit(complete)).status).toBe(303);
    await refused(copy, complete);
  });

  it("login CSRF: a ticket another browser's login got starts nothing in this one", async () => {
    // The attacker logs in as someone in their own browser and sends the victim to the exchange.
    const attacker = new TestClient(server.origin);
    const { complete } = await formAnswered(attacker, "lo");
    const victim = new TestClient(server.origin);
    await victim.openLoginPage(); // the victim has a login state of their own
    await refused(victim, complete);
    // Nor does one without any state cookie.
    const stranger = new TestClient(server.origin);
    await refused(stranger, (await formAnswered(attacker, "lo")).complete);
  });

  it("login CSRF: a form posted with a state that is not the browser's starts nothing there", async () => {
    // Another site can post the login form with a state of its choosing (it cannot read the
    // victim's), and the browser follows the redirect with its own cookie.
    const victim = new TestClient(server.origin);
    const page = await victim.openLoginPage();
    const forged = await victim.submitLogin({ url: page.url, state: "A".repeat(43) }, "lo");
    expect(forged.status).toBe(303);
    await refused(victim, new URL(forged.headers.get("Location") ?? "", page.url));
  });

  it("without the state cookie, or with another well-formed one, the ticket starts nothing", async () => {
    const withoutState = new TestClient(server.origin);
    const first = await formAnswered(withoutState);
    withoutState.cookies.delete("kfp-login");
    await refused(withoutState, first.complete);

    const otherState = new TestClient(server.origin);
    const second = await formAnswered(otherState);
    otherState.cookies.set("kfp-login", "B".repeat(43));
    await refused(otherState, second.complete);
  });

  it("a ticket taken to another browser is used up there, and then fails in its own", async () => {
    const owner = new TestClient(server.origin);
    const { complete } = await formAnswered(owner);
    const thief = new TestClient(server.origin);
    await thief.openLoginPage();
    await refused(thief, complete);
    await refused(owner, complete);
  });

  it("an expired ticket starts nothing (two minutes)", async () => {
    const browser = new TestClient(server.origin);
    const { complete } = await formAnswered(browser);
    server.clock.advanceSeconds(121);
    await refused(browser, complete);
  });

  it("a ticket the form did not issue starts nothing, though it is well-formed", async () => {
    const browser = new TestClient(server.origin);
    const { complete } = await formAnswered(browser);
    for (const ticket of [
      "f".repeat(43),
      "",
      "x",
      "\u0000",
      `${complete.searchParams.get("ticket")}x`,
    ]) {
      const forged = new URL(`${server.origin}${completePath}`);
      forged.searchParams.set("ticket", ticket);
      await refused(browser, forged);
    }
    // The real one still works: the forgeries used nothing up.
    expect((await browser.visit(complete)).status).toBe(303);
  });

  it("two tabs showing the login share one state, so a login in either works", async () => {
    const browser = new TestClient(server.origin);
    const first = await browser.openLoginPage();
    const second = await browser.openLoginPage("/privat/forsikring/motor/bobil/");
    expect(second.state).toBe(first.state);
    const answer = await browser.submitLogin(first, "vanlig");
    const exchanged = await browser.visit(new URL(answer.headers.get("Location") ?? "", first.url));
    expect(exchanged.status).toBe(303);
  });
});

describe("which origin the login is served from", () => {
  it("pairs the loopback names both ways: the app at localhost frames the login of 127.0.0.1", async () => {
    const atLocalhost = new TestClient(loginSiteOf(server.origin));
    const page = await atLocalhost.openLoginPage();
    expect(page.url.origin).toBe(server.origin);
    expect(page.html).toContain(`data-app-origin="${loginSiteOf(server.origin)}"`);
    const answer = await atLocalhost.submitLogin(page, "vanlig");
    const complete = new URL(answer.headers.get("Location") ?? "");
    expect(complete.origin).toBe(loginSiteOf(server.origin));
    expect((await atLocalhost.visit(complete)).status).toBe(303);
    expect(atLocalhost.cookies.has("kfp-session")).toBe(true);
    expect(await loggedIn(atLocalhost)).toBe(true);
  });

  it("writes the absolute login address, with the state its answer sets, into a logged-out page", async () => {
    const browser = new TestClient(server.origin);
    const answer = await browser.raw("/privat/forsikring/motor/bobil/");
    const { login } = pageStartOf(await answer.text());
    const url = new URL(login.loginUrl);
    expect(url.origin).toBe(loginSiteOf(server.origin));
    expect(url.searchParams.get("state")).toBe(browser.cookies.get("kfp-login"));
    expect(answer.headers.getSetCookie().find((line) => line.startsWith("kfp-login="))).toMatch(
      /HttpOnly; SameSite=Lax$/,
    );
    // A second page in the same browser (another tab) keeps the state, and sets no cookie.
    const again = await browser.raw("/privat/forsikring/motor/bil/");
    expect(new URL(pageStartOf(await again.text()).login.loginUrl).searchParams.get("state")).toBe(
      url.searchParams.get("state"),
    );
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("keeps one origin, with relative addresses, for any other host name", async () => {
    for (const host of ["192.168.1.20:8080", "motor.sandbox.example", "127.0.0.2:8080"]) {
      const answer = await requestWithHost(
        "/api/privat/forsikring/auth/login?goto=%2Fprivat%2Fforsikring%2Fmotor%2Fbil%2F",
        host,
        { "X-Requested-By": "kfp-motor", Accept: "application/json" },
      );
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).loginUrl).toMatch(
        /^\/sandbox\/login\?goto=.*&state=[\w-]{43}$/,
      );
      const state = new URL(JSON.parse(answer.body).loginUrl, "http://x").searchParams.get("state");
      const page = await requestWithHost(`/sandbox/login?state=${state}`, host);
      expect(page.body).toContain('data-app-origin=""');
      expect(directive(page, "frame-ancestors")).toEqual(["'self'"]);
      expect(directive(page, "form-action")).toEqual(["'self'"]);
      const appPage = await requestWithHost(appHome, host);
      expect(directive(appPage, "frame-src")).toEqual(["'self'"]);
    }
  });

  it("logs in on one origin all the way with SANDBOX_LOGIN_SITE=same", async () => {
    const sameSite = await startTestServerWithPage(builtPage, {
      config: { sandboxLoginSite: "same" },
    });
    try {
      const browser = new TestClient(sameSite.origin);
      const page = await browser.openLoginPage();
      expect(page.url.origin).toBe(sameSite.origin);
      expect(page.html).toContain('data-app-origin=""');
      const answer = await browser.submitLogin(page, "vanlig");
      const complete = answer.headers.get("Location") ?? "";
      expect(complete).toMatch(/^\/sandbox\/login\/complete\?ticket=[\w-]{43}$/);
      expect((await browser.visit(new URL(complete, page.url))).status).toBe(303);
      expect(await loggedIn(browser)).toBe(true);
      const appPage = await browser.raw(appHome);
      expect(directive(appPage, "frame-src")).toEqual(["'self'"]);
      const loginPage = await browser.visit(page.url);
      expect(directive(loginPage, "frame-ancestors")).toEqual(["'self'"]);
    } finally {
      await sameSite.close();
    }
  });

  it("a login page opened without a state starts the login on its own origin", async () => {
    // A tester's own address, or a bank customer's way in (SPEC §6): the page at 127.0.0.1
    // sets the state there and sends the browser to the login on localhost.
    const browser = new TestClient(server.origin);
    const started = await browser.raw(
      "/sandbox/login?goto=%2Fprivat%2Fforsikring%2Fmotor%2Fbobil%2F&distributor=dnb",
    );
    expect(started.status).toBe(303);
    const url = new URL(started.headers.get("Location") ?? "");
    expect(url.origin).toBe(loginSiteOf(server.origin));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      goto: "/privat/forsikring/motor/bobil/",
      distributor: "dnb",
      state: browser.cookies.get("kfp-login"),
    });
    const page = await browser.visit(url);
    const html = await page.text();
    expect(html).toContain('<option value="dnb" selected>');
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const answer = await browser.submitLogin({ url, state }, "vanlig", {
      distributor: "dnb",
      goto: "/privat/forsikring/motor/bobil/",
    });
    const exchanged = await browser.visit(answer.headers.get("Location") ?? "");
    expect(exchanged.headers.get("Location")).toBe("/privat/forsikring/motor/bobil/");
    expect(await loggedIn(browser)).toBe(true);
  });

  it("the CSP names the other site per host: the app's frame-src, the login page's frame-ancestors and form-action", async () => {
    const local = loginSiteOf(server.origin);
    const loopback = server.origin;
    // In turns, so that one host's headers cannot be another's, kept from the request before.
    for (const [appOrigin, loginOrigin] of [
      [loopback, local],
      [local, loopback],
      [loopback, local],
    ] as const) {
      const appPage = await fetch(`${appOrigin}${appHome}`);
      expect(directive(appPage, "frame-src")).toEqual(["'self'", loginOrigin]);
      expect(directive(appPage, "form-action")).toEqual(["'self'"]);
      expect(directive(appPage, "frame-ancestors")).toContain("'self'");
      const loginPage = await fetch(`${loginOrigin}/sandbox/login?state=${"C".repeat(43)}`);
      expect(loginPage.status).toBe(200);
      // Only the app that shows it may frame it; its form's redirect goes to the app.
      expect(directive(loginPage, "frame-ancestors")).toEqual([appOrigin]);
      expect(directive(loginPage, "form-action")).toEqual(["'self'", appOrigin]);
    }
    // A logged-in customer's pages too (the headers of their distributor).
    const browser = new TestClient(local);
    await browser.login("vanlig", { distributor: "dnb" });
    const page = await browser.raw(appHome);
    expect(directive(page, "frame-src")).toEqual(["'self'", loopback]);
    expect(directive(page, "frame-ancestors")).toEqual(["'self'", "https://nettbank.dnb.example"]);
  });
});

describe("the login page's answers are the sandbox's own pages", () => {
  it("a refused exchange links back to the app", async () => {
    const answer = await new TestClient(server.origin).raw(
      `${completePath}?ticket=${"d".repeat(43)}`,
    );
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(`<a href="${appHome}">Til bilforsikring</a>`);
  });

  it("the page shows every test person, the state and the return address in its form", async () => {
    const page: LoginPage = await new TestClient(server.origin).openLoginPage(
      "/privat/forsikring/motor/bil/pris",
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<input type="hidden" name="goto" value="/privat/forsikring/motor/bil/pris">',
    );
    expect(page.html).toContain(`<input type="hidden" name="state" value="${page.state}">`);
    expect(page.html.match(/name="kundenummer"/g)?.length).toBeGreaterThan(5);
  });
});
