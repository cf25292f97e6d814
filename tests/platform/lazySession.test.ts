/**
 * Issue 21: the session-timeout machine loads after the page (`createLazySession`), so what the
 * app tells it before then must wait and keep its meaning: a reported expiry keeps the server's
 * deadline, however long the machine took to arrive.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { sessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { createLazySession } from "../../src/app/platform.ts";

afterEach(() => {
  vi.useRealTimers();
});

const machineAt = (now: () => number) =>
  createActor(sessionTimeoutMachine, { input: { now, timeoutUrl: "https://bank.example/ut" } });

describe("the lazily loaded session actor", () => {
  it("delivers what came before it ran, in order, with the expiry's deadline unchanged", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    let create: (() => void) | undefined;
    const session = createLazySession(
      () =>
        new Promise((resolve) => {
          create = () => resolve(machineAt(() => Date.now()));
        }),
    );
    session.send({ type: "session.configure", loggUtUrl: "https://bank.example/logg-ut" });
    session.send({ type: "session.expiryReported", secondsLeft: 600 });
    const running = session.running();
    // The machine's chunk arrives 4 s later.
    vi.setSystemTime(1_004_000);
    create?.();
    const actor = await running;
    const { context } = actor.getSnapshot();
    expect(context.expiresAt).toBe(1_000_000 + 600_000);
    expect(context.loggUtUrl).toBe("https://bank.example/logg-ut");
    expect(context.timeoutUrl).toBe("https://bank.example/ut");
    // Once it runs, events go straight to it.
    session.send({ type: "session.expiryCleared" });
    expect(actor.getSnapshot().context.expiresAt).toBeNull();
    session.stop();
    expect(actor.getSnapshot().status).toBe("stopped");
  });

  it("loads once, and drops what waits when stopped before it ran", async () => {
    let loads = 0;
    const session = createLazySession(async () => {
      loads++;
      return machineAt(() => 0);
    });
    session.send({ type: "session.expiryReported", secondsLeft: 60 });
    session.stop();
    const actor = await session.running();
    await session.running();
    expect(loads).toBe(1);
    expect(actor.getSnapshot().context.expiresAt).toBeNull();
  });
});
