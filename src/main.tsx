import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { appStartFailedEvent } from "./app/ServerScreenHandover.tsx";
import { prefetchViewsWhenIdle } from "./views/lazyView.ts";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/jokul.css";
import "./styles/components.css";
// The steps' own styles come with the first screen's stylesheet, not with their lazy chunks: a step
// the server renders (a saved offer's price page, decision 0006) is styled at its first paint.
import "./views/offer-common/offerSteps.css";
import "./views/sjekk-bil-info/sjekkBilInfo.css";

async function start() {
  // The app's code is a chunk of its own, which the page preloads beside this one: the browser
  // evaluates a module and everything it imports in one task, so React and the app are two
  // shorter tasks instead of one long one (issue 9: Total Blocking Time).
  const { prepareApp } = await import("./app/prepareApp.tsx");
  const { root, app, hydrate, onRecoverableError, endsAtLogin } = await prepareApp();
  // As a transition, React renders (or hydrates) the first screen in slices of a few milliseconds
  // instead of one long task.
  startTransition(() => {
    if (hydrate) {
      // React takes over the server's elements instead of building the page again. Where they
      // differ, it renders it anew.
      hydrateRoot(root, app, { onRecoverableError });
    } else {
      createRoot(root).render(app);
    }
  });
  // Later steps' code (lazy chunks) arrives after the load event, while the customer reads; on
  // the login page only into the cache, for the page the login opens.
  prefetchViewsWhenIdle(window, { fetchOnly: endsAtLogin });
}

start().catch((error: unknown) => {
  // The server's screen stays as it is, without the app: its clicks are no longer held for it.
  window.dispatchEvent(new Event(appStartFailedEvent));
  throw error;
});
