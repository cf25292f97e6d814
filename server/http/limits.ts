import type { ServerOptions } from "node:http";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiBasePath } from "../../core/contract/common.ts";
import { requestHeader } from "./requestHeaders.ts";

/**
 * What one request may cost the server (docs/security.md). The largest body the app sends is a
 * purchase of a few KB; 64 KB leaves room and keeps a flood of large bodies cheap to refuse.
 */
export const requestLimits = {
  maxBodyBytes: 64 * 1024,
  /** The whole request, headers and body, must arrive within this (Node's default is 300 s). */
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  /**
   * On SIGTERM, how long the requests in flight may take to finish before their connections are
   * cut: a request waits for the database at most its query limit (8 s) a few times over.
   */
  shutdownGraceMs: 20_000,
};

/** 413 `forStorForespoersel` (plain text outside the API); the rest of the body is never read. */
function tooLarge(c: Context) {
  // The rest of the body is never read: the connection cannot carry another request.
  const headers = { Connection: "close" };
  if (c.req.path.startsWith(apiBasePath)) {
    const body = {
      feil: {
        kode: "forStorForespoersel",
        felt: "body",
        melding: `Høyst ${requestLimits.maxBodyBytes} byte`,
      },
    };
    return c.json(body, 413, headers);
  }
  return c.text("For stor forespørsel", 413, headers);
}

/**
 * Counts a chunked body as it is read and answers 413 as soon as the count passes the limit
 * (Hono's limit; a middleware, called by `guardEveryRequest` around the rest of the request).
 */
export const limitChunkedBody = bodyLimit({
  maxSize: requestLimits.maxBodyBytes,
  onError: tooLarge,
});

/** Whether the body comes in chunks of unknown total length (`Transfer-Encoding`). */
export const hasChunkedBody = (c: Context) => requestHeader(c, "Transfer-Encoding") !== undefined;

/**
 * The 413 for a body over the limit that is refused before anything reads it, or undefined: a
 * chunked body (`hasChunkedBody`, which the caller has read) of a POST, PUT or DELETE goes on,
 * counted by `limitChunkedBody`. Whatever the method: Hono's limit sees only the bodies it hands
 * on (not a GET's or a HEAD's), and Node read a GET's 100 MB body to its end and answered 200
 * (issue 28). Such a body is refused by its declared length; one of unknown length (chunked) is
 * refused at once, as no client of ours sends one.
 *
 * A body with a Content-Length is judged by it here, not by Hono's limit: Node reads no more than
 * the declared length, and Hono's limit asks for the request's web stream first, which makes
 * @hono/node-server build a whole fetch Request and read the body through it (a third of the
 * price call's own time, issue 31).
 */
export function bodySizeRefusal(c: Context, chunked: boolean): Response | undefined {
  if (chunked) {
    const bodiless = c.req.method === "GET" || c.req.method === "HEAD";
    return bodiless ? tooLarge(c) : undefined;
  }
  const declared = Number(requestHeader(c, "Content-Length") ?? 0);
  return declared > requestLimits.maxBodyBytes ? tooLarge(c) : undefined;
}

/**
 * Node's timeouts for a slow client (one that sends its headers or body a byte at a time): the
 * server answers 408 and closes the connection. Node looks for such connections every
 * `connectionsCheckingInterval`, so that is kept well under the timeout.
 */
export function serverTimeouts(
  requestTimeoutMs = requestLimits.requestTimeoutMs,
): Pick<ServerOptions, "requestTimeout" | "headersTimeout" | "connectionsCheckingInterval"> {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestLimits.headersTimeoutMs, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(2_000, Math.ceil(requestTimeoutMs / 4)),
  };
}
