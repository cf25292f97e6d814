import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { requestLimits, serverTimeouts } from "./http/limits.ts";
import { withNodeRequests } from "./http/requestHeaders.ts";
import { type Sandbox, type SandboxOptions, startSandbox } from "./sandbox.ts";

export interface ServerOptions extends SandboxOptions {
  /** 0: any free port (the tests). */
  port: number;
  hostname: string;
  /** Node's request timeout (production's by default), shorter for the slow-client test. */
  requestTimeoutMs?: number;
  /** How long a shutdown waits for the requests in flight (`requestLimits.shutdownGraceMs`). */
  shutdownGraceMs?: number;
  /** Sees every request the server receives, before it is answered (tests count calls). */
  onRequest?: (request: Request) => void;
}

export interface RunningServer extends Sandbox {
  origin: string;
  port: number;
  /**
   * Stops taking connections, lets the requests in flight finish (for at most the grace period),
   * then closes the database. A second call waits for the first.
   */
  close(): Promise<void>;
}

/**
 * The sandbox (and, with `pages`, the app's pages) served over HTTP: what `npm start` runs
 * (`pageServer/main.ts`) and what the server tests start, built or from source.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const sandbox = await startSandbox(options);
  const { onRequest } = options;
  const fetch: typeof sandbox.app.fetch = withNodeRequests(
    onRequest
      ? (request, ...rest) => {
          onRequest(request);
          return sandbox.app.fetch(request, ...rest);
        }
      : sandbox.app.fetch,
  );
  let httpServer: Server;
  try {
    httpServer = await new Promise<Server>((resolve, reject) => {
      const started = serve({
        fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: serverTimeouts(options.requestTimeoutMs),
      }) as Server;
      started.once("listening", () => resolve(started));
      started.once("error", reject);
    });
  } catch (error) {
    await sandbox.db.close();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const closeGracefully = gracefulClose(
    httpServer,
    options.shutdownGraceMs ?? requestLimits.shutdownGraceMs,
  );
  let closing: Promise<void> | undefined;
  return {
    ...sandbox,
    origin: `http://${options.hostname === "0.0.0.0" ? "127.0.0.1" : options.hostname}:${port}`,
    port,
    close() {
      closing ??= closeGracefully().finally(() => sandbox.db.close());
      return closing;
    },
  };
}

/**
 * The shutdown of issue 28 (SIGTERM closed the database at once, and 21 of 28 requests in flight
 * got a connection reset): no new connection is taken, a kept-alive connection closes as soon as
 * it has no request, each request in flight is answered, and after `graceMs` what is left is cut.
 */
function gracefulClose(httpServer: Server, graceMs: number): () => Promise<void> {
  let closing = false;
  // A connection that is busy when the shutdown starts closes once its answer is out, instead of
  // waiting for another request that would find the server closing.
  httpServer.on("request", (_request, response) => {
    response.once("finish", () => {
      if (closing) setImmediate(() => httpServer.closeIdleConnections());
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      closing = true;
      const cut = setTimeout(() => httpServer.closeAllConnections(), graceMs);
      cut.unref();
      httpServer.close(() => {
        clearTimeout(cut);
        resolve();
      });
      httpServer.closeIdleConnections();
    });
}
