import { type ReactElement, StrictMode } from "react";
import {
  fetchRuntimeConfig,
  readEmbeddedPageStart,
  readEmbeddedRuntimeConfig,
} from "../api/auth.ts";
import { createApiClient } from "../api/client.ts";
import { holdLaterHydration } from "../components/hydrate-later/index.ts";
import { needsUnauthorizedRedirect } from "../platform/unauthorized.ts";
import { App, createAppAt, firstScreenReady, holdsServerScreen } from "./App.tsx";
import type { AppActor } from "./AppActorContext.ts";
import { LaterHydrationRelease } from "./LaterHydrationRelease.tsx";
import { createPlatform } from "./platform.ts";
import { connectPlatform } from "./platformEffects.ts";
import { ServerScreenHandover } from "./ServerScreenHandover.tsx";
import { nextTask } from "./scheduling.ts";

export interface PreparedApp {
  root: HTMLElement;
  app: ReactElement;
  /**
   * The server rendered the first screen from the same state (a saved offer's price page, decision
   * 0006; the login screen): hydrate it.
   */
  hydrate: boolean;
  /** Where React reports a screen it had to render anew. */
  onRecoverableError: (error: unknown) => void;
  /**
   * The page shows the login (the server found no session), and the login ends with a new page
   * load (the login's form takes the whole window to the app's origin, which redirects to the
   * page): code run here for later screens would be thrown away.
   */
  endsAtLogin: boolean;
}

/**
 * Everything the app needs before React renders it: the runtime configuration, the platform, the
 * API client and the running app actor, and, for a screen from the server, the app settled where
 * the server left it. Its own chunk, which main.tsx imports (see there).
 */
export async function prepareApp(): Promise<PreparedApp> {
  const config =
    readEmbeddedRuntimeConfig(document) ?? (await fetchRuntimeConfig(import.meta.env.BASE_URL));
  await nextTask();
  const platform = createPlatform(config, {
    hostname: window.location.hostname,
    storage: sessionStorage,
    lasting: lastingStorage(),
  });
  // The app actor is made after the client (it needs it); responses arrive after both exist.
  let app: AppActor | undefined;
  const api = createApiClient({
    apiHost: config.kfpApiHost,
    onSessionExpiry: (secondsLeft) =>
      app?.send({ type: "session.expiryReported", secondsLeft, reportedAt: Date.now() }),
    onRequestError: (error, call) => {
      if (!needsUnauthorizedRedirect(error, call)) return;
      const target = platform.unauthorizedUrl();
      if (target) window.location.assign(target);
    },
  });
  platform.start();
  await nextTask();
  const services = { api, config };
  const pageStart = readEmbeddedPageStart(document);
  const actor = createAppAt(window.location, {
    services,
    pageStart,
    storage: sessionStorage,
    createKey: () => crypto.randomUUID(),
    clearMarketSource: () => platform.marketSource.clear(),
    reportError: (error) => platform.reporter.captureException(error),
    sessionTimeout: {
      whenPageLoaded: platform.whenPageLoaded,
      navigateTo: (url) => window.location.assign(url),
    },
  });
  app = actor;
  // Making the actor is the start's longest step (its first state): analytics and consent start
  // following it in the next task, still before it starts (issue 31: Total Blocking Time).
  await nextTask();
  connectPlatform(actor, platform, config);
  await nextTask();
  actor.start();
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  await nextTask();
  await firstScreenReady(actor, pageStart);
  const hydrate = holdsServerScreen(root, pageStart);
  const releaseLaterHydration = pageStart?.flow ? holdLaterHydration() : undefined;
  return {
    root,
    app: (
      <StrictMode>
        <App services={services} actor={actor} platform={platform} />
        {releaseLaterHydration && <LaterHydrationRelease release={releaseLaterHydration} />}
        <ServerScreenHandover />
      </StrictMode>
    ),
    hydrate,
    onRecoverableError: (error) => platform.reporter.captureException(error),
    endsAtLogin: pageStart?.login !== undefined,
  };
}

/** localStorage, where the browser allows it (some refuse it in private windows). */
function lastingStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
