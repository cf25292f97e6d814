import { createContext, type ReactNode, useContext } from "react";
import type { DistributorResponse } from "../../core/contract/auth.ts";
import { fetchDistributor } from "../api/auth.ts";
import { type Resource, useResource } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";

const DistributorInfoContext = createContext<Resource<DistributorResponse> | undefined>(undefined);

/**
 * `GET /distributor` once per login state (it answers for the session's distributor), shared by
 * the menu's bank link and the session timeout's addresses instead of one request each.
 */
export function DistributorInfoProvider({ children }: { children: ReactNode }) {
  const loggedIn = AppActorContext.useSelector((snapshot) => snapshot.context.customer !== null);
  const info = useResource(fetchDistributor, [loggedIn]);
  return <DistributorInfoContext.Provider value={info}>{children}</DistributorInfoContext.Provider>;
}

export function useDistributorInfo(): Resource<DistributorResponse> {
  const info = useContext(DistributorInfoContext);
  if (!info) throw new Error("useDistributorInfo needs a DistributorInfoProvider above it");
  return info;
}
