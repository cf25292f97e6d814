/**
 * A valid call of every endpoint (the catalogue of tests/server/endpointCatalogue.ts) as a
 * logged-in customer, with the answer each must give. In the vitest project "built server" it
 * runs against the bundle `npm start` serves (issue 28): a route or middleware the build loses
 * fails here though its source test passes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpoints, hostileRequest } from "./endpointCatalogue.ts";
import {
  builtPage,
  type RunningServer,
  savedOfferOf,
  startTestServerWithPage,
  TestClient,
} from "./harness.ts";

let server: RunningServer;
let avtalenummer: string;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage, { today: new Date("2026-06-15T10:00:00Z") });
  avtalenummer = await savedOfferOf(server, "vanlig");
  client = new TestClient(server.origin);
  await client.login("vanlig");
});
afterAll(() => server.close());

/** The answer to each endpoint's valid request, logged in; 200 unless named here. */
const expectedStatus: Record<string, number> = {
  "POST /feedback/": 201,
  "POST /feedback/oppfolging": 201,
  "POST /feedback/kontakt": 201,
  "POST /motor/bil/tilbud/steg": 204,
  // The agreement overview is the customer pages' (/privat/forsikring/oversikt), not the API's.
  "GET /avtaleoversikt/": 404,
  // The form issues a ticket for any well-formed state and sends the browser to the exchange,
  // where the catalogue's made-up ticket is refused: each route answers.
  "POST /sandbox/login": 303,
  "GET /sandbox/login/complete": 403,
  "GET /sandbox/uautorisert": 401,
  "PUT /sandbox/feil/{kundenummer}": 204,
  "GET /": 302,
};

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
/** Logging out ends the session the other calls use: it goes last. */
const isLogout = (endpoint: Endpoint) => endpoint.path === "/auth/logout";
const catalogue = endpoints("{avtalenummer}");

describe("every endpoint answers its valid request", () => {
  const ordered = [
    ...catalogue.filter((endpoint) => !isLogout(endpoint)),
    ...catalogue.filter(isLogout),
  ];
  for (const listed of ordered) {
    const name = nameOf(listed);
    it(name, async () => {
      // The saved offer's number is known once the sandbox runs.
      const endpoint =
        endpoints(avtalenummer).find((candidate) => nameOf(candidate) === name) ?? listed;
      const request = hostileRequest(endpoint, { kind: "valid" }, client.cookies.get("XSRF-TOKEN"));
      const response = await client.raw(request.url, request);
      const body = await response.text();
      expect(response.status, `${name}: ${body.slice(0, 300)}`).toBe(expectedStatus[name] ?? 200);
    });
  }
});
