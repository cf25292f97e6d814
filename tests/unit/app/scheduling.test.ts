// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextPaint, nextTask } from "../../../src/app/scheduling.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("nextTask", () => {
  it("resolves in a later task: after the current task's microtasks and a task queued before it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("task queued before"), 0);
    const waited = nextTask().then(() => order.push("next task"));
    await Promise.resolve().then(() => order.push("microtask"));
    expect(order).toEqual(["microtask"]);
    await waited;
    expect(order).toEqual(["microtask", "task queued before", "next task"]);
  });
});

describe("afterNextPaint", () => {
  it("runs the work once, in a task after an animation frame, not before", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const work = vi.fn();
    afterNextPaint(work);
    await nextTask();
    expect(work).not.toHaveBeenCalled();
    // The frame's callbacks run before its paint: the work waits for the task after it.
    frames[0]?.(performance.now());
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs without a frame (a page in a background tab gets none), but only once", async () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    const work = vi.fn();
    afterNextPaint(work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", async () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    // Longer than the wait for a frame that never comes (100 ms).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(work).not.toHaveBeenCalled();
  });

  it("as a promise, settles after the frame", async () => {
    let painted = false;
    const after = nextPaint().then(() => painted);
    requestAnimationFrame(() => {
      painted = true;
    });
    expect(await after).toBe(true);
  });
});
