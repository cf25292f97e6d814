/**
 * Global setup of the vitest project "built server": builds the server as `npm start` does
 * (scripts/serverBuild.mjs, the same Vite config) once per run, and gives the tests its entry.
 * The fuzz, bad-input and endpoint tests then start the bundle's own `startServer` (see
 * tests/server/harness.ts), and tests/server/built/ runs it as a process: a fix the build drops
 * (issue 28: the `try` around `decodeURIComponent`) fails there though the source passes.
 *
 * The bundle goes under node_modules/.cache, where it finds the dependencies it leaves external
 * and where vitest leaves it to Node (no Vite transform), one folder per run.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { serverBuildConfig } from "../../scripts/serverBuild.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server's `main.js`; undefined outside the project "built server". */
    builtServerEntry: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const outDir = path.resolve("node_modules/.cache/motor-built-server", String(process.pid));
  await build(serverBuildConfig(outDir));
  project.provide("builtServerEntry", path.join(outDir, "main.js"));
  return () => rmSync(outDir, { recursive: true, force: true });
}
