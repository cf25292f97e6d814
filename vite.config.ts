/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { viewChunksMetaName } from "./src/views/viewChunks.ts";

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
 * Lists the view groups' chunks in a meta element (`viewChunksMetaName`), which nothing loads
 * early: only the login page's idle prefetch reads it.
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
          chunk.moduleIds.some((id) =>
            id.replaceAll("\\", "/").endsWith("/src/app/prepareApp.tsx"),
          ),
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
        const appFiles = closure(app.fileName);
        const files = [...appFiles].filter((file) => !withEntry.has(file));
        // The view groups' chunks and what they import besides the first screen: the login page
        // fetches them without running them (`prefetchViewsWhenIdle`), as the login ends with a
        // new page that runs them from the cache.
        const viewGroupFiles = new Set<string>();
        for (const chunk of chunks) {
          if (viewGroupParts.has(chunk.name)) closure(chunk.fileName, viewGroupFiles);
        }
        const viewChunks = [...viewGroupFiles]
          .filter((file) => !withEntry.has(file) && !appFiles.has(file))
          .map((file) => `${base}${file}`);
        return {
          html,
          tags: [
            ...files.map((file) => ({
              tag: "link",
              attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` },
              injectTo: "head" as const,
            })),
            {
              tag: "meta",
              attrs: { name: viewChunksMetaName, content: viewChunks.join(" ") },
              injectTo: "head" as const,
            },
          ],
        };
      },
    },
  };
}

/**
 * The chunks the app is cut into (issue 31): one per part that is needed at once, instead of the
 * many small shared chunks of the automatic splitting (a first screen of 16 files, and 36 scripts
 * before a logged-in customer's first step). A module goes to the first part, in this order, whose
 * roots reach it by static imports: React with the entry (`main.tsx`); the app's own chunk
 * (`prepareApp.tsx`, evaluated in a task of its own); the consent rules and the dialogs, which
 * load on their own after the first render; the purchase flow; the view groups it prefetches. Everything else (Sentry, mixpanel,
 * the receipt's feedback...) keeps the automatic splitting and imports what it shares from these.
 * A part's modules are all imported statically by its roots, so none runs earlier than before.
 */
export const chunkParts = [
  { name: "index", roots: ["index.html", "src/main.tsx"] },
  { name: "app", roots: ["src/app/prepareApp.tsx"] },
  { name: "consent", roots: ["src/platform/consent/index.ts"] },
  {
    name: "dialogs",
    roots: ["src/app/OwnConsentDialog.tsx", "src/components/session-timeout-modal/index.ts"],
    // What the dialogs share with the flow (Jøkul's form controls) is a chunk of its own: the
    // flow does not load the dialogs (nor the warning's stylesheet), the dialogs not the flow.
    alone: true,
  },
  // Loaded on its own inside the bank app or on a link's first use; an offer view imports it too.
  { name: "bankAppBridge", roots: ["src/platform/bankAppBridge.ts"] },
  // The flow and the view groups, which the app prefetches when idle (src/views/lazyView.ts).
  { name: "purchaseFlow", roots: ["src/app/purchaseFlow.ts"], viewGroup: true },
  // The offer steps before the questions: a saved offer's price page loads its group alone.
  { name: "offerViews", roots: ["src/views/offerViews.ts"], viewGroup: true },
  { name: "questionViews", roots: ["src/views/questionViews.ts"], viewGroup: true },
  { name: "pageViews", roots: ["src/views/pageViews.ts"], viewGroup: true },
] as const;

/** The parts whose chunks the app prefetches when idle: the flow and the view groups. */
const viewGroupParts = new Set<string>(
  chunkParts.filter((part) => "viewGroup" in part && part.viewGroup).map((part) => part.name),
);

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/**
 * Rolldown's groups for `chunkParts`, the earlier part with the higher priority (a group takes
 * along what its modules import, so the entry's must claim React before the app's would), and a
 * plugin that forgets the last build's module graph when a build starts.
 */
function chunkGroups() {
  const parts = chunkParts.map((part) => ({
    name: part.name,
    alone: "alone" in part && part.alone,
    roots: part.roots.map((root) => path.resolve(import.meta.dirname, root)),
  }));
  const sharedName = (name: string) => `${name}Shared`;
  let partOfModule: Map<string, string> | undefined;
  const assign = (graph: ModuleGraph) => {
    const reached = parts.map((part) => {
      const seen = new Set<string>();
      const stack = [...part.roots];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    });
    const assigned = new Map<string, string>();
    parts.forEach((part, index) => {
      for (const id of reached[index] ?? []) {
        if (assigned.has(id)) continue;
        const later = reached.slice(index + 1).some((seen) => seen.has(id));
        assigned.set(id, part.alone && later ? sharedName(part.name) : part.name);
      }
    });
    return assigned;
  };
  const partOf = (id: string, graph: ModuleGraph) => {
    // Rolldown's runtime helpers go with the entry instead of in a file of their own.
    if (id.includes("rolldown/runtime")) return parts[0]?.name;
    partOfModule ??= assign(graph);
    return partOfModule.get(id);
  };
  // The shared part before its own: a group takes along what its modules import.
  const names = parts.flatMap((part) =>
    part.alone ? [sharedName(part.name), part.name] : [part.name],
  );
  const groups = names.map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (partOf(id, graph) === name ? name : null),
    priority: names.length - index,
  }));
  const plugin: Plugin = {
    name: "motor-chunk-parts",
    apply: "build",
    buildStart() {
      partOfModule = undefined;
    },
  };
  return { groups, plugin };
}

const chunking = chunkGroups();

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
  plugins: [react(), precompress(), preloadAppChunk(), chunking.plugin],
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
    // Every browser the app supports but Safari 16 preloads modules itself; there the pages still
    // load, the entry's imports a little later. 0.5 KB gzip less on the first screen (issue 21).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: chunking.groups } },
    },
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
            "tests/server/sandboxLogin.test.ts",
            "tests/server/built/**/*.test.ts",
          ],
          globalSetup: ["tests/setup/builtServer.ts"],
        },
      },
    ],
  },
});
