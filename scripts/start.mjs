// `npm start`: builds the app and the sandbox server, then serves both on one origin.
// Plain JavaScript on purpose: it runs before anything is compiled.
import { build } from "vite";
import { serverBuildConfig } from "./serverBuild.mjs";

await build({ logLevel: "warn" });
await build(serverBuildConfig());
const { main } = await import("../dist/server/main.js");
await main();
