// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { sessionTimeoutTexts } from "../../core/texts/sessionTimeout.ts";
import {
  type LogoutInput,
  type LogoutOutput,
  sessionTimeoutMachine,
} from "../../machines/sessionTimeoutMachine.ts";
import { SessionTimeoutModal } from "../../src/components/session-timeout-modal/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

function renderModal() {
  const clock = new SimulatedClock();
  const navigations: string[] = [];
  const events: string[] = [];
  let resolveRefresh: () => void = () => {};
  const machine = sessionTimeoutMachine.provide({
    actions: { navigateTo: (_, { url }) => navigations.push(url) },
    actors: {
      refreshSession: fromPromise(
        () =>
          new Promise((resolve) => {
            resolveRefresh = () => resolve({ kfpSessionId: "abc" });
          }),
      ),
      logout: fromPromise<LogoutOutput, LogoutInput>(async () => ({
        logoutUrl: "https://login.example/ut",
      })),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      timeoutUrl: "https://bank.example/timeout",
      loggUtUrl: "https://bank.example/ut",
      now: () => clock.now(),
    },
    inspect: (inspection) => {
      if (inspection.type === "@xstate.event" && inspection.event.type.startsWith("session.")) {
        events.push(inspection.event.type);
      }
    },
  }).start();
  const view = render(<SessionTimeoutModal actorRef={actor} />);
  const advance = (seconds: number) =>
    act(() => {
      for (let i = 0; i < seconds; i++) clock.increment(1000);
    });
  return {
    ...view,
    actor,
    clock,
    navigations,
    events,
    advance,
    refreshDone: () => resolveRefresh(),
    user: userEvent.setup(),
  };
}

const dialog = () => screen.queryByRole("alertdialog");

describe("SessionTimeoutModal", () => {
  it("is hidden while more than a minute is left, and shows under 60 s", async () => {
    const { actor, advance } = renderModal();
    expect(dialog()).toBeNull();
    act(() => {
      actor.send({ type: "session.expiryReported", secondsLeft: 62 });
    });
    expect(dialog()).toBeNull();
    advance(3);
    const modal = screen.getByRole("alertdialog", { name: sessionTimeoutTexts.title });
    expect(modal.textContent).toContain(sessionTimeoutTexts.body(59));
    advance(1);
    expect(modal.textContent).toContain(sessionTimeoutTexts.body(58));
    await expectNoAxeViolations(document.body);
  });

  it("'Fortsett økten' sends session.continue and closes once the session is refreshed", async () => {
    const { actor, user, events, refreshDone } = renderModal();
    act(() => {
      actor.send({ type: "session.expiryReported", secondsLeft: 30 });
    });
    await user.click(screen.getByRole("button", { name: sessionTimeoutTexts.continue }));
    expect(events).toContain("session.continue");
    await act(async () => {
      actor.send({ type: "session.expiryReported", secondsLeft: 1800 });
      refreshDone();
    });
    expect(dialog()).toBeNull();
  });

  it("'Logg ut' sends session.logout and the browser follows the logout URL", async () => {
    const { actor, user, events, navigations } = renderModal();
    act(() => {
      actor.send({ type: "session.expiryReported", secondsLeft: 30 });
    });
    await user.click(screen.getByRole("button", { name: sessionTimeoutTexts.logout }));
    expect(events).toContain("session.logout");
    expect(navigations).toEqual(["https://login.example/ut"]);
  });

  it("at expiry says the session is over while the browser goes to the timeout URL", () => {
    const { actor, advance, navigations } = renderModal();
    act(() => {
      actor.send({ type: "session.expiryReported", secondsLeft: 2 });
    });
    advance(2);
    expect(navigations).toEqual(["https://bank.example/timeout"]);
    expect(
      screen.getByRole("alertdialog", { name: sessionTimeoutTexts.expiredTitle }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: sessionTimeoutTexts.continue })).toBeNull();
  });
});
