/**
 * SPEC §9 data fetching against the real sandbox: what the sandbox received is counted at its
 * door (`onRequest`), its failures are planned faults (docs/sandbox.md), and time is a clock the
 * test moves, so no test waits for a backoff, a window or an interval.
 */

import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { apiBasePath } from "../../core/contract/common.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { createApiClient } from "../../src/api/client.ts";
import type { Clock, FocusWindow } from "../../src/api/queryCache.ts";
import { type RunningServer, startTestServer, TestClient } from "../server/harness.ts";
import { waitLimitMs } from "../setup/patience.ts";

/** A clock the test moves by hand: a timer runs when time is moved past it, never by waiting. */
export class ManualClock implements Clock {
  private time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; run: () => void }>();

  now = () => this.time;

  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };

  /** The time each waiting timer has left, soonest first. */
  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time on by `ms`, running each timer whose moment comes, in order. */
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const [due] = [...this.timers]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at);
      if (!due) break;
      const [id, timer] = due;
      this.timers.delete(id);
      this.time = timer.at;
      timer.run();
    }
    this.time = end;
  }
}

/** The browser window as the cache sees it: focus, visibility and the connection's type. */
export class TestWindow extends EventTarget implements FocusWindow {
  document: { visibilityState: DocumentVisibilityState } = { visibilityState: "visible" };
  navigator: { connection?: { effectiveType: string } } = {};

  constructor(effectiveType?: string) {
    super();
    if (effectiveType) this.navigator.connection = { effectiveType };
  }

  focus() {
    this.dispatchEvent(new Event("focus"));
  }

  /** The tab is shown again (`visibilitychange` bubbles from the document to the window). */
  show() {
    this.document.visibilityState = "visible";
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

/**
 * Waits for a condition (the network), never for a fixed time; the limit is for a hang only, so
 * it is the generous one of tests/setup/patience.ts, not what an idle machine needs.
 */
export const until = (check: () => void) =>
  vi.waitFor(check, { timeout: waitLimitMs, interval: 5 });

/**
 * One sandbox for the file, and before each test a newly logged-in test customer whose app has a
 * clock and a window of its own: `const sandbox = fetchingSandbox()`, then `sandbox.logInApp()`.
 */
export function fetchingSandbox(persona = "vanlig") {
  /** `METHOD /path` below the API base, for every API request the sandbox received. */
  const received: string[] = [];
  let server: RunningServer;
  let browser: TestClient;
  const person = testPersons.find((candidate) => candidate.persona === persona);
  if (!person) throw new Error(`Unknown persona ${persona}`);

  beforeAll(async () => {
    server = await startTestServer({
      onRequest: (request) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith(apiBasePath))
          received.push(`${request.method} ${pathname.slice(apiBasePath.length)}`);
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    browser = new TestClient(server.origin);
    await browser.login(persona);
    received.length = 0;
  });
  afterEach(() => planFaults([]));

  /** How many `METHOD /path` requests the sandbox received in this test. */
  const calls = (call: string) => received.filter((request) => request === call).length;

  /** The sandbox fails the next `antall` calls of this customer to `sti` (503). */
  async function planFaults(faults: { metode: string; sti: string; antall: number }[]) {
    const response = await browser.raw(`/sandbox/feil/${person?.kundenummer}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(faults),
    });
    expect(response.status).toBe(204);
  }

  /** The app's api client for the logged-in customer, on a clock and window the test controls. */
  function logInApp(window = new TestWindow()) {
    const clock = new ManualClock();
    const api = createApiClient({
      apiHost: server.origin,
      fetch: browser.fetch,
      readCookies: () => browser.cookieHeader(),
      clock,
      window,
    });
    return { api, clock, window };
  }

  /**
   * Lets each wait pass in turn, from the test's first `call`: the next request goes out only
   * once its wait, and no other timer, is pending.
   */
  async function passWaits(clock: ManualClock, call: string, waits: number[]) {
    for (const [index, wait] of waits.entries()) {
      await until(() => {
        expect(calls(call)).toBe(index + 1);
        expect(clock.pending()).toEqual([wait]);
      });
      clock.advance(wait);
    }
  }

  return { calls, planFaults, logInApp, passWaits };
}
