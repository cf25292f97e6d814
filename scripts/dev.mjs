// `npm run dev`: Vite with hot reload for the app, and the sandbox API on the same origin.
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

const appBase = "/privat/forsikring/motor/bil/";
const port = Number(process.env.PORT ?? 5173);
const hostname = process.env.HOST ?? "127.0.0.1";

const httpServer = http.createServer();
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "spa",
});
const { startSandbox } = await vite.ssrLoadModule("/server/sandbox.ts");
const sandbox = await startSandbox({
  dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite-dev"),
  devMode: true,
});
const sandboxListener = getRequestListener(sandbox.app.fetch);

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

httpServer.on("request", (request, response) => {
  const url = request.url ?? "/";
  if (isSandboxPath(url)) return sandboxListener(request, response);
  // The motorhome flow and the detail pages are the same single-page app.
  if (url.startsWith("/privat/forsikring/motor/") && !url.startsWith(appBase))
    request.url = appBase;
  vite.middlewares(request, response);
});

httpServer.listen(port, hostname, () => {
  console.log(`Sandbox insurer API ready (database: ${sandbox.storage}), hot reload on.`);
  console.log(`App: http://${hostname}:${port}${appBase}`);
});
