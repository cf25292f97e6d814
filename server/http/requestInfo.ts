import type { Context } from "hono";
import type { ServerConfig } from "../config.ts";
import { requestHeader } from "./requestHeaders.ts";

export function isHttps(c: Context, config: ServerConfig): boolean {
  if (config.trustProxy) {
    const forwarded = requestHeader(c, "X-Forwarded-Proto");
    if (forwarded) return forwarded.split(",")[0]?.trim() === "https";
  }
  // Request URLs are absolute with a lower-case scheme (WHATWG URL): no need to parse them.
  return c.req.url.startsWith("https:");
}

/** The other loopback host name of each: two sites to a browser, one server. */
function otherLoopbackName(hostname: string): string | undefined {
  switch (hostname) {
    case "127.0.0.1":
      return "localhost";
    case "localhost":
      return "127.0.0.1";
    default:
      return undefined;
  }
}

/**
 * The origin of the sandbox's other site for this request (decision 0015): asked at
 * `http://127.0.0.1:P` it is `http://localhost:P`, asked at `http://localhost:P` it is
 * `http://127.0.0.1:P`. The login frame of an app page lives there, and the app of a login page.
 * A browser's site ignores the port, so another port would be the same site; the other name is
 * not, and Chromium resolves `localhost` to loopback itself. Empty for any other host (a LAN
 * address, a proxy's name, HTTPS) and with `SANDBOX_LOGIN_SITE=same`: then both are this origin
 * and every address that names it stays relative.
 *
 * Read on every request (the security headers): the request URL is @hono/node-server's, built
 * from the Host header with a lower-case host and the port in digits, so no URL is parsed.
 */
export function pairedOrigin(c: Context, config: ServerConfig): string {
  if (config.sandboxLoginSite === "same") return "";
  const url = c.req.url;
  if (!url.startsWith("http://")) return "";
  const hostEnd = url.indexOf("/", 7);
  const host = hostEnd === -1 ? url.slice(7) : url.slice(7, hostEnd);
  const colon = host.indexOf(":");
  const other = otherLoopbackName(colon === -1 ? host : host.slice(0, colon));
  // Behind a TLS-terminating proxy the browser's origin is not this request's: keep one origin.
  if (!other || isHttps(c, config)) return "";
  return `http://${other}${colon === -1 ? "" : host.slice(colon)}`;
}
