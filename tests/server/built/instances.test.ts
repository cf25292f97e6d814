/**
 * Issue 28, items 7 and 8: the README's scale-out, two instances of the built server on one
 * PostgreSQL (`npm run test:postgres`; skipped on PGlite), with one customer's calls alternating
 * between them: login, price, save, a purchase sent to both at once with one key, and a logout
 * on one followed at once by a write on the other, which must be refused (each instance keeps a
 * read cache of sessions: a logout elsewhere reached it only after about 1 s); and a login whose
 * form one instance answers and whose ticket the other exchanges, once (decision 0015).
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
} from "./serverProcess.ts";

const databaseUrl = process.env.DATABASE_URL;
let database: OwnDatabase;
let first: ServerProcess;
let second: ServerProcess;

const agreementsOf = async (avtalenummer: string) =>
  (
    await database.admin.query<{ n: number }>(
      `select count(*)::int as n from ${database.role}.agreements where avtalenummer = $1`,
      [avtalenummer],
    )
  ).rows[0]?.n;
const count = async (table: string) =>
  (
    await database.admin.query<{ n: number }>(
      `select count(*)::int as n from ${database.role}.${table}`,
    )
  ).rows[0]?.n;

describe.skipIf(!databaseUrl)("two built servers on one PostgreSQL", () => {
  beforeAll(async () => {
    database = await ownDatabase(databaseUrl ?? "");
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: database.url }),
      startServerProcess({ DATABASE_URL: database.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it("share one customer's session, price, offer and purchase, and a logout on one holds on the other at once", async () => {
    // One browser: one cookie jar, its calls going to either instance.
    const jar = new Map<string, string>();
    const onFirst = new TestClient(first.origin, jar);
    const onSecond = new TestClient(second.origin, jar);

    await onFirst.login("vanlig");
    const status = await onSecond.get<{ kfpSessionId?: string }>("/auth/session-status");
    expect(status.body.kfpSessionId).toBeDefined();

    const priced = await onSecond.post(
      "/motor/bil/pris",
      priceRequestBody({ registreringsnummer: "SX20002" }),
    );
    expect(priced.status).toBe(200);
    const saved = await onFirst.post<{ avtalenummer: string }>(
      "/motor/bil/tilbud/lagre",
      priceRequestBody(
        { registreringsnummer: "SX20002" },
        { dekningsgruppeId: "120", egenandelId: "6000" },
      ),
    );
    expect(saved.status).toBe(200);
    const { avtalenummer } = saved.body;
    expect((await onSecond.get(`/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`)).status).toBe(
      200,
    );

    // A double click whose two requests went to different instances: one agreement.
    const key = randomUUID();
    const body = purchaseRequestBody(avtalenummer, {
      regnr: "SX20002",
      registreringsaar: undefined,
    });
    const headers = { [idempotencyKeyHeader]: key };
    const bought = await Promise.all([
      onFirst.post("/motor/bil/kjop", body, { headers }),
      onSecond.post("/motor/bil/kjop", body, { headers }),
    ]);
    expect(bought.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bought[0]?.body).toEqual(bought[1]?.body);
    expect(bought[0]?.body).toMatchObject({ success: true, avtalenummer });
    expect(
      bought.filter((answer) => answer.headers.get("Idempotent-Replayed") === "true"),
    ).toHaveLength(1);
    expect(await agreementsOf(avtalenummer)).toBe(1);

    // The second instance has just read the session (it is in its cache); the first ends it.
    const stolen = new TestClient(second.origin, new Map(jar));
    expect((await stolen.get("/skadekunde/")).status).toBe(200);
    expect((await onFirst.post("/auth/logout", {})).status).toBe(200);
    const offersBefore = await count("offers");
    const write = await stolen.post(
      "/motor/bil/tilbud/lagre",
      priceRequestBody(
        { registreringsnummer: "SX10001" },
        { dekningsgruppeId: "120", egenandelId: "6000" },
      ),
    );
    expect(write.status).toBe(401);
    expect(await count("offers")).toBe(offersBefore);
  });

  it("exchange a login's ticket the other issued, once (decision 0015)", async () => {
    const jar = new Map<string, string>();
    const onFirst = new TestClient(first.origin, jar);
    const onSecond = new TestClient(second.origin, jar);
    // The form on the first instance, its redirect followed on the second.
    const page = await onFirst.openLoginPage();
    const answer = await onFirst.submitLogin(page, "lo");
    const ticket = new URL(answer.headers.get("Location") ?? "").searchParams.get("ticket");
    const exchange = `/sandbox/login/complete?ticket=${ticket}`;
    const beforeExchange = new Map(jar);
    expect((await onSecond.raw(exchange)).status).toBe(303);
    const status = await onFirst.get<{ kfpSessionId?: string }>("/auth/session-status");
    expect(status.body.kfpSessionId).toBeDefined();
    // Used up on the second, on the first too: the browser as it was before the exchange.
    const replay = new TestClient(first.origin, beforeExchange);
    expect((await replay.raw(exchange)).status).toBe(403);
    expect(replay.cookies.get("kfp-session")).toBeUndefined();
    expect(await count("login_tickets")).toBe(0);
  });
});
