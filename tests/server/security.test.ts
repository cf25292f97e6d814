import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  idempotencyKeyHeader,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../core/contract/common.ts";
import { requestLimits } from "../../server/http/limits.ts";
import { seed } from "../../server/seed/seed.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import {
  loginSiteOf,
  priceRequestBody,
  purchaseRequestBody,
  type RunningServer,
  savedOfferOf,
  startTestServer,
  TestClient,
  writtenState,
} from "./harness.ts";

/**
 * Writes the lines, joined by CRLF, on a connection of its own and answers everything the server
 * sent until it closed the connection: for requests no HTTP client would send.
 */
function rawExchange(origin: string, lines: string[]): Promise<string> {
  const { port } = new URL(origin);
  return new Promise<string>((resolve, reject) => {
    let received = "";
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(lines.join("\r\n")));
    socket.on("data", (data) => {
      received += data.toString();
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

const kundenummerOf = (persona: string) =>
  testPersons.find((person) => person.persona === persona)?.kundenummer ?? "";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true } });
});
afterAll(() => server.close());

const pages = [
  "/api/privat/forsikring/auth/session-status",
  `/sandbox/login?state=${"S".repeat(43)}`,
  "/privat/forsikring/motor/bil/runtime-config.json",
  "/privat/forsikring/oversikt",
] as const;

describe("security headers", () => {
  for (const path of pages) {
    it(`sends CSP, Referrer-Policy and nosniff on ${path}`, async () => {
      const response = await fetch(`${server.origin}${path}`, {
        headers: { "X-Requested-By": "kfp-motor" },
      });
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      // The login page's only ancestor is the app, on the other loopback name (decision 0015).
      const ancestor = path.startsWith("/sandbox/login") ? loginSiteOf(server.origin) : "'self'";
      expect(csp).toContain(`frame-ancestors ${ancestor}`);
      expect(response.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    });
  }

  const frameAncestorsOf = (response: { headers: Headers }) =>
    /frame-ancestors ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

  it("lets only the app frame the sandbox login page, before and after the login", async () => {
    // The app at 127.0.0.1 shows the login of localhost, which only that app may frame
    // (decision 0015); the exchange on the app's origin names the login's site the same way.
    const client = new TestClient(server.origin);
    const page = await client.openLoginPage();
    expect(frameAncestorsOf(page)).toBe(server.origin);
    expect(frameAncestorsOf(await client.login("vanlig"))).toBe(loginSiteOf(server.origin));
    // Over HTTPS (a proxy) the login is the app's own page: only the app's own origin.
    const https = { "X-Forwarded-Proto": "https" };
    expect(frameAncestorsOf(await client.openLoginPage(undefined, { headers: https }))).toBe(
      "'self'",
    );
  });

  it("limits frame-ancestors of the app's pages to the configured distributor origins", async () => {
    const response = await fetch(`${server.origin}/privat/forsikring/oversikt`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(ancestors.sort()).toEqual(
      [
        "'self'",
        "https://nettbank.sb1.example",
        "https://nettbank.eika.example",
        "https://nettbank.dnb.example",
      ].sort(),
    );
  });

  // The price answers with all its headers at once (completeAnswer), not through the middlewares'
  // code after next(): it must carry exactly what any other API answer of the session carries.
  it("gives the price answer the headers of the API's other answers, over HTTP and HTTPS", async () => {
    const headersOf = (response: { headers: Headers }) =>
      Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !["date", "content-length", "connection", "keep-alive"].includes(name),
        ),
      );
    for (const https of [false, true]) {
      const client = new TestClient(server.origin);
      const proxied: Record<string, string> = https ? { "X-Forwarded-Proto": "https" } : {};
      await client.login("vanlig", { distributor: "dnb", headers: proxied });
      const xsrf = client.cookies.get(https ? "__Host-XSRF-TOKEN" : "XSRF-TOKEN") ?? "";
      const headers = { ...proxied, [xsrfHeader]: xsrf };
      const price = await client.post(
        "/motor/bil/pris",
        priceRequestBody({ registreringsnummer: "SX20002" }),
        { headers },
      );
      const cars = await client.get("/motor/bil/biler", { headers });
      expect([price.status, cars.status]).toEqual([200, 200]);
      expect(headersOf(price)).toEqual(headersOf(cars));
      expect(headersOf(price)).toMatchObject({
        "cache-control": "no-store",
        "content-type": "application/json",
        "referrer-policy": "same-origin",
        "x-content-type-options": "nosniff",
        "x-session-expiry": expect.stringMatching(/^\d+$/),
      });
      expect(frameAncestorsOf(price)).toBe("'self' https://nettbank.dnb.example");
      expect(price.headers.has("Strict-Transport-Security")).toBe(https);
    }
  });

  // The checks on the way of a request run inside two middlewares (server/http/guards.ts), not a
  // layer each: a refusal must still carry the headers of the checks it has passed, as when each
  // was a layer of its own, and none of the later ones (the session's only once it was loaded).
  it("gives each refusal on the way the headers of the checks it passed", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig", { distributor: "dnb" });
    const anonymous = new TestClient(server.origin);
    const anyBank = frameAncestorsOf(await fetch(`${server.origin}/privat/forsikring/oversikt`));
    const ownBank = "'self' https://nettbank.dnb.example";
    const wayOf = (response: { status: number; headers: Headers }) => ({
      status: response.status,
      frameAncestors: frameAncestorsOf(response),
      nosniff: response.headers.get("X-Content-Type-Options"),
      cacheControl: response.headers.get("Cache-Control"),
      sessionExpiry: response.headers.has("X-Session-Expiry"),
    });
    const expected = (
      status: number,
      frameAncestors: string | undefined,
      cacheControl: string | null,
      sessionExpiry: boolean,
    ) => ({ status, frameAncestors, nosniff: "nosniff", cacheControl, sessionExpiry });
    const price = priceRequestBody({ registreringsnummer: "SX20002" });
    const plannedFault = await fetch(`${server.origin}/sandbox/feil/${kundenummerOf("vanlig")}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([{ metode: "GET", sti: "/motor/bil/biler", status: 502 }]),
    });
    expect(plannedFault.status).toBe(204);

    const ways = {
      noMarker: wayOf(await client.get("/motor/bil/biler", { omitMarker: true })),
      noSession: wayOf(await anonymous.get("/motor/bil/biler")),
      noXsrf: wayOf(await client.post("/motor/bil/pris", price, { omitXsrf: true })),
      plannedFault: wayOf(await client.get("/motor/bil/biler")),
      unknownPath: wayOf(await client.get("/motor/bil/finnes-ikke")),
      invalidBody: wayOf(await client.post("/motor/bil/pris", { ...price, bonuskode: "x" })),
      tooLarge: wayOf(
        await client.api("POST", "/motor/bil/pris", {
          rawBody: "x".repeat(requestLimits.maxBodyBytes + 1),
        }),
      ),
      undecodablePath: wayOf(await client.raw("/api/privat/forsikring/motor/bil/%E0%A4%A")),
      priced: wayOf(await client.post("/motor/bil/pris", price)),
    };
    expect(ways).toEqual({
      // Before the session is loaded: no expiry, and the frames of a caller not logged in.
      noMarker: expected(400, anyBank, "no-store", false),
      noSession: expected(401, anyBank, "no-store", false),
      noXsrf: expected(403, ownBank, "no-store", true),
      plannedFault: expected(502, ownBank, "no-store", true),
      unknownPath: expected(404, ownBank, "no-store", true),
      invalidBody: expected(400, ownBank, "no-store", true),
      // Refused at the door, before the API's checks: only the security headers.
      tooLarge: expected(413, anyBank, null, false),
      undecodablePath: expected(400, anyBank, null, false),
      priced: expected(200, ownBank, "no-store", true),
    });
  });

  it("adds HSTS and __Host- Secure cookies when served over HTTPS (behind a trusted proxy)", async () => {
    const client = new TestClient(server.origin);
    const https = { "X-Forwarded-Proto": "https" };
    const page = await client.openLoginPage(undefined, { headers: https });
    expect(page.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    // The login's state too: the page's answer set it before the form was sent.
    const state = client.cookies.get("__Host-kfp-login");
    expect(state).toBe(page.state);
    const answer = await client.submitLogin(page, "vanlig", { headers: https });
    const login = await client.visit(new URL(answer.headers.get("Location") ?? "", page.url), {
      headers: https,
    });
    const cookies = login.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith("__Host-kfp-session="));
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(
      cookies.some((line) => line.startsWith("__Host-XSRF-TOKEN=") && /Secure/.test(line)),
    ).toBe(true);
    // The exchange clears the state's cookie under the same prefixed name.
    expect(cookies.some((line) => /^__Host-kfp-login=;.*Max-Age=0/.test(line))).toBe(true);
  });
});

describe("request limits", () => {
  const feedbackWith = (bytes: number) =>
    JSON.stringify({ productCode: "bil", page: "pris", feedbackValue: 4, text: "x".repeat(bytes) });

  it("refuses a 1 MB body with 413 before the session, XSRF or the JSON is looked at", async () => {
    // Not logged in and without an XSRF token: only a check before those answers 413.
    const client = new TestClient(server.origin);
    const response = await client.api<{ feil: { kode: string; felt: string } }>(
      "POST",
      "/feedback/",
      { rawBody: feedbackWith(1024 * 1024) },
    );
    expect(response.status).toBe(413);
    expect(response.body.feil).toMatchObject({ kode: "forStorForespoersel", felt: "body" });
  });

  it("counts a chunked body without Content-Length and refuses it once past the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Twice the limit at most: the server must stop it long before the stream ends.
        if (sent >= requestLimits.maxBodyBytes * 2) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await fetch(`${server.origin}/api/privat/forsikring/feedback/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [requestedByHeader]: requestedByValue },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("takes a body just under the limit (and validates it as usual)", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const before = await writtenState(server.db);
    const response = await client.api<{ feil: { felt: string } }>("POST", "/feedback/", {
      rawBody: feedbackWith(requestLimits.maxBodyBytes - 200),
    });
    // Read and parsed: refused by the schema's text length, not by the size limit.
    expect(response.status).toBe(400);
    expect(response.body.feil.felt).toBe("text");
    expect(await writtenState(server.db)).toEqual(before);
  });

  it("ends a request whose body never finishes arriving with 408", async () => {
    const slow = await startTestServer({ requestTimeoutMs: 1_000 });
    try {
      // Promises 100 bytes, sends one, then waits: a slow-body client. Logout reads its body
      // without a session; marker and XSRF pair let the call get that far.
      const answer = await rawExchange(slow.origin, [
        "POST /api/privat/forsikring/auth/logout HTTP/1.1",
        "Host: 127.0.0.1",
        `${requestedByHeader}: ${requestedByValue}`,
        "Cookie: XSRF-TOKEN=slow",
        `${xsrfHeader}: slow`,
        "Content-Type: application/json",
        "Content-Length: 100",
        "",
        "{",
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });

  // The middlewares read the headers from Node's request (server/http/requestHeaders.ts), which
  // keeps only the first of a repeated Content-Type and joins repeated cookies with "; ".
  it("reads a repeated header as the fetch Headers joins it, whatever Node keeps", async () => {
    const logout = (headerLines: string[]) =>
      rawExchange(server.origin, [
        "POST /api/privat/forsikring/auth/logout HTTP/1.1",
        "Host: 127.0.0.1",
        "Connection: close",
        `${requestedByHeader}: ${requestedByValue}`,
        `${xsrfHeader}: pair`,
        ...headerLines,
        "Content-Length: 2",
        "",
        "{}",
      ]);
    const json = "Content-Type: application/json";
    expect(await logout(["Cookie: XSRF-TOKEN=pair", json])).toMatch(/^HTTP\/1\.1 200/);
    expect(await logout(["Cookie: a=1", "Cookie: XSRF-TOKEN=pair", json])).toMatch(
      /^HTTP\/1\.1 200/,
    );
    expect(await logout(["Cookie: XSRF-TOKEN=pair", json, "Content-Type: text/plain"])).toMatch(
      /^HTTP\/1\.1 415/,
    );
  });

  it("production's request timeout is well under Node's 300 s default", () => {
    expect(requestLimits.requestTimeoutMs).toBeLessThanOrEqual(60_000);
  });
});

describe("caching", () => {
  it("answers with personal data carry Cache-Control: no-store, the purchase result too", async () => {
    const avtalenummer = await savedOfferOf(server, "vanlig");
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const bought = await client.post<{ avtalenummer: string }>(
      "/motor/bil/kjop",
      purchaseRequestBody(avtalenummer, { regnr: "SX20002", registreringsaar: 2018 }),
      { headers: { [idempotencyKeyHeader]: "caching-test" } },
    );
    expect(bought.status).toBe(200);
    expect(bought.headers.get("Cache-Control")).toBe("no-store");
    for (const path of [
      "/skadekunde/",
      "/avtaleoversikt/tilbud",
      `/motor/bil/avtale?avtalenummer=${avtalenummer}`,
      "/motor/bil/biler",
      "/auth/session-status",
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    // The saved offer's page for a logged-in customer: tests/server/firstScreen.test.ts.
  });
});

describe("tracking ids", () => {
  it("are opaque, not derived from the customer number, and stay the same when the sandbox re-seeds", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const trackingIdOf = async () =>
      (await client.get<{ trackingId: string }>("/skadekunde/")).body.trackingId;
    const trackingId = await trackingIdOf();
    expect(trackingId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(trackingId).not.toContain(kundenummerOf("vanlig"));
    await seed(server.db, server.clock.now());
    expect(await trackingIdOf()).toBe(trackingId);
  });

  it("a database seeded with the old 'trk-' + number ids gets opaque ones", async () => {
    const kundenummer = kundenummerOf("lo");
    await server.db.query("update customers set tracking_id = $1 where kundenummer = $2", [
      `trk-${kundenummer}`,
      kundenummer,
    ]);
    await seed(server.db, server.clock.now());
    const [row] = await server.db.query<{ tracking_id: string }>(
      "select tracking_id from customers where kundenummer = $1",
      [kundenummer],
    );
    expect(row?.tracking_id).not.toContain(kundenummer);
  });
});
