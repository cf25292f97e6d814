import type { Context } from "hono";
import type { Distributor } from "../../core/contract/common.ts";
import type { ServerConfig } from "../config.ts";
import { sandboxLoginPath } from "./paths.ts";
import { isHttps, pairedOrigin } from "./requestInfo.ts";
import type { HeaderSource } from "./responseHeaders.ts";
import type { AppEnv } from "./session.ts";

/** The analytics provider's API host (mixpanel-browser's default `api_host`). */
export const analyticsApiOrigin = "https://api-js.mixpanel.com";

/** The origin of an error-reporting DSN (`https://key@host/project`), or none. */
function dsnOrigin(dsn: string): string[] {
  try {
    return dsn ? [new URL(dsn).origin] : [];
  } catch {
    return [];
  }
}

/**
 * Where the app may send data besides its own origin: the analytics host once a project key is
 * set, the error service's host once a DSN is set (each setting alone is enough; with only the
 * key, every analytics batch was refused, issue 28), and `CONNECT_ORIGINS` for anything else.
 */
export function connectOrigins(config: ServerConfig): string[] {
  const origins = [
    ...(config.mixpanelProjectKey.trim() ? [analyticsApiOrigin] : []),
    ...dsnOrigin(config.sentryDsn),
    ...config.connectOrigins,
  ];
  return [...new Set(origins)];
}

/** How many other sites' header sets are kept: the Host header's port is the caller's to choose. */
const maxPairedOrigins = 16;

/**
 * The security headers of every response (`guardEveryRequest` adds them): what a middleware
 * registers for a complete answer (`addTo`) and the headers for any other (`headersOf`). Frames:
 * a logged-in customer's pages may be embedded only by their own distributor's online bank
 * (issue 28: every bank could frame every customer); before the login, by any of the
 * distributors' banks, one of which is showing the login. The sandbox login page may be framed
 * by the app only: the app on the other loopback name when the login is served from there
 * (`pairedOrigin`, decision 0015), else the app on its own origin.
 */
export function securityHeaderRules(config: ServerConfig): {
  addTo: HeaderSource;
  headersOf: (c: Context<AppEnv>) => Record<string, string>;
} {
  const bankFrames = Object.values(config.distributors).flatMap(
    (distributor) => distributor.frameOrigins,
  );
  const connectSources = ["'self'", ...connectOrigins(config), ...(config.devMode ? ["ws:"] : [])];
  const scriptSources = ["'self'", ...(config.devMode ? ["'unsafe-inline'"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // React and Jøkul set some styles through the style attribute.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connectSources.join(" ")}`,
  ];
  const policy = (sources: { frame: string[]; formAction: string[]; frameAncestors: string[] }) =>
    [
      ...directives,
      `frame-src ${sources.frame.join(" ")}`,
      `form-action ${sources.formAction.join(" ")}`,
      "object-src 'none'",
      "base-uri 'none'",
      `frame-ancestors ${sources.frameAncestors.join(" ")}`,
    ].join("; ");

  const headersWith = (sources: Parameters<typeof policy>[0]) => {
    const headers = {
      "Content-Security-Policy": policy(sources),
      "Referrer-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
    };
    return {
      http: headers,
      https: { ...headers, "Strict-Transport-Security": "max-age=31536000; includeSubDomains" },
    };
  };
  /** Every kind of answer's headers when the login's other site is `paired` ("" for none). */
  const headerSet = (paired: string) => {
    const other = paired ? [paired] : [];
    // The app's pages frame the login from its site.
    const frame = ["'self'", ...other];
    const appPage = (frameAncestors: string[]) =>
      headersWith({ frame, formAction: ["'self'"], frameAncestors });
    return {
      anyBank: appPage(["'self'", ...bankFrames]),
      ownBank: Object.fromEntries(
        Object.entries(config.distributors).map(([name, distributor]) => [
          name,
          appPage(["'self'", ...distributor.frameOrigins]),
        ]),
      ) as Record<Distributor, ReturnType<typeof headersWith>>,
      // The test-ID login starts a session: no other site may frame it (and trick a click). A
      // browser checks every ancestor, so it is refused inside an app that a bank frames as well.
      // Its form posts to its own origin, which answers with a redirect to the app's: Chromium
      // checks form-action on the redirect too.
      login: headersWith({
        frame,
        formAction: ["'self'", ...other],
        frameAncestors: paired ? other : ["'self'"],
      }),
    };
  };
  const sameOrigin = headerSet("");
  // The headers name the request's host: one set per other site, never one for every host.
  const pairedSets = new Map<string, ReturnType<typeof headerSet>>();
  const headerSetFor = (paired: string) => {
    if (!paired) return sameOrigin;
    const known = pairedSets.get(paired);
    if (known) return known;
    const made = headerSet(paired);
    if (pairedSets.size < maxPairedOrigins) pairedSets.set(paired, made);
    return made;
  };

  const headersOf = (c: Context<AppEnv>) => {
    const set = headerSetFor(pairedOrigin(c, config));
    // The session of the request, as the API or the page loaded it (none on other paths).
    const session = c.get("session");
    const headers = c.req.path.startsWith(sandboxLoginPath)
      ? set.login
      : session
        ? set.ownBank[session.distributor]
        : set.anyBank;
    return isHttps(c, config) ? headers.https : headers.http;
  };
  const addTo: HeaderSource = (c, headers) => Object.assign(headers, headersOf(c));
  return { addTo, headersOf };
}
