import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "../../../src/app/throttle.ts";

describe("throttle (SPEC §9: form data saved with a 5 ms throttle)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the first call at once", () => {
    const run = vi.fn();
    throttle(run, 5)();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs a burst within 5 ms once more, at the end of the interval", () => {
    const run = vi.fn();
    const save = throttle(run, 5);
    save();
    vi.advanceTimersByTime(1);
    save();
    save();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("runs again at once when the interval has passed", () => {
    const run = vi.fn();
    const save = throttle(run, 5);
    save();
    vi.advanceTimersByTime(5);
    save();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("flush runs a pending run now, and only once", () => {
    const run = vi.fn();
    const save = throttle(run, 5);
    save();
    save();
    save.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
    save.flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("cancel drops a pending run", () => {
    const run = vi.fn();
    const save = throttle(run, 5);
    save();
    save();
    save.cancel();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
