/**
 * The read cache in front of the hot path's queries (server/db/readCache.ts,
 * docs/decisions/0004): TTL, invalidation, and reads that race a write. The clock is the test's,
 * so nothing waits.
 */
import { describe, expect, it } from "vitest";
import { ReadCache, readCachePolicy, sharedDatabaseTtlMs } from "../../server/db/readCache.ts";

class ManualClock {
  current = 0;
  now = () => this.current;
}

/** A load the test resolves by hand, to put a write between its start and its answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function counted<T>(value: () => T) {
  const load = async () => {
    load.calls += 1;
    return value();
  };
  load.calls = 0;
  return load;
}

describe("read cache policy", () => {
  it("keeps PGlite entries until a write drops them, PostgreSQL entries for a bounded time", () => {
    expect(readCachePolicy("pglite").ttlMs).toBe(Number.POSITIVE_INFINITY);
    expect(readCachePolicy("postgres").ttlMs).toBe(sharedDatabaseTtlMs);
    expect(sharedDatabaseTtlMs).toBeLessThanOrEqual(1000);
  });
});

describe("ReadCache", () => {
  it("answers a second read from memory", async () => {
    const cache = new ReadCache<string, number>(readCachePolicy("pglite"), 10);
    const load = counted(() => 42);
    expect(await cache.read("a", load)).toBe(42);
    expect(await cache.read("a", load)).toBe(42);
    expect(cache.peek("a")).toBe(42);
    expect(load.calls).toBe(1);
  });

  it("asks again once an entry is older than the TTL", async () => {
    const clock = new ManualClock();
    const cache = new ReadCache<string, number>({ ttlMs: 1000, clock: clock.now }, 10);
    let value = 1;
    const load = counted(() => value);
    expect(await cache.read("a", load)).toBe(1);
    value = 2;
    clock.current = 999;
    expect(await cache.read("a", load)).toBe(1);
    clock.current = 1000;
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.read("a", load)).toBe(2);
    expect(load.calls).toBe(2);
  });

  it("never expires entries under the PGlite policy, however much time passes", async () => {
    const clock = new ManualClock();
    const cache = new ReadCache<string, number>(readCachePolicy("pglite", clock.now), 10);
    const load = counted(() => 7);
    await cache.read("a", load);
    clock.current = 365 * 24 * 3600 * 1000;
    expect(await cache.read("a", load)).toBe(7);
    expect(load.calls).toBe(1);
  });

  it("asks the database again after delete, and serves what set wrote", async () => {
    const cache = new ReadCache<string, string>(readCachePolicy("pglite"), 10);
    let stored = "old";
    const load = counted(() => stored);
    expect(await cache.read("a", load)).toBe("old");
    stored = "new";
    cache.delete("a");
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.read("a", load)).toBe("new");
    cache.set("a", "written");
    expect(await cache.read("a", load)).toBe("written");
    expect(load.calls).toBe(2);
  });

  it("does not keep a load that started before a write, nor let later reads join it", async () => {
    const cache = new ReadCache<string, string>(readCachePolicy("pglite"), 10);
    const stale = deferred<string>();
    const before = cache.read("a", () => stale.promise);
    // The write (a logout, a purchase) lands while the old row is on its way.
    cache.delete("a");
    const fresh = counted(() => "after the write");
    const after = cache.read("a", fresh);
    stale.resolve("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("after the write");
    expect(fresh.calls).toBe(1);
    expect(cache.peek("a")).toBe("after the write");
  });

  it("does not store a write that another write overtook", async () => {
    const cache = new ReadCache<string, string>(readCachePolicy("pglite"), 10);
    cache.set("a", "logged in");
    // The expiry slides (its write starts) while a logout removes the row and drops the entry.
    const before = cache.version();
    cache.delete("a");
    cache.set("a", "slid", before);
    const load = counted(() => "from the table");
    expect(await cache.read("a", load)).toBe("from the table");
    expect(load.calls).toBe(1);
    // Nothing in between: the write is stored.
    const again = cache.version();
    cache.set("a", "slid again", again);
    expect(cache.peek("a")).toBe("slid again");
  });

  it("shares one load between concurrent misses on a key", async () => {
    const cache = new ReadCache<string, number>(readCachePolicy("pglite"), 10);
    const load = counted(() => 5);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.read("a", load)));
    expect(answers).toEqual([5, 5, 5, 5]);
    expect(load.calls).toBe(1);
  });

  it("keeps only what `keep` allows, and never a failed load", async () => {
    const cache = new ReadCache<string, string | undefined>(readCachePolicy("pglite"), 10);
    const missing = counted(() => undefined);
    const keepFound = (value: string | undefined) => value !== undefined;
    expect(await cache.read("nobody", missing, keepFound)).toBeUndefined();
    expect(await cache.read("nobody", missing, keepFound)).toBeUndefined();
    expect(missing.calls).toBe(2);
    expect(cache.size).toBe(0);

    let fail = true;
    const flaky = counted(() => {
      if (fail) throw new Error("connection lost");
      return "row";
    });
    await expect(cache.read("a", flaky)).rejects.toThrow("connection lost");
    fail = false;
    expect(await cache.read("a", flaky)).toBe("row");
    expect(flaky.calls).toBe(2);
  });

  it("holds at most maxEntries, dropping the oldest", async () => {
    const cache = new ReadCache<number, number>(readCachePolicy("pglite"), 3);
    for (const key of [1, 2, 3, 4]) await cache.read(key, async () => key * 10);
    expect(cache.size).toBe(3);
    expect(cache.peek(1)).toBeUndefined();
    expect([cache.peek(2), cache.peek(3), cache.peek(4)]).toEqual([20, 30, 40]);
  });
});
