import { createMiddleware } from "hono/factory";
import type { ServerConfig } from "../config.ts";
import { isHttps } from "./requestInfo.ts";
import { setResponseHeaders } from "./responseHeaders.ts";

/**
 * Security headers on every response. Frames: only the distributors' online banks may embed the
 * app; the sandbox login page may be framed by the app itself (same origin) only.
 */
export function securityHeaders(config: ServerConfig) {
  const frameAncestors = [
    "'self'",
    ...Object.values(config.distributors).flatMap((distributor) => distributor.frameOrigins),
  ].join(" ");
  const connectSources = ["'self'", ...config.connectOrigins, ...(config.devMode ? ["ws:"] : [])];
  const scriptSources = ["'self'", ...(config.devMode ? ["'unsafe-inline'"] : [])];
  const policy = [
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
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");

  const headers = {
    "Content-Security-Policy": policy,
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
  };
  const httpsHeaders = {
    ...headers,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  };

  return createMiddleware(async (c, next) => {
    await next();
    setResponseHeaders(c, isHttps(c, config) ? httpsHeaders : headers);
  });
}
