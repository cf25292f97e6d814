/**
 * Opt-in inspection of the running flow, for product owners and developers (docs/inspector.md).
 *
 * - `?inspect=live`: the app's actors broadcast their state, the transitions taken and their
 *   context (personal data masked) on a BroadcastChannel; the inspector in another tab of the
 *   same browser and origin highlights them. Nothing leaves the browser.
 * - `?inspect=stately` (dev server only): the app connects to the Stately inspector
 *   (`@statelyai/inspect`).
 *
 * This module is the only part in the customer bundle: a few lines that read the flag. The
 * broadcaster is a separate chunk loaded only when the flag is set; the Stately connector is
 * removed from production builds altogether (`import.meta.env.DEV`).
 *
 * Wiring (src/app/AppActorContext.ts):
 *   createActor(logic, { input, inspect: appInspect() })
 */
import type { InspectionEvent } from "xstate";

export const inspectModes = ["live", "stately"] as const;
export type InspectMode = (typeof inspectModes)[number];

/** Remembers the flag for the tab, so it survives the app's own URL changes and reloads. */
export const inspectStorageKey = "kfp-inspect";

type Observer = (event: InspectionEvent) => void;
type Sink = { send: Observer };

/** Which inspection the page asked for, if any: `?inspect=live` or `?inspect=stately`. */
export function inspectModeFor(search: string, storage?: Pick<Storage, "getItem" | "setItem">) {
  const asked = new URLSearchParams(search).get("inspect");
  if (asked === "off") {
    storage?.setItem(inspectStorageKey, "");
    return null;
  }
  const mode = (inspectModes as readonly string[]).includes(asked ?? "")
    ? (asked as InspectMode)
    : (storage?.getItem(inspectStorageKey) as InspectMode | null);
  if (mode && asked === mode) storage?.setItem(inspectStorageKey, mode);
  return mode && (inspectModes as readonly string[]).includes(mode) ? mode : null;
}

function loadSink(mode: InspectMode): Promise<Sink> | null {
  if (mode === "stately") {
    if (!import.meta.env.DEV) return null;
    // Served by the dev server only; the production bundler never sees this import, so neither
    // the connector nor @statelyai/inspect can end up in a build.
    const url = `${import.meta.env.BASE_URL}src/platform/inspectStately.ts`;
    return import(/* @vite-ignore */ url).then((m: typeof import("./inspectStately.ts")) =>
      m.connectStately(),
    );
  }
  if (mode === "live")
    return import("./inspectBroadcastChannel.ts").then((m) => m.createLiveSink());
  return null;
}

let observer: Observer | undefined | null = null;

/**
 * The `inspect` option for the app actor: undefined unless the page asked for inspection. Events
 * that arrive while the inspection chunk loads are queued and replayed.
 */
export function appInspect(): Observer | undefined {
  if (observer !== null) return observer;
  observer = undefined;
  if (typeof window === "undefined") return observer;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  const mode = inspectModeFor(window.location.search, storage);
  const loading = mode ? loadSink(mode) : null;
  if (!loading) return observer;
  let sink: Sink | null = null;
  const queue: InspectionEvent[] = [];
  void loading.then(
    (loaded) => {
      sink = loaded;
      for (const event of queue.splice(0)) loaded.send(event);
    },
    () => {
      queue.length = 0;
    },
  );
  observer = (event) => {
    if (sink) sink.send(event);
    else if (queue.length < 500) queue.push(event);
  };
  return observer;
}
