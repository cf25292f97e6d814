import type { Context } from "hono";
import type { ServerConfig } from "../config.ts";

export function isHttps(c: Context, config: ServerConfig): boolean {
  if (config.trustProxy) {
    const forwarded = c.req.header("X-Forwarded-Proto");
    if (forwarded) return forwarded.split(",")[0]?.trim() === "https";
  }
  return new URL(c.req.url).protocol === "https:";
}
