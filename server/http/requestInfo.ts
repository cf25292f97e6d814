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
