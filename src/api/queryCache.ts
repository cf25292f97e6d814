/**
 * The client's cache of reads (SPEC §9, docs/decisions/0008-data-fetching-policy.md): one entry
 * per call (path and query), kept while in use and for `keepMs` after, with the answer served at
 * once and asked for again behind it (stale-while-revalidate). Time, focus and the connection come
 * from the environment, so tests move a clock instead of waiting.
 */

/** How one kind of read is fetched and kept; the SPEC §9 values are in `fetchingPolicy.ts`. */
export interface ReadPolicy {
  /** How often a failed GET is sent again (ky), each after the SPEC §9 backoff. */
  retries: number;
  /** A request started this recently (ms) answers a new ask; with 0, only one still out does. */
  dedupeMs: number;
  /** An answer nobody has used for this long (ms) is dropped. */
  keepMs: number;
  /**
   * A followed read is asked again when the window gets focus (or the tab is shown again), if its
   * last request started at least this long ago (ms).
   */
  focusThrottleMs?: number;
  /** A followed read whose request failed is asked again after this long (ms). */
  errorRetryMs?: { normal: number; slowConnection: number };
}

/** What the cache holds for a read: the last answer, the last failure, a request still out. */
export interface ReadState<T> {
  data?: T;
  /**
   * The last request failed (an answer from before it is still `data`); kept while it is asked
   * again by itself, so a page does not blink, and cleared by `refetch`.
   */
  error?: unknown;
  fetching: boolean;
}

export interface CachedRead<T> {
  current(): ReadState<T>;
  /**
   * The answer: the one a request started within `dedupeMs` gives, else the cached answer at once
   * while a new request goes out behind it, else a new request's.
   */
  get(): Promise<T>;
  /**
   * Asks as `get` does and follows the read while watched: `listener` hears every change, the
   * read is asked again on focus and after a failure, as the policy says. Returns the stop.
   */
  watch(listener: (state: ReadState<T>) => void): () => void;
  /** Asks the server now, whatever the dedup window (the customer's 'Prøv igjen'). */
  refetch(): void;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The parts of the browser window the cache listens to (none on the server). */
export interface FocusWindow {
  addEventListener(type: "focus" | "visibilitychange", listener: () => void): void;
  document: { visibilityState: DocumentVisibilityState };
  navigator: object;
}

/** The Network Information API: not in every browser, nor in TypeScript's DOM types. */
interface WithConnection {
  connection?: { effectiveType?: string };
}

/** SPEC §9 "slow networks": the Network Information API's 2G classes. */
const slowConnectionTypes = ["slow-2g", "2g"];

function isSlowConnection(window: FocusWindow | undefined): boolean {
  const connection = (window?.navigator as WithConnection | undefined)?.connection;
  return slowConnectionTypes.includes(connection?.effectiveType ?? "");
}

interface Entry {
  state: ReadState<unknown>;
  request?: Promise<unknown>;
  startedAt: number;
  lastUsed: number;
  watchers: Set<(state: ReadState<unknown>) => void>;
  retryTimer?: unknown;
  load: () => Promise<unknown>;
  policy: ReadPolicy;
}

const ignore = () => undefined;

/** A read of the cache by its key (path and query), the call that answers it and its policy. */
export type QueryCache = <T>(
  key: string,
  load: () => Promise<T>,
  policy: ReadPolicy,
) => CachedRead<T>;

export function createQueryCache(
  environment: { clock?: Clock; window?: FocusWindow } = {},
): QueryCache {
  const clock = environment.clock ?? systemClock;
  const window = environment.window;
  const entries = new Map<string, Entry>();

  /** The key's entry; one unused for `keepMs` is dropped first (SPEC §9 cache lifetime). */
  function entryOf(key: string, load: () => Promise<unknown>, policy: ReadPolicy): Entry {
    const existing = entries.get(key);
    const now = clock.now();
    if (existing && (existing.watchers.size > 0 || now - existing.lastUsed < policy.keepMs)) {
      return existing;
    }
    const entry: Entry = {
      state: { fetching: false },
      startedAt: Number.NEGATIVE_INFINITY,
      lastUsed: now,
      watchers: new Set(),
      load,
      policy,
    };
    entries.set(key, entry);
    return entry;
  }

  function update(entry: Entry, state: ReadState<unknown>) {
    entry.state = state;
    for (const watcher of entry.watchers) watcher(state);
  }

  /** Sends the read's request, or joins the one out; `fresh` forgets the last failure at once. */
  function fetchNow(entry: Entry, fresh = false): Promise<unknown> {
    if (entry.request) return entry.request;
    entry.startedAt = clock.now();
    const request = entry.load().then(
      (data) => {
        entry.request = undefined;
        stopRetry(entry);
        update(entry, { data, fetching: false });
        return data;
      },
      (error: unknown) => {
        entry.request = undefined;
        update(entry, { data: entry.state.data, error, fetching: false });
        retryLater(entry);
        throw error;
      },
    );
    request.catch(ignore); // a caller served from the cache does not wait for it
    entry.request = request;
    update(
      entry,
      fresh ? { data: entry.state.data, fetching: true } : { ...entry.state, fetching: true },
    );
    return request;
  }

  /** SPEC §9 error retry interval: 5 s, 10 s on a slow connection; only while watched. */
  function retryLater(entry: Entry) {
    const interval = entry.policy.errorRetryMs;
    if (!interval || entry.watchers.size === 0 || entry.retryTimer !== undefined) return;
    const delay = isSlowConnection(window) ? interval.slowConnection : interval.normal;
    entry.retryTimer = clock.setTimeout(() => {
      entry.retryTimer = undefined;
      if (entry.watchers.size === 0) return;
      // A hidden tab asks nobody; the retry waits for the page to be seen.
      if (window?.document.visibilityState === "hidden") retryLater(entry);
      else fetchNow(entry).catch(ignore);
    }, delay);
  }

  function stopRetry(entry: Entry) {
    if (entry.retryTimer === undefined) return;
    clock.clearTimeout(entry.retryTimer);
    entry.retryTimer = undefined;
  }

  function ask(entry: Entry): Promise<unknown> {
    entry.lastUsed = clock.now();
    const { data, error } = entry.state;
    const answered = data !== undefined;
    if (entry.request) return answered ? Promise.resolve(data) : entry.request;
    if (clock.now() - entry.startedAt < entry.policy.dedupeMs) {
      return answered ? Promise.resolve(data) : Promise.reject(error);
    }
    const request = fetchNow(entry);
    return answered ? Promise.resolve(data) : request;
  }

  function revalidateOnFocus() {
    if (window?.document.visibilityState === "hidden") return;
    for (const entry of entries.values()) {
      const throttle = entry.policy.focusThrottleMs;
      if (throttle === undefined || entry.watchers.size === 0 || entry.request) continue;
      if (clock.now() - entry.startedAt >= throttle) fetchNow(entry).catch(ignore);
    }
  }
  window?.addEventListener("focus", revalidateOnFocus);
  window?.addEventListener("visibilitychange", revalidateOnFocus);

  return <T>(key: string, load: () => Promise<T>, policy: ReadPolicy): CachedRead<T> => {
    const entry = () => entryOf(key, load, policy);
    return {
      current: () => entry().state as ReadState<T>,
      get: () => ask(entry()) as Promise<T>,
      watch(listener) {
        const watched = entry();
        watched.watchers.add(listener as (state: ReadState<unknown>) => void);
        ask(watched).catch(ignore); // the state carries the failure
        if (watched.state.error !== undefined && !watched.request) retryLater(watched);
        return () => {
          watched.watchers.delete(listener as (state: ReadState<unknown>) => void);
          watched.lastUsed = clock.now();
          if (watched.watchers.size === 0) stopRetry(watched);
        };
      },
      refetch: () => {
        const refetched = entry();
        refetched.lastUsed = clock.now();
        fetchNow(refetched, true).catch(ignore);
      },
    };
  };
}
