/**
 * SPEC §8 "The router defaults are 404 no route, 405 method not allowed and 400 bad request", as
 * the sandbox's API answers them (server/http/routeDefaults.ts), over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.origin);
  await client.login("vanlig");
});
afterAll(() => server.close());

const bodyFor = (method: string) => (method === "GET" ? {} : { body: {} });

describe("the API's router defaults (SPEC §8)", () => {
  it("a path no route serves is 404 ikkeFunnet, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await client.api(method, "/motor/bil/finnesikke", bodyFor(method));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ feil: { kode: "ikkeFunnet" } });
    }
  });

  it.each([
    ["DELETE", "/skadekunde/", "GET, HEAD"],
    ["POST", "/motor/bil/sok", "GET, HEAD"],
    ["PUT", "/motor/bil/pris", "POST"],
    ["GET", "/auth/logout", "POST"],
    ["POST", "/skadeforsikring/selskaper/leasing", "GET, HEAD"],
  ])("%s %s is 405 with Allow: %s", async (method, path, allow) => {
    const response = await client.api(method, path, bodyFor(method));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(response.body).toEqual({ feil: { kode: "metodeIkkeTillatt" } });
  });

  it("a request a route cannot read is 400: a body that is not JSON", async () => {
    const response = await client.api<{ feil: { kode: string } }>("POST", "/motor/bil/pris", {
      rawBody: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(response.body.feil.kode).toBe("ugyldigForespoersel");
  });

  it("the routes still answer their own methods", async () => {
    expect((await client.get("/skadekunde/")).status).toBe(200);
    expect((await client.get("/motor/bil/sok?registreringsnummer=SX10001")).status).toBe(200);
  });
});
