/**
 * Issue 15, defect 4: toppkasko includes rental car (SPEC §9: up to 45 days), so the 15-day
 * rental-car add-on is neither offered with it nor accepted in a price, save or purchase
 * request: 422 `tilleggIkkeTilgjengelig` naming the field, and nothing written.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { idempotencyKeyHeader } from "../../core/contract/common.ts";
import { AgreementResponse, PriceResponse, SaveOfferResponse } from "../../core/contract/motor.ts";
import { priceRequestBody, sandboxForFile } from "./harness.ts";

const { as, server } = sandboxForFile(new Date("2026-06-15T10:00:00Z"));

const refused = (tillegg: string) => ({
  feil: { kode: "tilleggIkkeTilgjengelig", felt: "tilleggsdekninger", tillegg },
});

async function counts() {
  const [row] = await server().db.query<{ offers: number; agreements: number; keys: number }>(
    `select (select count(*)::int from offers) as offers,
       (select count(*)::int from agreements) as agreements,
       (select count(*)::int from purchase_requests) as keys`,
  );
  return row;
}

describe("the tariff says which add-ons a coverage includes", () => {
  it("toppkasko (110, and 111 for union members) includes rental car; kasko does not", async () => {
    const car = v.parse(
      PriceResponse,
      (
        await (
          await as("vanlig")
        ).post("/motor/bil/pris", priceRequestBody({ registreringsnummer: "SX10001" }))
      ).body,
    );
    const included = (response: PriceResponse, id: string) =>
      response.dekninger.find((dekning) => dekning.id === id)?.inkluderteTillegg ?? [];
    expect(car.tillegg.map((tillegg) => tillegg.id)).toEqual(["122", "190"]);
    expect(included(car, "110")).toEqual(["190"]);
    expect(["150", "140", "120"].map((id) => included(car, id))).toEqual([[], [], []]);
    const union = v.parse(
      PriceResponse,
      (
        await (
          await as("lo")
        ).post("/motor/bil/pris", priceRequestBody({ registreringsnummer: "SX40004" }))
      ).body,
    );
    expect(included(union, "111")).toEqual(["190"]);
  });
});

describe("an add-on the coverage includes is refused", () => {
  it("POST /pris with toppkasko and rental car: 422; with kasko: priced", async () => {
    const client = await as("vanlig");
    const request = (dekningsgruppeId: string) =>
      priceRequestBody(
        { registreringsnummer: "SX10001" },
        { dekningsgruppeId, tilleggsdekninger: ["122", "190"] },
      );
    const topp = await client.post("/motor/bil/pris", request("110"));
    expect([topp.status, topp.body]).toEqual([422, refused("190")]);
    const kasko = await client.post("/motor/bil/pris", request("120"));
    expect(kasko.status).toBe(200);
    const union = await (await as("lo")).post(
      "/motor/bil/pris",
      priceRequestBody(
        { registreringsnummer: "SX40004" },
        { dekningsgruppeId: "111", tilleggsdekninger: ["190"] },
      ),
    );
    expect([union.status, union.body]).toEqual([422, refused("190")]);
  });

  it("POST /tilbud/lagre with toppkasko and rental car: 422, no offer written", async () => {
    const before = await counts();
    const saved = await (await as("vanlig")).post(
      "/motor/bil/tilbud/lagre",
      priceRequestBody(
        { registreringsnummer: "SX10001" },
        { dekningsgruppeId: "110", egenandelId: "6000", tilleggsdekninger: ["190"] },
      ),
    );
    expect([saved.status, saved.body]).toEqual([422, refused("190")]);
    expect(await counts()).toEqual(before);
  });

  it("POST /kjop of an offer with toppkasko and rental car: 422, nothing bought", async () => {
    const client = await as("vanlig");
    const saved = await client.post(
      "/motor/bil/tilbud/lagre",
      priceRequestBody(
        { registreringsnummer: "SX10001" },
        { dekningsgruppeId: "120", egenandelId: "6000", tilleggsdekninger: ["122", "190"] },
      ),
    );
    const { avtalenummer } = v.parse(SaveOfferResponse, saved.body);
    // An offer stored before the rule (or changed under it) now names toppkasko with rental car.
    await server().db.query(
      `update offers set data = jsonb_set(data, '{request,dekningsgruppeId}', '"110"')
       where avtalenummer = $1`,
      [avtalenummer],
    );
    const before = await counts();
    const bought = await client.post(
      "/motor/bil/kjop",
      {
        avtalenummer,
        regnr: "SX10001",
        registreringsaar: 2026,
        epostadresse: "kari.nordkapp@example.com",
        mobilnummer: "41000002",
        inkludereBobil: false,
        nyPakkestruktur: true,
        egenandelId: "6000",
      },
      { headers: { [idempotencyKeyHeader]: `included-add-on-${avtalenummer}` } },
    );
    expect([bought.status, bought.body]).toEqual([422, refused("190")]);
    expect(await counts()).toEqual(before);
  });

  it("the seeded toppkasko agreement has machine damage but no rental-car add-on", async () => {
    const response = await (await as("eksisterende")).get(
      "/motor/bil/avtale?avtalenummer=600000017",
    );
    const { avtale } = v.parse(AgreementResponse, response.body);
    expect(avtale.dekning.id).toBe("110");
    expect(avtale.tillegg.map((tillegg) => tillegg.id)).toEqual(["122"]);
  });
});
