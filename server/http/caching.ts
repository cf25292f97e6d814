import { createMiddleware } from "hono/factory";
import { setResponseHeaders } from "./responseHeaders.ts";

/**
 * The API's answers are the customer's own (person, vehicles, offers, agreements, purchase
 * results): no cache on the way, and not the browser's, may store them. One rule for the whole
 * API, so no new route can forget it; a route that may be cached says so itself.
 */
export const neverStored = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "no-store" });
});
