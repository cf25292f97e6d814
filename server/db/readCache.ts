/**
 * A small in-process cache in front of the database reads of the hot path (sessions, the pricing
 * facts). Why it is safe, and for how long an entry may be served: docs/decisions/0004.
 */
import type { Database } from "./database.ts";

export interface ReadCachePolicy {
  /** How long an entry may be served without asking the database; `Infinity`: until a write here drops it. */
  ttlMs: number;
  /** Monotonic milliseconds. Tests pass their own, so they never wait. */
  clock: () => number;
}

/**
 * Another process that shares a PostgreSQL database may log a session out or buy a vehicle; this
 * process then serves what it read for at most this long.
 */
export const sharedDatabaseTtlMs = 1000;

/**
 * PGlite is embedded: its database belongs to this process alone (a second process on the same
 * folder is not supported), so every write passes through here and drops what it changes.
 * PostgreSQL may be shared by several instances, whose writes this process cannot see.
 */
export function readCachePolicy(
  kind: Database["kind"],
  clock: () => number = () => performance.now(),
): ReadCachePolicy {
  return { ttlMs: kind === "pglite" ? Number.POSITIVE_INFINITY : sharedDatabaseTtlMs, clock };
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  /**
   * Bumped by every write here. A read that started before a write may carry what the write
   * replaced, so it is answered but not kept.
   */
  private generation = 0;

  constructor(
    private readonly policy: ReadCachePolicy,
    /** Bounds the memory an unbounded key space (tokens, plates) could take. */
    private readonly maxEntries: number,
  ) {}

  /** The value if held and younger than the TTL. */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.policy.clock() - entry.storedAt < this.policy.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The held value, or `load()`'s, which is kept when `keep` allows. Concurrent misses on one key
   * share one load, so a burst of calls costs one query.
   */
  read(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.policy.clock() - entry.storedAt < this.policy.ttlMs) {
      return Promise.resolve(entry.value);
    }
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const done = () => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    const pending = load().then(
      (value) => {
        done();
        if (generation === this.generation && keep(value)) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.loading.set(key, pending);
    return pending;
  }

  /** Taken before a write and passed to `set` after it. */
  version(): number {
    return this.generation;
  }

  /**
   * Write-through: the database already holds `value`. With `since` (a `version()` taken before
   * the write), a write that another one may have overtaken meanwhile (a logout while the expiry
   * slid) is not stored; the next read asks the database instead.
   */
  set(key: K, value: V, since?: number): void {
    const overtaken = since !== undefined && since !== this.generation;
    this.invalidate(key);
    if (overtaken) this.entries.delete(key);
    else this.store(key, value);
  }

  /** The database changed `key` (or may have): the next read asks it. */
  delete(key: K): void {
    this.invalidate(key);
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private invalidate(key: K) {
    this.generation += 1;
    // A later read must not join a load that may have seen the old row.
    this.loading.delete(key);
  }

  private store(key: K, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order. A dropped entry only costs one query later.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: this.policy.clock() });
  }
}
