import { fromPromise } from "xstate";
import { type LogoutOutput, sessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";

export interface SessionTimeoutCalls {
  /** GET /auth/session-status ('Fortsett økten'). */
  refresh: () => Promise<unknown>;
  /** POST /auth/logout { goto }. */
  logout: (goto: string | undefined) => Promise<LogoutOutput>;
  /** The browser's navigation. */
  navigateTo: (url: string) => void;
}

/**
 * The root chart's 'sessionTimeout' child with its effects. A chunk of its own, loaded after the
 * page (issue 21); the calls come from the first screen's api module, so it is not split off.
 */
export function provideSessionTimeout(calls: SessionTimeoutCalls) {
  return sessionTimeoutMachine.provide({
    actors: {
      refreshSession: fromPromise<unknown>(() => calls.refresh()),
      logout: fromPromise(({ input }: { input: { goto?: string } }) => calls.logout(input.goto)),
    },
    actions: {
      navigateTo: (_, params: { url: string }) => calls.navigateTo(params.url),
    },
  });
}
