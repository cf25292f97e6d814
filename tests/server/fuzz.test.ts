/**
 * Hostile input on every endpoint (issue 17): fast-check sends variants of each endpoint's valid
 * request (control characters, lone surrogates, 1 MB strings, deep nesting, wrong types,
 * prototype keys, repeated query parameters, wrong content types, malformed JSON, missing marker
 * or XSRF), logged in and out. No answer may be a 5xx, and a refused request (4xx) may have
 * written nothing. Fixed seed (tests/setup/fastCheck.ts): a failure replays with the printed
 * seed; FUZZ_RUNS changes the count.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPersons } from "../../server/seed/testPersons.ts";
import {
  apiBasePath,
  idempotencyKeyHeader,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../src/api/contract/common.ts";
import { propertySeed } from "../setup/fastCheck.ts";
import {
  builtPage,
  priceRequestBody,
  purchaseRequestBody,
  type RunningServer,
  savedOfferOf,
  startTestServerWithPage,
  TestClient,
  writtenState,
} from "./harness.ts";

/** About 30 s on the shared 2-core host alone (docs/security.md has the measured figures). */
const runs = Number(process.env.FUZZ_RUNS ?? 3000);
/**
 * Under a loaded `npm test` the run stops after this and passes with the requests it made (the
 * count is printed): the time bounds the run, it never decides the result.
 */
const timeLimitMs = 60_000;

type Json = Record<string, unknown>;

interface Endpoint {
  method: "GET" | "POST" | "PUT";
  /** Below the API base when `api`, else the whole path. `{x}` is a path parameter. */
  path: string;
  api: boolean;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json | unknown[];
  /** The sandbox login form (form-urlencoded), not JSON. */
  form?: boolean;
  headers?: Record<string, string>;
}

/** A test customer nobody in this file logs in as: the faults planned for them meet no call. */
const bystander = testPersons.find((person) => person.persona === "lo")?.kundenummer ?? "";
const appPath = "/privat/forsikring/motor/bil/";
const plate = "SX10001";
const feedbackBase = { productCode: "bil", page: "pris" };

function endpoints(avtalenummer: string): Endpoint[] {
  const api = (
    method: Endpoint["method"],
    path: string,
    rest: Omit<Endpoint, "method" | "path" | "api"> = {},
  ): Endpoint => ({ method, path, api: true, ...rest });
  const page = (path: string, rest: Omit<Endpoint, "method" | "path" | "api"> = {}): Endpoint => ({
    method: "GET",
    path,
    api: false,
    ...rest,
  });
  return [
    api("GET", "/auth/session-status"),
    api("GET", "/auth/client-context"),
    api("GET", "/auth/login", { query: { goto: appPath, distributor: "sb1" } }),
    api("POST", "/auth/logout", { body: { goto: appPath } }),
    api("GET", "/auth/bankkontakt"),
    api("GET", "/skadekunde/"),
    api("POST", "/feedback/", { body: { ...feedbackBase, feedbackValue: 4, text: "Fint" } }),
    api("GET", "/feedback/"),
    api("POST", "/feedback/oppfolging", {
      body: {
        ...feedbackBase,
        answers: [{ type: "text", name: "hva", label: "Hva?", value: "x" }],
      },
    }),
    api("POST", "/feedback/kontakt", {
      body: { ...feedbackBase, email: "kari@example.com", phone: "41000002" },
    }),
    api("GET", "/validate/mobileNo", { query: { mobileNo: "41000002" } }),
    api("GET", "/validate/emailAddress", { query: { emailAddress: "kari@example.com" } }),
    api("GET", "/skadeforsikring/selskaper/panthavere"),
    api("GET", "/skadeforsikring/selskaper/bonusoverfoering"),
    api("GET", "/skadeforsikring/selskaper/leasing"),
    api("GET", "/skadeforsikring/bonusliste"),
    api("GET", "/skadeforsikring/kjoerelengder"),
    api("GET", "/skadeforsikring/dokument/avtalevilkaar", { query: { avtalenummer } }),
    api("GET", "/samtykke/tekster", { query: { bankkunde: "true" } }),
    api("POST", "/samtykke/oppdater", {
      body: { crossDomainConsentApproved: true, marketingConsentApproved: false },
    }),
    api("GET", "/avtaleoversikt/tilbud"),
    api("GET", "/avtaleoversikt/"),
    api("GET", "/kontaktinformasjon/"),
    api("GET", "/distributor/"),
    api("GET", "/motor/bil/sok", {
      query: { registreringsnummer: plate, inkludereBobil: "false" },
    }),
    api("GET", "/motor/bil/sok/merker", { query: { aar: "2020" } }),
    api("GET", "/motor/bil/sok/modeller", { query: { aar: "2020", merkekode: "VW" } }),
    api("GET", "/motor/bil/sok/varianter", {
      query: { aar: "2020", merkekode: "VW", modellkode: "GOLF" },
    }),
    api("GET", "/motor/bil/biler"),
    api("POST", "/motor/bil/garanti", {
      body: { registreringsnummer: plate, inkludereBobil: false },
    }),
    api("POST", "/motor/bil/pris", { body: priceRequestBody({ registreringsnummer: plate }) }),
    api("POST", "/motor/bil/tilbud/lagre", {
      body: priceRequestBody(
        { registreringsnummer: plate },
        { dekningsgruppeId: "120", egenandelId: "6000" },
      ),
    }),
    api("GET", "/motor/bil/tilbud/hent", { query: { avtalenummer } }),
    api("POST", "/motor/bil/tilbud/steg", { body: { avtalenummer, steg: "tilpass" } }),
    api("GET", "/motor/bil/beregningsgrunnlag", {
      query: { prisreferanse: "EKSPRESSPRIS00000001" },
    }),
    api("GET", "/motor/bil/defaultBonus"),
    api("GET", "/motor/bil/rabatt"),
    api("POST", "/motor/bil/kjop", {
      headers: { [idempotencyKeyHeader]: "fuzz-key-1" },
      body: purchaseRequestBody(avtalenummer, { regnr: "SX20002", registreringsaar: 2018 }),
    }),
    api("GET", "/motor/bil/avtale", { query: { avtalenummer } }),
    page("/sandbox/login", { query: { goto: appPath, distributor: "sb1" } }),
    {
      method: "POST",
      path: "/sandbox/login",
      api: false,
      form: true,
      body: {
        kundenummer: bystander,
        distributor: "sb1",
        loginContext: "ÅPEN",
        goto: appPath,
        nonce: "x".repeat(32),
      },
    },
    page("/sandbox/assets/{file}", { params: { file: "sandbox.css" } }),
    page("/sandbox/dokumenter/{file}", { params: { file: "vilkaar-bil.html" } }),
    page("/sandbox/utlogget", { query: { distributor: "sb1" } }),
    page("/sandbox/tidsavbrudd"),
    page("/sandbox/uautorisert"),
    page("/sandbox/feil/{kundenummer}", { params: { kundenummer: bystander } }),
    {
      method: "PUT",
      path: "/sandbox/feil/{kundenummer}",
      api: false,
      params: { kundenummer: bystander },
      body: [{ metode: "GET", sti: "/motor/bil/sok", antall: 1 }],
    },
    page("/privat/forsikring/motor/bil/{step}", { params: { step: "pris" } }),
    page(`${appPath}runtime-config.json`),
    page("/privat/forsikring/oversikt"),
    page("/"),
  ];
}

// --- Hostile values -------------------------------------------------------------------------

const controlCharacters = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
  minLength: 1,
});
const loneSurrogates = fc.constantFrom("\ud800", "a\udfff", "\udc00\ud800", "x\udbff");
const prototypeNames = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
);
const oneMegabyte = fc.constant("x".repeat(1024 * 1024));
const pathLike = fc.constantFrom("%", "%00", "%ZZ", "..", "../../etc/passwd", "a/b", "%2F", " ");
// Weighted towards what the database cannot hold: those were the 500s of the attack.
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("\u0000", "a\u0000b", "\u0000\u0000") },
  { weight: 2, arbitrary: controlCharacters },
  { weight: 3, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: prototypeNames },
  { weight: 1, arbitrary: pathLike },
  { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 1, arbitrary: oneMegabyte },
);
/** Nested arrays or objects, `depth` deep, as JSON text (built flat: no recursion). */
const deepJson = (depth: number, kind: "array" | "object") =>
  kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);
const hostileValue = fc.oneof(hostileString, wrongType);

/** What the variant does to the endpoint's valid request. */
type Variant =
  | { kind: "valid" }
  | { kind: "field"; pick: number; value: unknown }
  | { kind: "extraField"; key: string; value: unknown }
  | { kind: "prototypeKey"; key: string }
  | { kind: "repeatedQuery"; pick: number; values: string[] }
  | { kind: "param"; value: string }
  | { kind: "contentType"; value: string }
  | { kind: "rawBody"; text: string }
  | { kind: "noMarker" }
  | { kind: "noXsrf" }
  | { kind: "method"; method: string };

const variant: fc.Arbitrary<Variant> = fc.oneof(
  fc.constant({ kind: "valid" as const }),
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("field" as const),
      pick: fc.nat(),
      value: hostileValue,
    }),
  },
  fc.record({
    kind: fc.constant("extraField" as const),
    key: fc.oneof(prototypeNames, hostileString),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant("prototypeKey" as const), key: prototypeNames }),
  fc.record({
    kind: fc.constant("repeatedQuery" as const),
    pick: fc.nat(),
    values: fc.array(fc.oneof(fc.string(), hostileString), { minLength: 2, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("param" as const), value: hostileString }),
  fc.record({
    kind: fc.constant("contentType" as const),
    value: fc.constantFrom(
      "",
      "text/plain",
      "application/jsonx",
      "application/json-patch+json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
      "application/xml",
    ),
  }),
  fc.record({
    kind: fc.constant("rawBody" as const),
    text: fc.oneof(
      fc.constantFrom("{", "}", "[1,]", '{"a":}', "null", "true", "0", '"text"', "", "\u0000"),
      fc.string(),
      fc
        .record({
          depth: fc.integer({ min: 10, max: 30_000 }),
          kind: fc.constantFrom("array", "object"),
        })
        .map(({ depth, kind }) => deepJson(depth, kind as "array" | "object")),
    ),
  }),
  fc.constant({ kind: "noMarker" as const }),
  fc.constant({ kind: "noXsrf" as const }),
  fc.record({
    kind: fc.constant("method" as const),
    method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
  }),
);

// --- Building the request -------------------------------------------------------------------

const asText = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) goes as the three bytes
 * a careless client would send for it.
 */
function percentEncoded(value: string): string {
  let encoded = "";
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

/** The endpoint's request with the variant applied: method, path with query, headers, body. */
function hostileRequest(endpoint: Endpoint, change: Variant, xsrfToken: string | undefined) {
  let method: string = endpoint.method;
  const params = { ...endpoint.params };
  const query = new URLSearchParams(endpoint.query);
  let body: unknown = Array.isArray(endpoint.body) ? [...endpoint.body] : { ...endpoint.body };
  let rawBody: string | undefined;
  let contentType = endpoint.form ? "application/x-www-form-urlencoded" : "application/json";
  const headers: Record<string, string> = { ...endpoint.headers };
  let marker = true;
  let xsrf = true;
  const fields = Object.keys(
    endpoint.method === "GET" ? (endpoint.query ?? {}) : (endpoint.body ?? {}),
  );
  switch (change.kind) {
    case "field": {
      const field = fields[change.pick % Math.max(1, fields.length)];
      if (field === undefined) break;
      if (endpoint.method === "GET") query.set(field, asText(change.value));
      else body = Object.assign(body as Json, { [field]: change.value });
      break;
    }
    case "extraField":
      if (endpoint.method === "GET") query.set(change.key, asText(change.value));
      else if (!Array.isArray(body)) (body as Json)[change.key] = change.value;
      break;
    case "prototypeKey": {
      // JSON text: an object literal's `__proto__` would set the prototype, not a key.
      const rest = JSON.stringify(body ?? {}).slice(1);
      rawBody = `{"${change.key}":{"isAdmin":true,"kundenummer":"${bystander}"}${rest === "}" ? "" : ","}${rest}`;
      if (endpoint.method === "GET") query.set(change.key, "1");
      break;
    }
    case "repeatedQuery": {
      const field = fields[change.pick % Math.max(1, fields.length)] ?? "x";
      for (const value of change.values) query.append(field, value);
      break;
    }
    case "param":
      for (const name of Object.keys(params)) params[name] = change.value;
      break;
    case "contentType":
      contentType = change.value;
      break;
    case "rawBody":
      rawBody = change.text;
      break;
    case "noMarker":
      marker = false;
      break;
    case "noXsrf":
      xsrf = false;
      break;
    case "method":
      method = change.method;
      break;
  }
  // A parameter goes into the path percent-encoded, as a browser would send it, except the
  // malformed escapes of `pathLike`, which go as they are.
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? "";
    return /^%/.test(value) ? value : percentEncoded(value);
  });
  const search = query.size > 0 ? `?${query}` : "";
  const url = `${endpoint.api ? apiBasePath : ""}${path}${search}`;
  if (marker) headers[requestedByHeader] = requestedByValue;
  if (xsrf && xsrfToken) headers[xsrfHeader] = xsrfToken;
  const sendsBody = method !== "GET" && method !== "HEAD";
  if (sendsBody && contentType) headers["Content-Type"] = contentType;
  let text: string | undefined;
  if (sendsBody) {
    if (rawBody !== undefined) text = rawBody;
    else if (endpoint.form) {
      const fields = Object.entries(body as Json).map(([key, value]) => [key, asText(value)]);
      text = new URLSearchParams(fields).toString();
    } else text = JSON.stringify(body);
  }
  return { method, url, headers, body: text };
}

// --- The run --------------------------------------------------------------------------------

let server: RunningServer;
let avtalenummer: string;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage, { today: new Date("2026-06-15T10:00:00Z") });
  avtalenummer = await savedOfferOf(server, "vanlig");
});
afterAll(() => server.close());

/** Everything a refused request must leave as it was: the API's tables and the session count. */
async function stateOf(db: RunningServer["db"]) {
  const [sessions] = await db.query<{ n: number }>("select count(*)::int as n from sessions");
  return { ...(await writtenState(db)), sessions: String(sessions?.n) };
}

describe("fuzz: hostile variants of every endpoint", () => {
  it("no 5xx, and a refused request writes nothing", async () => {
    const catalogue = endpoints(avtalenummer);
    const loggedIn = new TestClient(server.origin);
    await loggedIn.login("vanlig");
    const anonymous = new TestClient(server.origin);
    const statuses = new Map<number, number>();
    const started = performance.now();
    let requests = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: catalogue.length - 1 }),
        variant,
        // Mostly as the customer: without a session most calls end at 401.
        fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
        async (index, change, asCustomer) => {
          const endpoint = catalogue[index] as Endpoint;
          // A fuzzed logout (or login) may have ended the session: log in again first.
          if (asCustomer && !loggedIn.cookies.has("kfp-session")) await loggedIn.login("vanlig");
          const client = asCustomer ? loggedIn : anonymous;
          // The anonymous client has an XSRF pair of its own, so its calls get past the check.
          if (!asCustomer) anonymous.cookies.set("XSRF-TOKEN", "fuzz-anonymous");
          const request = hostileRequest(endpoint, change, client.cookies.get("XSRF-TOKEN"));
          const before = await stateOf(server.db);
          const response = await client.raw(request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          await response.arrayBuffer();
          requests++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const where = `${request.method} ${request.url.slice(0, 200)} (${change.kind})`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400) expect(await stateOf(server.db), where).toEqual(before);
        },
      ),
      {
        seed: propertySeed,
        numRuns: runs,
        endOnFailure: true,
        interruptAfterTimeLimit: timeLimitMs,
        markInterruptAsFailure: false,
      },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(
      `fuzz: seed ${propertySeed}, ${requests} of ${runs} runs, ${catalogue.length} endpoints, ${seconds} s; statuses ${byStatus.join(" ")}`,
    );
    // Every status the catalogue should reach was reached: the variants get past each check.
    for (const status of [200, 400, 401, 403, 404, 413, 415]) {
      expect(statuses.get(status), `status ${status}`).toBeGreaterThan(0);
    }
  }, 180_000);
});
