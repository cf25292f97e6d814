/**
 * The live half of `?inspect=live` (loaded on demand by src/platform/inspectBroadcast.ts): turns
 * XState inspection events into small messages on a BroadcastChannel for the inspector tab. Only
 * state values, event types, the transitions taken and a masked copy of the context are sent.
 */
import type { AnyActorRef, InspectionEvent } from "xstate";
import {
  inspectChannelName,
  type LiveActor,
  type LiveMessage,
  type LiveTransition,
} from "./inspectMessages.ts";
import { createScrubber, redactions } from "./privacy.ts";

/** Keys whose values are personal whatever they look like. */
const personalKeys: Record<string, string> = {
  fornavn: redactions.name,
  etternavn: redactions.name,
  mellomnavn: redactions.name,
  annenEierNavn: redactions.name,
  annenEierFnr: redactions.nationalId,
  fodselsnummer: redactions.nationalId,
  fnr: redactions.nationalId,
  fnrOrgnr: redactions.nationalId,
  epost: redactions.email,
  epostAdresse: redactions.email,
  telefonnummer: redactions.phone,
  mobilNummer: redactions.phone,
  niceKundenummer: "[kundenummer]",
  trackingId: "[skjult]",
  idempotencyKey: "[skjult]",
};

function collectNames(value: unknown, names: string[], depth = 0): void {
  if (!value || typeof value !== "object" || depth > 8) return;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === "string" && personalKeys[key] === redactions.name) names.push(child);
    else if (key === "annenEier" && child && typeof child === "object" && "navn" in child) {
      names.push(String((child as { navn: unknown }).navn));
    } else collectNames(child, names, depth + 1);
  }
}

function maskKeys(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => maskKeys(item, depth + 1));
  if (!value || typeof value !== "object" || depth > 20) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const mask = personalKeys[key];
    out[key] =
      mask && child !== null && child !== undefined && child !== ""
        ? mask
        : maskKeys(child, depth + 1);
  }
  return out;
}

/** A copy of a context fit to show: personal keys masked, then the scrubber over the rest. */
export function maskContext(context: unknown): unknown {
  const names: string[] = [];
  collectNames(context, names);
  const scrubber = createScrubber(names);
  const plain = JSON.parse(
    JSON.stringify(context ?? null, (_key, v) => (typeof v === "function" ? undefined : v)),
  );
  return scrubber.value(maskKeys(plain));
}

interface NodeLike {
  id: string;
  transitions?: Map<string, readonly unknown[]>;
  always?: readonly unknown[];
}

interface TransitionLike {
  source: NodeLike;
  eventType: string;
  target?: readonly NodeLike[];
}

function describeTransition(t: TransitionLike): LiveTransition {
  const list = t.eventType === "" ? t.source.always : t.source.transitions?.get(t.eventType);
  return {
    source: t.source.id,
    eventType: t.eventType,
    index: list ? list.indexOf(t) : -1,
    targets: (t.target ?? []).map((target) => target.id),
  };
}

function describeActor(ref: AnyActorRef): LiveActor {
  const logic = (ref as unknown as { logic?: { id?: unknown; root?: unknown } }).logic;
  const parent = ref._parent as AnyActorRef | undefined;
  return {
    sessionId: ref.sessionId,
    id: ref.id,
    machineId: logic?.root && typeof logic.id === "string" ? logic.id : null,
    parentSessionId: parent?.sessionId ?? null,
  };
}

const page = () => (typeof window === "undefined" ? "" : window.location.pathname);

export function createLiveSink(
  channel: BroadcastChannel = new BroadcastChannel(inspectChannelName),
) {
  const latest = new Map<string, LiveMessage>();
  const post = (message: LiveMessage) => {
    try {
      channel.postMessage(message);
    } catch {
      // A value that cannot be cloned is left out rather than breaking the app.
    }
  };
  channel.onmessage = (event: MessageEvent<LiveMessage>) => {
    if (event.data?.kind !== "ping") return;
    post({ kind: "hello", at: Date.now(), page: page() });
    for (const message of latest.values()) post(message);
  };
  post({ kind: "hello", at: Date.now(), page: page() });

  const send = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    if (event.type === "@xstate.snapshot") {
      const snapshot = event.snapshot as { value?: unknown; status?: string; context?: unknown };
      if (snapshot.value === undefined) return;
      const message: LiveMessage = {
        kind: "snapshot",
        at: Date.now(),
        actor: describeActor(ref),
        value: snapshot.value,
        status: snapshot.status ?? "active",
        context: maskContext(snapshot.context),
        eventType: event.event.type,
      };
      latest.set(ref.sessionId, message);
      post(message);
    } else if (event.type === "@xstate.microstep") {
      const snapshot = event.snapshot as { value?: unknown };
      post({
        kind: "microstep",
        at: Date.now(),
        actor: describeActor(ref),
        eventType: event.event.type,
        transitions: (event._transitions as unknown as TransitionLike[]).map(describeTransition),
        value: snapshot.value,
      });
    }
  };
  return { send };
}
