import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";

export interface RouteDeps {
  db: Database;
  config: ServerConfig;
}
