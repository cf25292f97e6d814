/** SPEC §9 data fetching, against the real sandbox (see `fetchingHarness.ts`). */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/apiError.ts";
import { readBankContact } from "../../src/api/auth.ts";
import { fetchCustomer } from "../../src/api/customer.ts";
import { backoffMs } from "../../src/api/fetchingPolicy.ts";
import { readBonusList } from "../../src/api/lists.ts";
import type { ReadState } from "../../src/api/queryCache.ts";
import { fetchingSandbox, TestWindow, until } from "./fetchingHarness.ts";

const { calls, planFaults, logInApp, passWaits } = fetchingSandbox();

describe("retries (SPEC §9)", () => {
  it("backs off from 1000 ms, doubling, to at most 30 000 ms", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it("the shared default: a failed read of the frame is sent 3 more times, after 1, 2 and 4 s", async () => {
    await planFaults([{ metode: "GET", sti: "/auth/bankkontakt", antall: 3 }]);
    const { api, clock } = logInApp();
    const answer = readBankContact(api).get();
    await passWaits(clock, "GET /auth/bankkontakt", [1000, 2000, 4000]);
    expect((await answer).domene).toBeTruthy();
    expect(calls("GET /auth/bankkontakt")).toBe(4);
  });

  it("the shared default gives up after the third retry", async () => {
    await planFaults([{ metode: "GET", sti: "/auth/bankkontakt", antall: 4 }]);
    const { api, clock } = logInApp();
    const answer = readBankContact(api)
      .get()
      .catch((error: unknown) => error);
    await passWaits(clock, "GET /auth/bankkontakt", [1000, 2000, 4000]);
    expect(await answer).toMatchObject({ status: 503 });
    expect(calls("GET /auth/bankkontakt")).toBe(4);
    expect(clock.pending()).toEqual([]);
  });

  it("the app's own call is sent once more, after 1000 ms, and then fails", async () => {
    await planFaults([{ metode: "GET", sti: "/skadekunde", antall: 2 }]);
    const { api, clock } = logInApp();
    const answer = fetchCustomer(api).catch((error: unknown) => error);
    await passWaits(clock, "GET /skadekunde/", [1000]);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, details: { feil: { kode: "feil" } } });
    expect(calls("GET /skadekunde/")).toBe(2);
    expect(clock.pending()).toEqual([]);
  });

  it.each([
    ["saving an offer (not idempotent)", "/motor/bil/tilbud/lagre", undefined],
    ["a purchase with an Idempotency-Key", "/motor/bil/kjop", "kjop-fetching-policy-1"],
  ])("never sends a failed POST again: %s", async (_, sti, idempotencyKey) => {
    await planFaults([{ metode: "POST", sti, antall: 1 }]);
    const { api, clock } = logInApp();
    const error = await api
      .post(v.unknown(), sti, {}, idempotencyKey ? { idempotencyKey } : {})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(calls(`POST ${sti}`)).toBe(1);
    expect(clock.pending()).toEqual([]);
  });
});

describe("lists (SPEC §9)", () => {
  const bonusList = "GET /skadeforsikring/bonusliste";

  it("asked for again within 2 s, a list is fetched once; from 2 s on it is asked again", async () => {
    const { api, clock } = logInApp();
    const [first, second] = await Promise.all([readBonusList(api).get(), readBonusList(api).get()]);
    expect(second).toEqual(first);
    clock.advance(1999);
    expect(await readBonusList(api).get()).toEqual(first);
    expect(readBonusList(api).current().fetching).toBe(false);
    expect(calls(bonusList)).toBe(1);
    clock.advance(1);
    expect(await readBonusList(api).get()).toEqual(first); // at once, and asked behind it
    await until(() => expect(readBonusList(api).current().fetching).toBe(false));
    expect(calls(bonusList)).toBe(2);
  });

  it("within 5 minutes a list is served from the cache, even while the server fails; unused for 5 minutes, it is gone", async () => {
    const { api, clock } = logInApp();
    const list = await readBonusList(api).get();
    await planFaults([{ metode: "GET", sti: "/skadeforsikring/bonusliste", antall: 10 }]);
    clock.advance(5 * 60_000 - 1);
    expect(await readBonusList(api).get()).toEqual(list);
    // The request behind it fails, and its retry; the cached list stays.
    await until(() => {
      expect(calls(bonusList)).toBe(2);
      expect(clock.pending()).toEqual([1000]);
    });
    clock.advance(1000);
    await until(() => expect(readBonusList(api).current().error).toBeDefined());
    expect(calls(bonusList)).toBe(3);
    expect(readBonusList(api).current().data).toEqual(list);
    clock.advance(5 * 60_000 - 1000); // 5 minutes since it was last asked for
    const error = readBonusList(api)
      .get()
      .catch((caught: unknown) => caught);
    await until(() => expect(clock.pending()).toEqual([1000]));
    clock.advance(1000);
    expect(await error).toMatchObject({ status: 503 });
  });

  it("a watched list is asked again on window focus 60 s after its last request, not before", async () => {
    const { api, clock, window } = logInApp();
    const read = readBonusList(api);
    const stop = read.watch(() => undefined);
    await until(() => expect(read.current().data).toBeDefined());
    clock.advance(59_999);
    window.focus();
    expect(read.current().fetching).toBe(false);
    clock.advance(1);
    window.focus();
    expect(read.current().fetching).toBe(true);
    await until(() => expect(read.current().fetching).toBe(false));
    expect(calls(bonusList)).toBe(2);
    // The tab shown again counts as focus; a list nobody watches is not asked.
    clock.advance(60_000);
    window.show();
    // Answered, not only sent: a request still out would count as the read fetching below.
    await until(() => {
      expect(calls(bonusList)).toBe(3);
      expect(read.current().fetching).toBe(false);
    });
    stop();
    clock.advance(60_000);
    window.focus();
    expect(read.current().fetching).toBe(false);
    expect(calls(bonusList)).toBe(3);
  });

  it.each([
    ["4g", 5000],
    ["slow-2g", 10_000],
    ["2g", 10_000],
  ])(
    "a watched list that failed is asked again after the error retry interval (%s: %i ms)",
    async (effectiveType, interval) => {
      await planFaults([{ metode: "GET", sti: "/skadeforsikring/bonusliste", antall: 2 }]);
      const { api, clock } = logInApp(new TestWindow(effectiveType));
      const read = readBonusList(api);
      const states: ReadState<unknown>[] = [];
      const stop = read.watch((state) => states.push(state));
      await passWaits(clock, bonusList, [1000]);
      await until(() => expect(read.current().error).toBeDefined());
      expect(clock.pending()).toEqual([interval]);
      clock.advance(interval - 1);
      expect(read.current().fetching).toBe(false);
      clock.advance(1);
      expect(read.current().fetching).toBe(true);
      await until(() => expect(read.current().data).toBeDefined());
      expect(calls(bonusList)).toBe(3);
      expect(states.at(-1)).toEqual({ data: read.current().data, fetching: false });
      stop();
    },
  );

  it("a hidden tab asks nothing: the error retry waits until the page is seen again", async () => {
    await planFaults([{ metode: "GET", sti: "/skadeforsikring/bonusliste", antall: 2 }]);
    const window = new TestWindow();
    window.document.visibilityState = "hidden";
    const { api, clock } = logInApp(window);
    const read = readBonusList(api);
    const stop = read.watch(() => undefined);
    await passWaits(clock, bonusList, [1000]);
    await until(() => expect(read.current().error).toBeDefined());
    clock.advance(5000);
    expect(read.current().fetching).toBe(false);
    expect(clock.pending()).toEqual([5000]);
    window.document.visibilityState = "visible";
    clock.advance(5000);
    expect(read.current().fetching).toBe(true);
    await until(() => expect(read.current().data).toBeDefined());
    expect(calls(bonusList)).toBe(3);
    stop();
  });
});
