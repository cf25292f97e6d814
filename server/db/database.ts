import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What route handlers may do with the database: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for a real PostgreSQL; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in, so parallel test files each get a clean database. */
  schema?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates only the last folder of the path itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    kind: "pglite",
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

async function openPostgres(
  connectionString: string,
  schema: string | undefined,
): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Unsafe schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    kind: "postgres",
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as Row[];
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
