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

/**
 * What a middleware adds to the headers of every answer of its request, given the headers the
 * answer has so far (it may leave one the handler set). The same rule it applies after `next()`.
 */
export type HeaderSource = (c: Context, headers: Record<string, string>) => void;

declare module "hono" {
  interface ContextVariableMap {
    /** The header sources of the middlewares this request passed, outermost first. */
    responseHeaderSources: HeaderSource[];
    /** The answer `completeAnswer` made for this request. */
    completeAnswer: Response;
  }
}

/**
 * Registers a middleware's headers before `next()`, so that `completeAnswer` can put them on the
 * answer at once. The middleware still sets them after `next()` on any answer that is not
 * complete (`isCompleteAnswer`).
 */
export function addHeaderSource(c: Context, source: HeaderSource): void {
  const sources = c.get("responseHeaderSources");
  if (sources) sources.push(source);
  else c.set("responseHeaderSources", [source]);
}

/**
 * Whether the request's answer already carries every header the middlewares add: the one
 * `completeAnswer` made, and not another put in its place since. Kept with the request's
 * variables, not in a WeakSet of answers: an entry in a WeakSet per call cost the collector
 * (issue 31).
 */
export const isCompleteAnswer = (c: Context) => c.get("completeAnswer") === c.res;

/**
 * An answer with all its headers in one plain object, for the hot calls (the price). Headers set
 * on a finished response turn @hono/node-server's light response into undici `Headers`, and Hono
 * makes `Headers` for an answer of more than one header; with a plain object the answer is
 * written at once (node-server's fast path): about 19 µs of the price call's 170 (issue 31).
 * For handlers that set no header through `c.header` or cookies: those would be lost here.
 */
export function completeAnswer(c: Context, body: string, contentType: string): Response {
  const headers: Record<string, string> = { "Content-Type": contentType };
  const sources = c.get("responseHeaderSources");
  // Innermost first, as the middlewares' code after `next()` runs on any other answer.
  if (sources)
    for (let index = sources.length - 1; index >= 0; index--) sources[index]?.(c, headers);
  const response = new Response(body, { status: 200, headers });
  c.set("completeAnswer", response);
  return response;
}
