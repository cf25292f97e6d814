/**
 * Offers and purchases over real HTTP: offer → purchase → already insured, idempotent purchase
 * under concurrent double submission, cross-customer refusal, the rules on save and purchase,
 * and bad input on every POST (400 naming the field, nothing written).
 */
import * as v from "valibot";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyKeyHeader } from "../../core/contract/common.ts";
import { OfferOverviewResponse } from "../../core/contract/lists.ts";
import {
  AgreementResponse,
  FetchOfferResponse,
  PurchaseResponse,
  SaveOfferResponse,
} from "../../core/contract/motor.ts";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";
import { catalogVariant } from "../../server/catalogue/vehiclesCatalog.ts";
import {
  type ApiResult,
  priceRequestBody,
  purchaseRequestBody,
  sandboxForFile,
  type TestClient,
} from "./harness.ts";

let keyCounter = 0;

const { as, server } = sandboxForFile(new Date("2026-06-15T10:00:00Z"));

const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** A save request: the price request with a chosen coverage and deductible. */
const saveBody = (bildetaljer: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  priceRequestBody(bildetaljer, { dekningsgruppeId: "120", egenandelId: "6000", ...overrides });

const purchaseBody = purchaseRequestBody;

async function save(persona: string, body: Record<string, unknown>): Promise<string> {
  const response = await (await as(persona)).post("/motor/bil/tilbud/lagre", body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(SaveOfferResponse, response.body).avtalenummer;
}

function buy(client: TestClient, body: Record<string, unknown>, key: string | null = newKey()) {
  return client.post<unknown>("/motor/bil/kjop", body, {
    headers: key === null ? {} : { [idempotencyKeyHeader]: key },
  });
}

async function counts() {
  const [row] = await server().db.query<{ offers: number; agreements: number; keys: number }>(
    `select (select count(*)::int from offers) as offers,
       (select count(*)::int from agreements) as agreements,
       (select count(*)::int from purchase_requests) as keys`,
  );
  return row;
}

async function offerData(avtalenummer: string) {
  const [row] = await server().db.query<{ data: unknown; updated_at: Date }>(
    "select data, updated_at from offers where avtalenummer = $1",
    [avtalenummer],
  );
  return row;
}

describe("offer → purchase → already insured", () => {
  let avtalenummer = "";
  let bought: ApiResult<unknown>;
  const key = newKey();

  it("saves an offer, lists it, and updates it under the same number", async () => {
    const client = await as("vanlig");
    avtalenummer = await save(
      "vanlig",
      saveBody({ registreringsnummer: "SX10001" }, { egenandelId: "4000" }),
    );
    expect(avtalenummer).toMatch(/^7\d{8}$/);
    const overview = v.parse(
      OfferOverviewResponse,
      (await client.get("/avtaleoversikt/tilbud")).body,
    );
    expect(overview.tilbud).toEqual([
      expect.objectContaining({
        avtalenummer,
        produkt: "bil",
        registreringsnummer: "SX10001",
        beskrivelse: "Tilbud kasko, Volvo XC60 2026",
      }),
    ]);
    const again = await save(
      "vanlig",
      saveBody(
        { registreringsnummer: "SX10001" },
        { avtalenummer, egenandelId: "6000", tilleggsdekninger: ["122", "190"] },
      ),
    );
    expect(again).toBe(avtalenummer);
    const rows = await server().db.query("select 1 from offers where kundenummer = '10000002'");
    expect(rows).toHaveLength(1);
  });

  it("fetches the stored offer for the edit flow", async () => {
    const response = await (await as("vanlig")).get(
      `/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`,
    );
    const body = v.parse(FetchOfferResponse, response.body);
    expect(body.tilbud).toEqual({
      avtalenummer,
      bonuskode: "70",
      foererUnder23: false,
      pant: false,
      leasing: false,
      kjorelengdekode: "12",
      dekningsId: "120",
      dekningsbeskrivelse: "Kasko",
      egenandelId: "6000",
      egenandel: 6000,
      prisPerAarUtenTfa: 8466 + 1700 + 935,
      prisPerMndUtenTfa: 706 + 142 + 78,
      bildata: { registreringsnummer: "SX10001" },
      merkenavn: "Volvo",
      modellnavn: "XC60",
      tilleggsdekninger: ["122", "190"],
      nyPakkestruktur: true,
    });
    expect(body.garanti).toEqual({ forsikringStartdato: "2026-06-15" });
    expect(body.bobilmerke).toBeUndefined();
  });

  it("buys it: success with the totals of docs/tariff.md example F", async () => {
    bought = await buy(await as("vanlig"), purchaseBody(avtalenummer), key);
    expect(bought.status).toBe(200);
    expect(v.parse(PurchaseResponse, bought.body)).toEqual({
      success: true,
      avtalenummer,
      prisPerMnd: 1174,
      prisPerAar: 14076,
    });
    expect(bought.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("the same key again answers the same result, marked as a replay, without a second agreement", async () => {
    const replay = await buy(await as("vanlig"), purchaseBody(avtalenummer), key);
    expect([replay.status, replay.body]).toEqual([200, bought.body]);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const rows = await server().db.query("select 1 from agreements where avtalenummer = $1", [
      avtalenummer,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("the same key with another body is 422", async () => {
    const other = await buy(await as("vanlig"), purchaseBody(avtalenummer, { kmStand: 1300 }), key);
    expect([other.status, other.body]).toEqual([
      422,
      { feil: { kode: "idempotensnokkelGjenbrukt" } },
    ]);
  });

  it("a new key for the bought offer answers alleredeForsikret", async () => {
    const again = await buy(await as("vanlig"), purchaseBody(avtalenummer));
    expect([again.status, again.body]).toEqual([
      422,
      { feil: { kode: "alleredeForsikret", avtalenummer, egenAvtale: true } },
    ]);
  });

  it("the registration number now answers alleredeForsikret with the new agreement", async () => {
    const client = await as("vanlig");
    const expected = { feil: { kode: "alleredeForsikret", avtalenummer, egenAvtale: true } };
    const search = await client.get("/motor/bil/sok?registreringsnummer=SX10001");
    expect([search.status, search.body]).toEqual([422, expected]);
    const {
      dekningsgruppeId: _d,
      egenandelId: _e,
      ...priceRequest
    } = saveBody({
      registreringsnummer: "SX10001",
    });
    const price = await client.post("/motor/bil/pris", priceRequest);
    expect([price.status, price.body]).toEqual([422, expected]);
    const stranger = await (await as("samtykke")).get("/motor/bil/sok?registreringsnummer=SX10001");
    expect([stranger.status, stranger.body]).toEqual([
      422,
      { feil: { kode: "alleredeForsikret", egenAvtale: false } },
    ]);
  });

  it("the offer leaves the overview and can no longer be saved", async () => {
    const client = await as("vanlig");
    const overview = v.parse(
      OfferOverviewResponse,
      (await client.get("/avtaleoversikt/tilbud")).body,
    );
    expect(overview.tilbud).toEqual([]);
    const saved = await client.post(
      "/motor/bil/tilbud/lagre",
      saveBody({ registreringsnummer: "SX20002" }, { avtalenummer }),
    );
    expect([saved.status, saved.body]).toEqual([
      422,
      { feil: { kode: "alleredeForsikret", avtalenummer, egenAvtale: true } },
    ]);
  });

  it("serves the agreement for the detail page", async () => {
    const response = await (await as("vanlig")).get(
      `/motor/bil/avtale?avtalenummer=${avtalenummer}`,
    );
    const { avtale } = v.parse(AgreementResponse, response.body);
    expect(avtale).toMatchObject({
      avtalenummer,
      status: "AKTIV",
      produkt: "bil",
      startdato: "2026-06-15",
      kjoretoy: {
        registreringsnummer: "SX10001",
        biltype: "BIL",
        merkenavn: "Volvo",
        modellnavn: "XC60",
        variantnavn: "B5 AWD",
        modellaar: 2026,
        beskrivelse: "Volvo XC60 2026",
      },
      dekning: { id: "120", heading: "Kasko" },
      egenandel: { id: "6000", beloep: 6000 },
      dekningPris: { prisPerAar: 8466, prisPerMnd: 706 },
      tfa: { prisPerAar: 2975, prisPerMnd: 248 },
      prisPerAar: 14076,
      prisPerMnd: 1174,
      kmStand: 1200,
      epostadresse: "kari.nordkapp@example.com",
      mobilnummer: "41000002",
    });
    expect(avtale.tillegg.map((option) => option.id)).toEqual(["122", "190"]);
    const [row] = await server().db.query<{ beskrivelse: string }>(
      "select beskrivelse from agreements where avtalenummer = $1",
      [avtalenummer],
    );
    expect(row?.beskrivelse).toBe("Kasko, Volvo XC60 2026");
  });
});

describe("one open offer per customer and vehicle (issue 26.5)", () => {
  it("a new save for a vehicle the customer has an open offer for updates that offer", async () => {
    const first = await save("ung", saveBody({ registreringsnummer: "SX20002" }));
    // A new session prices the same car again and saves without a number (a new quote).
    const second = await save(
      "ung",
      saveBody({ registreringsnummer: "SX20002" }, { egenandelId: "4000" }),
    );
    expect(second).toBe(first);
    const rows = await server().db.query<{ avtalenummer: string }>(
      "select avtalenummer from offers where kundenummer = '10000057' and registreringsnummer = 'SX20002'",
    );
    expect(rows).toEqual([{ avtalenummer: first }]);
    const stored = v.parse(
      FetchOfferResponse,
      (await (await as("ung")).get(`/motor/bil/tilbud/hent?avtalenummer=${first}`)).body,
    );
    expect(stored.tilbud.egenandelId).toBe("4000");
  });

  it("another vehicle, or another customer with the same vehicle, gets an offer of its own", async () => {
    const mine = await save("ung", saveBody({ registreringsnummer: "SX20002" }));
    const otherCar = await save("ung", saveBody({ registreringsnummer: "SX30003" }));
    const otherCustomer = await save("samtykke", saveBody({ registreringsnummer: "SX20002" }));
    expect(new Set([mine, otherCar, otherCustomer]).size).toBe(3);
  });

  it("a model-picker vehicle is the same vehicle when its ofvdata is", async () => {
    const variant = catalogVariant("Hyundai", "Kona", 1);
    const ofvdata = {
      modellaar: 2023,
      registreringsaar: 2023,
      merkekode: variant.merkekode,
      modellkode: variant.modellkode,
      variantkode: variant.variantkode,
    };
    const first = await save("ung", saveBody({ ofvdata }));
    expect(await save("ung", saveBody({ ofvdata }, { egenandelId: "4000" }))).toBe(first);
    const otherYear = await save(
      "ung",
      saveBody({ ofvdata: { ...ofvdata, registreringsaar: 2024 } }),
    );
    expect(otherYear).not.toBe(first);
  });

  it("two saves of a new vehicle at once make one offer", async () => {
    const client = await as("vanlig");
    const body = saveBody({ registreringsnummer: "SX50005" });
    const answers = await Promise.all([
      client.post("/motor/bil/tilbud/lagre", body),
      client.post("/motor/bil/tilbud/lagre", body),
    ]);
    const numbers = answers.map((answer) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return v.parse(SaveOfferResponse, answer.body).avtalenummer;
    });
    expect(numbers[0]).toBe(numbers[1]);
  });

  it("the overview lists vehicle, coverage, monthly price and when it was saved, the latest change first", async () => {
    const older = await save("ung", saveBody({ registreringsnummer: "SX30003" }));
    const newer = await save("ung", saveBody({ registreringsnummer: "SX20002" }));
    const overview = v.parse(
      OfferOverviewResponse,
      (await (await as("ung")).get("/avtaleoversikt/tilbud")).body,
    );
    expect(overview.tilbud.map((offer) => offer.avtalenummer).slice(0, 2)).toEqual([newer, older]);
    const [latest] = overview.tilbud;
    const stored = v.parse(
      FetchOfferResponse,
      (await (await as("ung")).get(`/motor/bil/tilbud/hent?avtalenummer=${newer}`)).body,
    );
    expect(latest).toMatchObject({
      kjoretoy: "Toyota Corolla 2018",
      dekning: stored.tilbud.dekningsbeskrivelse,
    });
    const price = await (await as("ung")).post(
      "/motor/bil/pris",
      priceRequestBody({ registreringsnummer: "SX20002" }),
    );
    const tfa = (price.body as { tfadetaljer: { prisPerMnd: number } }).tfadetaljer.prisPerMnd;
    expect(latest?.prisPerMnd).toBe(stored.tilbud.prisPerMndUtenTfa + tfa);
    expect(Date.parse(latest?.oppdatert ?? "")).not.toBeNaN();
  });
});

/**
 * A car of the generated fleet that no one has bought (a bought car answers alleredeForsikret to
 * everyone), of an age every coverage is offered at.
 */
async function unboughtFleetCar(): Promise<string> {
  const [row] = await server().db.query<{ registreringsnummer: string }>(
    `select v.registreringsnummer from vehicles v
     where not v.reservert and v.status = 'REGISTRERT' and v.sperre is null
       and v.transaksjonstype is null and v.garantieier is null and v.leasingselskap_id is null
       and v.modellaar >= 2016 and v.registreringsaar >= 2016
       and not exists (select 1 from agreements a where a.registreringsnummer = v.registreringsnummer)
     order by v.registreringsnummer limit 1`,
  );
  if (!row) throw new Error("The fleet has no unbought car");
  return row.registreringsnummer;
}

describe("where the customer left a saved offer (issue 26.6)", () => {
  it("a new offer is left on the price page; a step reached later is kept and read back", async () => {
    const client = await as("ung");
    const plate = await unboughtFleetCar();
    const avtalenummer = await save("ung", saveBody({ registreringsnummer: plate }));
    const read = async () =>
      v.parse(
        FetchOfferResponse,
        (await client.get(`/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`)).body,
      ).sisteSteg;
    expect(await read()).toBe("pris");
    const recorded = await client.post("/motor/bil/tilbud/steg", { avtalenummer, steg: "tilpass" });
    expect(recorded.status).toBe(204);
    expect(await read()).toBe("tilpass");
    // A save of the same offer keeps the step (it is the customer's change, not a move).
    await save(
      "ung",
      saveBody({ registreringsnummer: plate }, { avtalenummer, egenandelId: "4000" }),
    );
    expect(await read()).toBe("tilpass");
  });

  it("refuses another customer's offer (404), a step the offer does not keep, and an unknown field (400), writing nothing", async () => {
    const avtalenummer = await save("ung", saveBody({ registreringsnummer: "SX30003" }));
    const other = await (await as("samtykke")).post("/motor/bil/tilbud/steg", {
      avtalenummer,
      steg: "tilpass",
    });
    expect(other.status).toBe(404);
    const client = await as("ung");
    for (const [body, felt] of [
      [{ avtalenummer, steg: "kontaktinfo" }, "steg"],
      [{ avtalenummer, steg: "tilpass", ekstra: 1 }, "ekstra"],
      [{ avtalenummer: "12", steg: "tilpass" }, "avtalenummer"],
    ] as const) {
      const refused = await client.post("/motor/bil/tilbud/steg", body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(felt);
    }
    const stored = v.parse(
      FetchOfferResponse,
      (await client.get(`/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`)).body,
    );
    expect(stored.sisteSteg).toBe("pris");
  });
});

describe("idempotent purchase under concurrent double submission", () => {
  it("two identical requests at once: one agreement, identical responses", async () => {
    const client = await as("vanlig");
    const avtalenummer = await save("vanlig", saveBody({ registreringsnummer: "SX20002" }));
    const key = newKey();
    const body = purchaseBody(avtalenummer, { regnr: "SX20002", registreringsaar: 2018 });
    const [first, second] = await Promise.all([buy(client, body, key), buy(client, body, key)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // Byte for byte: the replay is the stored body, not a rebuilt one.
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    expect(v.parse(PurchaseResponse, first.body).avtalenummer).toBe(avtalenummer);
    const agreements = await server().db.query(
      "select 1 from agreements where registreringsnummer = 'SX20002'",
    );
    expect(agreements).toHaveLength(1);
    const keys = await server().db.query(
      "select 1 from purchase_requests where idempotency_key = $1",
      [key],
    );
    expect(keys).toHaveLength(1);
  });

  it("five identical requests at once still make one agreement", async () => {
    const client = await as("lo");
    const avtalenummer = await save(
      "lo",
      saveBody({ registreringsnummer: "SX40004" }, { dekningsgruppeId: "111" }),
    );
    const key = newKey();
    const body = purchaseBody(avtalenummer, {
      regnr: "SX40004",
      registreringsaar: 2022,
      epostadresse: "leif.forbundsen@example.com",
      mobilnummer: "41000011",
    });
    const responses = await Promise.all(Array.from({ length: 5 }, () => buy(client, body, key)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    const agreements = await server().db.query(
      "select 1 from agreements where registreringsnummer = 'SX40004'",
    );
    expect(agreements).toHaveLength(1);
  });

  it("two different keys for the same offer at once: one agreement, the other alleredeForsikret", async () => {
    const client = await as("samtykke");
    const avtalenummer = await save("samtykke", saveBody({ registreringsnummer: "SX60006" }));
    const body = purchaseBody(avtalenummer, {
      regnr: "SX60006",
      registreringsaar: 2024,
      epostadresse: "siri.samtykkesen@example.com",
      mobilnummer: "41000068",
    });
    const responses = await Promise.all([buy(client, body), buy(client, body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
    const refused = responses.find((response) => response.status === 422);
    expect(refused?.body).toEqual({
      feil: { kode: "alleredeForsikret", avtalenummer, egenAvtale: true },
    });
    const agreements = await server().db.query(
      "select 1 from agreements where registreringsnummer = 'SX60006'",
    );
    expect(agreements).toHaveLength(1);
  });
});

describe("cross-customer refusal: 404 and no data", () => {
  it("another customer's offer cannot be fetched, saved over or bought", async () => {
    const stranger = await as("vanlig");
    const missing = await stranger.get("/motor/bil/tilbud/hent?avtalenummer=999999999");
    const foreign = await stranger.get("/motor/bil/tilbud/hent?avtalenummer=600000025");
    expect([foreign.status, foreign.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    expect(foreign.body).toEqual(missing.body);

    const before = await offerData("600000025");
    const saved = await stranger.post(
      "/motor/bil/tilbud/lagre",
      saveBody({ registreringsnummer: "SX30003" }, { avtalenummer: "600000025" }),
    );
    expect([saved.status, saved.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    expect(await offerData("600000025")).toEqual(before);

    const bought = await buy(
      stranger,
      purchaseBody("600000025", { regnr: "EK23456", registreringsaar: 2021 }),
    );
    expect([bought.status, bought.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    expect(
      await server().db.query("select 1 from agreements where avtalenummer = '600000025'"),
    ).toEqual([]);
  });

  it("another customer's agreement is not served", async () => {
    const response = await (await as("vanlig")).get("/motor/bil/avtale?avtalenummer=600000017");
    expect([response.status, response.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    const owner = await (await as("eksisterende")).get("/motor/bil/avtale?avtalenummer=600000017");
    expect(v.parse(AgreementResponse, owner.body).avtale.kjoretoy.registreringsnummer).toBe(
      "EK12345",
    );
  });

  it("the owner gets the seeded offers with their data", async () => {
    const client = await as("eksisterende");
    const car = v.parse(
      FetchOfferResponse,
      (await client.get("/motor/bil/tilbud/hent?avtalenummer=600000025")).body,
    );
    expect(car.tilbud).toMatchObject({
      dekningsId: "120",
      bildata: { registreringsnummer: "EK23456" },
      merkenavn: "Toyota",
      tilleggsdekninger: ["190"],
    });
    const motorhome = v.parse(
      FetchOfferResponse,
      (await client.get("/motor/bil/tilbud/hent?avtalenummer=600000033")).body,
    );
    expect(motorhome.tilbud.bildata).toEqual({
      registreringsnummer: "EK34567",
      bobilVerdi: "BV08",
    });
    expect(motorhome.bobilmerke).toEqual({
      bobilVerdikode: "BV08",
      maksverdi: 800_000,
      tekst: "Inntil 800 000 kr",
    });
  });
});

describe("the rules hold on save and purchase", () => {
  it("refuses a closed coverage with 422 and the reason", async () => {
    const lo = await (await as("lo")).post(
      "/motor/bil/tilbud/lagre",
      saveBody({ registreringsnummer: "SX30003" }, { dekningsgruppeId: "120" }),
    );
    expect([lo.status, lo.body]).toEqual([
      422,
      { feil: { kode: "dekningIkkeTilgjengelig", felt: "dekningsgruppeId", sperreaarsak: "LO" } },
    ]);
    const lien = await (await as("vanlig")).post(
      "/motor/bil/tilbud/lagre",
      saveBody(
        { registreringsnummer: "SX30003" },
        { dekningsgruppeId: "150", pant: true, panthaverId: "PH02" },
      ),
    );
    expect(lien.body).toEqual({
      feil: { kode: "dekningIkkeTilgjengelig", felt: "dekningsgruppeId", sperreaarsak: "PANT" },
    });
    const leased = await (await as("vanlig")).post(
      "/motor/bil/tilbud/lagre",
      saveBody(
        { registreringsnummer: "LE10001" },
        { dekningsgruppeId: "140", leasing: true, leasingselskapId: "LS01" },
      ),
    );
    expect(leased.body).toEqual({
      feil: { kode: "dekningIkkeTilgjengelig", felt: "dekningsgruppeId", sperreaarsak: "LEASING" },
    });
    // Answered 'not leased', the register still knows: the reason says it is the register.
    const registered = await (await as("vanlig")).post(
      "/motor/bil/tilbud/lagre",
      saveBody({ registreringsnummer: "LE10001" }, { dekningsgruppeId: "140" }),
    );
    expect(registered.body).toEqual({
      feil: {
        kode: "dekningIkkeTilgjengelig",
        felt: "dekningsgruppeId",
        sperreaarsak: "LEASET_I_REGISTERET",
      },
    });
  });

  it("refuses add-ons with liability or minikasko, and add-ons not offered", async () => {
    const client = await as("vanlig");
    const withMinikasko = await client.post(
      "/motor/bil/tilbud/lagre",
      saveBody(
        { registreringsnummer: "SX30003" },
        { dekningsgruppeId: "140", tilleggsdekninger: ["190"] },
      ),
    );
    expect(withMinikasko.body).toEqual({
      feil: { kode: "tilleggIkkeTilgjengelig", felt: "tilleggsdekninger", tillegg: "190" },
    });
    const tooOld = await client.post(
      "/motor/bil/tilbud/lagre",
      saveBody({ registreringsnummer: "SX30003" }, { tilleggsdekninger: ["122"] }),
    );
    expect([tooOld.status, tooOld.body]).toEqual([
      422,
      { feil: { kode: "tilleggIkkeTilgjengelig", felt: "tilleggsdekninger", tillegg: "122" } },
    ]);
  });

  it("refuses to buy an offer whose coverage the rules now close", async () => {
    const client = await as("ung");
    const avtalenummer = await save(
      "ung",
      saveBody({ registreringsnummer: "SX50005" }, { dekningsgruppeId: "140" }),
    );
    // The offer's answers change under it (as if the customer had told us about a lien).
    await server().db.query(
      `update offers set data = jsonb_set(data, '{request,pant}', 'true') where avtalenummer = $1`,
      [avtalenummer],
    );
    const before = await counts();
    const response = await buy(
      client,
      purchaseBody(avtalenummer, {
        regnr: "SX50005",
        registreringsaar: 2014,
        panthaverId: "PH01",
        epostadresse: "theo.tjuesen@example.com",
        mobilnummer: "41000057",
      }),
    );
    expect([response.status, response.body]).toEqual([
      422,
      { feil: { kode: "dekningIkkeTilgjengelig", felt: "dekningsgruppeId", sperreaarsak: "PANT" } },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a vehicle whose guarantee says STOPP_KJOP", async () => {
    const client = await as("vanlig");
    const avtalenummer = await save("vanlig", saveBody({ registreringsnummer: "GA10001" }));
    const response = await buy(
      client,
      purchaseBody(avtalenummer, { regnr: "GA10001", registreringsaar: 2023 }),
    );
    expect([response.status, response.body]).toEqual([422, { feil: { kode: "stoppKjop" } }]);
  });

  const blocked = [
    { persona: "uonsket", sperre: "unwanted", plate: "SX30003" },
    { persona: "utland", sperre: "utenlandskBosted", plate: "SX70007" },
    { persona: "under18", sperre: "under18", plate: "GA20002" },
  ] as const;
  for (const { persona, sperre, plate } of blocked) {
    it(`${persona} may save an offer but not buy (403 ${sperre})`, async () => {
      const client = await as(persona);
      const avtalenummer = await save(persona, saveBody({ registreringsnummer: plate }));
      const response = await buy(
        client,
        purchaseBody(avtalenummer, { regnr: plate, registreringsaar: undefined }),
      );
      expect([response.status, response.body]).toEqual([
        403,
        { feil: { kode: "kjopssperre", sperre } },
      ]);
    });
  }

  it("a model-picker offer is bought on its chassis number", async () => {
    const client = await as("samtykke");
    const kona = catalogVariant("Hyundai", "Kona", 1);
    const ofvdata = {
      modellaar: 2023,
      registreringsaar: 2023,
      merkekode: kona.merkekode,
      modellkode: kona.modellkode,
      variantkode: kona.variantkode,
    };
    const avtalenummer = await save("samtykke", saveBody({ ofvdata }, { dekningsgruppeId: "110" }));
    const base = purchaseBody(avtalenummer, {
      regnr: undefined,
      registreringsaar: 2023,
      epostadresse: "siri.samtykkesen@example.com",
      mobilnummer: "41000068",
    });
    const withoutChassis = await buy(client, base);
    expect((withoutChassis.body as { feil: { felt: string } }).feil.felt).toBe("chassisnummer");
    const response = await buy(client, { ...base, chassisnummer: "kmhk381gf8" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { avtale } = v.parse(
      AgreementResponse,
      (await client.get(`/motor/bil/avtale?avtalenummer=${avtalenummer}`)).body,
    );
    expect(avtale.kjoretoy).toMatchObject({
      chassisnummer: "MHK381GF8",
      merkenavn: "Hyundai",
      modellnavn: "Kona",
    });
    expect(avtale.kjoretoy.registreringsnummer).toBeUndefined();
    expect(avtale.ofvdata, "the picked make, model and variant").toEqual(ofvdata);
  });

  it("the agreement keeps every answer the customer gave: other owner, lender, transfer, contact, odometer", async () => {
    const client = await as("vanlig");
    // A car no other test buys (SX20002 is bought by the double-submission test).
    const plate = await unboughtFleetCar();
    const owner = {
      navn: "Olga Testesen",
      fodselsnummer: syntheticFnr(new Date(Date.UTC(1985, 3, 12))),
    };
    const avtalenummer = await save(
      "vanlig",
      saveBody(
        { registreringsnummer: plate },
        {
          bonuskode: "80",
          annenEier: owner,
          pant: true,
          panthaverId: "PH02",
          kjorelengdekode: "20",
        },
      ),
    );
    const response = await buy(
      client,
      purchaseBody(avtalenummer, {
        regnr: plate,
        registreringsaar: undefined,
        kmStand: 45000,
        epostadresse: "ny.adresse@example.com",
        mobilnummer: "93000017",
        bonusFraSelskap: "BO03",
        bonusRegnr: "AB1234",
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { avtale } = v.parse(
      AgreementResponse,
      (await client.get(`/motor/bil/avtale?avtalenummer=${avtalenummer}`)).body,
    );
    expect(avtale).toMatchObject({
      annenEier: { navn: owner.navn, fnrOrgnr: owner.fodselsnummer },
      pant: true,
      panthaverId: "PH02",
      bonuskode: "80",
      bonusoverfoering: { selskapId: "BO03", registreringsnummer: "AB1234" },
      kjorelengdekode: "20",
      kmStand: 45000,
      epostadresse: "ny.adresse@example.com",
      mobilnummer: "93000017",
    });
    expect(avtale.ofvdata).toBeUndefined();
  });

  it("a motorhome purchase keeps the chosen value", async () => {
    const client = await as("vanlig");
    const avtalenummer = await save(
      "vanlig",
      saveBody(
        { registreringsnummer: "BO10001", bobilVerdi: "BV08" },
        { dekningsgruppeId: "110", inkludereBobil: true },
      ),
    );
    const response = await buy(
      client,
      purchaseBody(avtalenummer, {
        regnr: "BO10001",
        registreringsaar: 2023,
        inkludereBobil: true,
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { avtale } = v.parse(
      AgreementResponse,
      (await client.get(`/motor/bil/avtale?avtalenummer=${avtalenummer}`)).body,
    );
    expect(avtale.produkt).toBe("bobil");
    expect(avtale.bobilVerdi?.bobilVerdikode).toBe("BV08");
    expect(avtale.tfa).toEqual({ prisPerAar: 1690, prisPerMnd: 141 });
  });
});

describe("bad input on every POST: 400 naming the field, nothing written", () => {
  let offer = "";
  beforeAll(async () => {
    offer = await save("eksisterende", saveBody({ registreringsnummer: "GA50005" }));
  });
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  const plate = { registreringsnummer: "GA50005" };
  const purchase = (overrides: Record<string, unknown>) => ({
    ...purchaseBody("", {
      regnr: "GA50005",
      registreringsaar: 2023,
      epostadresse: "erik.eiersen@example.com",
      mobilnummer: "41000079",
    }),
    ...overrides,
  });

  const cases: {
    name: string;
    path: string;
    body: (offer: string) => unknown;
    felt: string;
    noKey?: boolean;
  }[] = [
    {
      name: "guarantee without inkludereBobil",
      path: "/motor/bil/garanti",
      body: () => ({ registreringsnummer: "SX10001" }),
      felt: "inkludereBobil",
    },
    {
      name: "guarantee with a bad plate",
      path: "/motor/bil/garanti",
      body: () => ({ registreringsnummer: "S1", inkludereBobil: false }),
      felt: "registreringsnummer",
    },
    {
      name: "guarantee with an invalid other owner",
      path: "/motor/bil/garanti",
      body: () => ({
        registreringsnummer: "SX10001",
        fnrOrgnrAnnenEier: "123",
        inkludereBobil: false,
      }),
      felt: "fnrOrgnrAnnenEier",
    },
    {
      name: "save without a coverage",
      path: "/motor/bil/tilbud/lagre",
      body: () => ({ ...saveBody(plate), dekningsgruppeId: undefined }),
      felt: "dekningsgruppeId",
    },
    {
      name: "save with an unknown coverage id",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { dekningsgruppeId: "999" }),
      felt: "dekningsgruppeId",
    },
    {
      name: "save with a coverage this vehicle is not offered",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { dekningsgruppeId: "142" }),
      felt: "dekningsgruppeId",
    },
    {
      name: "save without a deductible",
      path: "/motor/bil/tilbud/lagre",
      body: () => ({ ...saveBody(plate), egenandelId: undefined }),
      felt: "egenandelId",
    },
    {
      name: "save with a deductible the coverage lacks",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { dekningsgruppeId: "140", egenandelId: "20000" }),
      felt: "egenandelId",
    },
    {
      name: "save with a bad mileage",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { kjorelengdekode: "x" }),
      felt: "kjorelengdekode",
    },
    {
      name: "save with an unknown lender",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { pant: true, panthaverId: "PH99" }),
      felt: "panthaverId",
    },
    {
      name: "save with an unknown field",
      path: "/motor/bil/tilbud/lagre",
      body: () => saveBody(plate, { pris: 1 }),
      felt: "pris",
    },
    {
      name: "purchase without an Idempotency-Key",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number }),
      felt: "Idempotency-Key",
      noKey: true,
    },
    {
      name: "purchase without an agreement number",
      path: "/motor/bil/kjop",
      body: () => purchase({ avtalenummer: undefined }),
      felt: "avtalenummer",
    },
    {
      name: "purchase with a malformed agreement number",
      path: "/motor/bil/kjop",
      body: () => purchase({ avtalenummer: "12345" }),
      felt: "avtalenummer",
    },
    {
      name: "purchase on another registration number",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, regnr: "SX20002" }),
      felt: "regnr",
    },
    {
      name: "purchase without registration or chassis number",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, regnr: undefined }),
      felt: "regnr",
    },
    {
      name: "purchase with a chassis number of 8 characters",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, chassisnummer: "ABCDEFGH" }),
      felt: "chassisnummer",
    },
    {
      name: "purchase with a chassis number with a dash",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, chassisnummer: "ABCD-FGHJ" }),
      felt: "chassisnummer",
    },
    {
      name: "purchase with another registration year",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, registreringsaar: 2019 }),
      felt: "registreringsaar",
    },
    {
      name: "purchase with a registration year as text",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, registreringsaar: "2023" }),
      felt: "registreringsaar",
    },
    {
      name: "purchase with an odometer over 999 999",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, kmStand: 1_000_000 }),
      felt: "kmStand",
    },
    {
      name: "purchase with a negative odometer",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, kmStand: -1 }),
      felt: "kmStand",
    },
    {
      name: "purchase with a fractional odometer",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, kmStand: 12.5 }),
      felt: "kmStand",
    },
    {
      name: "purchase with an undeliverable e-mail",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, epostadresse: "erik@eksempel" }),
      felt: "epostadresse",
    },
    {
      name: "purchase without an e-mail",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, epostadresse: undefined }),
      felt: "epostadresse",
    },
    {
      name: "purchase with a landline number",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, mobilnummer: "22334455" }),
      felt: "mobilnummer",
    },
    {
      name: "purchase with a bonus company but no plate",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, bonusFraSelskap: "BO01" }),
      felt: "bonusRegnr",
    },
    {
      name: "purchase with an unknown bonus company",
      path: "/motor/bil/kjop",
      body: (number) =>
        purchase({ avtalenummer: number, bonusFraSelskap: "BO99", bonusRegnr: "AB1234" }),
      felt: "bonusFraSelskap",
    },
    {
      name: "purchase with a malformed bonus plate",
      path: "/motor/bil/kjop",
      body: (number) =>
        purchase({ avtalenummer: number, bonusFraSelskap: "BO01", bonusRegnr: "A1" }),
      felt: "bonusRegnr",
    },
    {
      name: "purchase with a deductible the coverage lacks",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, egenandelId: "999" }),
      felt: "egenandelId",
    },
    {
      name: "purchase with an unknown lender",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, panthaverId: "PH99" }),
      felt: "panthaverId",
    },
    {
      name: "purchase without inkludereBobil",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, inkludereBobil: undefined }),
      felt: "inkludereBobil",
    },
    {
      name: "purchase with an unknown field",
      path: "/motor/bil/kjop",
      body: (number) => purchase({ avtalenummer: number, pris: 0 }),
      felt: "pris",
    },
  ];

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const client = await as("eksisterende");
      const response = await client.post<{ feil: { kode: string; felt: string } }>(
        testCase.path,
        JSON.parse(JSON.stringify(testCase.body(offer))),
        { headers: testCase.noKey ? {} : { [idempotencyKeyHeader]: newKey() } },
      );
      expect([response.status, response.body.feil.kode, response.body.feil.felt]).toEqual([
        400,
        "ugyldigForespoersel",
        testCase.felt,
      ]);
      expect(await counts()).toEqual(before);
    });
  }

  it("malformed JSON on every POST names the body", async () => {
    const client = await as("eksisterende");
    for (const path of [
      "/motor/bil/garanti",
      "/motor/bil/pris",
      "/motor/bil/tilbud/lagre",
      "/motor/bil/kjop",
    ]) {
      const response = await client.api<{ feil: { felt: string } }>("POST", path, {
        rawBody: "{nope",
        headers: { [idempotencyKeyHeader]: newKey() },
      });
      expect([path, response.status, response.body.feil.felt]).toEqual([path, 400, "body"]);
    }
    expect(await counts()).toEqual(before);
  });

  it("the offer used above is still open and buyable", async () => {
    const response = await buy(await as("eksisterende"), purchase({ avtalenummer: offer }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
