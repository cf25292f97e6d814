/**
 * The privacy filter of everything sent to error reporting: events (errors, transactions, replay
 * events), breadcrumbs, spans and replay recording events. Personal data is removed from every
 * string, URLs included; user identity, cookies, headers and request bodies are dropped whole.
 * The digits of every URL are masked as analytics masks them (SPEC §9): the agreement number of
 * /detaljer/{avtalenummer}, an offer's number, a customer number in a query.
 */
import { maskUrlDigits } from "../analytics/urls.ts";
import type { Scrubber } from "../privacy.ts";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A URL or a path in a text: from `http(s)://`, or from a `/` that starts a word, up to white
 * space or a quote. A path inside a longer token (`a/b`, a date `1/2`) is not one.
 */
const urlInText = /(?:https?:\/\/|(?<![\p{L}\p{N}_.:/-])\/)[^\s"'<>`]*/giu;

/**
 * Where a stack frame names its script: the digits there are the build's file hash, which the
 * error service needs to find the source map, never a number of anyone's.
 */
const scriptUrlKeys = new Set(["filename", "abs_path"]);

const maxDepth = 30;

function maskUrls(value: unknown, key: string | undefined, depth: number): unknown {
  if (typeof value === "string") {
    return key !== undefined && scriptUrlKeys.has(key)
      ? value
      : value.replace(urlInText, (url) => maskUrlDigits(url));
  }
  if (value === null || typeof value !== "object" || value instanceof Date || depth > maxDepth) {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => maskUrls(item, key, depth + 1));
  const output: JsonObject = {};
  for (const [childKey, child] of Object.entries(value)) {
    output[childKey] = maskUrls(child, childKey, depth + 1);
  }
  return output;
}

/** Personal data out of every string, then the digits out of every URL. */
const scrubbed = <T>(value: T, scrubber: Scrubber): T =>
  maskUrls(scrubber.value(value), undefined, 0) as T;

/** Drops what must never leave, then scrubs every remaining string. */
export function scrubSentryEvent<T>(event: T, scrubber: Scrubber): T {
  if (!isObject(event)) return event;
  const copy: JsonObject = { ...event };
  if (isObject(copy.user)) {
    // Only an opaque id may stay; e-mail, IP address, username and the rest go.
    const id = (copy.user as JsonObject).id;
    copy.user = id === undefined ? {} : { id };
  }
  if (isObject(copy.request)) {
    const { cookies: _cookies, headers, data: _data, ...request } = copy.request as JsonObject;
    copy.request = {
      ...request,
      ...(isObject(headers) && typeof headers["User-Agent"] === "string"
        ? { headers: { "User-Agent": headers["User-Agent"] } }
        : {}),
    };
  }
  return scrubbed(copy as T, scrubber);
}

export function scrubBreadcrumb<T>(breadcrumb: T, scrubber: Scrubber): T {
  if (!isObject(breadcrumb)) return breadcrumb;
  const copy: JsonObject = { ...breadcrumb };
  if (isObject(copy.data)) {
    // Request and response bodies never go; URLs, methods and status codes stay (scrubbed).
    const { request_body: _req, response_body: _res, body: _body, ...data } = copy.data;
    copy.data = data;
  }
  return scrubbed(copy as T, scrubber);
}

/** Streamed spans: the name and every attribute (URLs included). */
export function scrubSpan<T>(span: T, scrubber: Scrubber): T {
  return scrubbed(span, scrubber);
}

/** Replay recording events (navigation URLs, breadcrumbs, console, network). */
export function scrubRecordingEvent<T>(event: T, scrubber: Scrubber): T {
  return scrubbed(event, scrubber);
}
