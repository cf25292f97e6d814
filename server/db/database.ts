import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
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
  // Before PGlite touches the folder: a second process would open, migrate and seed it too.
  const lock = dataDir ? lockFolder(dataDir) : undefined;
  let db: PGlite;
  try {
    db = dataDir ? new PGlite(dataDir) : new PGlite();
    await db.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
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
    async close() {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The lock file beside a PGlite folder: `<folder>.lock`, holding the owner's process id. */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The lock files this process holds: a lock with our own pid that is not here is stale. */
const heldLocks = new Set<string>();

/**
 * One process per PGlite folder (PGlite has no lock of its own). The lock file is made with
 * O_EXCL, so of two servers starting at once one wins. A lock whose process is gone (a crash) is
 * taken over, and so is one with this process's id that this process does not hold (a container
 * restarted after a crash gets the same pid).
 */
function lockFolder(dataDir: string): { release(): void } {
  const lockFile = lockFileOf(dataDir);
  const folder = path.resolve(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      heldLocks.add(lockFile);
      return {
        release: () => {
          heldLocks.delete(lockFile);
          if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (heldLocks.has(lockFile)) {
        throw new Error(`The database folder ${folder} is already open in this process.`);
      }
      const owner = readPid(lockFile);
      // No pid yet: another process has just made the file and is writing it.
      const justMade = owner === undefined && Date.now() - statSync(lockFile).mtimeMs < 10_000;
      if (justMade || (owner !== undefined && owner !== process.pid && isRunning(owner))) {
        throw new Error(
          `The database folder ${folder} is in use by another sandbox server (process ${owner ?? "starting"}). Stop that server, or start this one with DATA_DIR set to another folder. (If no server uses it, remove ${lockFile}.)`,
        );
      }
      // Left behind by a process that ended without closing: take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}.`);
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
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
