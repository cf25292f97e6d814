import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while React hydrates the server's page, true in every render after (and in a page the
 * browser renders itself). Something that may already be known in the browser when it hydrates,
 * but never on the server, shows only from then on: the first render must be the server's page,
 * or React throws it away and builds the page again (a saved offer's link, decision 0006).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
