/**
 * Issue 28, items 2, 3 and 6: the built server, as a process, on a real PostgreSQL that fails
 * under it (`npm run test:postgres`; skipped on PGlite). Its connections are ended from the
 * database side, a statement waits on a lock past the query limit, and the database stops
 * answering altogether (its backend processes stopped with SIGSTOP). The server answers a clear
 * 503 in time, keeps running, and a purchase retried with the same key is bought exactly once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeyHeader } from "../../../core/contract/common.ts";
import { priceRequestBody, purchaseRequestBody, TestClient } from "../harness.ts";
import {
  type OwnDatabase,
  ownDatabase,
  type ServerProcess,
  startServerProcess,
  until,
} from "./serverProcess.ts";

const databaseUrl = process.env.DATABASE_URL;
/** Short, so the stalls are short; the production default is 8 s (server/db/database.ts). */
const queryTimeoutMs = 1500;

let database: OwnDatabase;
let server: ServerProcess;
let customer: TestClient;

/** An offer Kari Nordkapp saves for her own car `plate`: its number. */
async function savedOffer(plate: string): Promise<string> {
  const saved = await customer.post<{ avtalenummer: string }>(
    "/motor/bil/tilbud/lagre",
    priceRequestBody(
      { registreringsnummer: plate },
      { dekningsgruppeId: "120", egenandelId: "6000" },
    ),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.avtalenummer;
}

function buy(avtalenummer: string, plate: string, key: string) {
  return customer.post<{ success?: boolean; avtalenummer?: string; feil?: { kode: string } }>(
    "/motor/bil/kjop",
    purchaseRequestBody(avtalenummer, { regnr: plate, registreringsaar: undefined }),
    { headers: { [idempotencyKeyHeader]: key } },
  );
}

const agreementsOf = async (avtalenummer: string) =>
  (
    await database.admin.query<{ n: number }>(
      `select count(*)::int as n from ${database.role}.agreements where avtalenummer = $1`,
      [avtalenummer],
    )
  ).rows[0]?.n;

const isRunning = () => server.child.exitCode === null && server.child.signalCode === null;

describe.skipIf(!databaseUrl)("the built server when its PostgreSQL fails", () => {
  beforeAll(async () => {
    database = await ownDatabase(databaseUrl ?? "");
    server = await startServerProcess({
      DATABASE_URL: database.url,
      DATABASE_QUERY_TIMEOUT_MS: String(queryTimeoutMs),
    });
    customer = new TestClient(server.origin);
    await customer.login("vanlig");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("survives its connections ended by the database (pg_terminate_backend) and answers on new ones", async () => {
    expect((await customer.get("/skadekunde/")).status).toBe(200);
    const before = await database.backends();
    expect(before.length).toBeGreaterThan(0);
    const ended = await database.admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where usename = $1",
      [database.role],
    );
    expect(ended.rowCount).toBe(before.length);
    // The pool hears of it (an idle connection's 'error', which ended the process before).
    await until(() => /ended an idle connection/.test(server.output()) || !isRunning());
    expect(isRunning(), server.output()).toBe(true);

    expect((await customer.get("/skadekunde/")).status).toBe(200);
    const after = await database.backends();
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  });

  it("answers 503 for a statement stalled past the limit (a lock held elsewhere); the purchase retried with its key is bought once", async () => {
    const avtalenummer = await savedOffer("SX10001");
    const key = randomUUID();
    // Another connection holds the agreements table: the purchase waits on the lock.
    await database.admin.query("begin");
    await database.admin.query(`lock table ${database.role}.agreements in access exclusive mode`);
    let stalled: Awaited<ReturnType<typeof buy>>;
    try {
      // Answered while the lock is still held: the limit ended the wait, not the lock.
      stalled = await buy(avtalenummer, "SX10001", key);
    } finally {
      await database.admin.query("rollback");
    }
    expect(stalled.status, JSON.stringify(stalled.body)).toBe(503);
    expect(stalled.body.feil?.kode).toBe("feil");
    expect(await agreementsOf(avtalenummer)).toBe(0);

    // 'Prøv igjen' sends the same key: bought now, and once only however often it is sent.
    const retried = await buy(avtalenummer, "SX10001", key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ success: true, avtalenummer });
    const again = await buy(avtalenummer, "SX10001", key);
    expect([again.status, again.body]).toEqual([200, retried.body]);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await agreementsOf(avtalenummer)).toBe(1);
  });

  it("answers 503 while the database does not answer at all (backends stopped); afterwards the same key buys once", async () => {
    const avtalenummer = await savedOffer("SX20002");
    const key = randomUUID();
    // Every connection the server has stops answering, and it gets no new one.
    await database.admin.query(`alter role ${database.role} connection limit 0`);
    const stopped = await database.backends();
    expect(stopped.length).toBeGreaterThan(0);
    for (const pid of stopped) process.kill(pid, "SIGSTOP");
    let read: Awaited<ReturnType<typeof customer.get>>;
    let purchase: Awaited<ReturnType<typeof buy>>;
    try {
      read = await customer.get("/skadekunde/");
      purchase = await buy(avtalenummer, "SX20002", key);
    } finally {
      for (const pid of stopped) process.kill(pid, "SIGCONT");
      await database.admin.query(`alter role ${database.role} connection limit -1`);
    }
    // Both were answered while the database still did not: by the server's own limits.
    expect(read.status).toBe(503);
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(503);
    expect(isRunning(), server.output()).toBe(true);

    const retried = await buy(avtalenummer, "SX20002", key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ success: true, avtalenummer });
    expect(await agreementsOf(avtalenummer)).toBe(1);
    expect((await customer.get("/skadekunde/")).status).toBe(200);
  });
});
