import type { ReactNode } from "react";
import type { AppPageMeta } from "../../machines/appMachine.ts";
import { FullScreenError } from "../components/full-screen-error/index.ts";
import { Loader } from "../components/loader/index.ts";
import { LoginPage } from "../views/login/LoginPage.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { usePlatform } from "./PlatformBridge.tsx";

function pageMeta(meta: Record<string, unknown>): AppPageMeta {
  for (const value of Object.values(meta)) {
    const page = value as Partial<AppPageMeta> | undefined;
    if (page?.page) return { page: page.page, ...(page.error ? { error: page.error } : {}) };
  }
  return { page: "loading" };
}

/**
 * SPEC §4 "Login and gating": what the app machine says the customer may see. Only a customer the
 * machine lets through sees `children` (the flow or the detail pages).
 */
export function Gate({ children }: { children: ReactNode }) {
  const page = AppActorContext.useSelector((snapshot) => pageMeta(snapshot.getMeta()).page);
  const errorPage = AppActorContext.useSelector(
    (snapshot) => pageMeta(snapshot.getMeta()).error ?? "default",
  );
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
    // 'Gå tilbake' is SPEC §2's default: history back, or the overview without history.
    case "blocked":
      return <FullScreenError code={block ?? "general"} onShown={logBlock} />;
    case "error":
      return <FullScreenError code={errorPage} onShown={logBlock} />;
    case "flow":
      return <>{children}</>;
  }
}
