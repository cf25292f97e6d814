/**
 * The built server run as `npm start` runs it: `node main.js` in a process of its own,
 * configured by its environment, stopped by a signal. For what only a process shows: that it
 * survives its database, how it shuts down, two of them on one PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { builtPage } from "../harness.ts";

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What the process has written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`; the exit code or signal. */
  stop(graceMs?: number): Promise<number | string>;
}

/**
 * Starts the built server (tests/setup/builtServer.ts) on a free port with `env` (DATABASE_URL,
 * DATA_DIR, …) and a built page, and waits until it says where it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = inject("builtServerEntry");
  if (!entry) throw new Error("The built server is built in the project 'built server' only");
  const clientRoot = mkdtempSync(path.join(tmpdir(), "motor-process-client-"));
  writeFileSync(path.join(clientRoot, "index.html"), builtPage);
  const dataDir = mkdtempSync(path.join(tmpdir(), "motor-process-data-"));
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "pglite"),
      CLIENT_ROOT: clientRoot,
      SANDBOX_FAULTS: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      rmSync(clientRoot, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? "unknown");
    });
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /App: (http:\/\/[^/\s]+)\//.exec(output);
      if (found?.[1]) {
        child.stdout?.off("data", look);
        resolve(found[1]);
      }
    };
    child.stdout?.on("data", look);
    void exited.then((code) =>
      reject(new Error(`The server ended (${code}) before it listened:\n${output}`)),
    );
  });
  return {
    origin,
    child,
    output: () => output,
    exited,
    async stop(graceMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return exited;
    },
  };
}

/** Resolves once `check` holds; asks every 20 ms (the test's own limit ends a wait that never does). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A database of its own on the test PostgreSQL for server processes: a role that owns a fresh
 * schema, so the processes' connections are told apart from every other test's (by the role) and
 * can be stalled or refused without touching anyone else's.
 */
export interface OwnDatabase {
  /** DATABASE_URL for the server processes: the role, its schema on the search path. */
  url: string;
  role: string;
  /** A connection of the test's own (superuser), for what the database side does. */
  admin: pg.Client;
  /** The process ids of the role's connections (PostgreSQL backends). */
  backends(): Promise<number[]>;
  drop(): Promise<void>;
}

export async function ownDatabase(databaseUrl: string): Promise<OwnDatabase> {
  const role = `motor_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create role ${role} login`);
  await admin.query(`create schema ${role} authorization ${role}`);
  const url = new URL(databaseUrl);
  url.username = role;
  url.searchParams.set("options", `-c search_path=${role}`);
  url.searchParams.set("application_name", role);
  const backends = async () =>
    (
      await admin.query<{ pid: number }>("select pid from pg_stat_activity where usename = $1", [
        role,
      ])
    ).rows.map((row) => row.pid);
  return {
    url: url.toString(),
    role,
    admin,
    backends,
    async drop() {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where usename = $1",
        [role],
      );
      await admin.query(`drop schema if exists ${role} cascade`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    },
  };
}
