// `npm run inspector`: the inspector and the app on one origin, so the app's `?inspect=live`
// broadcast reaches the inspector (BroadcastChannel is per origin). The same server as
// `npm run dev` (scripts/devServer.mjs), plus the inspector under /inspector/.
// Plain JavaScript on purpose: it runs before anything is compiled (docs/decisions/0001).
import path from "node:path";
import { createServer, runnerImport } from "vite";
import { appBase, startDevServer } from "./devServer.mjs";

const inspectorBase = "/inspector/";
const port = Number(process.env.PORT ?? 5174);
const hostname = process.env.HOST ?? "127.0.0.1";

/** `npm run flow:diff` for the inspector's "Endringer" (inspector/stately/flowDiff.ts): git here. */
let flowDiffModule;
async function flowDiff() {
  flowDiffModule ??= (
    await runnerImport("./inspector/stately/flowDiff.ts", { configFile: false, logLevel: "warn" })
  ).module;
  return flowDiffModule;
}

/** `api/flow-diff?fra=&til=` (JSON) and `api/screen?rev=&file=` (a storyboard screen at a revision). */
async function answerFlowDiff(url, response) {
  const module = await flowDiff();
  const query = url.searchParams;
  if (url.pathname.endsWith("/api/screen")) {
    const image = module.screenAt({ revision: query.get("rev"), file: query.get("file") ?? "" });
    if (!image) return response.writeHead(404).end();
    return response.writeHead(200, { "content-type": "image/png" }).end(image);
  }
  try {
    const diff = module.flowDiff({
      from: query.get("fra") || "main",
      to: query.get("til") || null,
    });
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(diff));
  } catch (error) {
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  }
}

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
    if (url.startsWith(`${inspectorBase}api/`)) {
      answerFlowDiff(new URL(url, "http://inspector"), response).catch((error) =>
        response.writeHead(500).end(String(error)),
      );
      return true;
    }
    inspector.middlewares(request, response);
    return true;
  },
});
console.log(`Inspector: http://${hostname}:${port}${inspectorBase}`);
console.log(`App with live inspection: http://${hostname}:${port}${appBase}?inspect=live`);
console.log(`Stately inspector (online): http://${hostname}:${port}${appBase}?inspect=stately`);
