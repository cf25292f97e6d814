// `npm run inspector`: the inspector and the app on one origin, so the app's `?inspect=live`
// broadcast reaches the inspector (BroadcastChannel is per origin). Same set-up as `npm run dev`
// (Vite with hot reload + the sandbox API), plus the inspector under /inspector/.
// Plain JavaScript on purpose: it runs before anything is compiled (docs/decisions/0001).
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

const appBase = "/privat/forsikring/motor/bil/";
const inspectorBase = "/inspector/";
const port = Number(process.env.PORT ?? 5174);
const hostname = process.env.HOST ?? "127.0.0.1";

const httpServer = http.createServer();
const app = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "spa",
});
const inspector = await createServer({
  configFile: path.resolve("inspector/vite.config.ts"),
  server: { middlewareMode: true, hmr: { port: port + 20000 } },
  appType: "spa",
});
const { startSandbox } = await app.ssrLoadModule("/server/sandbox.ts");
const sandbox = await startSandbox({
  // Not the dev database: `npm run dev` may be running at the same time.
  dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite-inspector"),
  devMode: true,
});
const sandboxListener = getRequestListener(sandbox.app.fetch);

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
  if (url === "/inspector") {
    response.writeHead(302, { location: inspectorBase }).end();
    return;
  }
  if (url.startsWith(inspectorBase)) return inspector.middlewares(request, response);
  if (isSandboxPath(url)) return sandboxListener(request, response);
  if (url.startsWith("/privat/forsikring/motor/") && !url.startsWith(appBase))
    request.url = appBase;
  app.middlewares(request, response);
});

httpServer.listen(port, hostname, () => {
  console.log(`Inspector: http://${hostname}:${port}${inspectorBase}`);
  console.log(`App with live inspection: http://${hostname}:${port}${appBase}?inspect=live`);
  console.log(`Stately inspector (online): http://${hostname}:${port}${appBase}?inspect=stately`);
});
