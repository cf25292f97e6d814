import { useSelector } from "@xstate/react";
import { createContext, createElement, type ReactNode, useContext } from "react";
import { type Actor, type ActorRefFrom, createActor, type SnapshotFrom } from "xstate";
import type { AppMachine } from "../../machines/appMachine.ts";
import type { AppInput } from "../../machines/types.ts";
import { appInspect } from "../platform/inspectBroadcast.ts";

export type AppActor = ActorRefFrom<AppMachine>;
type AppSnapshot = SnapshotFrom<AppMachine>;

const ActorContext = createContext<AppActor | null>(null);

function useAppActorRef(): AppActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error("The app actor is used outside AppActorContext.Provider");
  return actor;
}

/**
 * The one long-lived app actor, above the router; the purchase flow is its child 'purchase'.
 * Unlike `createActorContext`, the provider takes an actor its owner has created and started
 * (main.tsx, the test harness): the app can run before React renders anything, so a page whose
 * first screen came from the server is taken over when the app is there too (issue 9), and the
 * machine is created once.
 */
export const AppActorContext = {
  Provider({ actor, children }: { actor: AppActor; children: ReactNode }) {
    return createElement(ActorContext.Provider, { value: actor }, children);
  },
  useActorRef: useAppActorRef,
  useSelector<T>(selector: (snapshot: AppSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useAppActorRef(), selector, compare);
  },
};

/** The app actor for this logic and input, with the inspector's observer when it was asked for. */
export function createAppActor(logic: AppMachine, input: AppInput): Actor<AppMachine> {
  return createActor(logic, { input, inspect: appInspect() });
}
