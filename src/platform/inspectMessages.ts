/**
 * What `?inspect=live` sends the inspector tab: the channel's name and its messages. Shared by the
 * app's live sink (inspectBroadcastChannel.ts) and the inspector (inspector/live.ts), apart from
 * inspectBroadcast.ts, which loads the sink on demand and so must not be imported back by it.
 */

/** The BroadcastChannel both tabs open. */
export const inspectChannelName = "kfp-flow-inspector";

/** An actor as the inspector sees it. */
export interface LiveActor {
  sessionId: string;
  /** The actor's id ('purchase' for the flow, the root's is 'x:0'-like). */
  id: string;
  /** The machine's id when the actor runs a state machine ('app', 'purchase'). */
  machineId: string | null;
  parentSessionId: string | null;
}

/** One transition taken, named like the inspector names it: source, event and index. */
export interface LiveTransition {
  source: string;
  /** '' for an eventless (`always`) transition. */
  eventType: string;
  /** Position among the source's transitions for this event (or among its `always`). */
  index: number;
  targets: string[];
}

/** Messages on the channel, app → inspector (`ping` goes the other way). */
export type LiveMessage =
  | { kind: "hello"; at: number; page: string }
  | {
      kind: "snapshot";
      at: number;
      actor: LiveActor;
      value: unknown;
      status: string;
      /** The context with national ids, names, phone numbers, e-mail and customer numbers masked. */
      context: unknown;
      eventType: string;
    }
  | {
      kind: "microstep";
      at: number;
      actor: LiveActor;
      eventType: string;
      transitions: LiveTransition[];
      value: unknown;
    }
  | { kind: "ping"; at: number };
