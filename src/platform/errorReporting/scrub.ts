/**
 * The privacy filter of everything sent to error reporting: events (errors, transactions, replay
 * events), breadcrumbs, spans and replay recording events. Personal data is removed from every
 * string, URLs included; user identity, cookies, headers and request bodies are dropped whole.
 * The digits of every URL are masked as analytics masks them (SPEC §9): the agreement number of
 * /detaljer/{avtalenummer}, an offer's number, a customer number in a query.
 */
import { maskUrlDigits, urlDigitPlaceholder } from "../analytics/urls.ts";
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

/**
 * A number of five digits or more in an element's attribute (an agreement number in an `id`, a
 * `data-` value): masked as URL digits are. Shorter numbers stay: they are the page's layout
 * (`width: 100px`, a grid's 12 columns), which the replay needs to be drawn.
 */
const longNumber = /\d{5,}/g;

/** The attributes of the replay's page (rrweb's `attributes` maps): URLs and long numbers masked. */
function maskAttributes(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object" || depth > maxDepth) return value;
  if (Array.isArray(value)) return value.map((item) => maskAttributes(item, depth + 1));
  const output: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    output[key] =
      key === "attributes" && isObject(child)
        ? Object.fromEntries(
            Object.entries(child).map(([name, attribute]) => [
              name,
              typeof attribute === "string"
                ? attribute.replace(longNumber, urlDigitPlaceholder)
                : attribute,
            ]),
          )
        : maskAttributes(child, depth + 1);
  }
  return output;
}

/** One item of an envelope: its header and its payload (an event, or the replay's text). */
type EnvelopeItem = [Record<string, unknown>, unknown];

/**
 * The replay's recording as the SDK sends it uncompressed: `{"segment_id":n}` and a line break,
 * then the JSON array of the page's events (its DOM with every attribute, the addresses it
 * visited). Scrubbed whole; undefined when it is not in that shape (then it is not sent).
 */
function scrubbedRecording(payload: string, scrubber: Scrubber): string | undefined {
  const lineBreak = payload.indexOf("\n");
  if (lineBreak < 0) return undefined;
  try {
    const events: unknown = JSON.parse(payload.slice(lineBreak + 1));
    const scrubbedEvents = maskAttributes(scrubbed(events, scrubber), 0);
    return `${payload.slice(0, lineBreak + 1)}${JSON.stringify(scrubbedEvents)}`;
  } catch {
    return undefined;
  }
}

/**
 * Everything the SDK sends, scrubbed once more on its way out (the transport): the hooks above
 * do not see the replay's recording of the page, whose link addresses and page addresses carried
 * the agreement number (issue 28). A recording that cannot be read (compressed) is dropped.
 */
export function scrubEnvelope<T>(envelope: T, scrubber: Scrubber): T {
  if (!Array.isArray(envelope) || !Array.isArray(envelope[1])) return envelope;
  const [headers, items] = envelope as [unknown, EnvelopeItem[]];
  const kept: EnvelopeItem[] = [];
  for (const [header, payload] of items) {
    if (header.type === "replay_recording") {
      const recording =
        typeof payload === "string" ? scrubbedRecording(payload, scrubber) : undefined;
      if (recording === undefined) continue;
      kept.push([{ ...header, length: new TextEncoder().encode(recording).length }, recording]);
    } else if (typeof payload === "string" || isObject(payload)) {
      kept.push([header, scrubbed(payload, scrubber)]);
    }
    // Anything else (a binary attachment) is never sent: nothing here can read it.
  }
  return [headers, kept] as T;
}
