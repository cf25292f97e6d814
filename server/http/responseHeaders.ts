import type { Context } from "hono";

/**
 * Sets headers on the response a handler has already made (middleware after `next()`).
 * `c.header` would wrap that response in a new one around its body stream, and @hono/node-server
 * then streams the body instead of writing the string at once: those copies cost /motor/bil/pris
 * more than its tariff (docs/performance.md). A response whose headers cannot change (one that
 * was fetched) falls back to `c.header`, which copies.
 */
export function setResponseHeaders(c: Context, headers: Record<string, string>): void {
  try {
    const target = c.res.headers;
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}
