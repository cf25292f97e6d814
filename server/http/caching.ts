import { createMiddleware } from "hono/factory";
import {
  addHeaderSource,
  type HeaderSource,
  isCompleteAnswer,
  setResponseHeaders,
} from "./responseHeaders.ts";

const addNoStore: HeaderSource = (_c, headers) => {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === "cache-control");
  if (!named) headers["Cache-Control"] = "no-store";
};

/**
 * The API's answers are the customer's own (person, vehicles, offers, agreements, purchase
 * results): no cache on the way, and not the browser's, may store them. One rule for the whole
 * API, so no new route can forget it; a route that may be cached says so itself.
 */
export const neverStored = createMiddleware(async (c, next) => {
  addHeaderSource(c, addNoStore);
  await next();
  if (isCompleteAnswer(c.res)) return;
  if (!c.res.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "no-store" });
});
