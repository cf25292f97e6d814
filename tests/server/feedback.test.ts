/**
 * The feedback widget's endpoints: the main answer (/feedback/, with intentionalSubmit), the
 * follow-up answers (/feedback/oppfolging) and the contact request (/feedback/kontakt). What is
 * stored is read back from the sandbox's database and, for the main answer, from GET /feedback/.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedbackResponse, StoredFeedbackResponse } from "../../core/contract/feedback.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { loggedInClients, type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const as = loggedInClients(() => server);

const place = { productCode: "bil", page: "/privat/forsikring/motor/bil/kvittering" };
const kundenummerOf = (persona: string) =>
  testPersons.find((person) => person.persona === persona)?.kundenummer;

const followupBody = {
  ...place,
  answers: [
    { type: "radio", name: "enkelhet", label: "Hvor enkelt var det?", value: "ganskeEnkelt" },
    { type: "checkbox", name: "viktigst", label: "Hva var viktigst?", value: ["pris", "raskt"] },
    { type: "text", name: "forbedring", label: "Noe vi kan gjøre bedre?", value: "Vis TFA tidlig" },
  ],
};

const counts = async () => ({
  feedback: (await server.db.query("select id from feedback")).length,
  followups: (await server.db.query("select id from feedback_followups")).length,
  contacts: (await server.db.query("select id from feedback_contacts")).length,
});

describe("POST /feedback/ and GET /feedback/", () => {
  it("stores whether the main answer was sent on purpose, and shows the caller only their own", async () => {
    const kari = await as("vanlig");
    const left = await kari.post("/feedback/", {
      ...place,
      feedbackValue: 2,
      intentionalSubmit: false,
    });
    expect(left.status).toBe(201);
    v.parse(FeedbackResponse, left.body);
    await kari.post("/feedback/", {
      ...place,
      feedbackValue: 5,
      text: "Greit",
      intentionalSubmit: true,
    });
    await (await as("eksisterende")).post("/feedback/", { ...place, feedbackValue: 1 });

    const stored = v.parse(StoredFeedbackResponse, (await kari.get("/feedback/")).body);
    expect(stored.tilbakemeldinger.map(({ opprettet: _, ...row }) => row)).toEqual([
      { ...place, feedbackValue: 2, intentionalSubmit: false },
      { ...place, feedbackValue: 5, text: "Greit", intentionalSubmit: true },
    ]);
    const rows = await server.db.query<{ intentional_submit: boolean | null }>(
      "select intentional_submit from feedback where kundenummer = $1 order by id",
      [kundenummerOf("eksisterende")],
    );
    // A caller that does not say is stored as unknown, not as deliberate.
    expect(rows.map((row) => row.intentional_submit)).toEqual([null]);
  });
});

describe("POST /feedback/ for a purchase: one answer per agreement (issue 29 item 16)", () => {
  const bought = "600000017";
  const storedFor = (avtalenummer: string) =>
    server.db.query<{ kundenummer: string; feedback_value: number }>(
      "select kundenummer, feedback_value from feedback where avtalenummer = $1 order by id",
      [avtalenummer],
    );

  it("stores the first answer for the customer's agreement and refuses a second, which is not stored", async () => {
    const erik = await as("eksisterende");
    const first = await erik.post("/feedback/", {
      ...place,
      feedbackValue: 4,
      intentionalSubmit: true,
      avtalenummer: bought,
    });
    expect(first.status).toBe(201);
    const again = await erik.post("/feedback/", {
      ...place,
      feedbackValue: 1,
      intentionalSubmit: false,
      avtalenummer: bought,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ feil: { kode: "tilbakemeldingFinnes" } });
    expect(await storedFor(bought)).toEqual([
      { kundenummer: kundenummerOf("eksisterende"), feedback_value: 4 },
    ]);
    const asked = v.parse(
      StoredFeedbackResponse,
      (await erik.get(`/feedback/?avtalenummer=${bought}`)).body,
    );
    expect(asked.tilbakemeldinger.map((row) => [row.avtalenummer, row.feedbackValue])).toEqual([
      [bought, 4],
    ]);
  });

  it("two answers at once for the same purchase: one is stored", async () => {
    const erik = await as("eksisterende");
    const other = "600000041";
    const answers = await Promise.all(
      [3, 5].map((feedbackValue) =>
        erik.post("/feedback/", { ...place, feedbackValue, avtalenummer: other }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await storedFor(other)).toHaveLength(1);
  });

  it("an agreement that is not the customer's is not found, and nothing is stored", async () => {
    const before = await counts();
    const kari = await as("vanlig");
    const answer = await kari.post("/feedback/", {
      ...place,
      feedbackValue: 5,
      avtalenummer: bought,
    });
    expect(answer.status).toBe(404);
    expect(await counts()).toEqual(before);
    const none = v.parse(
      StoredFeedbackResponse,
      (await kari.get(`/feedback/?avtalenummer=${bought}`)).body,
    );
    expect(none.tilbakemeldinger).toEqual([]);
  });
});

describe("POST /feedback/oppfolging", () => {
  it("stores the answers as sent, without the customer", async () => {
    const response = await (await as("vanlig")).post("/feedback/oppfolging", followupBody);
    expect(response.status).toBe(201);
    v.parse(FeedbackResponse, response.body);
    const rows = await server.db.query<Record<string, unknown>>(
      "select * from feedback_followups order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({
      product_code: place.productCode,
      page: place.page,
      answers: followupBody.answers,
    });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ["answers", "created_at", "id", "page", "product_code"].sort(),
    );
  });
});

describe("POST /feedback/kontakt", () => {
  it("stores the e-mail and the phone as typed, without spaces", async () => {
    const client = await as("vanlig");
    const withPhone = await client.post("/feedback/kontakt", {
      ...place,
      email: " ola@example.no ",
      phone: "912 34 567",
    });
    expect(withPhone.status).toBe(201);
    expect(
      (await client.post("/feedback/kontakt", { ...place, email: "kari@eksempel.no" })).status,
    ).toBe(201);
    const rows = await server.db.query<Record<string, unknown>>(
      "select product_code, page, email, phone from feedback_contacts order by id desc limit 2",
    );
    expect(rows).toEqual([
      { product_code: "bil", page: place.page, email: "kari@eksempel.no", phone: null },
      { product_code: "bil", page: place.page, email: "ola@example.no", phone: "91234567" },
    ]);
  });
});

const badCalls: Array<{ name: string; path: string; body: unknown; field: string }> = [
  {
    name: "follow-up without answers",
    path: "/feedback/oppfolging",
    body: { ...place, answers: [] },
    field: "answers",
  },
  {
    name: "follow-up checkbox answer that is not a list",
    path: "/feedback/oppfolging",
    body: {
      ...place,
      answers: [{ type: "checkbox", name: "viktigst", label: "Hva?", value: "pris" }],
    },
    field: "answers.0.value",
  },
  {
    name: "follow-up radio answer that is a list",
    path: "/feedback/oppfolging",
    body: { ...place, answers: [{ type: "radio", name: "enkelhet", label: "Hva?", value: ["a"] }] },
    field: "answers.0.value",
  },
  {
    name: "follow-up answer of an unknown type",
    path: "/feedback/oppfolging",
    body: { ...place, answers: [{ type: "dato", name: "når", label: "Når?", value: "i dag" }] },
    field: "answers.0.type",
  },
  {
    name: "follow-up text over 2000 characters",
    path: "/feedback/oppfolging",
    body: {
      ...place,
      answers: [{ type: "text", name: "mer", label: "Mer?", value: "x".repeat(2001) }],
    },
    field: "answers.0.value",
  },
  {
    name: "follow-up with two answers of one name",
    path: "/feedback/oppfolging",
    body: { ...place, answers: [followupBody.answers[0], followupBody.answers[0]] },
    field: "answers",
  },
  {
    name: "follow-up with an unknown field",
    path: "/feedback/oppfolging",
    body: { ...followupBody, kundenummer: "10000002" },
    field: "kundenummer",
  },
  {
    name: "contact without an e-mail",
    path: "/feedback/kontakt",
    body: { ...place },
    field: "email",
  },
  {
    name: "contact with a malformed e-mail",
    path: "/feedback/kontakt",
    body: { ...place, email: "ola@example" },
    field: "email",
  },
  {
    name: "contact with a short phone",
    path: "/feedback/kontakt",
    body: { ...place, email: "ola@example.no", phone: "1234" },
    field: "phone",
  },
  {
    name: "contact with more than it asks for",
    path: "/feedback/kontakt",
    body: { ...place, email: "ola@example.no", navn: "Ola Nordmann" },
    field: "navn",
  },
  {
    name: "main answer with intentionalSubmit as text",
    path: "/feedback/",
    body: { ...place, feedbackValue: 3, intentionalSubmit: "false" },
    field: "intentionalSubmit",
  },
];

describe("bad input gets 400 naming the field, and nothing is written", () => {
  for (const call of badCalls) {
    it(call.name, async () => {
      const before = await counts();
      const response = await (await as("vanlig")).post<{ feil: { kode: string; felt: string } }>(
        call.path,
        call.body,
      );
      expect(response.status).toBe(400);
      expect(response.body.feil).toMatchObject({ kode: "ugyldigForespoersel", felt: call.field });
      expect(await counts()).toEqual(before);
    });
  }
});

describe("refusals", () => {
  const calls = [
    { path: "/feedback/oppfolging", body: followupBody },
    { path: "/feedback/kontakt", body: { ...place, email: "ola@example.no" } },
  ];

  it.each(calls)("$path needs a session (401), and stores nothing without one", async (call) => {
    const before = await counts();
    const anonymous = new TestClient(server.origin);
    // Its own matching XSRF cookie and header get it past the anti-forgery check to the session's.
    anonymous.cookies.set("XSRF-TOKEN", "eget-token");
    const response = await anonymous.post<{ feil: { kode: string } }>(call.path, call.body);
    expect(response.status).toBe(401);
    expect(response.body.feil.kode).toBe("ikkeInnlogget");
    expect(await counts()).toEqual(before);
  });

  it.each(calls)(
    "$path needs the XSRF header (403), and stores nothing without it",
    async (call) => {
      const before = await counts();
      const client = await as("vanlig");
      const response = await client.post<{ feil: { kode: string } }>(call.path, call.body, {
        omitXsrf: true,
      });
      expect(response.status).toBe(403);
      expect(response.body.feil.kode).toBe("xsrf");
      expect(await counts()).toEqual(before);
    },
  );

  it("GET /feedback/ needs a session", async () => {
    expect((await new TestClient(server.origin).get("/feedback/")).status).toBe(401);
  });
});
