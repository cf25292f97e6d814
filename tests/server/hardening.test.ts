/**
 * Issue 28's smaller findings, each as the attack met it: frames, bodies on GET, the fault plans'
 * memory, source maps, and the CSP for analytics and error reports (the sandbox login's caching
 * and its once-only tokens: tests/server/sandboxLogin.test.ts). Runs against the source and the
 * built server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPersons } from "../../server/seed/testPersons.ts";
import { builtPage, type RunningServer, startTestServer, TestClient } from "./harness.ts";

const kundenummerOf = (persona: string) =>
  testPersons.find((person) => person.persona === persona)?.kundenummer ?? "";

/** A built app with one script and its source map, as Vite writes them. */
const clientRoot = mkdtempSync(path.join(tmpdir(), "motor-hardening-client-"));
mkdirSync(path.join(clientRoot, "assets"));
writeFileSync(path.join(clientRoot, "index.html"), builtPage);
writeFileSync(
  path.join(clientRoot, "assets", "index-abc.js"),
  "console.log(1);\n//# sourceMappingURL=index-abc.js.map\n",
);
writeFileSync(
  path.join(clientRoot, "assets", "index-abc.js.map"),
  '{"version":3,"sources":["src/app/App.tsx"]}',
);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({
    clientRoot,
    config: { mixpanelProjectKey: "project-key", sentryDsn: "https://key@errors.example.com/7" },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(clientRoot, { recursive: true, force: true });
});

const directive = (response: { headers: Headers }, name: string) =>
  new RegExp(`${name} ([^;]*)`)
    .exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    ?.split(" ");

describe("frame-ancestors follow the customer's own distributor", () => {
  it("lists only the logged-in customer's bank, on pages and API answers", async () => {
    const eika = new TestClient(server.origin);
    await eika.login("vanlig", { distributor: "eika" });
    for (const response of [
      await eika.raw("/privat/forsikring/motor/bil/"),
      await eika.get("/skadekunde/"),
    ]) {
      expect(directive(response, "frame-ancestors")).toEqual([
        "'self'",
        "https://nettbank.eika.example",
      ]);
    }
    const direct = new TestClient(server.origin);
    await direct.login("vanlig", { distributor: "none" });
    expect(directive(await direct.raw("/privat/forsikring/motor/bil/"), "frame-ancestors")).toEqual(
      ["'self'"],
    );
  });

  it("before the login, any distributor's bank (one of them shows the login)", async () => {
    const page = await new TestClient(server.origin).raw("/privat/forsikring/motor/bil/");
    expect(directive(page, "frame-ancestors")?.sort()).toEqual(
      [
        "'self'",
        "https://nettbank.sb1.example",
        "https://nettbank.eika.example",
        "https://nettbank.dnb.example",
      ].sort(),
    );
  });
});

describe("request bodies and fault plans are bounded whatever the method", () => {
  /** A GET that declares `declared` bytes and sends only the first KB of them. */
  const getWithBody = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.origin);
      const request = httpRequest({
        host: hostname,
        port: Number(port),
        method: "GET",
        path: "/api/privat/forsikring/auth/session-status",
        headers: { "X-Requested-By": "kfp-motor", ...headers },
      });
      request.once("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.once("error", reject);
      request.write("x".repeat(1024));
    });

  it("a GET declaring a 100 MB body is refused with 413 before the body is read", async () => {
    expect(await getWithBody({ "Content-Length": String(100 * 1024 * 1024) })).toBe(413);
  });

  it("a GET with a body of unknown length (chunked) is refused with 413", async () => {
    expect(await getWithBody({ "Transfer-Encoding": "chunked" })).toBe(413);
  });

  const plan = (method: "GET" | "PUT" | "POST", kundenummer: string, body?: unknown) =>
    fetch(`${server.origin}/sandbox/feil/${kundenummer}`, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("keeps fault plans only for the sandbox's customers", async () => {
    const fault = [{ metode: "GET", sti: "/motor/bil/sok" }];
    for (const unknown of ["12345678", "99999999", "00000001"]) {
      expect((await plan("PUT", unknown, fault)).status).toBe(404);
      expect((await plan("GET", unknown)).status).toBe(404);
    }
    expect((await plan("PUT", kundenummerOf("lo"), fault)).status).toBe(204);
    expect((await plan("PUT", kundenummerOf("lo"), [])).status).toBe(204);
  });

  it("holds at most 20 faults of bounded size per customer", async () => {
    const kundenummer = kundenummerOf("lo");
    const fault = { metode: "GET", sti: "/motor/bil/sok" };
    expect((await plan("PUT", kundenummer, Array(20).fill(fault))).status).toBe(204);
    expect((await plan("POST", kundenummer, [fault])).status).toBe(400);
    expect(
      (await plan("PUT", kundenummer, [{ metode: "GET", sti: `/${"a".repeat(300)}` }])).status,
    ).toBe(400);
    expect((await (await plan("GET", kundenummer)).json()).feil).toHaveLength(20);
    expect((await plan("PUT", kundenummer, [])).status).toBe(204);
  });
});

describe("the built app's files", () => {
  it("serves the scripts but not their source maps", async () => {
    const script = await fetch(`${server.origin}/privat/forsikring/motor/bil/assets/index-abc.js`);
    expect(script.status).toBe(200);
    const map = await fetch(`${server.origin}/privat/forsikring/motor/bil/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("sources");
  });
});

describe("the CSP lets the app reach what it is configured with", () => {
  it("the analytics host with the project key alone, the error service's host with the DSN alone", async () => {
    const page = await fetch(`${server.origin}/privat/forsikring/motor/bil/`);
    expect(directive(page, "connect-src")).toEqual([
      "'self'",
      "https://api-js.mixpanel.com",
      "https://errors.example.com",
    ]);
  });

  it("nothing beyond its own origin when neither is set; source maps with SERVE_SOURCE_MAPS=true", async () => {
    const plain = await startTestServer({ clientRoot, config: { serveSourceMaps: true } });
    try {
      const page = await fetch(`${plain.origin}/privat/forsikring/oversikt`);
      expect(directive(page, "connect-src")).toEqual(["'self'"]);
      const map = await fetch(
        `${plain.origin}/privat/forsikring/motor/bil/assets/index-abc.js.map`,
      );
      expect(map.status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
