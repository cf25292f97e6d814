/**
 * What every request of the API client carries and how it reads an answer the sandbox never
 * gives (SPEC §7, §8): a small HTTP server on 127.0.0.1 answers 204 and a body that is not JSON,
 * and records the headers each request arrives with; the request each call hands to `fetch` shows
 * its credentials mode.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiBasePath, requestedByHeader, requestedByValue } from "../../core/contract/common.ts";
import { ResponseShapeError } from "../../src/api/apiError.ts";
import { createApiClient } from "../../src/api/client.ts";

const arrived: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((request, response) => {
  arrived.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
  request.resume();
  request.on("end", () => {
    const path = (request.url ?? "").slice(apiBasePath.length).split("?")[0];
    if (path === "/tom") {
      response.writeHead(204).end();
    } else if (path === "/ikke-json") {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<html>Vedlikehold</html>");
    } else {
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"svar":"ja"}');
    }
  });
});
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A client whose requests are seen as handed to fetch (with the credentials mode they ask for). */
function observedClient() {
  const credentials: string[] = [];
  const api = createApiClient({
    apiHost: origin,
    readCookies: () => "",
    fetch: (input, init) => {
      credentials.push(input instanceof Request ? input.credentials : (init?.credentials ?? ""));
      return fetch(input, init);
    },
  });
  return { api, credentials };
}

const answer = v.object({ svar: v.string() });

describe("what every request carries (SPEC §7)", () => {
  it("a GET and a POST both ask for same-origin credentials", async () => {
    const { api, credentials } = observedClient();
    await api.get(answer, "/svar");
    await api.post(answer, "/svar", { sporsmal: 1 });
    expect(credentials).toEqual(["same-origin", "same-origin"]);
  });

  it("a GET and a POST both carry the Accept header (json or plain text) and the requested-by marker", async () => {
    const { api } = observedClient();
    arrived.length = 0;
    await api.get(answer, "/svar");
    await api.post(answer, "/svar", { sporsmal: 1 });
    expect(arrived.map((request) => request.method)).toEqual(["GET", "POST"]);
    for (const request of arrived) {
      expect(request.headers.accept).toBe("application/json, text/plain");
      expect(request.headers[requestedByHeader.toLowerCase()]).toBe(requestedByValue);
    }
  });
});

describe("reading an answer (SPEC §7, §8)", () => {
  it("a 204 gives an empty result, for a GET and a POST", async () => {
    const { api } = observedClient();
    await expect(api.get(v.undefined(), "/tom")).resolves.toBeUndefined();
    await expect(api.post(v.undefined(), "/tom", { sporsmal: 1 })).resolves.toBeUndefined();
  });

  it("a body that is not JSON gives 'Error while parsing JSON'", async () => {
    const { api } = observedClient();
    const failure = api.get(answer, "/ikke-json");
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow(/^Error while parsing JSON$/);
  });
});
