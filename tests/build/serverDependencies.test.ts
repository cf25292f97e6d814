/**
 * Issue 30 item 8: `npm run serve` runs the built server (dist/server/main.js), which keeps its
 * packages external, so every package it imports must be a dependency, not a devDependency:
 * `npm ci --omit=dev && npm run serve` must work. Builds the server as `npm start` does (in memory)
 * and reads the packages its output imports. scripts/serve-production.sh (in .ci/run) runs it so.
 */

import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(packageOf(specifier));

describe("the built server's packages", () => {
  it("are all dependencies, so the server runs after npm ci --omit=dev", {
    timeout: 600_000,
  }, async () => {
    const result = (await build({
      root,
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "silent",
      build: { ssr: "pageServer/main.ts", write: false, sourcemap: false, emptyOutDir: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    const chunks = outputs
      .flatMap((output) => output.output)
      .filter((item) => item.type === "chunk");
    const own = new Set(chunks.map((chunk) => chunk.fileName));
    const imported = new Set(
      chunks
        .flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports])
        .filter((specifier) => !own.has(specifier) && !isBuiltin(specifier))
        .map(packageOf),
    );
    // The server's own stack is among them (the check would pass vacuously otherwise).
    for (const name of ["hono", "@hono/node-server", "@electric-sql/pglite", "pg"])
      expect(imported).toContain(name);
    const notDependencies = [...imported].filter((name) => !(name in pkg.dependencies));
    expect(notDependencies).toEqual([]);
  });
});
