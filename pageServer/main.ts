import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serverTimeouts } from "../server/http/limits.ts";
import { appHomePath } from "../server/http/paths.ts";
import { startSandbox } from "../server/sandbox.ts";
import { pageRoutes } from "./pages.ts";

/**
 * Production entry (`npm start`, built to `dist/server/main.js`): the sandbox API and the built
 * app's pages on one origin.
 */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { app, db, storage } = await startSandbox({
    dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite"),
    pages: pageRoutes(process.env.CLIENT_ROOT ?? path.resolve(here, "../client")),
  });
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST ?? "127.0.0.1";
  const server = serve(
    { fetch: app.fetch, port, hostname, serverOptions: serverTimeouts() },
    (info) => {
      const shownHost = hostname === "0.0.0.0" ? "127.0.0.1" : hostname;
      console.log(`Sandbox insurer API ready (database: ${storage}).`);
      console.log(`App: http://${shownHost}:${info.port}${appHomePath}`);
    },
  );
  const shutdown = () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
