// `npm start`: builds the app and the sandbox server, then serves both on one origin.
// Plain JavaScript on purpose: it runs before anything is compiled.
import { build } from "vite";

await build({ logLevel: "warn" });
await build({
  logLevel: "warn",
  build: { ssr: "pageServer/main.ts", outDir: "dist/server", emptyOutDir: true, sourcemap: true },
});
await import("../dist/server/main.js");
