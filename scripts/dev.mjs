// `npm run dev`: Vite with hot reload for the app, and the sandbox API on the same origin.
import path from "node:path";
import { appBase, startDevServer } from "./devServer.mjs";

const port = Number(process.env.PORT ?? 5173);
const hostname = process.env.HOST ?? "127.0.0.1";

const { sandbox } = await startDevServer({
  port,
  hostname,
  dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite-dev"),
});
console.log(`Sandbox insurer API ready (database: ${sandbox.storage}), hot reload on.`);
console.log(`App: http://${hostname}:${port}${appBase}`);
