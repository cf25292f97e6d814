/**
 * `GET /distributor`, once per page (it answers for the session's distributor): the session
 * timeout's addresses go to the app actor as `session.configure`, and the menu's bank link reads
 * the same answer (DistributorInfo.tsx), so there is one request, not one each. Asked where the
 * app actor is created (createAppAt), outside React (issue 30 item 6).
 */
import type { DistributorResponse } from "../../core/contract/auth.ts";
import { fetchDistributor } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import type { AppActor } from "./AppActorContext.ts";

export type DistributorInfo =
  | { status: "loading" }
  | { status: "ready"; data: DistributorResponse }
  | { status: "error" };

export interface DistributorInfoStore {
  get(): DistributorInfo;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<AppActor, DistributorInfoStore>();

/** The answer for this app actor; none where the actor was not made by `createAppAt` (the server). */
export function distributorInfoOf(app: AppActor): DistributorInfoStore | undefined {
  return stores.get(app);
}

/**
 * Asks for the distributor's answer once, as the app starts. It answers for the session's
 * distributor, which does not change while the page lives: a login loads the page anew (it asked
 * again when the customer became known, one call more on every logged-in page, issue 31). The page
 * usually carries the answer (`PageStart.answers`), so no request goes out.
 */
export function askDistributor(app: AppActor, api: ApiClient): DistributorInfoStore {
  let info: DistributorInfo = { status: "loading" };
  const listeners = new Set<() => void>();
  const set = (next: DistributorInfo) => {
    info = next;
    for (const listener of listeners) listener();
  };
  // A task of its own, after the page's first tasks (issue 9: no long task at start).
  setTimeout(() => {
    fetchDistributor(api).then(
      (data) => {
        set({ status: "ready", data });
        const { timeoutUrl, loggUtUrl } = data.info;
        // SPEC §7: logout posts { goto }, the distributor's address, where the logout service
        // sends the customer; loggUtUrl is also where the browser goes if the logout call fails.
        app.send({ type: "session.configure", timeoutUrl, loggUtUrl, logoutGoto: loggUtUrl });
      },
      () => set({ status: "error" }),
    );
  }, 0);
  const store: DistributorInfoStore = {
    get: () => info,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(app, store);
  return store;
}
