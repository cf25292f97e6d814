import { describe, expect, it, vi } from "vitest";
import { stepRoutes } from "../../src/app/flowPaths.ts";
import { loadAllViews, prefetchViewsWhenIdle, viewGroup } from "../../src/views/lazyView.ts";
import { offerViews } from "../../src/views/offerSteps.ts";
import { pageViews } from "../../src/views/pages.ts";
import { questionViews } from "../../src/views/questionSteps.ts";
import { stepViews } from "../../src/views/stepViews.ts";
import { waitLimitMs } from "../setup/patience.ts";

describe("lazy step views", () => {
  it("the idle prefetch loads every group, so no step waits on the network for code", async () => {
    const groups = [questionViews, offerViews, pageViews];
    let idlePeriods = 0;
    const page = {
      document: { readyState: "complete" },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      setTimeout: (run: () => void) => setTimeout(run, 0),
      clearTimeout: (timer: number) => clearTimeout(timer),
      requestIdleCallback: (run: () => void) => {
        idlePeriods += 1;
        queueMicrotask(run);
        return 0;
      },
    } as unknown as Window;
    prefetchViewsWhenIdle(page);
    // Each group's first import compiles its views: seconds on a busy machine.
    await vi.waitFor(
      () => {
        for (const group of groups) expect(group.loaded()).toBeDefined();
      },
      { timeout: waitLimitMs, interval: 20 },
    );
    // All in the first idle period, so a deep link's step does not wait for the others.
    expect(idlePeriods).toBe(1);
    for (const { id } of stepRoutes) expect(stepViews[id]).toBeTypeOf("function");
  });

  it("waits until the customer has been quiet (input starts the wait again), at most until the latest time", async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Map<string, () => void>();
      let idlePeriods = 0;
      const page = {
        document: { readyState: "complete" },
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        removeEventListener: (type: string) => listeners.delete(type),
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
        clearTimeout: (timer: number) => clearTimeout(timer),
        requestIdleCallback: () => {
          idlePeriods += 1;
          return 0;
        },
      } as unknown as Window;
      prefetchViewsWhenIdle(page, { quietMs: 2000, latestMs: 5000 });
      vi.advanceTimersByTime(1500);
      listeners.get("keydown")?.(); // the customer types: two more quiet seconds
      vi.advanceTimersByTime(1500);
      expect(idlePeriods).toBe(0);
      vi.advanceTimersByTime(500);
      expect(idlePeriods).toBe(1);
      expect(listeners.size).toBe(0);

      // A customer who never stops: the prefetch runs at the latest time.
      prefetchViewsWhenIdle(page, { quietMs: 2000, latestMs: 5000 });
      for (let second = 0; second < 5; second++) {
        listeners.get("pointerdown")?.();
        vi.advanceTimersByTime(1000);
      }
      expect(idlePeriods).toBe(2);
      vi.advanceTimersByTime(10_000);
      expect(idlePeriods).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loading every view also loads the groups a loaded chunk registers", async () => {
    let registered: ReturnType<typeof viewGroup<{ view: string }>> | undefined;
    // As the purchase flow's chunk, which brings the step views' groups with it.
    const flow = viewGroup(async () => {
      registered = viewGroup(async () => ({ view: "step" }));
      return { flow: true };
    });
    await loadAllViews();
    expect(flow.loaded()).toEqual({ flow: true });
    expect(registered?.loaded()).toEqual({ view: "step" });
  });

  it("a failed chunk load is retried by the next use", async () => {
    let calls = 0;
    const group = viewGroup(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return { ok: true };
    });
    await expect(group.load()).rejects.toThrow("offline");
    await expect(group.load()).resolves.toEqual({ ok: true });
    expect(group.loaded()).toEqual({ ok: true });
  });
});
