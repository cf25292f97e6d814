import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtPage,
  priceRequestBody,
  type RunningServer,
  startTestServerWithPage,
  TestClient,
  writtenState,
} from "./harness.ts";

let server: RunningServer;
let client: TestClient;
beforeAll(async () => {
  // With the app's page, so page paths meet the same server code as in production.
  server = await startTestServerWithPage(builtPage);
  client = new TestClient(server.origin);
  await client.login("samtykke");
});
afterAll(() => server.close());

interface BadCall {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  rawBody?: string;
  field: string;
}

const badCalls: BadCall[] = [
  {
    name: "feedback without a value",
    method: "POST",
    path: "/feedback/",
    body: { productCode: "bil", page: "pris" },
    field: "feedbackValue",
  },
  {
    name: "feedback value 6",
    method: "POST",
    path: "/feedback/",
    body: { productCode: "bil", page: "pris", feedbackValue: 6 },
    field: "feedbackValue",
  },
  {
    name: "feedback value as text",
    method: "POST",
    path: "/feedback/",
    body: { productCode: "bil", page: "pris", feedbackValue: "5" },
    field: "feedbackValue",
  },
  {
    name: "feedback with unknown field",
    method: "POST",
    path: "/feedback/",
    body: { productCode: "bil", page: "pris", feedbackValue: 3, extra: 1 },
    field: "extra",
  },
  {
    name: "feedback malformed JSON",
    method: "POST",
    path: "/feedback/",
    rawBody: "{not json",
    field: "body",
  },
  {
    name: "consent with a missing answer",
    method: "POST",
    path: "/samtykke/oppdater",
    body: { marketingConsentApproved: true },
    field: "crossDomainConsentApproved",
  },
  {
    name: "consent answer as a string",
    method: "POST",
    path: "/samtykke/oppdater",
    body: { crossDomainConsentApproved: "true", marketingConsentApproved: true },
    field: "crossDomainConsentApproved",
  },
  {
    name: "consent body that is an array",
    method: "POST",
    path: "/samtykke/oppdater",
    body: [],
    field: "crossDomainConsentApproved",
  },
  {
    name: "consent malformed JSON",
    method: "POST",
    path: "/samtykke/oppdater",
    rawBody: "}",
    field: "body",
  },
  {
    name: "logout with a numeric goto",
    method: "POST",
    path: "/auth/logout",
    body: { goto: 42 },
    field: "goto",
  },
  {
    name: "mobile check without a number",
    method: "GET",
    path: "/validate/mobileNo",
    field: "mobileNo",
  },
  {
    name: "e-mail check without an address",
    method: "GET",
    path: "/validate/emailAddress",
    field: "emailAddress",
  },
  {
    name: "terms with a malformed agreement number",
    method: "GET",
    path: "/skadeforsikring/dokument/avtalevilkaar?avtalenummer=abc",
    field: "avtalenummer",
  },
  {
    name: "consent texts with a bad flag",
    method: "GET",
    path: "/samtykke/tekster?bankkunde=kanskje",
    field: "bankkunde",
  },
  {
    name: "login with an unknown distributor",
    method: "GET",
    path: "/auth/login?distributor=xyz",
    field: "distributor",
  },
];

describe("bad input gets 400 naming the field, and changes nothing", () => {
  for (const call of badCalls) {
    it(call.name, async () => {
      const feedbackBefore = await server.db.query("select id from feedback");
      const consentBefore = await server.db.query("select id from consent_changes");
      const response = await client.api<{ feil: { kode: string; felt: string } }>(
        call.method,
        call.path,
        {
          body: call.body,
          rawBody: call.rawBody,
        },
      );
      expect(response.status).toBe(400);
      expect(response.body.feil.kode).toBe("ugyldigForespoersel");
      expect(response.body.feil.felt).toBe(call.field);
      expect(await server.db.query("select id from feedback")).toHaveLength(feedbackBefore.length);
      expect(await server.db.query("select id from consent_changes")).toHaveLength(
        consentBefore.length,
      );
    });
  }

  for (const contentType of ["text/plain", "application/jsonx", "application/json-patch+json"]) {
    it(`a JSON body sent as ${contentType} is refused with 415 and writes nothing`, async () => {
      const before = await writtenState(server.db);
      const response = await client.api<{ feil: { felt: string } }>("POST", "/feedback/", {
        rawBody: JSON.stringify({ productCode: "bil", page: "pris", feedbackValue: 4 }),
        headers: { "Content-Type": contentType },
      });
      expect(response.status).toBe(415);
      expect(response.body.feil.felt).toBe("Content-Type");
      expect(await writtenState(server.db)).toEqual(before);
    });
  }

  it("application/json with a charset is accepted", async () => {
    const response = await client.api("POST", "/feedback/", {
      rawBody: JSON.stringify({ productCode: "bil", page: "pris", feedbackValue: 4 }),
      headers: { "Content-Type": "Application/JSON; charset=UTF-8" },
    });
    expect(response.status).toBe(201);
  });

  it("the logout survived: the session is still usable after the refused logout", async () => {
    expect((await client.get("/skadekunde/")).status).toBe(200);
  });
});

const nul = "a\u0000b";
const loneSurrogate = "a\ud800b";
const feedback = { productCode: "bil", page: "pris", feedbackValue: 4, text: "fint" };
const savedOffer = priceRequestBody({ registreringsnummer: "SX20002" });

/**
 * The causes of the 500s of the attack in issue 17: a string the database cannot hold (NUL, a
 * lone UTF-16 surrogate) in any field. One rule at the boundary refuses them all.
 */
const unstorableCalls: BadCall[] = [
  {
    name: "feedback productCode with NUL",
    method: "POST",
    path: "/feedback/",
    body: { ...feedback, productCode: nul },
    field: "productCode",
  },
  {
    name: "feedback page with NUL",
    method: "POST",
    path: "/feedback/",
    body: { ...feedback, page: nul },
    field: "page",
  },
  {
    name: "feedback text with NUL",
    method: "POST",
    path: "/feedback/",
    body: { ...feedback, text: nul },
    field: "text",
  },
  {
    name: "feedback text with a lone surrogate",
    method: "POST",
    path: "/feedback/",
    body: { ...feedback, text: loneSurrogate },
    field: "text",
  },
  {
    name: "models with NUL in merkekode",
    method: "GET",
    path: "/motor/bil/sok/modeller?aar=2020&merkekode=a%00b",
    field: "merkekode",
  },
  {
    name: "variants with NUL in merkekode",
    method: "GET",
    path: "/motor/bil/sok/varianter?aar=2020&merkekode=a%00b&modellkode=X",
    field: "merkekode",
  },
  {
    name: "variants with NUL in modellkode",
    method: "GET",
    path: "/motor/bil/sok/varianter?aar=2020&merkekode=VW&modellkode=a%00b",
    field: "modellkode",
  },
  {
    name: "basis data with NUL in prisreferanse",
    method: "GET",
    path: `/motor/bil/beregningsgrunnlag?prisreferanse=${encodeURIComponent("\u0000".repeat(20))}`,
    field: "prisreferanse",
  },
  {
    name: "saved offer with NUL in clientMode",
    method: "POST",
    path: "/motor/bil/tilbud/lagre",
    body: { ...savedOffer, clientMode: nul },
    field: "clientMode",
  },
  {
    name: "saved offer with a lone surrogate in clientMode",
    method: "POST",
    path: "/motor/bil/tilbud/lagre",
    body: { ...savedOffer, clientMode: loneSurrogate },
    field: "clientMode",
  },
  {
    name: "saved offer with NUL in a nested field",
    method: "POST",
    path: "/motor/bil/tilbud/lagre",
    body: { ...savedOffer, bildetaljer: { registreringsnummer: nul } },
    field: "bildetaljer.registreringsnummer",
  },
];

describe("strings the database cannot hold get 400 naming the field, and write nothing", () => {
  for (const call of unstorableCalls) {
    it(call.name, async () => {
      const before = await writtenState(server.db);
      // JSON.stringify writes a lone surrogate as an escape, which JSON.parse turns back into one.
      const response = await client.api<{ feil: { kode: string; felt: string } }>(
        call.method,
        call.path,
        { body: call.body },
      );
      expect(response.status).toBe(400);
      expect(response.body.feil).toMatchObject({ kode: "ugyldigForespoersel", felt: call.field });
      expect(await writtenState(server.db)).toEqual(before);
    });
  }
});

describe("malformed requests outside the JSON API get a 4xx, never a 500", () => {
  // Issue 28: the built server lost the check (500 logged in, the app's URIError logged out).
  for (const badEscape of ["%", "%E0", "%ZZ"]) {
    it(`a malformed percent-escape (${badEscape}) in a page path, logged in and out`, async () => {
      const path = `/privat/forsikring/motor/bil/ekspresspris/${badEscape}`;
      for (const caller of [client, new TestClient(server.origin)]) {
        const response = await caller.raw(path);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe("Ugyldig adresse");
      }
    });
  }

  it("a malformed percent-escape in an API path names the path", async () => {
    const response = await client.get<{ feil: { felt: string } }>("/motor/bil/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(response.body.feil.felt).toBe("path");
  });

  it("the sandbox login with a multipart body is refused with 415 and issues no ticket", async () => {
    const anonymous = new TestClient(server.origin);
    const page = await anonymous.openLoginPage();
    const form = new FormData();
    form.set("kundenummer", "10000002");
    form.set("distributor", "sb1");
    form.set("loginContext", "ÅPEN");
    form.set("state", page.state);
    const sessionsBefore = await server.db.query("select id from sessions");
    const ticketsBefore = await server.db.query("select ticket_hash from login_tickets");
    const response = await anonymous.visit(new URL("/sandbox/login", page.url), {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(415);
    expect(response.headers.has("Location")).toBe(false);
    expect(anonymous.cookies.has("kfp-session")).toBe(false);
    expect(await server.db.query("select id from sessions")).toHaveLength(sessionsBefore.length);
    expect(await server.db.query("select ticket_hash from login_tickets")).toHaveLength(
      ticketsBefore.length,
    );
  });

  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    it(`the sandbox asset '${name}' is not found`, async () => {
      const response = await client.raw(`/sandbox/assets/${name}`);
      expect(response.status).toBe(404);
    });
  }

  it("a real sandbox asset is still served", async () => {
    const response = await client.raw("/sandbox/assets/sandbox.css");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/css/);
  });
});
