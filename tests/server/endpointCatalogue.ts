/**
 * Every endpoint of the sandbox and the app's pages, each with a valid request, and how a request
 * is built from one: the fuzz test (tests/server/fuzz.test.ts) sends hostile variants of them, the
 * smoke test (tests/server/smoke.test.ts) the valid ones, both also against the built server.
 */

import {
  apiBasePath,
  idempotencyKeyHeader,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../core/contract/common.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { priceRequestBody, purchaseRequestBody } from "./priceRequest.ts";

export type Json = Record<string, unknown>;

export interface Endpoint {
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
export const bystander = testPersons.find((person) => person.persona === "lo")?.kundenummer ?? "";
export const appPath = "/privat/forsikring/motor/bil/";
/** A well-formed login state (decision 0015) that no browser holds. */
const loginState = "s".repeat(43);
const plate = "SX10001";
const feedbackBase = { productCode: "bil", page: "pris" };

export function endpoints(avtalenummer: string): Endpoint[] {
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
    page("/sandbox/login", { query: { goto: appPath, distributor: "sb1", state: loginState } }),
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
        state: loginState,
      },
    },
    page("/sandbox/login/complete", { query: { ticket: "t".repeat(43) } }),
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

/** What the variant does to the endpoint's valid request. */
export type Variant =
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
export function hostileRequest(endpoint: Endpoint, change: Variant, xsrfToken: string | undefined) {
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
