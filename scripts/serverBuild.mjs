// The server bundle's build, one definition for `npm start` (scripts/start.mjs) and for the tests
// that run against the built server (tests/setup/builtServer.ts): what they test is what runs.

/**
 * Vite's options for building `pageServer/main.ts` (with the sandbox and the page server) into
 * `outDir`; the dependencies stay external, as Vite's SSR build leaves them.
 * @param {string} [outDir]
 */
export function serverBuildConfig(outDir = "dist/server") {
  return {
    logLevel: /** @type {const} */ ("warn"),
    build: { ssr: "pageServer/main.ts", outDir, emptyOutDir: true, sourcemap: true },
  };
}
