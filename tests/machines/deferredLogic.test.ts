/** machines/deferredLogic.ts: logic named now, whose code arrives later. */
import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { deferredLogic } from "../../machines/deferredLogic.ts";

const toggle = createMachine({
  id: "toggle",
  initial: "off",
  states: { off: { on: { flip: "on" } }, on: { on: { flip: "off" } } },
});

describe("deferredLogic", () => {
  it("fails, naming the logic, when it is used before it is resolved", () => {
    const deferred = deferredLogic<typeof toggle>("toggleFlow");
    expect(deferred.isResolved).toBe(false);
    // xstate turns the throw into the actor's error (an invoking parent gets its error event).
    const errors: unknown[] = [];
    const actor = createActor(deferred.logic);
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe("error");
    expect(String(errors[0])).toMatch(/toggleFlow: the logic is not loaded yet/);
  });

  it("behaves as the real logic once resolved, and may be resolved again", () => {
    const deferred = deferredLogic<typeof toggle>("toggleFlow");
    deferred.resolve(toggle);
    expect(deferred.isResolved).toBe(true);
    const actor = createActor(deferred.logic).start();
    actor.send({ type: "flip" });
    expect(actor.getSnapshot().value).toBe("on");
    expect(actor.getPersistedSnapshot()).toMatchObject({ value: "on" });

    const other = createMachine({ id: "other", initial: "idle", states: { idle: {} } });
    deferred.resolve(other as unknown as typeof toggle);
    expect(createActor(deferred.logic).start().getSnapshot().value).toBe("idle");
  });

  it("answers promise and symbol probes like a plain object before it is resolved", async () => {
    const deferred = deferredLogic<typeof toggle>("toggleFlow");
    expect((deferred.logic as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(deferred.logic)).resolves.toBe(deferred.logic);
  });
});
