import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true } });
});
afterAll(() => server.close());

const pages = [
  "/api/privat/forsikring/auth/session-status",
  "/sandbox/login",
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
      expect(csp).toMatch(/frame-ancestors 'self' https:\/\/nettbank\.sb1\.example/);
      expect(response.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    });
  }

  it("limits frame-ancestors to the configured distributor origins", async () => {
    const response = await fetch(`${server.origin}/sandbox/login`);
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

  it("adds HSTS and __Host- Secure cookies when served over HTTPS (behind a trusted proxy)", async () => {
    const client = new TestClient(server.origin);
    const page = await client.raw("/sandbox/login", { headers: { "X-Forwarded-Proto": "https" } });
    expect(page.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const nonce = /name="nonce" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const login = await client.raw("/sandbox/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-Proto": "https",
      },
      body: new URLSearchParams({
        kundenummer: "10000002",
        distributor: "sb1",
        loginContext: "ÅPEN",
        nonce,
      }).toString(),
    });
    const cookies = login.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith("__Host-kfp-session="));
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(
      cookies.some((line) => line.startsWith("__Host-XSRF-TOKEN=") && /Secure/.test(line)),
    ).toBe(true);
  });
});
