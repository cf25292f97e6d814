import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { tryDecodeURIComponent } from "hono/utils/url";

/**
 * The names Node's `IncomingMessage.headers` keeps only the first value of when a request repeats
 * them; a fetch `Headers` (`c.req.header`) joins the repeats with ", ". Node refuses a repeated
 * Content-Length outright.
 */
const firstValueOnlyInNode = new Set([
  "age",
  "authorization",
  "content-length",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent",
]);

/** What @hono/node-server hands the app with each Request, and the Request it came with. */
type NodeBindings = Partial<HttpBindings> & { request?: Request };

/**
 * The app's fetch as @hono/node-server calls it: its bindings (`c.env`) name the Request they
 * came with. Not `c.env.incoming` alone: the page server renders a saved offer by calling the
 * app again with its own Requests and the page's `c.env`, whose `incoming` is the page's request,
 * not theirs. Not a WeakMap of Requests either: an entry per call cost the collector (issue 31).
 */
export function withNodeRequests<Rest extends unknown[], Answer>(
  fetch: (request: Request, ...rest: Rest) => Answer,
): (request: Request, ...rest: Rest) => Answer {
  return (request, ...rest) => {
    const bindings = rest[0] as NodeBindings | undefined;
    if (bindings?.incoming) bindings.request = request;
    return fetch(request, ...rest);
  };
}

/** Node's request behind the context's Request, when @hono/node-server made that Request. */
function nodeRequestOf(c: Context): IncomingMessage | undefined {
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.request === c.req.raw ? bindings.incoming : undefined;
}

/**
 * A request header, as `c.req.header(name)` gives it, read from Node's request. `c.req.header`
 * goes through @hono/node-server's `Headers` for the request, which checks the name and the value
 * with regular expressions and copies the raw headers on every request; Node's parser has already
 * refused a bad value, trimmed the values and joined repeats as `Headers` would (a cookie with
 * "; ", the rest with ", "), except the names it keeps once: those are joined here. With the
 * cookie reader below, 13 of the price call's microseconds become 5 (issue 31). A Request that
 * did not come from Node (`app.request()` in tests, the page server's calls): `c.req.header`.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequestOf(c);
  if (!incoming) return c.req.header(name);
  const key = name.toLowerCase();
  if (!firstValueOnlyInNode.has(key)) {
    const value = incoming.headers[key];
    return typeof value === "string" ? value : undefined;
  }
  let joined: string | undefined;
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const rawName = raw[index] as string;
    if (rawName.length !== key.length || rawName.toLowerCase() !== key) continue;
    const value = raw[index + 1] as string;
    joined = joined === undefined ? value : `${joined}, ${value}`;
  }
  return joined;
}

/** `header.slice(start, end)` without the spaces and tabs around it, as hono/cookie's `parse` trims. */
function trimmedSlice(header: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && (header.charCodeAt(from) === 32 || header.charCodeAt(from) === 9)) from++;
  while (to > from && (header.charCodeAt(to - 1) === 32 || header.charCodeAt(to - 1) === 9)) to--;
  return header.slice(from, to);
}
/** The value characters hono/cookie's `parse` accepts (RFC 6265's cookie-octet, and space). */
const validCookieValue = /^[ !#-:<-[\]-~]*$/;

/**
 * A cookie of the request, as hono/cookie's `getCookie(c, name)` reads it: the first occurrence
 * with a valid value, unquoted and percent-decoded. Without building an object of every cookie
 * twice per call (the session's and the XSRF cookie): that was as much as all the other header
 * reads of the price call together (issue 31). For the app's cookie names, which are valid tokens.
 */
export function requestCookie(c: Context, name: string): string | undefined {
  const header = requestHeader(c, "cookie");
  if (!header || header.indexOf(name) === -1) return undefined;
  for (let start = 0; start < header.length; ) {
    const semicolon = header.indexOf(";", start);
    const end = semicolon === -1 ? header.length : semicolon;
    const equals = header.indexOf("=", start);
    if (equals !== -1 && equals < end) {
      const cookieName = trimmedSlice(header, start, equals);
      if (cookieName === name) {
        let value = trimmedSlice(header, equals + 1, end);
        if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
        if (validCookieValue.test(value)) return tryDecodeURIComponent(value);
      }
    }
    start = end + 1;
  }
  return undefined;
}
