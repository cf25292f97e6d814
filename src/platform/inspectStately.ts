/**
 * Dev only (`?inspect=stately` on the dev server): forwards the app's actors to the Stately
 * inspector (https://stately.ai/docs/inspector), which opens in a new window. Never part of a
 * production build: src/platform/inspectBroadcast.ts imports it behind `import.meta.env.DEV`.
 */
import { createBrowserInspector } from "@statelyai/inspect";
import type { InspectionEvent } from "xstate";

export function connectStately(): { send: (event: InspectionEvent) => void } {
  const inspector = createBrowserInspector({ autoStart: true });
  return { send: (event) => inspector.inspect.next?.(event) };
}
