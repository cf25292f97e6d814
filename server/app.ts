import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { RuntimeConfig } from "../core/contract/auth.ts";
import { apiBasePath } from "../core/contract/common.ts";
import type { ServerConfig } from "./config.ts";
import { type Database, isDatabaseUnavailable } from "./db/database.ts";
import { readCachePolicy } from "./db/readCache.ts";
import { neverStored } from "./http/caching.ts";
import { databaseUnavailableAnswer } from "./http/errors.ts";
import { limitBodySize } from "./http/limits.ts";
import { refuseUndecodablePath } from "./http/pathEncoding.ts";
import { appHomePath } from "./http/paths.ts";
import { unroutedAnswer } from "./http/routeDefaults.ts";
import { securityHeaders } from "./http/security.ts";
import {
  type AppEnv,
  loadSession,
  requireMarkerHeader,
  requireXsrfToken,
  SessionStore,
} from "./http/session.ts";
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
import { FaultPlan, faultRoutes, injectPlannedFaults } from "./sandbox/faults.ts";
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

  // The limit first: nothing (not even the session lookup) runs for a body that is too large.
  app.use(securityHeaders(config), limitBodySize, refuseUndecodablePath);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailable(error)) {
      // A line, not a stack: a database away for a minute would fill the log with the same one.
      console.error(
        `${c.req.method} ${c.req.path}: the database did not answer (${error.message})`,
      );
      return databaseUnavailableAnswer(c);
    }
    console.error(error);
    return c.json({ feil: { kode: "feil" } }, 500);
  });

  const faults = new FaultPlan();
  const api = new Hono<AppEnv>({ strict: false });
  api.use(
    neverStored,
    requireMarkerHeader,
    loadSession(deps.sessions, config),
    requireXsrfToken(config),
  );
  if (config.plannedFaults) api.use(injectPlannedFaults(faults));
  api.route("/auth", authRoutes(deps));
  api.route("/skadekunde", customerRoutes(deps));
  api.route("/feedback", feedbackRoutes(deps));
  api.route("/validate", validateRoutes());
  api.route("/skadeforsikring", listRoutes(deps));
  api.route("/samtykke", consentRoutes(deps));
  api.route("/avtaleoversikt", overviewRoutes(deps));
  api.route("/kontaktinformasjon", contactRoutes());
  api.route("/distributor", distributorRoutes(deps));
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
