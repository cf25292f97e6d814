import type { ReactNode } from "react";
import type { PageAnswer, PageFlow, PageStart } from "../../core/contract/auth.ts";
import { type KeyValueStorage, purchaseFlowStorageKey } from "../../machines/flowStorage.ts";
import type { AppInput } from "../../machines/types.ts";
import { prefetchLoginUrl } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import { lazyView, loadView, viewGroup } from "../views/lazyView.ts";
import {
  AgreementDetailsPage,
  OffersPage,
  ReactivatePage,
  SoldElsewhereRoute,
} from "../views/pages.ts";
import { type Services, ServicesProvider } from "./ApiContext.tsx";
import { type AppActor, AppActorContext, createAppActor } from "./AppActorContext.ts";
import { AppChrome } from "./AppChrome.tsx";
import { type AppLogicOptions, loadPurchaseFlowModule, provideAppMachine } from "./appLogic.ts";
import { CookieSettings } from "./CookieSettings.tsx";
import { askDistributor } from "./distributorAnswer.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { entryForLocation, locateInFlow, motorBasePath, offersPagePath } from "./flowLocation.ts";
import { Gate } from "./Gate.tsx";
import { LinkEnvironmentProvider } from "./LinkEnvironment.tsx";
import { PlatformBridge, PlatformProvider, ReceiptFeedback } from "./PlatformBridge.tsx";
import type { Platform } from "./platform.ts";
import { activeStep } from "./purchaseHooks.ts";
import { BrowserRouter, Route, Routes, StaticRouter, useParams } from "./router.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { settledApp } from "./settledApp.ts";

/**
 * What the first page load asks for: product and entry come from the address (SPEC §2); the
 * session status from the page, when the server wrote it in.
 */
function appInputForLocation(
  pathname: string,
  search: string,
  services: Services,
  pageStart?: PageStart,
): AppInput {
  const place = locateInFlow(pathname);
  const product =
    place?.product ?? (pathname.startsWith(`${motorBasePath}/detaljer/`) ? "detalj" : "bil");
  return {
    product,
    distributor: services.config.defaultDistributor,
    entry: place ? entryForLocation(place.stepPath, search) : { kind: "start" },
    ...(pageStart ? { sessionStatus: pageStart.sessionStatus } : {}),
  };
}

/**
 * The app at this address, as main.tsx creates it (the integration tests create it the same way):
 * the login address ready, the input from the address and the page, and the app actor with the
 * real API, which asks for a saved offer's link's offer early. Its owner starts and stops it.
 * The distributor's answer (the session's addresses, the menu's bank link) is asked for here, once;
 * analytics and consent follow the actor from `connectPlatform`, which the owner calls before it
 * starts the actor (prepareApp: in a task of its own).
 */
export function createAppAt(
  location: { pathname: string; search: string },
  options: Omit<AppLogicOptions, "api" | "entry"> & {
    services: Services;
    pageStart?: PageStart;
  },
) {
  const { services, pageStart, ...logicOptions } = options;
  takePageAnswers(pageStart?.answers ?? [], services.api);
  let { pathname, search } = location;
  if (pageStart?.flow) {
    takeOverPageFlow(pageStart.flow, services.api, logicOptions.storage);
    ({ pathname, search } = new URL(pageStart.flow.path, "http://page.invalid"));
  }
  prefetchLoginUrl(services.api, `${pathname}${search}`, pageStart);
  const input = appInputForLocation(pathname, search, services, pageStart);
  const logic = provideAppMachine({ ...logicOptions, api: services.api, entry: input.entry });
  const actor = createAppActor(logic, input);
  askDistributor(actor, services.api);
  return actor;
}

/** The page's answers go to the API client, whose first request of each takes it instead of asking. */
function takePageAnswers(answers: readonly PageAnswer[], api: ApiClient) {
  for (const answer of answers) api.answered(answer.path, answer.query, answer.body);
}

/**
 * A saved offer's link that the server opened (decision 0006): the flow goes on where the server's
 * run settled, at that step's address, with the answers the page carries.
 */
function takeOverPageFlow(flow: PageFlow, api: ApiClient, storage: KeyValueStorage) {
  takePageAnswers(flow.answers, api);
  const product = locateInFlow(new URL(flow.path, "http://page.invalid").pathname)?.product;
  if (product) storage.setItem(purchaseFlowStorageKey(product), JSON.stringify(flow.saved));
  window.history.replaceState(window.history.state, "", flow.path);
}

/**
 * When the app may render its first screen. Where the page shows a flow's screen from the server,
 * that is when the app shows the same (the step's view's code here, the flow settled), so React can
 * hydrate the server's screen as it is; after `timeout` it renders anyway (a difference is then
 * rendered anew by React, reported as a recoverable error).
 */
export async function firstScreenReady(
  actor: AppActor,
  pageStart: PageStart | undefined,
  timeout = 10_000,
): Promise<void> {
  if (!pageStart?.flow) return;
  // Only the code of the step on the page: the other groups follow when the customer is idle
  // (prefetchViewsWhenIdle), not before React takes the page over (issue 31: main-thread work).
  // Through the flow view's own group, so FlowRoot renders at once as the server rendered it
  // (a LazyView whose group is not marked loaded suspends, and React rebuilds the server's page).
  const flow = purchaseFlowViews.load();
  await settledApp(actor, timeout)
    .then(async (app) => {
      const purchase = app.children.purchase;
      const step = purchase ? activeStep(purchase.getSnapshot())?.id : undefined;
      const { stepViews } = await flow;
      await loadView(step ? stepViews[step] : undefined);
    })
    .catch(() => undefined);
}

/**
 * Whether the page holds a screen the server rendered from the same state, which the app hydrates:
 * a saved offer's price page (decision 0006), or the login screen (src/prerender/firstScreen.tsx),
 * which the server writes, instead of its loader, where the app shows the login.
 */
export function holdsServerScreen(root: ParentNode, pageStart: PageStart | undefined): boolean {
  if (pageStart?.flow) return true;
  return pageStart?.login !== undefined && root.querySelector(".login-page") !== null;
}

function DetailsRoute() {
  const { avtalenummer = "" } = useParams();
  return <AgreementDetailsPage avtalenummer={avtalenummer} />;
}

function ReactivateRoute() {
  const { avtalenummer = "" } = useParams();
  return <ReactivatePage avtalenummer={avtalenummer} />;
}

/**
 * The flow's view comes with the flow's chunk (src/app/purchaseFlow.ts), which the app root has
 * loaded before it shows the flow; it is also prefetched when idle, like the step views.
 */
const purchaseFlowViews = viewGroup(loadPurchaseFlowModule);
const FlowRoot = lazyView(purchaseFlowViews, (flow) => flow.FlowRoot);

/**
 * An address the app does not know: rare, so its page (with the error message's code) is not
 * first-screen code (issue 21); prefetched when idle like the views.
 */
const NotFoundPage = lazyView(
  viewGroup(() => import("../views/not-found/NotFoundPage.tsx")),
  (page) => page.NotFoundPage,
);

export interface AppProps {
  services: Services;
  /** The running app actor (`createAppAt`). */
  actor: AppActor;
  /** Session timeout, feedback, analytics and error reporting; tests may leave it out. */
  platform?: Platform;
  /** The address to render on the server (src/prerender); the browser's own otherwise. */
  location?: string;
}

function Router({ location, children }: { location: string | undefined; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}

/** One long-lived app actor above the router; the flow's own URL sync lives in FlowRoot. */
export function App({ services, actor, platform, location }: AppProps) {
  return (
    <ServicesProvider value={services}>
      <PlatformProvider value={platform}>
        <AppActorContext.Provider actor={actor}>
          <Router location={location}>
            <ScrollToTop />
            <ErrorBoundary
              onError={(error, info) =>
                platform?.reporter.captureException(error, { componentStack: info.componentStack })
              }
            >
              {platform && <PlatformBridge />}
              <LinkEnvironmentProvider>
                <CookieSettings>
                  <AppChrome>
                    <Routes>
                      <Route
                        path={`${motorBasePath}/bil/*`}
                        element={
                          <Gate>
                            <FlowRoot />
                          </Gate>
                        }
                      />
                      <Route
                        path={`${motorBasePath}/bobil/*`}
                        element={
                          <Gate>
                            <FlowRoot />
                          </Gate>
                        }
                      />
                      <Route
                        path={`${motorBasePath}/detaljer/:avtalenummer`}
                        element={
                          <Gate>
                            <DetailsRoute />
                          </Gate>
                        }
                      />
                      <Route
                        path={offersPagePath}
                        element={
                          <Gate>
                            <OffersPage />
                          </Gate>
                        }
                      />
                      <Route
                        path={`${motorBasePath}/detaljer/:avtalenummer/paareg`}
                        element={
                          <Gate>
                            <ReactivateRoute />
                          </Gate>
                        }
                      />
                      <Route
                        path={`${motorBasePath}/:product/*`}
                        element={<SoldElsewhereRoute />}
                      />
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                    <ReceiptFeedback />
                  </AppChrome>
                </CookieSettings>
              </LinkEnvironmentProvider>
            </ErrorBoundary>
          </Router>
        </AppActorContext.Provider>
      </PlatformProvider>
    </ServicesProvider>
  );
}
