import { Hono } from "hono";
import { distributorPath, type RuntimeConfig } from "../core/contract/auth.ts";
import { apiBasePath } from "../core/contract/common.ts";
import { contactInfoPath } from "../core/contract/lists.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { readCachePolicy } from "./db/readCache.ts";
import { errorAnswer } from "./http/errors.ts";
import { guardApiCalls, guardEveryRequest } from "./http/guards.ts";
import { appHomePath } from "./http/paths.ts";
import { unroutedAnswer } from "./http/routeDefaults.ts";
import { type AppEnv, SessionStore } from "./http/session.ts";
import { authRoutes } from "./routes/auth.ts";
import { consentRoutes } from "./routes/consent.ts";
import { customerRoutes } from "./routes/customer.ts";
import type { RouteDeps } from "./routes/deps.ts";
import { feedbackRoutes } from "./routes/feedback.ts";
import { listRoutes } from "./routes/lists.ts";
import { motorRoutes } from "./routes/motor/index.ts";
import { cachedFacts } from "./routes/motor/vehicleFacts.ts";
import { contactRoutes, distributorRoutes, overviewRoutes } from "./routes/overview.ts";
import { validateRoutes } from "./routes/validate.ts";
import { customerPageRoutes } from "./sandbox/customerPages.ts";
import { FaultPlan, faultRoutes } from "./sandbox/faults.ts";
import { sandboxRoutes } from "./sandbox/loginRoutes.ts";

/** What the page server (`pageServer/`) needs of the sandbox to serve the app's pages. */
export interface PageRouteDeps {
  sessions: SessionStore;
  config: ServerConfig;
  faults: FaultPlan;
}

/**
 * Mounts the app's pages after every route of the sandbox. The page server provides it (it
 * renders with React, which the sandbox API never imports); omitted in most tests and in dev,
 * where Vite serves the app.
 */
export type PageRoutes = (app: Hono<AppEnv>, deps: PageRouteDeps) => void;

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  pages?: PageRoutes;
  /** Mounts more API routes (the motor routes of the vehicle/price/purchase work). */
  extendApi?: (api: Hono<AppEnv>, deps: RouteDeps) => void;
}

/** The sandbox insurer: its API, its login frame and, when `pages` is given, the app's pages. */
export function createApp({ db, config, pages, extendApi }: AppOptions): Hono<AppEnv> {
  // Not strict: SPEC §7 names some paths with a trailing slash (`/skadekunde/`, `/feedback/`).
  const app = new Hono<AppEnv>({ strict: false });
  // One set of read caches per database handle: every write of this app passes through them.
  const cachePolicy = readCachePolicy(db.kind);
  const deps: RouteDeps = {
    db,
    config,
    sessions: new SessionStore(db, config, cachePolicy),
    facts: cachedFacts(db, cachePolicy),
  };

  // Two layers of checks (server/http/guards.ts), each answering its own errors as onError does.
  app.use(guardEveryRequest(config, errorAnswer));
  app.onError(errorAnswer);

  const faults = new FaultPlan();
  const api = new Hono<AppEnv>({ strict: false });
  api.use(
    guardApiCalls({
      sessions: deps.sessions,
      config,
      answerError: errorAnswer,
      // Off unless the sandbox runs for tests (SANDBOX_FAULTS=true).
      ...(config.plannedFaults ? { faults } : {}),
    }),
  );
  api.route("/auth", authRoutes(deps));
  api.route("/skadekunde", customerRoutes(deps));
  api.route("/feedback", feedbackRoutes(deps));
  api.route("/validate", validateRoutes());
  api.route("/skadeforsikring", listRoutes(deps));
  api.route("/samtykke", consentRoutes(deps));
  api.route("/avtaleoversikt", overviewRoutes(deps));
  api.route(contactInfoPath, contactRoutes());
  api.route(distributorPath, distributorRoutes(deps));
  api.route("/motor/bil", motorRoutes(deps));
  extendApi?.(api, deps);
  const unrouted = unroutedAnswer(api, apiBasePath);
  api.all("*", (c) => {
    throw unrouted(c.req.path, c.req.method);
  });
  app.route(apiBasePath, api);

  app.route("/sandbox", sandboxRoutes(deps));
  // Off unless the sandbox runs for tests (SANDBOX_FAULTS=true): a 404 like any unknown path.
  if (config.plannedFaults) app.route("/sandbox", faultRoutes(faults, db));

  // Read before the api host is known, so it lives beside the app, not under the api.
  app.get(`${appHomePath}runtime-config.json`, (c) =>
    c.json(runtimeConfigOf(config), 200, { "Cache-Control": "no-cache" }),
  );

  app.get("/", (c) => c.redirect(appHomePath));
  app.get("/privat/forsikring", (c) => c.redirect("/privat/forsikring/oversikt"));
  app.route("/", customerPageRoutes());

  pages?.(app, { sessions: deps.sessions, config, faults });
  return app;
}

/** What the browser app reads at start (`runtime-config.json`, and embedded in the page). */
export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return {
    kfpApiHost: "",
    unauthorizedUrl: config.unauthorizedUrl,
    mixpanelProjectKey: config.mixpanelProjectKey,
    defaultDistributor: config.defaultDistributor,
    nysalgSkade: config.nysalgSkade,
    sentryDsn: config.sentryDsn,
    trafficLevel: config.trafficLevel,
    bankDomains: config.bankDomains,
    environmentHosts: config.environmentHosts,
  };
}
