import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { SessionStore } from "../http/session.ts";
import type { CachedFacts } from "./motor/vehicleFacts.ts";

export interface RouteDeps {
  db: Database;
  config: ServerConfig;
  sessions: SessionStore;
  /** The pricing facts for calls outside a transaction (docs/decisions/0004). */
  facts: CachedFacts;
}
