import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
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

  it("a JSON body with the wrong content type is refused", async () => {
    const response = await client.api<{ feil: { felt: string } }>("POST", "/feedback/", {
      rawBody: JSON.stringify({ productCode: "bil", page: "pris", feedbackValue: 4 }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(400);
    expect(response.body.feil.felt).toBe("Content-Type");
  });

  it("the logout survived: the session is still usable after the refused logout", async () => {
    expect((await client.get("/skadekunde/")).status).toBe(200);
  });
});
