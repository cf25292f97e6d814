import { useSyncExternalStore } from "react";
import { AppActorContext } from "./AppActorContext.ts";
import { type DistributorInfo, distributorInfoOf } from "./distributorAnswer.ts";

const loading: DistributorInfo = { status: "loading" };
const unsubscribed = () => () => undefined;

/**
 * The answer of `GET /distributor` for the page's session (distributorAnswer.ts asks for it
 * where the actor is created). Still loading where no one asked: the server's render of a screen.
 */
export function useDistributorInfo(): DistributorInfo {
  const store = distributorInfoOf(AppActorContext.useActorRef());
  return useSyncExternalStore(
    store?.subscribe ?? unsubscribed,
    store?.get ?? (() => loading),
    () => loading,
  );
}
