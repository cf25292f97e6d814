import type { Hono } from "hono";
import { type AppOptions, createApp, type PageRoutes } from "./app.ts";
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

export interface SandboxOptions {
  /** The environment the configuration and DATABASE_URL are read from; `process.env` by default. */
  env?: Record<string, string | undefined>;
  /** Settings over the environment's (the tests' clock, planned faults). */
  config?: Partial<ServerConfig>;
  /** PGlite's folder when DATABASE_URL is not set; omitted: in memory (tests). */
  dataDir?: string;
  /** PostgreSQL: the schema to work in (tests: one per server). */
  schema?: string;
  /** The app's pages (the page server's entry gives them; dev leaves them to Vite). */
  pages?: PageRoutes;
  /** More API routes (tests). */
  extendApi?: AppOptions["extendApi"];
  devMode?: boolean;
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in `dataDir`), brings it
 * to the newest migration and the documented test data, and builds the app.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const env = options.env ?? process.env;
  const config = configFromEnvironment(env, {
    devMode: options.devMode ?? false,
    ...options.config,
  });
  const databaseUrl = env.DATABASE_URL || undefined;
  const db = await openDatabase({
    databaseUrl,
    dataDir: options.dataDir,
    schema: options.schema,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  });
  try {
    await migrate(db);
    await seed(db, config.now());
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApp({ db, config, pages: options.pages, extendApi: options.extendApi });
  const storage = databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : options.dataDir
      ? `PGlite in ${options.dataDir}`
      : "PGlite in memory";
  return { app, db, config, storage };
}
