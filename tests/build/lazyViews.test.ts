import { describe, expect, it } from "vitest";
import { stepRoutes } from "../../src/app/flowPaths.ts";
import { prefetchAllViews, viewGroup } from "../../src/views/lazyView.ts";
import { offerViews } from "../../src/views/offerSteps.ts";
import { pageViews } from "../../src/views/pages.ts";
import { questionViews } from "../../src/views/questionSteps.ts";
import { stepViews } from "../../src/views/stepViews.ts";

describe("lazy step views", () => {
  it("the idle prefetch loads every group, so no step waits on the network for code", async () => {
    await prefetchAllViews();
    for (const group of [questionViews, offerViews, pageViews]) {
      expect(group.loaded()).toBeDefined();
    }
    for (const { id } of stepRoutes) expect(stepViews[id]).toBeTypeOf("function");
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
