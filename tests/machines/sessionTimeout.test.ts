import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import {
  type LogoutInput,
  type LogoutOutput,
  sessionTimeoutMachine,
  sessionWarningSeconds,
} from "../../machines/sessionTimeoutMachine.ts";

const distributor = {
  timeoutUrl: "https://bank.example/timeout",
  loggUtUrl: "https://bank.example/logget-ut",
};

interface Options {
  refresh?: () => Promise<unknown>;
  logout?: (input: LogoutInput) => Promise<LogoutOutput>;
  input?: Partial<typeof distributor> & { logoutGoto?: string };
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const navigations: string[] = [];
  const refreshCalls: number[] = [];
  const logoutCalls: LogoutInput[] = [];
  const machine = sessionTimeoutMachine.provide({
    actions: { navigateTo: (_, { url }) => navigations.push(url) },
    actors: {
      refreshSession: fromPromise(async () => {
        refreshCalls.push(clock.now());
        return (options.refresh ?? (async () => ({ kfpSessionId: "abc" })))();
      }),
      logout: fromPromise<LogoutOutput, LogoutInput>(async ({ input }) => {
        logoutCalls.push(input);
        return (options.logout ?? (async () => ({ logoutUrl: "https://login.example/ut" })))(input);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { ...distributor, ...options.input, now: () => clock.now() },
  });
  actor.start();
  const modalVisible = () => actor.getSnapshot().hasTag("modalVisible");
  const report = (secondsLeft: number) =>
    actor.send({ type: "session.expiryReported", secondsLeft });
  const tickSeconds = (seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  return {
    actor,
    clock,
    navigations,
    refreshCalls,
    logoutCalls,
    modalVisible,
    report,
    tickSeconds,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session timeout", () => {
  it("hides the modal while no expiry is known, however long it waits", () => {
    const { modalVisible, tickSeconds, actor } = start();
    tickSeconds(3600);
    expect(modalVisible()).toBe(false);
    expect(actor.getSnapshot().matches("unknown")).toBe(true);
  });

  it("ignores an expiry that is not a number", () => {
    const { report, modalVisible, actor } = start();
    report(Number.NaN);
    expect(actor.getSnapshot().matches("unknown")).toBe(true);
    expect(modalVisible()).toBe(false);
  });

  it("shows the warning when fewer than 60 seconds are left, checked every second", () => {
    const { report, modalVisible, tickSeconds, actor } = start();
    report(120);
    expect(modalVisible()).toBe(false);
    tickSeconds(60);
    // exactly 60 left: not yet "under 60"
    expect(modalVisible()).toBe(false);
    tickSeconds(1);
    expect(modalVisible()).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(sessionWarningSeconds - 1);
  });

  it("shows the warning at once when the reported expiry is already under 60 s", () => {
    const { report, modalVisible } = start();
    report(30);
    expect(modalVisible()).toBe(true);
  });

  it("sends the browser to the distributor's timeout URL at expiry", () => {
    const { report, tickSeconds, navigations, actor } = start();
    report(10);
    tickSeconds(9);
    expect(navigations).toEqual([]);
    tickSeconds(1);
    expect(navigations).toEqual([distributor.timeoutUrl]);
    expect(actor.getSnapshot().matches("expired")).toBe(true);
    tickSeconds(5);
    expect(navigations).toHaveLength(1);
  });

  it("goes to the timeout URL at once when the expiry reported has passed", () => {
    const { report, navigations } = start();
    report(0);
    expect(navigations).toEqual([distributor.timeoutUrl]);
  });

  it("counts real elapsed time, so a throttled background tab still expires on time", () => {
    const { report, clock, navigations } = start();
    report(300);
    // The browser held the timers back; one tick arrives after six minutes.
    clock.set(clock.now() + 360_000);
    clock.increment(1000);
    expect(navigations).toEqual([distributor.timeoutUrl]);
  });

  it("hides the warning again when a later response reports a fresh expiry", () => {
    const { report, modalVisible } = start();
    report(30);
    expect(modalVisible()).toBe(true);
    report(1800);
    expect(modalVisible()).toBe(false);
  });

  it("hides the modal when the expiry is cleared", () => {
    const { report, modalVisible, actor } = start();
    report(30);
    actor.send({ type: "session.expiryCleared" });
    expect(modalVisible()).toBe(false);
  });

  it("'Continue session' calls session-status and closes the modal", async () => {
    const { report, actor, refreshCalls, modalVisible } = start({
      refresh: async () => {
        // the api client reports the new expiry from the response header
        actor.send({ type: "session.expiryReported", secondsLeft: 1800 });
        return { kfpSessionId: "abc" };
      },
    });
    report(30);
    actor.send({ type: "session.continue" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await settle();
    expect(refreshCalls).toHaveLength(1);
    expect(modalVisible()).toBe(false);
  });

  it("still expires when the refresh call hangs past the expiry", () => {
    const { report, actor, tickSeconds, navigations } = start({
      refresh: () => new Promise(() => {}),
    });
    report(5);
    actor.send({ type: "session.continue" });
    tickSeconds(5);
    expect(navigations).toEqual([distributor.timeoutUrl]);
  });

  it("'Logout' posts /auth/logout with goto and follows the logout URL", async () => {
    const { report, actor, logoutCalls, navigations } = start({
      input: { logoutGoto: "/privat/forsikring" },
    });
    report(30);
    actor.send({ type: "session.logout" });
    await settle();
    expect(logoutCalls).toEqual([{ goto: "/privat/forsikring" }]);
    expect(navigations).toEqual(["https://login.example/ut"]);
  });

  it("falls back to the distributor's loggUtUrl when logout fails", async () => {
    const { report, actor, navigations } = start({
      logout: async () => {
        throw new Error("Internal Server Error");
      },
    });
    report(30);
    actor.send({ type: "session.logout" });
    await settle();
    expect(navigations).toEqual([distributor.loggUtUrl]);
  });

  it("takes the distributor's URLs when they arrive after start", () => {
    const { report, actor, tickSeconds, navigations } = start({
      input: { timeoutUrl: undefined, loggUtUrl: undefined },
    });
    actor.send({ type: "session.configure", timeoutUrl: "https://eika.example/timeout" });
    report(2);
    tickSeconds(2);
    expect(navigations).toEqual(["https://eika.example/timeout"]);
  });

  it("stays on the expired notice when no distributor URL is known", () => {
    const { report, actor, navigations } = start({
      input: { timeoutUrl: undefined, loggUtUrl: undefined },
    });
    report(0);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().matches({ expired: "stranded" })).toBe(true);
    expect(actor.getSnapshot().hasTag("modalVisible")).toBe(true);
  });

  it("describes every state in Norwegian for the product owners", () => {
    const missing: string[] = [];
    const visit = (node: { id: string; description?: string; states: object }) => {
      if (!node.description && !node.id.endsWith("checking") && !node.id.endsWith("leaving")) {
        missing.push(node.id);
      }
      for (const child of Object.values(node.states)) visit(child);
    };
    visit(sessionTimeoutMachine.root);
    expect(missing).toEqual([]);
  });
});
