/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The app is served under this path in every environment (SPEC §2, base paths). */
export const appBasePath = "/privat/forsikring/motor/bil/";

/**
 * Writes `.br` and `.gz` beside each JavaScript, CSS and HTML file of the browser build, so a
 * static server can send them precompressed (Hono's serveStatic with `precompressed: true`)
 * instead of the raw bytes (docs/performance.md). Fonts are compressed already.
 */
function precompress(): Plugin {
  return {
    name: "motor-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After the files are written: only then are they final (Vite fills in its preload lists late,
    // so a copy compressed earlier would differ from the file it stands for).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the app's own chunk (`src/app/prepareApp.tsx`, which `main.tsx` imports dynamically so
 * that React and the app are evaluated in two tasks) and the chunks it imports, with the page, as
 * Vite preloads the entry's: the browser downloads them beside the entry instead of after it.
 */
function preloadAppChunk(): Plugin {
  let base = "/";
  return {
    name: "motor-preload-app-chunk",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === "chunk");
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const app = chunks.find((chunk) =>
          chunk.facadeModuleId?.replaceAll("\\", "/").endsWith("/src/app/prepareApp.tsx"),
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!app || !entry) return html;
        const closure = (start: string, seen = new Set<string>()) => {
          if (!seen.has(start)) {
            seen.add(start);
            for (const next of byName.get(start)?.imports ?? []) closure(next, seen);
          }
          return seen;
        };
        const withEntry = closure(entry.fileName);
        const files = [...closure(app.fileName)].filter((file) => !withEntry.has(file));
        return {
          html,
          tags: files.map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` },
            injectTo: "head" as const,
          })),
        };
      },
    },
  };
}

/**
 * Drops Jøkul's rule for Internet Explorer's select arrow (`select::ms-expand`), a PostCSS plugin run
 * after the `@import`s of src/styles/jokul.css are inlined: no browser the app supports knows the
 * pseudo-element, and the CSS minifier printed a warning with a code excerpt about it on every
 * `npm start`, which a new user reads as an error.
 */
const withoutInternetExplorerRules = {
  postcssPlugin: "motor-without-internet-explorer-rules",
  Rule(rule: { selectors: string[]; remove(): void }) {
    const kept = rule.selectors.filter((selector) => !/::-?ms-expand\b/.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
};

export default defineConfig({
  base: appBasePath,
  plugins: [react(), precompress(), preloadAppChunk()],
  css: { postcss: { plugins: [withoutInternetExplorerRules] } },
  resolve: {
    // @xstate/react imports the shims of useSyncExternalStore for React 17; React 19 has it. The
    // package's own build for React 18+ and React's hook instead: 0.5 KB gzip off the first screen.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, "src/app/reactSyncExternalStore.ts"),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // Rolldown's note on slow plugins comes whenever the machine is busy (it times the whole
    // build, waits included) and reads as a problem on `npm start`; `npm run bench` measures builds.
    rolldownOptions: { checks: { bundlerTimings: false } },
    // Every browser the app supports but Safari 16 preloads modules itself; there the pages still
    // load, the entry's imports a little later. 0.5 KB gzip less on the first screen (issue 21).
    modulePreload: { polyfill: false },
  },
  test: {
    environment: "node",
    setupFiles: [
      "tests/setup/fastCheck.ts",
      "tests/setup/jsdomScroll.ts",
      "tests/setup/jsdomResizeObserver.ts",
      "tests/setup/testingLibrary.ts",
    ],
    // Most files wait on a sandbox server (I/O), so two workers on the 2-core machines beat the
    // default of one (cores - 1): npm test stays within its budget of about 5 minutes.
    maxWorkers: 2,
    // Limits for a hang, never budgets: a test or a hook that starts a sandbox (PGlite and its
    // migrations) takes seconds when idle and many times that on a shared 2-core host under a
    // load of 12-20 (issue 28). No test sets a shorter one; waits inside tests have their own
    // limit for a hang (tests/setup/patience.ts).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: "source",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/e2e/**", "tests/server/built/**", "node_modules/**"],
        },
      },
      {
        // The server that `npm start` runs, built once per run (tests/setup/builtServer.ts): the
        // hostile-input tests and a call of every endpoint against the bundle, and the tests that
        // run it as a process (shutdown; on PostgreSQL, database faults and two instances).
        extends: true,
        test: {
          name: "built server",
          include: [
            "tests/server/fuzz.test.ts",
            "tests/server/bad-input.test.ts",
            "tests/server/endpoints.test.ts",
            "tests/server/smoke.test.ts",
            "tests/server/databaseDown.test.ts",
            "tests/server/hardening.test.ts",
            "tests/server/built/**/*.test.ts",
          ],
          globalSetup: ["tests/setup/builtServer.ts"],
        },
      },
    ],
  },
});
