import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { configFromEnvironment } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { appHomePath } from "./http/paths.ts";
import { seed } from "./seed/seed.ts";

/** Production entry: the built app and the sandbox API on one origin. */
async function main() {
  const config = configFromEnvironment();
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? path.resolve(".data/pglite");
  const db = await openDatabase({ databaseUrl, dataDir });
  await migrate(db);
  await seed(db, config.now());
  const here = path.dirname(fileURLToPath(import.meta.url));
  const clientRoot = process.env.CLIENT_ROOT ?? path.resolve(here, "../client");
  const app = createApp({ db, config, clientRoot });
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST ?? "127.0.0.1";
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const storage = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`;
    console.log(`Sandbox insurer API and app ready, database: ${storage}`);
    console.log(
      `Open http://${hostname === "0.0.0.0" ? "127.0.0.1" : hostname}:${info.port}${appHomePath}`,
    );
  });
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
