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
  /** PostgreSQL: how long one query may take (ms); `defaultQueryTimeoutMs` unless given. */
  queryTimeoutMs?: number | undefined;
}

/**
 * How long one PostgreSQL query may take, waiting for a lock or a pooled connection included.
 * Well under the 30 s after which the browser gives up on a call (src/api/client.ts), so a
 * stalled database gets the customer a clear 503 from us first, not a call that hangs (issue 28).
 */
export const defaultQueryTimeoutMs = 8_000;

/**
 * The database did not answer in time, or is not there: the request is answered 503 and nothing
 * it wrote is kept (its transaction is rolled back, or ends with the connection dropped).
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
}

/** SQLSTATE classes and codes that mean the database is out of reach, not that the SQL is wrong. */
const unavailableCodes = /^(08|57P0|53300$|57014$)/;
const unavailableMessages =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i;
const unavailableErrnos = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);

/**
 * Whether an error of the driver means the database is unavailable: a statement timeout (57014),
 * a connection ended by the server (57P01, `pg_terminate_backend`, a restart), refused or lost,
 * the driver's own read timeout, or a database that was closed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string" && (unavailableCodes.test(code) || unavailableErrnos.has(code))) {
    return true;
  }
  return unavailableMessages.test(error.message);
}

/** The driver's error as `DatabaseUnavailableError` when it is one; any other error as it was. */
function classified(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  return new DatabaseUnavailableError((error as Error).message, { cause: error });
}

/** `close` may be called again (a test, a second signal): it waits for the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function classifying<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw classified(error);
  }
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.schema,
      options.queryTimeoutMs ?? defaultQueryTimeoutMs,
    );
  }
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
    query<Row>(sql: string, params: unknown[] = []) {
      return classifying(async () => (await db.query<Row>(sql, params)).rows);
    },
    exec(sql) {
      return classifying(async () => {
        await db.exec(sql);
      });
    },
    transaction(work) {
      return classifying(() =>
        db.transaction((tx) =>
          work({
            async query<Row>(sql: string, params: unknown[] = []) {
              return (await tx.query<Row>(sql, params)).rows;
            },
          }),
        ),
      );
    },
    close: once(async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    }),
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
  queryTimeoutMs: number,
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
    // The database cancels a statement past the limit (57014) and the transaction rolls back;
    // a lock wait counts. The driver's own limit is the backstop for a database or network that
    // does not answer at all (a stopped server): a little later, so the server's clearer answer
    // comes first when it can. Waiting for a pooled or new connection has the same limit.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 2_000,
    connectionTimeoutMillis: queryTimeoutMs,
    // A transaction this process left open (a request cut off mid-way) holds no lock for long.
    idle_in_transaction_session_timeout: Math.max(queryTimeoutMs * 2, 10_000),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection ended by the database (a restart, a failover, `pg_terminate_backend`) is
  // reported here; without a listener the 'error' event ended the process (issue 28). The pool
  // has dropped the connection already; the next query opens a new one.
  pool.on("error", (error) => {
    console.error(`PostgreSQL ended an idle connection (${error.message}); it is replaced.`);
  });
  return {
    kind: "postgres",
    query<Row>(sql: string, params: unknown[] = []) {
      // On an error the pool drops the connection it used (pg-pool releases it with the error).
      return classifying(async () => (await pool.query(sql, params)).rows as Row[]);
    },
    exec(sql) {
      return classifying(async () => {
        await pool.query(sql);
      });
    },
    transaction(work) {
      return classifying(async () => {
        const client = await pool.connect();
        // Ended while checked out: the client emits 'error' (besides failing its query), which
        // must not go unheard; the connection is dropped on release.
        let broken: Error | undefined;
        const onError = (error: Error) => {
          broken ??= error;
        };
        client.on("error", onError);
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
          // A connection that timed out or was lost cannot be trusted with a rollback (it may
          // still be busy with the stalled statement): dropping it ends the transaction on the
          // server, which rolls it back unless its commit was already under way. A purchase
          // retried with the same key then finds the committed answer or buys afresh.
          if (broken || isDatabaseUnavailable(error)) broken ??= error as Error;
          else {
            await client.query("rollback").catch((rollbackError: Error) => {
              broken = rollbackError;
            });
          }
          throw error;
        } finally {
          client.off("error", onError);
          client.release(broken ?? false);
        }
      });
    },
    close: once(() => pool.end()),
  };
}
