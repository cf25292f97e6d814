// Build-output sizes for `npm run bench` and tests/build/budget.test.ts: builds the app once with
// Vite into a temporary folder and sorts the JavaScript and CSS into what the first screen needs
// (index.html's entry chunk and everything it imports statically) and what loads later (dynamic
// imports), with the source modules in each chunk. Plain JavaScript: it runs before any build.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function measure(code) {
  const buffer = Buffer.from(code);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/**
 * @param {{ root?: string, outDir?: string, keep?: boolean }} [options]
 * @returns {Promise<import("./bench.sizes.d.mts").BuildReport>}
 */
export async function analyzeBuild(options = {}) {
  const outDir = options.outDir ?? (await mkdtemp(join(tmpdir(), "motor-build-")));
  /** @type {Map<string, any>} */
  const chunks = new Map();
  /** @type {Map<string, number>} */
  const assets = new Map();
  const started = performance.now();
  // A production build whatever runs this (Vitest sets NODE_ENV=test, which would keep React's
  // development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  await build({
    root: options.root,
    logLevel: "silent",
    mode: "production",
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true, write: true },
    plugins: [
      {
        name: "motor-build-report",
        generateBundle: {
          order: "post",
          handler(_options, bundle) {
            for (const item of Object.values(bundle)) {
              if (item.type === "chunk") {
                // A chunk of several parts (vite.config.ts, chunkParts) has no facade module: it
                // stands for the module in it that something imports dynamically.
                const loadedFor = Object.keys(item.modules).filter(
                  (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
                );
                chunks.set(item.fileName, {
                  file: item.fileName,
                  isEntry: item.isEntry,
                  isDynamicEntry: item.isDynamicEntry || loadedFor.length > 0,
                  facade:
                    item.facadeModuleId ??
                    loadedFor.find((id) => basename(id).replace(/\.\w+$/, "") === item.name) ??
                    loadedFor[0],
                  imports: item.imports,
                  dynamicImports: item.dynamicImports,
                  css: [...(item.viteMetadata?.importedCss ?? [])],
                  assets: [...(item.viteMetadata?.importedAssets ?? [])],
                  modules: Object.keys(item.modules),
                  ...measure(item.code),
                });
              } else {
                assets.set(item.fileName, item.source.length);
              }
            }
          },
        },
      },
    ],
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const buildMs = performance.now() - started;
  const cssSize = (file) => measure(readFileSync(join(outDir, file)));

  const indexHtml = readFileSync(join(outDir, "index.html"), "utf8");
  // What index.html loads: its module scripts (the entry, and Rolldown's runtime helpers when they
  // are a file of their own) and the chunks it preloads (the app's own chunk, vite.config.ts).
  const loadedByPage = [
    ...indexHtml.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="[^"]*\/(assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
  const entry = [...chunks.values()].find(
    (chunk) =>
      loadedByPage.includes(chunk.file) &&
      chunk.modules.some((id) => /\/src\/main\.tsx$/.test(id.replaceAll("\\", "/"))),
  );
  if (!entry) throw new Error("No entry chunk in the build");
  /** Static closure: what the browser must have before the entry runs. */
  const closure = (start) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) visit(next);
    };
    visit(start);
    return [...seen];
  };
  // The app's own chunk (src/app/prepareApp.tsx) is imported by the entry at once and preloaded
  // with it (vite.config.ts): it is part of the first screen, only evaluated in a task of its own.
  const appChunk = [...chunks.values()].find((chunk) =>
    chunk.modules.some((id) => id.replaceAll("\\", "/").endsWith("/src/app/prepareApp.tsx")),
  );
  const firstFiles = [
    ...new Set([
      ...loadedByPage.flatMap((file) => closure(file)),
      ...closure(entry.file),
      ...(appChunk ? closure(appChunk.file) : []),
    ]),
  ];
  const firstCss = [...new Set(firstFiles.flatMap((file) => chunks.get(file).css))];
  const sum = (items) =>
    items.reduce(
      (total, item) => ({
        raw: total.raw + item.raw,
        gzip: total.gzip + item.gzip,
        brotli: total.brotli + item.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const firstJs = firstFiles.map((file) => chunks.get(file));
  const firstCssSizes = firstCss.map((file) => ({ file, ...cssSize(file) }));

  // Every dynamic entry, with the chunks and CSS it adds beyond the first screen.
  const lazy = [...chunks.values()]
    .filter((chunk) => chunk.isDynamicEntry && !firstFiles.includes(chunk.file))
    .map((chunk) => {
      const files = closure(chunk.file).filter((file) => !firstFiles.includes(file));
      const css = [...new Set(files.flatMap((file) => chunks.get(file).css))].filter(
        (file) => !firstCss.includes(file),
      );
      return {
        file: chunk.file,
        facade: chunk.facade,
        files,
        js: sum(files.map((file) => chunks.get(file))),
        css: sum(css.map((file) => cssSize(file))),
        modules: files.flatMap((file) => chunks.get(file).modules),
      };
    });

  const report = {
    outDir,
    buildMs,
    entry: entry.file,
    firstScreen: {
      files: firstFiles,
      cssFiles: firstCss,
      js: sum(firstJs),
      css: sum(firstCssSizes),
      modules: firstJs.flatMap((chunk) => chunk.modules),
    },
    lazy,
    chunks: [...chunks.values()],
    assets: [...assets.entries()].map(([file, size]) => ({ file, size })),
    indexHtml,
  };
  if (!options.keep && !options.outDir) await rm(outDir, { recursive: true, force: true });
  return report;
}

export { kb };
