/**
 * Nothing of the inspector or of @statelyai/inspect ends up in the customer bundle: the app is
 * built (to a temporary folder) and its JavaScript is searched for what only they contain. The
 * live broadcaster may exist as a separate chunk, but the entry must not load it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const outDir = mkdtempSync(path.join(tmpdir(), "customer-bundle-"));

/** Strings found only in the inspector, ELK or the Stately inspector (and their dependencies). */
const forbidden = [
  "data-inspector-app", // inspector/ui/InspectorApp.tsx
  "Flytinspektør",
  "org.eclipse.elk", // elkjs
  "elk.hierarchyHandling",
  "createBrowserInspector", // @statelyai/inspect
  "stately.ai/inspect",
  "partysocket",
  "superjson",
  "generateModel", // inspector/pathModel.ts (QA's path model) is not app code either
  "inspectStately",
];

/** A string only the live broadcaster (src/platform/inspectBroadcastChannel.ts) contains. */
const broadcasterMarker = "[kundenummer]";

let files: { name: string; text: string }[] = [];
let wiredFiles: { name: string; text: string }[] = [];
let entryHtml = "";

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)],
  );
const readJs = (dir: string) =>
  walk(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ name: path.relative(dir, f), text: readFileSync(f, "utf8") }));

const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would make Vite build with import.meta.env.DEV true.
  process.env.NODE_ENV = "production";
  await build({
    root: repo,
    configFile: path.join(repo, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  files = readJs(outDir);
  entryHtml = readFileSync(path.join(outDir, "index.html"), "utf8");
  // The wiring line on its own, built the same way (production mode).
  await build({
    root: repo,
    configFile: path.join(repo, "vite.config.ts"),
    logLevel: "silent",
    build: {
      outDir: path.join(outDir, "wired"),
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: path.join(import.meta.dirname, "fixtures/wiredApp.ts") },
    },
  });
  wiredFiles = readJs(path.join(outDir, "wired"));
});

afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(outDir, { recursive: true, force: true });
});

describe("The customer bundle", () => {
  it("was built", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(forbidden)("contains nothing of the inspector or Stately: %s", (marker) => {
    const found = files.filter((f) => f.text.includes(marker)).map((f) => f.name);
    expect(found, `${marker} found in ${found.join(", ")}`).toEqual([]);
  });

  it.each(forbidden)("stays free of %s with the inspect wiring in place", (marker) => {
    const found = wiredFiles.filter((f) => f.text.includes(marker)).map((f) => f.name);
    expect(found, `${marker} found in ${found.join(", ")}`).toEqual([]);
  });

  it("keeps the live broadcaster in its own chunk, loaded with import() only", () => {
    const entry = wiredFiles.find((f) => f.text.includes("kfp-inspect"));
    expect(entry, "the wired entry reads the ?inspect flag").toBeDefined();
    expect(entry?.text).not.toContain(broadcasterMarker);
    const broadcaster = wiredFiles.filter((f) => f.text.includes(broadcasterMarker));
    expect(broadcaster.length).toBe(1);
  });

  it("does not load the live broadcaster unless ?inspect=live asks for it", () => {
    const broadcaster = files.filter((f) => f.text.includes(broadcasterMarker));
    for (const chunk of broadcaster) {
      const base = path.basename(chunk.name);
      // Never preloaded or loaded by the page itself…
      expect(entryHtml).not.toContain(base);
      // …and never imported statically by another chunk (only `import()`).
      for (const other of files) {
        const staticImport = new RegExp(
          `(?:^|[;\\n}])\\s*import[^(]*["'][^"']*${base.replace(".", "\\.")}["']`,
        );
        expect(staticImport.test(other.text), `${other.name} imports ${base} statically`).toBe(
          false,
        );
      }
    }
  });
});
