import type { KyInstance } from "ky";
import * as v from "valibot";
import {
  apiBasePath,
  idempotencyKeyHeader,
  requestedByHeader,
  requestedByValue,
  sessionExpiryHeader,
  xsrfCookieNames,
  xsrfHeader,
} from "../../core/contract/common.ts";
import { type CookieSource, documentCookies, readCookie } from "../platform/cookies.ts";
import { ApiError, jsonParseErrorMessage, ResponseShapeError } from "./apiError.ts";
import { backoffMs, retryPolicy } from "./fetchingPolicy.ts";
import {
  type CachedRead,
  type Clock,
  createQueryCache,
  type FocusWindow,
  type ReadPolicy,
  systemClock,
} from "./queryCache.ts";

export { retryPolicy };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** `kfpApiHost` from the runtime configuration; '' means the app's own origin. */
  apiHost: string;
  /** Called with the seconds left whenever a response carries X-Session-Expiry. */
  onSessionExpiry?: (secondsLeft: number) => void;
  /** Reads `document.cookie` in the browser; tests pass their own jar. */
  readCookies?: CookieSource;
  /** Tests pass a fetch that keeps cookies, as a browser does. */
  fetch?: typeof fetch;
  /** Sees every failed call before it is thrown (the unauthorized redirect of SPEC §8). */
  onRequestError?: (error: unknown, call: FailedCall) => void;
  /** Times the retries' backoff and the cache; tests pass a clock they move by hand. */
  clock?: Clock;
  /** Focus, visibility and connection for the cache: the browser's window, none on the server. */
  window?: FocusWindow;
}

/** Which call failed: its method and its path below the API base (as the caller named it). */
export interface FailedCall {
  method: "GET" | "POST";
  path: string;
}

export interface ApiClient {
  get<S extends v.GenericSchema>(
    schema: S,
    path: string,
    query?: Record<string, QueryValue>,
  ): Promise<v.InferOutput<S>>;
  /**
   * A GET kept in the client's cache under its path and query, fetched and kept as `policy` says
   * (SPEC §9, `fetchingPolicy.ts`); its requests take an early answer (`prefetch`, `answered`)
   * as `get` does.
   */
  read<S extends v.GenericSchema>(
    schema: S,
    path: string,
    policy: ReadPolicy,
    query?: Record<string, QueryValue>,
  ): CachedRead<v.InferOutput<S>>;
  post<S extends v.GenericSchema>(
    schema: S,
    path: string,
    body: unknown,
    options?: {
      idempotencyKey?: string;
      /** The request outlives the page (sent while the customer leaves it). */
      keepalive?: boolean;
    },
  ): Promise<v.InferOutput<S>>;
  /**
   * Sends a GET now whose answer the next `get` of the same path and query takes, and checks
   * against its schema then: for a call the app knows it will make before the code that makes it
   * has arrived or may run (issue 9: one round trip instead of several in a row). A later
   * `prefetch` of the same call replaces an answer nobody took.
   */
  prefetch(path: string, query?: Record<string, QueryValue>): void;
  /**
   * An answer the page came with (the server made the call for it, issue 9): the next `get` of the
   * same path and query takes it, once, and checks it against its schema; a `prefetch` of that
   * call leaves it in place.
   */
  answered(path: string, query: Record<string, QueryValue>, body: unknown): void;
}

const browserWindow = (): FocusWindow | undefined =>
  typeof window === "undefined" ? undefined : window;

/** SPEC §7: GET payloads go into the query string, skipping null or undefined values. */
export function toSearchParams(query: Record<string, QueryValue> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** SPEC §7: null-valued fields are removed from successful responses, at any depth. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseShapeError(jsonParseErrorMessage);
  }
}

/**
 * ky's retry with `limit` tries more (SPEC §9): ky decides what is retried (GET only, a network
 * failure or 408/413/429/500/502/503/504) and the `beforeRetry` hook waits the backoff on the
 * client's clock, so a test moves time instead of waiting. A Retry-After is not followed: the
 * spec's backoff is the one rule.
 */
const retryOf = (limit: number) => ({
  limit,
  methods: retryPolicy.methods,
  afterStatusCodes: [],
  delay: () => 0,
});

/**
 * ky loads with the first request, not with the first screen: a customer without a session sees
 * the login page without any API call (the page carries its answers), so the HTTP client is not
 * first-screen code (issue 31).
 */
let kyModule: Promise<typeof import("ky")> | undefined;
const loadKy = () => {
  kyModule ??= import("ky").catch((error: unknown) => {
    kyModule = undefined; // a failed chunk load (offline) is retried by the next request
    throw error;
  });
  return kyModule;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookies = options.readCookies ?? documentCookies;
  const clock = options.clock ?? systemClock;
  let client: Promise<KyInstance> | undefined;
  const http = () => {
    client ??= loadKy().then(
      ({ default: ky }) => createHttp(ky),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const createHttp = (ky: KyInstance): KyInstance =>
    ky.create({
      prefixUrl: `${options.apiHost}${apiBasePath}`,
      credentials: "same-origin",
      retry: retryOf(retryPolicy.limit),
      timeout: 30_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      headers: { Accept: "application/json, text/plain", [requestedByHeader]: requestedByValue },
      hooks: {
        beforeRequest: [
          // SPEC §7: on every request, GET included, whenever the XSRF cookie exists.
          (request) => {
            const cookies = readCookies();
            const token = xsrfCookieNames.map((name) => readCookie(cookies, name)).find(Boolean);
            if (token) request.headers.set(xsrfHeader, token);
          },
        ],
        beforeRetry: [
          ({ retryCount }) =>
            new Promise<void>((resolve) => clock.setTimeout(resolve, backoffMs(retryCount))),
        ],
        afterResponse: [
          (_request, _options, response) => {
            const expiry = response.headers.get(sessionExpiryHeader);
            if (expiry !== null && options.onSessionExpiry) options.onSessionExpiry(Number(expiry));
          },
        ],
      },
    });

  function validate<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      throw new ResponseShapeError(
        `Unexpected response: ${v.getDotPath(parsed.issues[0]) ?? "body"} ${parsed.issues[0].message}`,
      );
    }
    return parsed.output;
  }

  async function send<S extends v.GenericSchema>(
    schema: S,
    failed: FailedCall,
    call: () => Promise<Response>,
  ) {
    let response: Response;
    try {
      response = await call();
    } catch (caught) {
      let error = caught;
      const HTTPError = await loadKy().then(
        (module) => module.HTTPError,
        () => undefined,
      );
      if (HTTPError && caught instanceof HTTPError) {
        const details = await readBody(caught.response).catch(() => undefined);
        error = new ApiError(caught.response.status, caught.response.statusText, details);
      }
      options.onRequestError?.(error, failed);
      throw error;
    }
    return validate(schema, withoutNulls(await readBody(response)));
  }

  const relative = (path: string) => path.replace(/^\//, "");
  const getNow =
    (path: string, query?: Record<string, QueryValue>, retries = retryPolicy.limit) =>
    () =>
      http().then((client) =>
        client.get(relative(path), {
          searchParams: toSearchParams(query),
          retry: retryOf(retries),
        }),
      );
  const callKey = (path: string, query?: Record<string, QueryValue>) =>
    `${relative(path)}?${toSearchParams(query)}`;
  /**
   * Answers waiting for the next `get` of their call (by path and query), each taken once: early
   * ones (`prefetch`) and the page's (`answered`), which a prefetch leaves in place.
   */
  const waiting = new Map<string, { take: () => Promise<unknown>; fromPage: boolean }>();

  function get<S extends v.GenericSchema>(
    schema: S,
    path: string,
    query?: Record<string, QueryValue>,
    retries?: number,
  ): Promise<v.InferOutput<S>> {
    const key = callKey(path, query);
    const answer = waiting.get(key);
    if (!answer) return send(schema, { method: "GET", path }, getNow(path, query, retries));
    waiting.delete(key);
    return answer.take().then((body) => validate(schema, body));
  }

  const cache = createQueryCache({
    clock,
    window: "window" in options ? options.window : browserWindow(),
  });

  return {
    get: (schema, path, query) => get(schema, path, query),
    read: (schema, path, policy, query) =>
      cache(callKey(path, query), () => get(schema, path, query, policy.retries), policy),
    prefetch: (path, query) => {
      const key = callKey(path, query);
      if (waiting.get(key)?.fromPage) return;
      const answer = send(v.unknown(), { method: "GET", path }, getNow(path, query));
      answer.catch(() => undefined); // whoever takes it sees the failure
      waiting.set(key, { take: () => answer, fromPage: false });
    },
    answered: (path, query, body) => {
      waiting.set(callKey(path, query), {
        // Answered in a task of its own, as an answer from the network would be: the app's start
        // steps through its calls in short tasks, not one long one (issue 9).
        take: () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => withoutNulls(body)),
        fromPage: true,
      });
    },
    post: (schema, path, body, postOptions = {}) =>
      send(schema, { method: "POST", path }, () =>
        http().then((client) =>
          client.post(relative(path), {
            json: body,
            headers: postOptions.idempotencyKey
              ? { [idempotencyKeyHeader]: postOptions.idempotencyKey }
              : {},
            ...(postOptions.keepalive ? { keepalive: true } : {}),
          }),
        ),
      ),
  };
}
