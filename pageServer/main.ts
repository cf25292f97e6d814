import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appHomePath } from "../server/http/paths.ts";
import { type RunningServer, type ServerOptions, startServer as serve } from "../server/serve.ts";
import { pageRoutes } from "./pages.ts";

export type { RunningServer };

/**
 * The sandbox API and, from `clientRoot` (the built app, `dist/client`), the app's pages on one
 * origin. `main` runs it for `npm start`; the server tests start the built file's own copy
 * (`tests/setup/builtServer.ts`), so what they test is what runs.
 */
export function startServer(
  options: Omit<ServerOptions, "pages"> & { clientRoot?: string },
): Promise<RunningServer> {
  const { clientRoot, ...rest } = options;
  return serve({ ...rest, ...(clientRoot ? { pages: pageRoutes(clientRoot) } : {}) });
}

/**
 * Production entry (`npm start`, built to `dist/server/main.js`): configured by the environment,
 * stopped by SIGTERM or SIGINT after the requests in flight are answered.
 */
export async function main(): Promise<RunningServer> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const hostname = process.env.HOST ?? "127.0.0.1";
  const server = await startServer({
    env: process.env,
    dataDir: process.env.DATA_DIR ?? path.resolve(".data/pglite"),
    clientRoot: process.env.CLIENT_ROOT ?? path.resolve(here, "../client"),
    port: Number(process.env.PORT ?? 8080),
    hostname,
  });
  console.log(`Sandbox insurer API ready (database: ${server.storage}).`);
  console.log(`App: ${server.origin}${appHomePath}`);
  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return server;
}

/** Run as a program (`node dist/server/main.js`), not imported (scripts/start.mjs, the tests). */
function runAsProgram(): boolean {
  const program = process.argv[1];
  if (program === undefined) return false;
  try {
    return realpathSync(program) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runAsProgram()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
