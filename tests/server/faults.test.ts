/**
 * Planned faults (server/sandbox/faults.ts): the sandbox fails the next calls of one test customer
 * to one endpoint with a 5xx and the SPEC §8 body, then answers normally again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnvironment } from "../../server/config.ts";
import { FaultPlan } from "../../server/sandbox/faults.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const kundenummerOf = (persona: string) => {
  const person = testPersons.find((candidate) => candidate.persona === persona);
  if (!person) throw new Error(persona);
  return person.kundenummer;
};

const plan = (method: "PUT" | "POST", persona: string, body: unknown) =>
  fetch(`${server.origin}/sandbox/feil/${kundenummerOf(persona)}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const search = (client: TestClient) =>
  client.get("/motor/bil/sok?registreringsnummer=SX10001&inkludereBobil=false");

describe("planned faults", () => {
  it("fails the planned number of calls to the endpoint, then answers normally", async () => {
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    expect(
      (await plan("PUT", "vanlig", [{ metode: "GET", sti: "/motor/bil/sok", antall: 2 }])).status,
    ).toBe(204);

    const first = await search(client);
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ feil: { kode: "feil" } });
    expect((await search(client)).status).toBe(503);
    const third = await search(client);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ bilinfo: { registreringsnummer: "SX10001" } });
  });

  it("touches only the planned customer, method and path", async () => {
    await plan("PUT", "vanlig", [{ metode: "POST", sti: "/motor/bil/garanti", status: 500 }]);
    const other = new TestClient(server.origin);
    await other.login("ung");
    expect((await search(other)).status).toBe(200);
    const planned = new TestClient(server.origin);
    await planned.login("vanlig");
    expect((await search(planned)).status).toBe(200);
    const guarantee = await planned.post("/motor/bil/garanti", {
      registreringsnummer: "SX10001",
    });
    expect(guarantee.status).toBe(500);
    expect(guarantee.body).toEqual({ feil: { kode: "feil" } });
  });

  it("PUT replaces the plan (an empty list clears it), POST adds, GET shows it", async () => {
    await plan("PUT", "vanlig", [{ metode: "GET", sti: "/motor/bil/sok" }]);
    await plan("POST", "vanlig", [{ metode: "POST", sti: "/motor/bil/pris", antall: 3 }]);
    const shown = await fetch(`${server.origin}/sandbox/feil/${kundenummerOf("vanlig")}`);
    expect(await shown.json()).toEqual({
      feil: [
        { metode: "GET", sti: "/motor/bil/sok", status: 503, antall: 1, kode: "feil" },
        { metode: "POST", sti: "/motor/bil/pris", status: 503, antall: 3, kode: "feil" },
      ],
    });
    await plan("PUT", "vanlig", []);
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    expect((await search(client)).status).toBe(200);
  });

  it("answers with the planned status and code: the full-screen errors of SPEC §8 (16.8, 16.10)", async () => {
    await plan("PUT", "vanlig", [
      { metode: "GET", sti: "/skadekunde", status: 503, kode: "utilgjengelig" },
      { metode: "GET", sti: "/skadekunde", status: 403 },
    ]);
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const closed = await client.get("/skadekunde/");
    expect(closed.status).toBe(503);
    expect(closed.body).toEqual({ feil: { kode: "utilgjengelig" } });
    const forbidden = await client.get("/skadekunde/");
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ feil: { kode: "feil" } });
    expect((await client.get("/skadekunde/")).status).toBe(200);
  });

  it("refuses a plan it cannot follow, naming the field", async () => {
    const response = await plan("PUT", "vanlig", [{ metode: "GET", sti: "/x", status: 404 }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      feil: { kode: "ugyldigForespoersel", felt: "0.status" },
    });
    for (const fault of [
      { metode: "GET", sti: "/x", status: 401 },
      { metode: "GET", sti: "/x", kode: "<script>" },
    ]) {
      expect((await plan("PUT", "vanlig", [fault])).status).toBe(400);
    }
    const badCustomer = await fetch(`${server.origin}/sandbox/feil/123`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "[]",
    });
    expect(badCustomer.status).toBe(400);
  });
});

describe("planned faults are off unless the sandbox runs with SANDBOX_FAULTS=true", () => {
  it("reads the setting from the environment, off by default", () => {
    expect(configFromEnvironment({}).plannedFaults).toBe(false);
    expect(configFromEnvironment({ SANDBOX_FAULTS: "true" }).plannedFaults).toBe(true);
  });

  it("without it, no one can plan, see or meet a fault", async () => {
    const closed = await startTestServer({ config: { plannedFaults: false } });
    try {
      const url = `${closed.origin}/sandbox/feil/${kundenummerOf("vanlig")}`;
      const faults = JSON.stringify([{ metode: "GET", sti: "/motor/bil/sok", antall: 1 }]);
      const headers = { "Content-Type": "application/json" };
      expect((await fetch(url, { method: "PUT", headers, body: faults })).status).toBe(404);
      expect((await fetch(url, { method: "POST", headers, body: faults })).status).toBe(404);
      expect((await fetch(url)).status).toBe(404);
      const client = new TestClient(closed.origin);
      await client.login("vanlig");
      expect((await search(client)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe("FaultPlan", () => {
  it("counts each fault down and forgets it when used up", () => {
    const faults = new FaultPlan();
    faults.replace("10000001", [
      { metode: "GET", sti: "/a", status: 503, antall: 2, kode: "feil" },
    ]);
    expect(faults.take("10000001", "GET", "/a")).toEqual({ status: 503, kode: "feil" });
    expect(faults.take("10000001", "GET", "/b")).toBeUndefined();
    expect(faults.take("10000002", "GET", "/a")).toBeUndefined();
    expect(faults.take("10000001", "GET", "/a")).toEqual({ status: 503, kode: "feil" });
    expect(faults.take("10000001", "GET", "/a")).toBeUndefined();
    expect(faults.planned("10000001")).toEqual([]);
  });
});
