import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { RuntimeConfig } from "../../core/contract/auth.ts";
import type { ApiClient } from "../api/client.ts";
import type { CachedRead, ReadState } from "../api/queryCache.ts";

export interface Services {
  api: ApiClient;
  config: RuntimeConfig;
}

/** SPEC §6: feature flag 'nysalg-skade'; any value but 'false' means the overview exists. */
export const hasInsuranceOverview = (config: RuntimeConfig) => config.nysalgSkade !== "false";

const ServicesContext = createContext<Services | undefined>(undefined);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices outside ServicesProvider");
  return services;
}

export type Resource<T> =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; data: T };

/**
 * A list or page datum a view fetches itself (pickers, footer, detail page): loading, error with
 * retry, or the data. Flow decisions never depend on it; those are the machine's actors.
 */
export function useResource<T>(
  load: (api: ApiClient) => Promise<T>,
  dependencies: readonly unknown[],
): Resource<T> {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Resource<T>>({ status: "loading" });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let active = true;
    // Already loading at mount: keeping the same state spares the component a second render
    // right after the one that mounts it (on a hydrated page, among the page's first effects).
    setState((current) => (current.status === "loading" ? current : { status: "loading" }));
    // Each call in a task of its own: a page's first effects, which start several at once, stay
    // short (issue 9: no long task while the page becomes usable).
    const start = setTimeout(() => {
      load(api).then(
        (data) => active && setState({ status: "ready", data }),
        () => active && setState({ status: "error", retry }),
      );
    }, 0);
    return () => {
      active = false;
      clearTimeout(start);
    };
  }, [api, attempt, retry, ...dependencies]);
  return state;
}

function resourceOf<T>(state: ReadState<T>, retry: () => void): Resource<T> {
  if (state.data !== undefined) return { status: "ready", data: state.data };
  if (state.error !== undefined) return { status: "error", retry };
  return { status: "loading" };
}

/**
 * A read the client caches (SPEC §9, `fetchingPolicy.ts`): the cached answer at once, then each
 * later one (asked again behind it, on focus, after a failure); 'Prøv igjen' asks the server now.
 */
export function useCachedResource<T>(
  read: (api: ApiClient) => CachedRead<T>,
  dependencies: readonly unknown[],
): Resource<T> {
  const { api } = useServices();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the read depends on.
  const cached = useMemo(() => read(api), [api, ...dependencies]);
  const [state, setState] = useState(() => cached.current());
  useEffect(() => {
    setState(cached.current());
    let stop: (() => void) | undefined;
    // In a task of its own, as `useResource` (issue 9).
    const start = setTimeout(() => {
      stop = cached.watch(setState);
    }, 0);
    return () => {
      clearTimeout(start);
      stop?.();
    };
  }, [cached]);
  return resourceOf(state, cached.refetch);
}
