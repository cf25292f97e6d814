/// <reference types="vitest/config" />
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
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(item.fileName)) continue;
        const source = item.type === "chunk" ? item.code : item.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        this.emitFile({
          type: "asset",
          fileName: `${item.fileName}.br`,
          source: brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        });
        this.emitFile({
          type: "asset",
          fileName: `${item.fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        });
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
