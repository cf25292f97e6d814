import {
  Children,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
} from "react";
import { afterNextPaint } from "./scheduling.ts";

/**
 * The app's router: the address, a way to change it, and the page for it. What the app used of
 * react-router (a browser and a static router, first-match routes with `:param` and a trailing
 * `*`, useLocation, useNavigate, useParams) in ~1 KB instead of ~12 KB gzip on the first screen
 * (issue 31, docs/decisions/0013-own-router.md). Links inside the app are full page loads; only
 * the flow changes the address in place (FlowRoot), and back/forward come as `popstate`.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

interface RouterValue {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

const currentLocation = (): RouterLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

type SetLocation = (update: (shown: RouterLocation) => RouterLocation) => void;

const sameLocation = (a: RouterLocation, b: RouterLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/** The browser's address; a change from `navigate` or back/forward renders as a transition. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  const [history] = useState(deferredHistory);
  const [navigate] = useState(() => navigateIn(setLocation, history));
  useEffect(() => {
    const onPopState = () => {
      // The customer left the entry a pending write was for: it is not theirs any more.
      history.drop();
      follow(setLocation);
    };
    window.addEventListener("popstate", onPopState);
    // An address changed between the first render and this effect (not by `navigate`: a child's
    // effect may already have navigated, and its write is still pending).
    if (!history.pending()) follow(setLocation);
    return () => {
      window.removeEventListener("popstate", onPopState);
      // A router that goes (its app stopped) writes what it still owes at once: left pending, a
      // write landed after the paint on whatever the page showed next (in the tests, the next
      // test's address, which then opened the other product's flow).
      history.flush();
    };
  }, [history]);
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

interface DeferredHistory {
  /** Writes the entry after the next paint, in order with the writes before it. */
  write(path: string, replace: boolean): void;
  /** Where relative targets resolve: the last written or pending address. */
  latestHref(): string;
  pending(): boolean;
  drop(): void;
  /** Writes the pending entries now instead of after the paint. */
  flush(): void;
}

/**
 * The browser's history, written after the next paint: a step's new page shows first and the
 * address bar follows a frame later (pushState was up to a sixth of a step change's click at 4x
 * CPU, issue 31). The router's own location changes at once, so the app never waits for it.
 */
function deferredHistory(): DeferredHistory {
  let writes: { path: string; replace: boolean }[] = [];
  let cancel: (() => void) | undefined;
  const flush = () => {
    cancel?.();
    cancel = undefined;
    const due = writes;
    writes = [];
    for (const { path, replace } of due) {
      if (replace) window.history.replaceState(window.history.state, "", path);
      else window.history.pushState(null, "", path);
    }
  };
  return {
    write(path, replace) {
      writes.push({ path, replace });
      cancel ??= afterNextPaint(flush);
    },
    latestHref() {
      const last = writes.at(-1);
      return last ? new URL(last.path, window.location.href).href : window.location.href;
    },
    pending: () => writes.length > 0,
    drop() {
      writes = [];
      cancel?.();
      cancel = undefined;
    },
    flush,
  };
}

function navigateIn(setLocation: SetLocation, history: DeferredHistory): Navigate {
  return (to, options) => {
    const target = new URL(to, history.latestHref());
    history.write(`${target.pathname}${target.search}${target.hash}`, options?.replace ?? false);
    const next = { pathname: target.pathname, search: target.search, hash: target.hash };
    startTransition(() => setLocation((shown) => (sameLocation(shown, next) ? shown : next)));
  };
}

/** Takes the browser's address, unless it is the one shown (then nothing renders again). */
function follow(setLocation: SetLocation) {
  startTransition(() =>
    setLocation((shown) => {
      const now = currentLocation();
      return sameLocation(shown, now) ? shown : now;
    }),
  );
}

const ignoreNavigation: Navigate = () => undefined;

/** A fixed address, for rendering on the server (src/prerender). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const url = new URL(location, "http://page.invalid");
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
      navigate: ignoreNavigation,
    };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error("useLocation and useNavigate need a router above them");
  return router;
}

export const useLocation = (): RouterLocation => useRouter().location;

/** Changes the address; the same function for as long as the router lives. */
export const useNavigate = (): Navigate => useRouter().navigate;

export const useParams = (): Readonly<Record<string, string | undefined>> => use(ParamsContext);

export interface RouteProps {
  /** `/a/:name/b`, `/a/*` or `*`; static segments match case-insensitively, a trailing `/` is ignored. */
  path: string;
  element: ReactNode;
}

/** Declares a route for the `Routes` around it; renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

const segments = (path: string) => path.split("/").filter((segment) => segment !== "");

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The route's parameters when `pathname` matches `pattern`; undefined otherwise. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = segments(pattern);
  const given = segments(pathname);
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index++) {
    const part = wanted[index] ?? "";
    if (part === "*" && index === wanted.length - 1) {
      params["*"] = given.slice(index).map(decode).join("/");
      return params;
    }
    const actual = given[index];
    if (actual === undefined) return undefined;
    if (part.startsWith(":")) params[part.slice(1)] = decode(actual);
    else if (part.toLowerCase() !== decode(actual).toLowerCase()) return undefined;
  }
  return given.length === wanted.length ? params : undefined;
}

/**
 * The first `Route` whose path matches the address, with its parameters. Order matters: a more
 * specific route goes before a wider one (react-router ranked them; App.tsx lists them in that
 * order, tests/app/router.test.tsx checks the app's addresses).
 */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || child.type !== Route) continue;
    const { path, element } = (child as ReactElement<RouteProps>).props;
    const params = matchPath(path, pathname);
    if (params) return <ParamsContext value={params}>{element}</ParamsContext>;
  }
  return null;
}
