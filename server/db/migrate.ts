import type { Database, Queryable } from "./database.ts";

/** Versioned SQL files, bundled at build time so the built server needs no source tree. */
const migrationFiles = import.meta.glob<string>("./migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return Object.entries(migrationFiles)
    .map(([path, sql]) => ({ version: path.replace(/^.*\//, "").replace(/\.sql$/, ""), sql }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Takes the advisory lock under which an instance migrates and seeds, until the transaction ends:
 * several instances starting at once against one PostgreSQL take turns.
 */
export async function takeStartupLock(tx: Queryable): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(4711)");
}

/**
 * Applies every migration not yet applied, each in its own transaction. An advisory lock makes
 * several server instances starting at once against one PostgreSQL take turns, from the first
 * statement: two instances creating the bookkeeping table at once met on PostgreSQL's catalogue
 * (`create table if not exists` is not safe against itself) and one failed to start (CI,
 * tests/server/built/instances.test.ts).
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await takeStartupLock(tx);
    await tx.query(
      "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
    );
  });
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      await takeStartupLock(tx);
      const rows = await tx.query("select 1 from schema_migrations where version = $1", [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version) values ($1)", [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration file on semicolons at line ends; our migrations hold no procedural code. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) =>
      statement
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter((statement) => statement.length > 0);
}
