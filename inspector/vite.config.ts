/**
 * The inspector's own Vite build: `npm run inspector:build` writes static files to dist/inspector;
 * `npm run inspector` serves it (scripts/inspector.mjs, same origin as the app, for live mode).
 * `vite preview --config inspector/vite.config.ts` serves the built inspector and forwards the
 * app's paths to INSPECTOR_APP_URL (default the e2e server), so live mode works on one origin.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { manifestFile, screenFingerprints } from "../scripts/storyboardScreens.mjs";

const root = path.dirname(new URL(import.meta.url).pathname);
const appUrl = process.env.INSPECTOR_APP_URL ?? "http://127.0.0.1:8181";
const forwarded = ["/privat", "/api", "/sandbox"];

export const inspectorBasePath = "/inspector/";

/** Where the inspector finds the code's fingerprints, beside the screens' manifest. */
const fingerprintsFile = "screens/fingerprints.json";

/**
 * The fingerprint of each step's screen in the code the inspector is built from (or served from:
 * computed on each request), so the storyboard marks a committed screen that is older than its
 * step (scripts/storyboardScreens.mjs).
 */
function storyboardFingerprints(): Plugin {
  const repository = path.resolve(root, "..");
  const current = () => {
    let steps: string[] = [];
    try {
      const manifest = JSON.parse(readFileSync(path.join(repository, manifestFile), "utf8"));
      steps = [...new Set<string>(manifest.screens.map((s: { step: string }) => s.step))];
    } catch {
      // No manifest: no screens to compare.
    }
    return `${JSON.stringify(screenFingerprints(steps, { root: repository }).fingerprints)}\n`;
  };
  return {
    name: "storyboard-fingerprints",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split("?")[0]?.endsWith(`/${fingerprintsFile}`)) return next();
        response.setHeader("content-type", "application/json");
        response.end(current());
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: fingerprintsFile, source: current() });
    },
  };
}

export default defineConfig(({ command, isPreview }) => ({
  root,
  // The build is relative; the dev server (scripts/inspector.mjs) and `vite preview` serve it
  // under /inspector/, beside the app, for live mode.
  base: command === "build" && !isPreview ? "./" : inspectorBasePath,
  // Its own dependency cache: scripts/inspector.mjs runs the app's dev server beside it.
  cacheDir: path.resolve(root, "../node_modules/.vite-inspector"),
  plugins: [react(), storyboardFingerprints()],
  build: {
    outDir: path.resolve(root, "../dist/inspector"),
    emptyOutDir: true,
    sourcemap: true,
    // ELK (the layout engine) alone is 1.5 MB; the inspector is an internal tool.
    chunkSizeWarningLimit: 2500,
  },
  worker: { format: "es" },
  preview: {
    proxy: Object.fromEntries(
      forwarded.map((prefix) => [prefix, { target: appUrl, changeOrigin: false }]),
    ),
  },
}));
