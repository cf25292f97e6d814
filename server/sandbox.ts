import type { Hono } from "hono";
import { createApp, type PageRoutes } from "./app.ts";
import { configFromEnvironment, type ServerConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import type { AppEnv } from "./http/session.ts";
import { seed } from "./seed/seed.ts";

export interface Sandbox {
  app: Hono<AppEnv>;
  db: Database;
  config: ServerConfig;
  storage: string;
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in `dataDir`), brings it
 * to the newest migration and the documented test data, and builds the app.
 */
export async function startSandbox(options: {
  dataDir: string;
  /** The app's pages (the page server's entry gives them; dev leaves them to Vite). */
  pages?: PageRoutes;
  devMode?: boolean;
}): Promise<Sandbox> {
  const config = configFromEnvironment(process.env, { devMode: options.devMode ?? false });
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openDatabase({ databaseUrl, dataDir: options.dataDir });
  await migrate(db);
  await seed(db, config.now());
  const app = createApp({ db, config, pages: options.pages });
  const storage = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`;
  return { app, db, config, storage };
}
