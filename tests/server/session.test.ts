import { hash } from "node:crypto";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionStatusResponse } from "../../core/contract/auth.ts";
import { sessionExpiryHeader } from "../../core/contract/common.ts";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ config: { sessionTtlSeconds: 900 } });
});
afterAll(() => server.close());

describe("session lifecycle", () => {
  it("is logged out before login: no session id, no expiry header, protected calls get 401", async () => {
    const client = new TestClient(server.origin);
    const status = await client.get("/auth/session-status");
    expect(status.status).toBe(200);
    expect(v.parse(SessionStatusResponse, status.body)).toEqual({});
    expect(status.headers.get(sessionExpiryHeader)).toBeNull();
    const customer = await client.get("/skadekunde/");
    expect(customer.status).toBe(401);
    expect(customer.body).toEqual({ feil: { kode: "ikkeInnlogget" } });
  });

  it("logs in through the test-ID form and sets an httpOnly Lax session cookie and an XSRF cookie", async () => {
    const client = new TestClient(server.origin);
    const response = await client.login("vanlig");
    // The app's origin exchanged the login's ticket and sends the browser on to the app.
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/privat/forsikring/motor/bil/");
    const cookies = response.headers.getSetCookie();
    const sessionCookie = cookies.find((line) => line.startsWith("kfp-session="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const xsrfCookie = cookies.find((line) => line.startsWith("XSRF-TOKEN="));
    expect(xsrfCookie).toBeDefined();
    expect(xsrfCookie).not.toMatch(/HttpOnly/i);
    const status = await client.get<{ kfpSessionId?: string }>("/auth/session-status");
    expect(status.body.kfpSessionId).toMatch(/^[0-9a-f]{24}$/);
    // The public id must not be the cookie token itself.
    expect(client.cookies.get("kfp-session")).not.toContain(status.body.kfpSessionId);
  });

  it("reports the seconds left in X-Session-Expiry and refreshes them on activity", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const first = await client.get("/auth/session-status");
    expect(first.headers.get(sessionExpiryHeader)).toBe("900");
    server.clock.advanceSeconds(600);
    const later = await client.get("/skadekunde/");
    // Activity slides the expiry, so a full TTL is left again.
    expect(later.headers.get(sessionExpiryHeader)).toBe("900");
    server.clock.advanceSeconds(899);
    const refreshed = await client.get("/auth/session-status");
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get(sessionExpiryHeader)).toBe("900");
  });

  it("expires after the TTL without activity: 401 on protected calls, logged out on session-status", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    server.clock.advanceSeconds(900);
    const customer = await client.get("/skadekunde/");
    expect(customer.status).toBe(401);
    const status = await client.get("/auth/session-status");
    expect(status.body).toEqual({});
  });

  it("logs out: the session is deleted, cookies cleared, and the distributor's logout URL returned", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig", { distributor: "eika" });
    const sessionToken = client.cookies.get("kfp-session");
    const logout = await client.post<{ logoutUrl: string }>("/auth/logout", {});
    expect(logout.status).toBe(200);
    expect(logout.body.logoutUrl).toBe(server.config.distributors.eika.loggUtUrl);
    expect(client.cookies.has("kfp-session")).toBe(false);
    // Replaying the old cookie does not bring the session back.
    const replay = new TestClient(server.origin);
    replay.cookies.set("kfp-session", sessionToken ?? "");
    expect((await replay.get("/skadekunde/")).status).toBe(401);
  });

  it("follows a same-site goto on logout but never an outside address", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const inside = await client.post<{ logoutUrl: string }>("/auth/logout", {
      goto: "/privat/forsikring/oversikt",
    });
    expect(inside.body.logoutUrl).toBe("/privat/forsikring/oversikt");
    const other = new TestClient(server.origin);
    await other.login("vanlig");
    const outside = await other.post<{ logoutUrl: string }>("/auth/logout", {
      goto: "https://evil.example/",
    });
    expect(outside.body.logoutUrl).toBe("/privat/forsikring/motor/bil/");
  });

  it("logging in again ends the previous session: its token and XSRF token are refused afterwards", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const first = {
      session: client.cookies.get("kfp-session"),
      xsrf: client.cookies.get("XSRF-TOKEN"),
    };
    await client.login("samtykke");
    expect(client.cookies.get("kfp-session")).not.toBe(first.session);
    expect(client.cookies.get("XSRF-TOKEN")).not.toBe(first.xsrf);
    expect((await client.get("/skadekunde/")).status).toBe(200);

    // Someone who kept (or planted) the first cookies gets nothing with them.
    const kept = new TestClient(server.origin);
    kept.cookies.set("kfp-session", first.session ?? "");
    kept.cookies.set("XSRF-TOKEN", first.xsrf ?? "");
    expect((await kept.get("/skadekunde/")).status).toBe(401);
    expect((await kept.get("/auth/session-status")).body).toEqual({});
    const stored = await server.db.query("select 1 from sessions where id = $1", [
      hash("sha256", first.session ?? "", "hex"),
    ]);
    expect(stored).toEqual([]);
  });

  it("stores sessions in the database, not in process memory", async () => {
    const client = new TestClient(server.origin);
    await client.login("lo");
    const rows = await server.db.query<{ kundenummer: string }>(
      "select kundenummer from sessions where kundenummer = '10000011'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("request refusals", () => {
  it("refuses a call without the requested-by marker header with 400", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const response = await client.get("/skadekunde/", { omitMarker: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ feil: { kode: "manglerMarkoer", felt: "X-Requested-By" } });
  });

  it("refuses a non-GET call without the XSRF header with 403", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const response = await client.post(
      "/samtykke/oppdater",
      { crossDomainConsentApproved: true, marketingConsentApproved: true },
      { omitXsrf: true },
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ feil: { kode: "xsrf" } });
  });

  it("refuses a non-GET call whose XSRF header does not match the cookie", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const response = await client.post(
      "/samtykke/oppdater",
      { crossDomainConsentApproved: true, marketingConsentApproved: true },
      { omitXsrf: true, headers: { "X-XSRF-TOKEN": "forged" } },
    );
    expect(response.status).toBe(403);
  });

  it("refuses another session's XSRF token even when cookie and header agree", async () => {
    const victim = new TestClient(server.origin);
    await victim.login("vanlig");
    const attacker = new TestClient(server.origin);
    await attacker.login("lo");
    const attackerToken = attacker.cookies.get("XSRF-TOKEN") ?? "";
    victim.cookies.set("XSRF-TOKEN", attackerToken);
    const response = await victim.post("/samtykke/oppdater", {
      crossDomainConsentApproved: false,
      marketingConsentApproved: false,
    });
    expect(response.status).toBe(403);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const client = new TestClient(server.origin);
    const response = await client.get("/finnes/ikke");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ feil: { kode: "ikkeFunnet" } });
  });
});

describe("database", () => {
  it("runs on PostgreSQL when DATABASE_URL is set, else on PGlite", () => {
    expect(server.db.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("explicit refresh", () => {
  it("session-status always gives the full TTL back, even right after another call", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    server.clock.advanceSeconds(20);
    await client.get("/skadekunde/");
    server.clock.advanceSeconds(5);
    // 'Fortsett økten': the warning must close, so the refresh cannot wait for the slide interval.
    const refreshed = await client.get("/auth/session-status");
    expect(refreshed.headers.get(sessionExpiryHeader)).toBe("900");
  });
});
