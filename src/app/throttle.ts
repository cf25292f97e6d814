export interface Throttled {
  /** Asks for a run: now if the last run was at least the interval ago, else at its end. */
  (): void;
  /** Runs a pending run now (the page is going away). */
  flush(): void;
  /** Drops a pending run. */
  cancel(): void;
}

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `run` at most once per `intervalMs`, the first call at once and the last one of a burst at
 * the end of its interval, so nothing asked for is lost (SPEC §9: form data saved with a 5 ms
 * throttle).
 */
export function throttle(run: () => void, intervalMs: number, timers = browserTimers): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: unknown;
  const runNow = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
    lastRun = timers.now();
    run();
  };
  const throttled = () => {
    if (pending !== undefined) return;
    const wait = lastRun + intervalMs - timers.now();
    if (wait <= 0) runNow();
    else pending = timers.setTimeout(runNow, wait);
  };
  throttled.flush = () => {
    if (pending !== undefined) runNow();
  };
  throttled.cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return throttled;
}
