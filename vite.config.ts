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

export default defineConfig({
  base: appBasePath,
  plugins: [react(), precompress()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
