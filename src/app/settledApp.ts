import { type SnapshotFrom, waitFor } from "xstate";
import type { AppMachine } from "../../machines/appMachine.ts";
import type { AppActor } from "./AppActorContext.ts";

type AppSnapshot = SnapshotFrom<AppMachine>;

const notLoading = (snapshot: { status: string; hasTag?: (tag: "loading") => boolean }) =>
  snapshot.status !== "active" || !snapshot.hasTag?.("loading");

/**
 * The app's snapshot once it shows something the customer can use: a page, or a step of the
 * purchase flow with no call under way (the price asked for and the offer saved). The server opens
 * a saved offer's link up to there, and the app renders its first screen from there (decision
 * 0006). Rejects after `timeout` ms.
 */
export async function settledApp(actor: AppActor, timeout: number): Promise<AppSnapshot> {
  const deadline = Date.now() + timeout;
  const app = await waitFor(actor, notLoading, { timeout });
  const purchase = app.children.purchase;
  if (app.matches("ready") && purchase) {
    await waitFor(purchase, (snapshot) => notLoading(snapshot), {
      timeout: Math.max(deadline - Date.now(), 1),
    });
  }
  return actor.getSnapshot();
}
