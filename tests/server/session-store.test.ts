/**
 * The session store's read cache (server/http/session.ts, docs/decisions/0004) against the real
 * database: PGlite in memory, or PostgreSQL with DATABASE_URL. Two stores on one database stand
 * for two server processes sharing PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configFromEnvironment, type ServerConfig } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/database.ts";
import { migrate } from "../../server/db/migrate.ts";
import { readCachePolicy, sharedDatabaseTtlMs } from "../../server/db/readCache.ts";
import { SessionStore, sessionSlideIntervalSeconds } from "../../server/http/session.ts";
import { seedTestPersons } from "../../server/seed/testPersons.ts";
import { TestClock } from "./harness.ts";

const ttlSeconds = 900;
const login = { kundenummer: "10000002", distributor: "sb1", loginContext: "ÅPEN" } as const;

/** Counts the statements that reach the database, so a test can see a read served from memory. */
function counting(db: Database): Database & { queries: number } {
  const wrapped = {
    ...db,
    kind: db.kind,
    queries: 0,
    query<Row>(sql: string, params?: unknown[]) {
      wrapped.queries += 1;
      return db.query<Row>(sql, params);
    },
  };
  return wrapped;
}

let db: Database;
let schema: string | undefined;
let clock: TestClock;
let config: ServerConfig;
/** The monotonic clock of the caches' TTL; moved by hand like the server clock. */
let cacheMs: number;
const cacheClock = () => cacheMs;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  schema = databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  db = await openDatabase({ databaseUrl, schema });
  await migrate(db);
  await seedTestPersons(db, new Date("2026-06-15T10:00:00Z"));
});
afterAll(async () => {
  if (schema) await db.query(`drop schema ${schema} cascade`);
  await db.close();
});
beforeEach(() => {
  clock = new TestClock(new Date("2026-06-15T10:00:00Z"));
  config = configFromEnvironment({}, { now: clock.now, sessionTtlSeconds: ttlSeconds });
  cacheMs = 0;
});

/** A store as one process has it: the policy of this database, on the test's clocks. */
function storeOn(database: Database, kind: Database["kind"] = database.kind) {
  return new SessionStore(database, config, readCachePolicy(kind, cacheClock));
}

describe("session store cache", () => {
  it("finds a session it started without asking the database", async () => {
    const tracked = counting(db);
    const store = storeOn(tracked);
    const { token, xsrfToken } = await store.start(login);
    tracked.queries = 0;
    const session = await store.find(token);
    expect(session).toMatchObject({ ...login, xsrfToken });
    expect(await store.find(token)).toEqual(session);
    expect(tracked.queries).toBe(0);
  });

  it("reads a session started elsewhere from the database once, then from memory", async () => {
    const { token } = await storeOn(db).start(login);
    const tracked = counting(db);
    const store = storeOn(tracked);
    expect(await store.find(token)).toMatchObject(login);
    expect(await store.find(token)).toMatchObject(login);
    expect(tracked.queries).toBe(1);
  });

  it("forgets a session at logout: the token no longer finds it", async () => {
    const store = storeOn(db);
    const { token } = await store.start(login);
    const session = await store.find(token);
    if (!session) throw new Error("no session");
    await store.end(session.id);
    expect(await store.find(token)).toBeUndefined();
    const rows = await db.query("select 1 from sessions where id = $1", [session.id]);
    expect(rows).toHaveLength(0);
  });

  it("honours the expiry although the session is in memory", async () => {
    const store = storeOn(db);
    const { token } = await store.start(login);
    expect(await store.find(token)).toBeDefined();
    clock.advanceSeconds(ttlSeconds - 1);
    expect(await store.find(token)).toBeDefined();
    clock.advanceSeconds(1);
    expect(await store.find(token)).toBeUndefined();
  });

  it("writes the sliding expiry to the database and serves the new one from memory", async () => {
    const tracked = counting(db);
    const store = storeOn(tracked);
    const { token } = await store.start(login);
    const started = await store.find(token);
    if (!started) throw new Error("no session");

    clock.advanceSeconds(sessionSlideIntervalSeconds - 1);
    tracked.queries = 0;
    const early = await store.slide(started, false);
    expect(early.expiresAt).toEqual(started.expiresAt);
    expect(tracked.queries).toBe(0);

    clock.advanceSeconds(1);
    const slid = await store.slide(early, false);
    const expected = new Date(clock.now().getTime() + ttlSeconds * 1000);
    expect(slid.expiresAt).toEqual(expected);
    expect(tracked.queries).toBe(1);
    const [row] = await db.query<{ expires_at: Date }>(
      "select expires_at from sessions where id = $1",
      [started.id],
    );
    expect(new Date(row?.expires_at ?? 0)).toEqual(expected);
    expect((await store.find(token))?.expiresAt).toEqual(expected);
    expect(tracked.queries).toBe(1);

    // Valid past the first expiry, because the slide was stored.
    clock.advanceSeconds(ttlSeconds - 1);
    expect(await store.find(token)).toBeDefined();
  });

  // The price call's way (readSession): the cache's answer without a promise, only when it is
  // what find and then slide would answer, and never where either would ask the database.
  it("answers from memory only what find and slide would, without asking the database", async () => {
    const tracked = counting(db);
    const store = storeOn(tracked, "pglite");
    const shared = storeOn(tracked, "postgres");
    const { token } = await store.start(login);
    const { token: sharedToken } = await shared.start(login);
    const started = await store.find(token);
    tracked.queries = 0;

    expect(store.cachedAsSlid(token, false)).toEqual(started);
    expect(store.cachedAsSlid(token, false, { fresh: true })).toEqual(started);
    expect(shared.cachedAsSlid(sharedToken, false)).toBeDefined();
    // A call that may write reads a shared database's table.
    expect(shared.cachedAsSlid(sharedToken, false, { fresh: true })).toBeUndefined();
    expect(store.cachedAsSlid("not-a-session", false)).toBeUndefined();
    // An explicit refresh writes as soon as it can extend the expiry at all.
    expect(store.cachedAsSlid(token, true)).toEqual(started);
    clock.advanceSeconds(1);
    expect(store.cachedAsSlid(token, true)).toBeUndefined();

    clock.advanceSeconds(sessionSlideIntervalSeconds - 2);
    expect(store.cachedAsSlid(token, false)).toEqual(started);
    clock.advanceSeconds(1);
    expect(store.cachedAsSlid(token, false)).toBeUndefined();
    expect(tracked.queries).toBe(0);

    const slid = started && (await store.slide(started, false));
    expect(store.cachedAsSlid(token, false)).toEqual(slid);
    clock.advanceSeconds(ttlSeconds);
    expect(store.cachedAsSlid(token, false)).toBeUndefined();
  });

  it("on a shared PostgreSQL, serves a session ended by another process for at most the TTL", async () => {
    const here = storeOn(db, "postgres");
    const elsewhere = storeOn(db, "postgres");
    const { token } = await here.start(login);
    const session = await elsewhere.find(token);
    if (!session) throw new Error("no session");
    await elsewhere.end(session.id);
    expect(await elsewhere.find(token)).toBeUndefined();

    cacheMs = sharedDatabaseTtlMs - 1;
    expect(await here.find(token)).toBeDefined();
    cacheMs = sharedDatabaseTtlMs;
    expect(await here.find(token)).toBeUndefined();
  });

  it("asks the database before refusing a session another process has extended", async () => {
    const here = storeOn(db, "postgres");
    const elsewhere = storeOn(db, "postgres");
    const { token } = await here.start(login);
    expect(await here.find(token)).toBeDefined();

    clock.advanceSeconds(ttlSeconds - 10);
    const seenElsewhere = await elsewhere.find(token);
    if (!seenElsewhere) throw new Error("no session");
    await elsewhere.slide(seenElsewhere, true);

    // By this process's copy the session has expired; the table says otherwise.
    clock.advanceSeconds(20);
    expect(await here.find(token)).toBeDefined();
  });

  it("does not keep unknown tokens", async () => {
    const tracked = counting(db);
    const store = storeOn(tracked);
    expect(await store.find("not-a-session")).toBeUndefined();
    expect(await store.find("not-a-session")).toBeUndefined();
    expect(tracked.queries).toBe(2);
  });
});
