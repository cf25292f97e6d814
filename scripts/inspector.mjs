// `npm run inspector`: the inspector and the app on one origin, so the app's `?inspect=live`
// broadcast reaches the inspector (BroadcastChannel is per origin). The same server as
// `npm run dev` (scripts/devServer.mjs), plus the inspector under /inspector/.
// Plain JavaScript on purpose: it runs before anything is compiled (docs/decisions/0001).
import path from "node:path";
import { createServer } from "vite";
import { appBase, startDevServer } from "./devServer.mjs";
import { collectScreens } from "./inspectorScreens.mjs";

const inspectorBase = "/inspector/";
const port = Number(process.env.PORT ?? 5174);
const hostname = process.env.HOST ?? "127.0.0.1";

// The storyboard's screenshots, from the last `npm run screenshots` (none: it says how to make them).
collectScreens();

const inspector = await createServer({
  configFile: path.resolve("inspector/vite.config.ts"),
  server: { middlewareMode: true, hmr: { port: port + 20000 } },
  appType: "spa",
});

await startDevServer({
  port,
  hostname,
  // Not the dev database: `npm run dev` may be running at the same time.
  dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite-inspector"),
  route(request, response) {
    const url = request.url ?? "/";
    if (url === "/inspector") {
      response.writeHead(302, { location: inspectorBase }).end();
      return true;
    }
    if (!url.startsWith(inspectorBase)) return false;
    inspector.middlewares(request, response);
    return true;
  },
});
console.log(`Inspector: http://${hostname}:${port}${inspectorBase}`);
console.log(`App with live inspection: http://${hostname}:${port}${appBase}?inspect=live`);
console.log(`Stately inspector (online): http://${hostname}:${port}${appBase}?inspect=stately`);
