/**
 * The page server: serves the built app (hashed assets, every app path as the single page) and
 * writes into the page what the server knows (runtime configuration, page start) and, where it
 * can, the first screen rendered with the app's own components (`src/prerender`). It is mounted on
 * the sandbox (`createApp`'s `pages`), whose API never imports React (docs/architecture.md).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";
import {
  distributorPath,
  type PageStart,
  pageStartElementId,
  type RuntimeConfig,
  runtimeConfigElementId,
} from "../core/contract/auth.ts";
import { contactInfoPath } from "../core/contract/lists.ts";
import type { PageRouteDeps, PageRoutes } from "../server/app.ts";
import { runtimeConfigOf } from "../server/app.ts";
import { contactInformation } from "../server/catalogue/lists.ts";
import type { ServerConfig } from "../server/config.ts";
import { isDatabaseUnavailable } from "../server/db/database.ts";
import { appHomePath } from "../server/http/paths.ts";
import { type AppEnv, loadSession } from "../server/http/session.ts";
import { loginAnswer, sessionStatusOf } from "../server/routes/auth.ts";
import { distributorAnswer } from "../server/routes/overview.ts";
import { loginScreenMarkup } from "../src/prerender/firstScreen.tsx";
import { isSavedOfferLink, openedOfferScreen } from "../src/prerender/offerScreen.tsx";
import { pageWithoutApp, unavailableScreenMarkup } from "./unavailableScreen.tsx";

/** The app's pages from the built app in `clientRoot` (`dist/client`). */
export function pageRoutes(clientRoot: string): PageRoutes {
  return (app, deps) => mountClient(app, clientRoot, runtimeConfigOf(deps.config), deps);
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
 * answer, and what GET /distributor and GET /kontaktinformasjon answer: the app starts with them
 * instead of asking. The login page then makes no call of the API (nor loads the HTTP client).
 * Like GET /auth/login, the page sets the login's state cookie that its login address carries.
 */
function pageStartOf(c: Context<AppEnv>, config: ServerConfig): PageStart {
  const session = c.get("session");
  const answers = [
    { path: distributorPath, query: {}, body: distributorAnswer(config, session) },
    { path: contactInfoPath, query: {}, body: contactInformation },
  ];
  if (session) return { sessionStatus: sessionStatusOf(session), answers };
  const url = new URL(c.req.url);
  const goto = `${url.pathname}${url.search}`;
  return {
    sessionStatus: sessionStatusOf(undefined),
    login: { goto, ...loginAnswer(c, config, goto) },
    answers,
  };
}

/** Serves the built app: hashed assets as files, every app path as the single page. */
function mountClient(
  app: Hono<AppEnv>,
  clientRoot: string,
  runtimeConfig: RuntimeConfig,
  { sessions, config, faults }: PageRouteDeps,
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
  const loadPageSession = loadSession(sessions, config);
  /**
   * The app's error page, when the database does not answer (issue 28): the page cannot say
   * whether the customer is logged in, and the app would only ask the database again.
   */
  const unavailablePage = async (c: Context<AppEnv>) => {
    const html = await readIndex();
    const markup = unavailableScreenMarkup(c.req.path);
    return c.html(pageWithoutApp(html, markup) ?? markup, 503, {
      "Cache-Control": "no-store",
      "Retry-After": "5",
    });
  };
  /** The session, as for the API; without a database, the error page instead of the app. */
  const withSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    let loaded = false;
    try {
      return await loadPageSession(c, async () => {
        loaded = true;
        await next();
      });
    } catch (error) {
      if (loaded || !isDatabaseUnavailable(error)) throw error;
      console.error(`${c.req.path}: the database did not answer (${(error as Error).message})`);
      return unavailablePage(c);
    }
  };
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
      timeout: config.savedOfferRenderTimeoutMs,
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
    const pageStart = pageStartOf(c, config);
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
  if (!config.serveSourceMaps) {
    app.use(`${appHomePath}*`, async (c, next) => {
      if (c.req.path.endsWith(".map")) return c.text("Ikke funnet", 404);
      await next();
    });
  }
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
