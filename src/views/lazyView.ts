import { type ComponentType, createElement, lazy, Suspense, useState } from "react";
import { Loader } from "../components/loader/index.ts";
import { listedViewChunks } from "./viewChunks.ts";

/**
 * Step views load in groups (one chunk per group) so the first screen carries only what it shows.
 * Every group is prefetched once the page has loaded and the browser is idle
 * (`prefetchViewsWhenIdle`), so by the time the customer moves on, the step's code is already here
 * and no step waits on the network; a step opened before that (a deep link) shows the loader.
 */
export interface ViewGroup<M> {
  load: () => Promise<M>;
  /** The loaded module, once `load` has resolved. */
  loaded: () => M | undefined;
}

const groups: ViewGroup<unknown>[] = [];

export function viewGroup<M>(importer: () => Promise<M>): ViewGroup<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  const group: ViewGroup<M> = {
    load: () => {
      promise ??= importer().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          promise = undefined; // a failed fetch may be retried by the next render
          throw error;
        },
      );
      return promise;
    },
    loaded: () => module,
  };
  groups.push(group as ViewGroup<unknown>);
  return group;
}

/**
 * A plain function component standing for one view of a group. When the group is already loaded
 * it renders the view at once (no Suspense round, no loader flash); otherwise it suspends on the
 * group's chunk. The choice is made once per mount, so a view never remounts when its chunk lands.
 */
export function lazyView<M, P extends object = Record<string, never>>(
  group: ViewGroup<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => group.load().then((module) => ({ default: pick(module) })));
  function LazyView(props: P) {
    const [Loaded] = useState(() => {
      const module = group.loaded();
      return module ? pick(module) : undefined;
    });
    if (Loaded) return createElement(Loaded, props);
    return createElement(
      Suspense,
      { fallback: createElement(Loader) },
      createElement(Lazy as unknown as ComponentType<P>, props),
    );
  }
  groupOfView.set(LazyView, group as ViewGroup<unknown>);
  return LazyView;
}

const groupOfView = new WeakMap<object, ViewGroup<unknown>>();

/**
 * Loads the code of one view (its group's chunk) when it is a lazy view; resolves at once for a
 * view that came with its caller's chunk. For the first screen of a page the server rendered:
 * only that view must be here before React takes the page over.
 */
export async function loadView(view: object | undefined): Promise<void> {
  if (view) await groupOfView.get(view)?.load();
}

/**
 * Every view group's chunk, each run when it arrives, including the groups that a loaded chunk
 * registers (the step views' groups come with the purchase flow's chunk).
 */
export async function loadAllViews(): Promise<void> {
  let known = -1;
  while (known !== groups.length) {
    known = groups.length;
    await Promise.all(groups.map((group) => group.load()));
  }
}

/** Asks the browser to fetch the listed view chunks into its cache, without running them. */
function fetchViewChunks(document: Document): void {
  for (const href of listedViewChunks(document)) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    // As the module scripts are fetched (CORS, same origin), so the later import finds it cached.
    link.crossOrigin = "";
    document.head.append(link);
  }
}

/** Input that says the customer is busy with the page (reading needs none of it). */
const customerInput = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * After the load event, once the customer has been quiet for `quietMs` (no press, key or scroll;
 * at the latest `latestMs` after the load) and then when the main thread is idle: fetching and
 * running the groups during page load competes with the first screen (it made LCP worse in
 * measurements), and while the customer acts it competes with their input (issue 31: main-thread
 * work); after that it costs nothing visible. All groups at once: a deep link's step waits for
 * its group otherwise. Each chunk runs when it arrives, in a task of its own. A failure is left
 * for the render that needs the view. A step opened before that loads its group itself (the
 * loader shows meanwhile).
 *
 * `fetchOnly` is for a page whose code is thrown away before any view is shown: the login page,
 * which the login replaces with a new page load. There the chunks the build listed are only
 * fetched (`<link rel="prefetch">`, into the browser's cache for the page after the login), not
 * run: running them was about a tenth of the login page's main-thread work (issue 31).
 */
export function prefetchViewsWhenIdle(
  target: Window = window,
  { quietMs = 2000, latestMs = 10_000, fetchOnly = false } = {},
): void {
  const idle = (run: () => void) =>
    typeof target.requestIdleCallback === "function"
      ? target.requestIdleCallback(run, { timeout: 2000 })
      : target.setTimeout(run, 200);
  let quietTimer: number | undefined;
  let latestTimer: number | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    target.clearTimeout(quietTimer);
    target.clearTimeout(latestTimer);
    for (const type of customerInput) target.removeEventListener(type, waitForQuiet);
    idle(() =>
      fetchOnly ? fetchViewChunks(target.document) : loadAllViews().catch(() => undefined),
    );
  };
  function waitForQuiet() {
    target.clearTimeout(quietTimer);
    quietTimer = target.setTimeout(start, quietMs);
  }
  const afterLoad = () => {
    for (const type of customerInput) {
      target.addEventListener(type, waitForQuiet, { passive: true });
    }
    latestTimer = target.setTimeout(start, latestMs);
    waitForQuiet();
  };
  if (target.document.readyState === "complete") afterLoad();
  else target.addEventListener("load", afterLoad, { once: true });
}
