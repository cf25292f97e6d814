import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  fetchRuntimeConfig,
  readEmbeddedPageStart,
  readEmbeddedRuntimeConfig,
} from "./api/auth.ts";
import { createApiClient } from "./api/client.ts";
import { App, createAppAt, firstScreenReady } from "./app/App.tsx";
import { createPlatform } from "./app/platform.ts";
import { unauthorizedRedirectTarget } from "./platform/unauthorized.ts";
import { prefetchViewsWhenIdle } from "./views/lazyView.ts";
import "./styles/base.css";
import "./styles/jokul.css";
import "./styles/components.css";
// The steps' own styles come with the first screen's stylesheet, not with their lazy chunks: a step
// the server renders (a saved offer's price page, decision 0006) is styled at its first paint.
import "./views/offer-common/offerSteps.css";
import "./views/sjekk-bil-info/sjekkBilInfo.css";

/**
 * Ends the current task. The start is cut into a few tasks, each short enough that the page
 * stays responsive on a slow phone (issue 9: no long task, measured as Total Blocking Time).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const config =
    readEmbeddedRuntimeConfig(document) ?? (await fetchRuntimeConfig(import.meta.env.BASE_URL));
  await nextTask();
  const platform = createPlatform(config, {
    hostname: window.location.hostname,
    storage: sessionStorage,
  });
  const api = createApiClient({
    apiHost: config.kfpApiHost,
    onSessionExpiry: (secondsLeft) =>
      platform.session.send({ type: "session.expiryReported", secondsLeft }),
    onRequestError: (error) => {
      const target = unauthorizedRedirectTarget(error, config.unauthorizedUrl);
      if (target) window.location.assign(target);
    },
  });
  platform.setApi(api);
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
  });
  await nextTask();
  actor.start();
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  await nextTask();
  await firstScreenReady(actor, pageStart);
  const app = (
    <StrictMode>
      <App services={services} actor={actor} platform={platform} />
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) the first screen in slices of a few milliseconds
  // instead of one long task.
  startTransition(() => {
    if (pageStart?.flow) {
      // The server rendered this screen from the same state (decision 0006): React takes over its
      // elements instead of building the page again. Where they differ, it renders it anew.
      hydrateRoot(root, app, {
        onRecoverableError: (error) => platform.reporter.captureException(error),
      });
    } else {
      createRoot(root).render(app);
    }
  });
  // Later steps' code (lazy chunks) arrives after the load event, while the customer reads.
  prefetchViewsWhenIdle();
}

void start();
