/**
 * The privacy filter of everything sent to error reporting: events (errors, transactions, replay
 * events), breadcrumbs, spans and replay recording events. Personal data is removed from every
 * string, URLs included; user identity, cookies, headers and request bodies are dropped whole.
 */
import type { Scrubber } from "../privacy.ts";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

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
  return scrubber.value(copy) as T;
}

export function scrubBreadcrumb<T>(breadcrumb: T, scrubber: Scrubber): T {
  if (!isObject(breadcrumb)) return breadcrumb;
  const copy: JsonObject = { ...breadcrumb };
  if (isObject(copy.data)) {
    // Request and response bodies never go; URLs, methods and status codes stay (scrubbed).
    const { request_body: _req, response_body: _res, body: _body, ...data } = copy.data;
    copy.data = data;
  }
  return scrubber.value(copy) as T;
}

/** Streamed spans: the name and every attribute (URLs included). */
export function scrubSpan<T>(span: T, scrubber: Scrubber): T {
  return scrubber.value(span);
}

/** Replay recording events (navigation URLs, breadcrumbs, console, network). */
export function scrubRecordingEvent<T>(event: T, scrubber: Scrubber): T {
  return scrubber.value(event);
}
