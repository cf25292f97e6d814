// The development server shared by `npm run dev` and `npm run inspector`: Vite with hot reload for
// the app and the sandbox API on one origin. Plain JavaScript on purpose: it runs before anything
// is compiled (docs/decisions/0001).
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

export const appBase = "/privat/forsikring/motor/bil/";

/** Paths the sandbox answers; everything else is the app, served by Vite. */
function isSandboxPath(url) {
  return (
    url.startsWith("/api/") ||
    url.startsWith("/sandbox/") ||
    url.startsWith(`${appBase}runtime-config.json`) ||
    url === "/" ||
    url.startsWith("/privat/forsikring/oversikt") ||
    url === "/privat/forsikring"
  );
}

/**
 * Starts the server on `port`. `route(request, response)` may answer a request first (the
 * inspector's pages); it returns true when it did.
 * @param {{ port: number, hostname: string, dataDir: string,
 *   route?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean }} options
 */
export async function startDevServer({ port, hostname, dataDir, route }) {
  const httpServer = http.createServer();
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "spa",
  });
  const { startSandbox } = await vite.ssrLoadModule("/server/sandbox.ts");
  const sandbox = await startSandbox({ dataDir, devMode: true });
  const sandboxListener = getRequestListener(sandbox.app.fetch);
  httpServer.on("request", (request, response) => {
    const url = request.url ?? "/";
    if (route?.(request, response)) return;
    if (isSandboxPath(url)) return sandboxListener(request, response);
    // The motorhome flow and the detail pages are the same single-page app.
    if (url.startsWith("/privat/forsikring/motor/") && !url.startsWith(appBase))
      request.url = appBase;
    vite.middlewares(request, response);
  });
  await new Promise((resolve) => httpServer.listen(port, hostname, () => resolve(undefined)));
  return { sandbox };
}
