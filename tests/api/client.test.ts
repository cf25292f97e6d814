import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xsrfHeader } from "../../core/contract/common.ts";
import { ApiError, ResponseShapeError } from "../../src/api/apiError.ts";
import {
  fetchClientContext,
  fetchLoginUrl,
  fetchRuntimeConfig,
  fetchSessionStatus,
  loginUrlFor,
  logout,
  prefetchLoginUrl,
} from "../../src/api/auth.ts";
import { createApiClient, toSearchParams, withoutNulls } from "../../src/api/client.ts";
import { fetchCustomer } from "../../src/api/customer.ts";
import {
  companyLists,
  fetchOfferOverview,
  readBonusList,
  readCompanies,
  readContactInfo,
  readMileageOptions,
} from "../../src/api/lists.ts";
import { validateEmail } from "../../src/api/validation.ts";
import { readCookie } from "../../src/platform/cookies.ts";
import { type RunningServer, startTestServer, TestClient } from "../server/harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A logged-in browser: the test client's cookie jar behind the api client's fetch. */
async function loggedInApi(
  persona: string,
  onSessionExpiry?: (seconds: number) => void,
  onRequest?: (url: URL) => void,
) {
  const browser = new TestClient(server.origin);
  await browser.login(persona);
  return createApiClient({
    apiHost: server.origin,
    fetch: (input, init) => {
      onRequest?.(new URL(input instanceof Request ? input.url : String(input)));
      return browser.fetch(input, init);
    },
    readCookies: () => browser.cookieHeader(),
    onSessionExpiry,
  });
}

describe("api client against the sandbox", () => {
  it("reads the session status and the customer, with the expiry reported", async () => {
    const expiries: number[] = [];
    const api = await loggedInApi("vanlig", (seconds) => expiries.push(seconds));
    expect((await fetchSessionStatus(api)).kfpSessionId).toBeTruthy();
    const customer = await fetchCustomer(api);
    expect(customer.fornavn).toBe("Kari");
    expect(expiries).toEqual([900, 900]);
  });

  it("copies the XSRF cookie into the header on POST, so logout is accepted", async () => {
    const api = await loggedInApi("vanlig");
    const { logoutUrl } = await logout(api);
    expect(logoutUrl).toBe(server.config.distributors.sb1.loggUtUrl);
    expect((await fetchSessionStatus(api)).kfpSessionId).toBeUndefined();
  });

  it("tells onRequestError which call failed (method and path), before it throws", async () => {
    const browser = new TestClient(server.origin);
    const seen: unknown[] = [];
    const api = createApiClient({
      apiHost: server.origin,
      fetch: browser.fetch,
      readCookies: () => browser.cookieHeader(),
      onRequestError: (error, call) => seen.push({ status: (error as ApiError).status, call }),
    });
    await expect(fetchCustomer(api)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ status: 401, call: { method: "GET", path: "/skadekunde/" } }]);
  });

  it("turns a status of 400 or above into an ApiError with status and parsed details", async () => {
    const api = createApiClient({ apiHost: server.origin });
    const error = await fetchClientContext(api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, details: { feil: { kode: "ikkeInnlogget" } } });
  });

  it("puts GET payloads into the query string", async () => {
    const asked: URL[] = [];
    const api = await loggedInApi("vanlig", undefined, (url) => asked.push(url));
    await validateEmail(api, "kari@example.no");
    expect(asked.at(-1)?.searchParams.get("emailAddress")).toBe("kari@example.no");
  });

  it("sends the login call without a payload, and the login returns to the page it came from (SPEC §7, issue 29.5)", async () => {
    const asked: URL[] = [];
    const api = createApiClient({
      apiHost: server.origin,
      fetch: (input, init) => {
        asked.push(new URL(new Request(input, init).url));
        return fetch(input, init);
      },
    });
    const { loginUrl } = await fetchLoginUrl(api, "/privat/forsikring/motor/bobil/");
    const login = asked.find((url) => url.pathname.endsWith("/auth/login"));
    expect(login?.search).toBe("");
    expect(new URL(loginUrl, server.origin).searchParams.get("goto")).toBe(
      "/privat/forsikring/motor/bobil/",
    );
  });

  it("copies the XSRF cookie into the header on every request, GET included (SPEC §7, issue 29.5)", async () => {
    const headers: { method: string; xsrf: string | null }[] = [];
    const browser = new TestClient(server.origin);
    await browser.login("vanlig");
    const token = readCookie(browser.cookieHeader(), "XSRF-TOKEN");
    expect(token).toBeTruthy();
    const api = createApiClient({
      apiHost: server.origin,
      fetch: (input, init) => {
        // Read the headers without copying the request: a copy would use up its body.
        const request = input instanceof Request ? input : new Request(input, init);
        headers.push({ method: request.method, xsrf: request.headers.get(xsrfHeader) });
        return browser.fetch(input, init);
      },
      readCookies: () => browser.cookieHeader(),
    });
    await fetchSessionStatus(api);
    await fetchCustomer(api);
    await logout(api);
    expect(headers.map((sent) => sent.method)).toEqual(["GET", "GET", "POST"]);
    for (const sent of headers) expect(sent.xsrf).toBe(token);
  });

  it("sends no anti-forgery header when there is no XSRF cookie", async () => {
    const headers: (string | null)[] = [];
    const api = createApiClient({
      apiHost: server.origin,
      fetch: (input, init) => {
        headers.push(new Request(input, init).headers.get(xsrfHeader));
        return fetch(input, init);
      },
      readCookies: () => "",
    });
    await fetchSessionStatus(api);
    expect(headers).toEqual([null]);
  });

  it("refuses a response that does not match the contract", async () => {
    const api = createApiClient({ apiHost: server.origin });
    const error = await api
      .get(v.object({ finnesIkke: v.string() }), "/auth/session-status")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
  });

  it("asks for the login address once at start and hands that answer to the login page", async () => {
    const asked: string[] = [];
    // A browser's cookies: the answers' login state is the one its first answer set.
    const browser = new TestClient(server.origin);
    const api = createApiClient({
      apiHost: server.origin,
      fetch: (input, init) => {
        asked.push(new Request(input, init).url);
        return browser.fetch(input, init);
      },
    });
    const goto = "/privat/forsikring/motor/bil/?registreringsnummer=SX10001";
    prefetchLoginUrl(api, goto);
    const first = await loginUrlFor(api, goto);
    expect(first.loginUrl).toContain("/sandbox/login?goto=");
    expect(asked.filter((url) => url.includes("/auth/login"))).toHaveLength(1);
    // Used once: the next login page (or another address) asks again.
    await loginUrlFor(api, goto);
    prefetchLoginUrl(api, "/privat/forsikring/motor/bobil/");
    const other = await loginUrlFor(api, goto);
    expect(other).toEqual(first);
    expect(asked.filter((url) => url.includes("/auth/login"))).toHaveLength(4);
  });

  /** A logged-in client that notes the path of every request it sends. */
  async function loggedInRecordingApi() {
    const browser = new TestClient(server.origin);
    await browser.login("vanlig");
    const asked: string[] = [];
    const api = createApiClient({
      apiHost: server.origin,
      fetch: (input, init) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return browser.fetch(input, init);
      },
      readCookies: () => browser.cookieHeader(),
    });
    return { api, asked };
  }

  it("prefetch: the next get of the same call takes the early answer, once, checked then", async () => {
    const { api, asked } = await loggedInRecordingApi();
    api.prefetch("/skadekunde/");
    expect((await fetchCustomer(api)).fornavn).toBe("Kari");
    expect(asked).toEqual(["/api/privat/forsikring/skadekunde/"]);
    // Used once: the next get asks again.
    await fetchCustomer(api);
    expect(asked).toHaveLength(2);
    // Another query is another call.
    api.prefetch("/auth/login", { goto: "/privat/forsikring/motor/bil/" });
    await fetchLoginUrl(api, "/privat/forsikring/motor/bobil/");
    expect(asked).toHaveLength(4);
    // The schema of the get that takes the answer decides, as for any get.
    api.prefetch("/auth/session-status");
    const shape = await api
      .get(v.object({ finnesIkke: v.string() }), "/auth/session-status")
      .catch((caught: unknown) => caught);
    expect(shape).toBeInstanceOf(ResponseShapeError);
  });

  it("answered: the page's answer is taken by the next get of the call, once, checked then", async () => {
    const { api, asked } = await loggedInRecordingApi();
    const fromServer = await fetchCustomer(api);
    asked.length = 0;
    api.answered("/skadekunde/", {}, { ...fromServer, fornavn: "Fra siden" });
    // A prefetch of the same call leaves the page's answer in place and sends nothing.
    api.prefetch("/skadekunde/");
    expect((await fetchCustomer(api)).fornavn).toBe("Fra siden");
    expect(asked).toEqual([]);
    // Used once: the next get asks the API.
    expect((await fetchCustomer(api)).fornavn).toBe("Kari");
    expect(asked).toEqual(["/api/privat/forsikring/skadekunde/"]);
    // The get's schema decides (the login call has no payload, SPEC §7).
    api.answered("/auth/login", {}, { finnesIkke: 1 });
    const shape = await fetchLoginUrl(api, "/a").catch((caught: unknown) => caught);
    expect(shape).toBeInstanceOf(ResponseShapeError);
  });

  it("prefetch: a failed early call fails the get that takes it, with the API's error", async () => {
    const api = createApiClient({ apiHost: server.origin });
    api.prefetch("/skadekunde/");
    const error = await fetchCustomer(api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it("reads the runtime configuration beside the app", async () => {
    const config = await fetchRuntimeConfig(`${server.origin}/privat/forsikring/motor/bil/`);
    expect(config.kfpApiHost).toBe("");
  });
});

describe("every list call through the client (null fields removed, then the contract)", () => {
  it("reads mileage options, including the unlimited option without km", async () => {
    const api = await loggedInApi("vanlig");
    const { kjoerelengder } = await readMileageOptions(api).get();
    expect(kjoerelengder.find((option) => option.kode === "99")).toEqual({
      kode: "99",
      tekst: "Ubegrenset",
    });
  });

  it("reads companies, bonus levels, contact info and the offer overview", async () => {
    const api = await loggedInApi("eksisterende");
    for (const list of companyLists)
      expect((await readCompanies(api, list).get()).selskaper.length).toBeGreaterThan(0);
    expect((await readBonusList(api).get()).bonusliste.length).toBeGreaterThan(0);
    expect((await readContactInfo(api).get()).navn).toBeTruthy();
    expect((await fetchOfferOverview(api)).tilbud.length).toBeGreaterThan(0);
  });
});

describe("api client helpers", () => {
  it("skips null and undefined query values", () => {
    expect(toSearchParams({ a: "1", b: null, c: undefined, d: false, e: 0 }).toString()).toBe(
      "a=1&d=false&e=0",
    );
  });

  it("removes null fields at any depth", () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 1 }, e: [{ f: null, g: 2 }] })).toEqual({
      b: { d: 1 },
      e: [{ g: 2 }],
    });
  });

  it("reads one cookie from a cookie string", () => {
    expect(readCookie("a=1; XSRF-TOKEN=abc%3D; b=2", "XSRF-TOKEN")).toBe("abc=");
    expect(readCookie("a=1", "XSRF-TOKEN")).toBeUndefined();
    // A value that is not valid percent-encoding is kept as it is, not thrown on (every POST
    // reads the XSRF cookie, and one bad cookie must not stop them).
    expect(readCookie("XSRF-TOKEN=%E0%A4%A; b=2", "XSRF-TOKEN")).toBe("%E0%A4%A");
  });
});
