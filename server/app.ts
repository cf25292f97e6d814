import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { stream } from "hono/streaming";
import {
  type PageStart,
  pageStartElementId,
  type RuntimeConfig,
  runtimeConfigElementId,
} from "../src/api/contract/auth.ts";
import { apiBasePath } from "../src/api/contract/common.ts";
import { loginScreenMarkup } from "../src/prerender/firstScreen.tsx";
import { isSavedOfferLink, openedOfferScreen } from "../src/prerender/offerScreen.tsx";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { readCachePolicy } from "./db/readCache.ts";
import { neverStored } from "./http/caching.ts";
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
import { authRoutes, loginAnswer, sessionStatusOf } from "./routes/auth.ts";
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

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  /** The built browser app (`dist/client`); omitted in tests and in dev, where Vite serves it. */
  clientRoot?: string;
  /** Mounts more API routes (the motor routes of the vehicle/price/purchase work). */
  extendApi?: (api: Hono<AppEnv>, deps: RouteDeps) => void;
}

/** The sandbox insurer: its API, its login frame and, in production, the built app. */
export function createApp({ db, config, clientRoot, extendApi }: AppOptions): Hono<AppEnv> {
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
  if (config.plannedFaults) app.route("/sandbox", faultRoutes(faults));

  // Read before the api host is known, so it lives beside the app, not under the api.
  app.get(`${appHomePath}runtime-config.json`, (c) =>
    c.json(runtimeConfigOf(config), 200, { "Cache-Control": "no-cache" }),
  );

  app.get("/", (c) => c.redirect(appHomePath));
  app.get("/privat/forsikring", (c) => c.redirect("/privat/forsikring/oversikt"));
  app.route("/", customerPageRoutes());

  if (clientRoot) mountClient(app, clientRoot, runtimeConfigOf(config), deps, faults);
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

/**
 * The page with a JSON data block before `</head>`: the app reads it instead of asking for it,
 * one round trip less before the first screen (issue 9). A data block is never run, so the CSP
 * without inline scripts allows it; '<' is escaped so no value can end the block.
 */
function withEmbeddedJson(html: string, elementId: string, value: unknown): string {
  return html.replace("</head>", () => `${jsonBlock(elementId, value)}</head>`);
}

function jsonBlock(elementId: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/** The page with the runtime configuration (the same for every request). */
export function withEmbeddedRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  return withEmbeddedJson(html, runtimeConfigElementId, runtimeConfig);
}

/** The page with what the server knows about this request: session status, login address. */
export function withEmbeddedPageStart(html: string, pageStart: PageStart): string {
  return withEmbeddedJson(html, pageStartElementId, pageStart);
}

/**
 * The page for a screen the server writes into it (the login screen, a saved offer's price page):
 * `boot.js` in place of the entry and its preloads, so the screen is the page's first and largest
 * paint and the app's code, which boot.js starts after that paint with the preloads, does not
 * compete with it (issue 9). Cut where `#root`'s content goes (Vite's `#root` holds the
 * prerendered loader on one line): what comes before it, the loader that is there, and what comes
 * after it. Undefined when the page does not have the shape Vite writes.
 */
function firstScreenParts(html: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  const root = /<div id="root">(.*)<\/div>$/m.exec(html);
  if (!entry?.[1] || !root) return undefined;
  const boot = `${entry[1].slice(0, entry[1].indexOf("assets/"))}boot.js`;
  // The preloads go to boot.js, which adds them after the paint with the entry: as links in the
  // page, the browser would load the modules before the paint.
  const preload = /^\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n/gm;
  const preloads = [...html.matchAll(preload)].map((link) => link[1]).join(" ");
  const booted = (part: string) =>
    part
      .replace(preload, "")
      .replace(
        entry[0],
        `<script type="module" crossorigin src="${boot}" data-app-entry="${entry[1]}" data-app-preload="${preloads}"></script>`,
      );
  const rootStart = root.index + '<div id="root">'.length;
  return {
    before: booted(html.slice(0, rootStart)),
    loader: root[1] ?? "",
    after: booted(html.slice(rootStart + (root[1] ?? "").length)),
  };
}

/**
 * What GET /auth/session-status and, without a session, GET /auth/login for this address would
 * answer: the app starts with them instead of two round trips.
 */
function pageStartOf(c: Context<AppEnv>): PageStart {
  const session = c.get("session");
  if (session) return { sessionStatus: sessionStatusOf(session) };
  const url = new URL(c.req.url);
  const goto = `${url.pathname}${url.search}`;
  return { sessionStatus: sessionStatusOf(undefined), login: { goto, ...loginAnswer(goto) } };
}

/** Serves the built app: hashed assets as files, every app path as the single page. */
function mountClient(
  app: Hono<AppEnv>,
  clientRoot: string,
  runtimeConfig: RuntimeConfig,
  { sessions, config }: RouteDeps,
  faults: FaultPlan,
) {
  let indexHtml: Promise<string> | undefined;
  const readIndex = () => {
    indexHtml ??= readFile(path.join(clientRoot, "index.html"), "utf8").then((html) =>
      withEmbeddedRuntimeConfig(html, runtimeConfig),
    );
    return indexHtml;
  };
  // The same page for every screen the server writes: cut once.
  let screenParts: Promise<ReturnType<typeof firstScreenParts>> | undefined;
  const readScreenParts = () => {
    screenParts ??= readIndex().then(firstScreenParts);
    return screenParts;
  };
  const withSession = loadSession(sessions, config);
  /**
   * A saved offer's link, opened here with the API in-process (decision 0006). Not while the
   * sandbox has faults planned for the customer: they are for the browser's calls to meet.
   */
  const mayOpenOffer = (c: Context<AppEnv>) => {
    const session = c.get("session");
    return (
      session !== undefined &&
      faults.planned(session.kundenummer).length === 0 &&
      isSavedOfferLink(c.req.path)
    );
  };
  const openOffer = (c: Context<AppEnv>, pageStart: PageStart) => {
    const url = new URL(c.req.url);
    return openedOfferScreen({
      pathname: url.pathname,
      search: url.search,
      sessionStatus: pageStart.sessionStatus,
      config: runtimeConfig,
      fetchApi: (request) => Promise.resolve(app.fetch(request, c.env)),
      cookies: c.req.header("Cookie") ?? "",
    }).catch((error: unknown) => {
      // The page as built still works: the app opens the offer in the browser.
      console.error(error);
      return undefined;
    });
  };
  // It carries the session status: never from a shared cache. A logged-in customer's page may
  // carry their offer (the saved offer's price page): never stored at all.
  const pageHeaders = (c: Context<AppEnv>) => ({
    "Cache-Control": c.get("session") ? "no-store" : "private, no-cache",
  });
  const serveIndex = async (c: Context<AppEnv>) => {
    const pageStart = pageStartOf(c);
    const parts = await readScreenParts();
    if (parts && mayOpenOffer(c)) {
      // The head goes out at once, so the browser fetches the stylesheet while the server opens
      // the offer; the page start, which carries the flow, comes at the end of the body.
      c.header("Content-Type", "text/html; charset=UTF-8");
      for (const [name, value] of Object.entries(pageHeaders(c))) c.header(name, value);
      return stream(c, async (page) => {
        await page.write(parts.before);
        const offer = await openOffer(c, pageStart);
        await page.write(offer?.markup ?? parts.loader);
        const start = offer ? { ...pageStart, flow: offer.flow } : pageStart;
        // At the end of the body: the app reads the block by its id once the page is parsed.
        const block = jsonBlock(pageStartElementId, start);
        await page.write(parts.after.replace("</body>", () => `${block}</body>`));
      });
    }
    const screen = pageStart.login
      ? loginScreenMarkup(c.req.path, config.defaultDistributor)
      : undefined;
    const page =
      parts && screen
        ? `${withEmbeddedPageStart(parts.before, pageStart)}${screen}${parts.after}`
        : withEmbeddedPageStart(await readIndex(), pageStart);
    return c.html(page, 200, pageHeaders(c));
  };
  // The page itself, before the static files (whose index.html has no configuration in it). The
  // app is not strict about trailing slashes: it matches paths without one.
  app.get(appHomePath.replace(/\/$/, ""), withSession, serveIndex);
  app.get(`${appHomePath}index.html`, withSession, serveIndex);
  app.use(
    `${appHomePath}*`,
    serveStatic({
      root: clientRoot,
      // The build writes .br and .gz beside each file; send them to browsers that accept them.
      precompressed: true,
      rewriteRequestPath: (requestPath) => requestPath.slice(appHomePath.length - 1),
      onFound: (filePath, c) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    }),
  );
  app.get("/privat/forsikring/motor/*", withSession, serveIndex);
}
