/**
 * Live mode: listens on the app's BroadcastChannel (src/platform/inspectBroadcast.ts) and keeps
 * the latest state of each actor and the trail of transitions taken. Pure reducer + a small hook.
 */
import { useEffect, useReducer } from "react";
import {
  inspectChannelName,
  type LiveActor,
  type LiveMessage,
  type LiveTransition,
} from "../src/platform/inspectMessages.ts";

export interface LiveActorState {
  actor: LiveActor;
  value: unknown;
  status: string;
  context: unknown;
  lastEventType: string;
  at: number;
}

export interface TrailEntry {
  at: number;
  machineId: string | null;
  sessionId: string;
  eventType: string;
  transitions: LiveTransition[];
}

export interface LiveState {
  /** When the app last said something; null before any message. */
  lastHeard: number | null;
  page: string | null;
  actors: Record<string, LiveActorState>;
  trail: TrailEntry[];
}

export const initialLiveState: LiveState = { lastHeard: null, page: null, actors: {}, trail: [] };

const maxTrail = 300;

export function liveReducer(state: LiveState, message: LiveMessage | { kind: "clear" }): LiveState {
  switch (message.kind) {
    case "clear":
      return { ...state, trail: [] };
    case "hello":
      return { ...state, lastHeard: message.at, page: message.page };
    case "snapshot":
      return {
        ...state,
        lastHeard: message.at,
        actors: {
          ...state.actors,
          [message.actor.sessionId]: {
            actor: message.actor,
            value: message.value,
            status: message.status,
            context: message.context,
            lastEventType: message.eventType,
            at: message.at,
          },
        },
      };
    case "microstep": {
      if (message.transitions.length === 0) return state;
      const entry: TrailEntry = {
        at: message.at,
        machineId: message.actor.machineId,
        sessionId: message.actor.sessionId,
        eventType: message.eventType,
        transitions: message.transitions,
      };
      return { ...state, lastHeard: message.at, trail: [...state.trail, entry].slice(-maxTrail) };
    }
    default:
      return state;
  }
}

/** The model's id of a transition reported by the app. */
export function liveTransitionId(t: LiveTransition): string | null {
  if (t.index < 0 || t.eventType === "xstate.route") return null;
  return `${t.source}|${t.eventType || "always"}|${t.index}`;
}

/** The newest running actor of a machine. */
export function actorOfMachine(state: LiveState, machineId: string): LiveActorState | null {
  const candidates = Object.values(state.actors).filter(
    (a) => a.actor.machineId === machineId && a.status === "active",
  );
  return candidates.sort((a, b) => b.at - a.at)[0] ?? null;
}

export function useLiveFeed(enabled: boolean) {
  const [state, dispatch] = useReducer(liveReducer, initialLiveState);
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(inspectChannelName);
    channel.onmessage = (event: MessageEvent<LiveMessage>) => {
      if (event.data && typeof event.data === "object" && "kind" in event.data)
        dispatch(event.data);
    };
    channel.postMessage({ kind: "ping", at: Date.now() } satisfies LiveMessage);
    return () => channel.close();
  }, [enabled]);
  return { state, clear: () => dispatch({ kind: "clear" }) };
}
