import type { ReactNode } from "react";
import type { AppPageMeta } from "../../machines/appMachine.ts";
import { leaveApp } from "../components/full-screen-error/defaultBack.ts";
import { FullScreenError } from "../components/full-screen-error/FullScreenError.tsx";
import { Loader } from "../components/loader/Loader.tsx";
import { LoginPage } from "../views/login/LoginPage.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { usePlatform } from "./PlatformBridge.tsx";

function currentPage(meta: Record<string, unknown>): AppPageMeta["page"] {
  for (const value of Object.values(meta)) {
    const page = (value as Partial<AppPageMeta> | undefined)?.page;
    if (page) return page;
  }
  return "loading";
}

/**
 * SPEC §4 "Login and gating": what the app machine says the customer may see. Only a customer the
 * machine lets through sees `children` (the flow or the detail pages).
 */
export function Gate({ children }: { children: ReactNode }) {
  const page = AppActorContext.useSelector((snapshot) => currentPage(snapshot.getMeta()));
  const product = AppActorContext.useSelector((snapshot) => snapshot.context.product);
  const block = AppActorContext.useSelector((snapshot) => snapshot.context.block);
  const platform = usePlatform();
  const logBlock = (code: string) =>
    platform?.analytics.trackPurchaseBlock({ type: "Kjopssperre", name: code, event: "vist" });
  switch (page) {
    case "loading":
      return <Loader />;
    case "login":
      return <LoginPage product={product === "bobil" ? "bobil" : "bil"} />;
    // Every page of the app shows these, so their 'Gå tilbake' leaves the app (SPEC §2's
    // history back would come back here).
    case "blocked":
      return <FullScreenError code={block ?? "general"} onShown={logBlock} onBack={leaveApp} />;
    case "error":
      return <FullScreenError code="generell" onBack={leaveApp} />;
    case "flow":
      return <>{children}</>;
  }
}
