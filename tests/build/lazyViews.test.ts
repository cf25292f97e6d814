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
