import { createMiddleware } from "hono/factory";
import type { ServerConfig } from "../config.ts";
import { isHttps } from "./requestInfo.ts";
import { setResponseHeaders } from "./responseHeaders.ts";

const sandboxLoginPath = "/sandbox/login";

/**
 * Security headers on every response. Frames: only the distributors' online banks may embed the
 * app; the sandbox login page may be framed by the app itself (same origin) only.
 */
export function securityHeaders(config: ServerConfig) {
  const bankFrames = Object.values(config.distributors).flatMap(
    (distributor) => distributor.frameOrigins,
  );
  const connectSources = ["'self'", ...config.connectOrigins, ...(config.devMode ? ["ws:"] : [])];
  const scriptSources = ["'self'", ...(config.devMode ? ["'unsafe-inline'"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // React and Jøkul set some styles through the style attribute.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connectSources.join(" ")}`,
    "frame-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ];
  const policy = (frameAncestors: string[]) =>
    [...directives, `frame-ancestors ${frameAncestors.join(" ")}`].join("; ");

  const headersWith = (frameAncestors: string[]) => {
    const headers = {
      "Content-Security-Policy": policy(frameAncestors),
      "Referrer-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
    };
    return {
      http: headers,
      https: { ...headers, "Strict-Transport-Security": "max-age=31536000; includeSubDomains" },
    };
  };
  const appHeaders = headersWith(["'self'", ...bankFrames]);
  // The test-ID login starts a session: no other site may frame it (and trick a click). A
  // browser checks every ancestor, so it is refused inside an app that a bank frames as well.
  const loginHeaders = headersWith(["'self'"]);

  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.req.path.startsWith(sandboxLoginPath) ? loginHeaders : appHeaders;
    setResponseHeaders(c, isHttps(c, config) ? headers.https : headers.http);
  });
}
