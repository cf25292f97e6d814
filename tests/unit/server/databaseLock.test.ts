import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockFileOf, openDatabase } from "../../../server/db/database.ts";

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newDataDir() {
  const parent = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
  folders.push(parent);
  return path.join(parent, "pglite");
}

/** Another process, alive until the test ends: the stand-in for a second server. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child as ChildProcess & { pid: number };
}

describe("one process per PGlite folder", () => {
  it("refuses a folder another running process holds, with a clear message, before opening it", async () => {
    const dataDir = newDataDir();
    const other = await otherProcess();
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by another sandbox server (process ${other.pid})`,
    );
    // Not opened: PGlite would have written its files into the folder.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("takes the folder over when the process that held it is gone, and frees it on close", async () => {
    const dataDir = newDataDir();
    const other = await otherProcess();
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    other.kill();
    await new Promise((resolve) => other.once("exit", resolve));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    // Free again: the next server opens it.
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      "already open in this process",
    );
    await again.close();
  });

  it("takes over a lock with this process's id that this process does not hold (a restarted container)", async () => {
    const dataDir = newDataDir();
    writeFileSync(lockFileOf(dataDir), String(process.pid));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    await db.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
