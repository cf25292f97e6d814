import type { Context } from "hono";
import { type HeaderSource, isCompleteAnswer, setResponseHeaders } from "./responseHeaders.ts";

/**
 * The API's answers are the customer's own (person, vehicles, offers, agreements, purchase
 * results): no cache on the way, and not the browser's, may store them. One rule for the whole
 * API (`guardApiCalls`), so no new route can forget it; a route that may be cached says so itself.
 */
export const addNoStore: HeaderSource = (_c, headers) => {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === "cache-control");
  if (!named) headers["Cache-Control"] = "no-store";
};

/** The same rule for an answer that is not complete (`completeAnswer`), on its way out. */
export function markNeverStored(c: Context): void {
  if (isCompleteAnswer(c)) return;
  if (!c.res.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "no-store" });
}
