import { createContext, type ReactNode, useContext } from "react";
import type { BankAppContext } from "../components/document-link/index.ts";
import { AppActorContext } from "./AppActorContext.ts";
import { usePlatform } from "./PlatformBridge.tsx";

export interface LinkEnvironment {
  loginContext: string | null;
  bankApp: BankAppContext | undefined;
}

const LinkEnvironmentContext = createContext<LinkEnvironment>({
  loginContext: null,
  bankApp: undefined,
});

/** Where links open: plain links, unless the customer is inside the bank's mobile app. */
export const useLinkEnvironment = () => useContext(LinkEnvironmentContext);

export function LinkEnvironmentProvider({ children }: { children: ReactNode }) {
  const loginContext = AppActorContext.useSelector((snapshot) => snapshot.context.loginContext);
  const platform = usePlatform();
  return (
    <LinkEnvironmentContext.Provider value={{ loginContext, bankApp: platform?.bankApp }}>
      {children}
    </LinkEnvironmentContext.Provider>
  );
}
