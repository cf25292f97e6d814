/**
 * Issue 28, item 5: SIGTERM closed the database and ended the process at once, and 21 of 28
 * requests in flight got a connection reset. The built server, as a process, gets SIGTERM while
 * requests are on their way in (their bodies half sent) and others are being answered: it stops
 * taking connections, answers every one of them from the database, and then exits with 0.
 * On PGlite here, on PostgreSQL in `npm run test:postgres`.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import {
  apiBasePath,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../../core/contract/common.ts";
import { priceRequestBody, TestClient } from "../harness.ts";
import {
  type OwnDatabase,
  ownDatabase,
  type ServerProcess,
  startServerProcess,
  until,
} from "./serverProcess.ts";

const databaseUrl = process.env.DATABASE_URL;
let database: OwnDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Whether a new connection to the server is refused (it has stopped listening). */
const refusesConnections = (origin: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(origin);
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

/**
 * A POST on a connection of its own whose body goes in two halves: the first at once, the second
 * when `finish` is called (`whole`: both at once).
 */
function postInHalves(
  origin: string,
  path: string,
  body: string,
  client: TestClient,
  whole: boolean,
) {
  const { hostname, port } = new URL(origin);
  const bytes = Buffer.from(body);
  const request = httpRequest({
    host: hostname,
    port: Number(port),
    method: "POST",
    path,
    agent: false,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(bytes.length),
      Cookie: client.cookieHeader(),
      [requestedByHeader]: requestedByValue,
      [xsrfHeader]: client.cookies.get("XSRF-TOKEN") ?? "",
    },
  });
  const connected = new Promise<void>((resolve) => {
    request.once("socket", (socket) => {
      if (!socket.connecting) resolve();
      else socket.once("connect", () => resolve());
    });
  });
  const answered = new Promise<{ status: number; error?: string }>((resolve) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0 }));
      response.once("error", (error) => resolve({ status: 0, error: error.message }));
    });
    request.once("error", (error) => resolve({ status: 0, error: error.message }));
  });
  const half = whole ? bytes.length : Math.floor(bytes.length / 2);
  request.write(bytes.subarray(0, half));
  if (whole) request.end();
  return { connected, answered, finish: () => whole || request.end(bytes.subarray(half)) };
}

describe("shutdown of the built server", () => {
  it("on SIGTERM stops taking connections, answers every request in flight, then exits", async () => {
    const env: Record<string, string> = {};
    if (databaseUrl) {
      database = await ownDatabase(databaseUrl);
      env.DATABASE_URL = database.url;
    }
    server = await startServerProcess(env);
    const client = new TestClient(server.origin);
    await client.login("vanlig");
    const body = JSON.stringify(priceRequestBody({ registreringsnummer: "SX20002" }));

    // Prices whose bodies are half sent (a slow network), and whole ones being answered.
    const origin = server.origin;
    const requests = Array.from({ length: 28 }, (_, index) =>
      postInHalves(origin, `${apiBasePath}/motor/bil/pris`, body, client, index % 2 === 0),
    );
    await Promise.all(requests.map((request) => request.connected));
    // Connections are taken in the order they were made: once a later one is answered, the
    // server has every connection above, and has the headers of its request.
    const probe = postInHalves(origin, `${apiBasePath}/motor/bil/pris`, body, client, true);
    expect(await probe.answered).toEqual({ status: 200 });

    server.child.kill("SIGTERM");
    await until(() => refusesConnections(origin));
    expect(server.child.exitCode, "still running while requests are in flight").toBeNull();
    for (const request of requests) request.finish();
    const answers = await Promise.all(requests.map((request) => request.answered));
    expect(answers).toEqual(Array.from({ length: 28 }, () => ({ status: 200 })));
    expect(await server.exited).toBe(0);
  });
});
