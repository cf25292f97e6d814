/**
 * /motor/bil/pris over real HTTP: the worked examples of docs/tariff.md with the test persons,
 * the rules of SPEC §6, the model picker's vehicles, bad input; plus the express price,
 * default bonus and discount calls.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BasisDataResponse,
  DefaultBonusResponse,
  DiscountResponse,
  PriceResponse,
  type PriceResponse as PriceResponseType,
} from "../../core/contract/motor.ts";
import { catalogVariant } from "../../server/catalogue/vehiclesCatalog.ts";
import { priceRequestBody, sandboxForFile } from "./harness.ts";

const { as } = sandboxForFile(new Date("2026-06-15T10:00:00Z"));

async function price(persona: string, body: Record<string, unknown>): Promise<PriceResponseType> {
  const response = await (await as(persona)).post("/motor/bil/pris", body);
  expect(response.status).toBe(200);
  return v.parse(PriceResponse, response.body);
}

function cell(response: PriceResponseType, coverage: string, deductible: string) {
  const egenandel = response.dekninger
    .find((option) => option.id === coverage)
    ?.egenandeler.find((option) => option.id === deductible);
  return egenandel ? { prisPerAar: egenandel.prisPerAar, prisPerMnd: egenandel.prisPerMnd } : null;
}

describe("worked examples of docs/tariff.md over HTTP", () => {
  it("A: vanlig, SX20002, kasko", async () => {
    const response = await price("vanlig", priceRequestBody({ registreringsnummer: "SX20002" }));
    expect(cell(response, "120", "6000")).toEqual({ prisPerAar: 6018, prisPerMnd: 502 });
    expect(cell(response, "120", "4000")).toEqual({ prisPerAar: 6740, prisPerMnd: 562 });
    expect(cell(response, "120", "10000")).toEqual({ prisPerAar: 5296, prisPerMnd: 441 });
    expect(cell(response, "120", "20000")).toEqual({ prisPerAar: 4574, prisPerMnd: 381 });
    expect(cell(response, "110", "6000")).toEqual({ prisPerAar: 6885, prisPerMnd: 574 });
    expect(cell(response, "150", "6000")).toEqual({ prisPerAar: 2805, prisPerMnd: 234 });
    expect(response.dekninger.map((option) => option.id)).toEqual(["150", "140", "120", "110"]);
    expect(response.dekninger.find((option) => option.isDefault)?.id).toBe("120");
    expect(response.nyPakkestruktur).toBe(true);
  });

  it("B: ung is 20, so the young-driver factor applies even when the request says no", async () => {
    const body = priceRequestBody(
      { registreringsnummer: "SX50005" },
      { bonuskode: "30", kjorelengdekode: "16", foererUnder23: false },
    );
    const response = await price("ung", body);
    expect(cell(response, "110", "10000")).toEqual({ prisPerAar: 20007, prisPerMnd: 1667 });
    const saidYes = await price("ung", { ...body, foererUnder23: true });
    expect(cell(saidYes, "110", "10000")).toEqual({ prisPerAar: 20007, prisPerMnd: 1667 });
  });

  it("C: lo gets toppkasko 111 at the kasko price; kasko 120 is closed with LO", async () => {
    const response = await price(
      "lo",
      priceRequestBody({ registreringsnummer: "SX40004" }, { bonuskode: "60" }),
    );
    expect(response.dekninger.map((option) => option.id)).toEqual(["150", "140", "120", "111"]);
    expect(cell(response, "111", "6000")).toEqual({ prisPerAar: 8432, prisPerMnd: 703 });
    expect(response.dekninger.find((option) => option.id === "120")).toMatchObject({
      tilgjengelig: false,
      sperreaarsak: "LO",
    });
    expect(response.dekninger.find((option) => option.isDefault)?.id).toBe("111");
  });

  it("D: vanlig, motorhome BO10001 valued BV08", async () => {
    const response = await price(
      "vanlig",
      priceRequestBody(
        { registreringsnummer: "BO10001", bobilVerdi: "BV08" },
        { kjorelengdekode: "8", inkludereBobil: true },
      ),
    );
    expect(cell(response, "110", "6000")).toEqual({ prisPerAar: 6747, prisPerMnd: 562 });
    expect(response.tfadetaljer).toEqual({ prisPerAar: 1690, prisPerMnd: 141 });
    expect(response.tillegg.map((option) => option.id)).toEqual(["122"]);
  });

  it("E: vanlig, deregistered AV10001: 142 only, no TFA", async () => {
    const response = await price("vanlig", priceRequestBody({ registreringsnummer: "AV10001" }));
    expect(response.dekninger.map((option) => option.id)).toEqual(["142"]);
    expect(cell(response, "142", "6000")).toEqual({ prisPerAar: 1474, prisPerMnd: 123 });
    expect(response.tfadetaljer).toEqual({ prisPerAar: 0, prisPerMnd: 0 });
    expect(response.tillegg).toEqual([]);
  });

  it("F: vanlig, SX10001: add-ons, TFA and kasko", async () => {
    const response = await price("vanlig", priceRequestBody({ registreringsnummer: "SX10001" }));
    expect(response.tillegg).toEqual([
      { id: "122", heading: "Maskinskade", prisPerAar: 1700, prisPerMnd: 142 },
      { id: "190", heading: "Leiebil", prisPerAar: 935, prisPerMnd: 78 },
    ]);
    expect(response.tfadetaljer).toEqual({ prisPerAar: 2975, prisPerMnd: 248 });
    expect(cell(response, "120", "6000")).toEqual({ prisPerAar: 8466, prisPerMnd: 706 });
  });
});

describe("rules of SPEC §6 on the server", () => {
  it("a lien closes ansvar and minikasko with PANT", async () => {
    const response = await price(
      "vanlig",
      priceRequestBody({ registreringsnummer: "SX20002" }, { pant: true, panthaverId: "PH01" }),
    );
    expect(
      response.dekninger
        .filter((option) => !option.tilgjengelig)
        .map((option) => option.sperreaarsak),
    ).toEqual(["PANT", "PANT"]);
  });

  it("leasing closes them with LEASING, also when lien is answered too", async () => {
    const response = await price(
      "vanlig",
      priceRequestBody(
        { registreringsnummer: "SX20002" },
        { leasing: true, leasingselskapId: "LS02", pant: true },
      ),
    );
    expect(
      response.dekninger.filter((option) => !option.tilgjengelig).map((option) => option.id),
    ).toEqual(["150", "140"]);
    expect(response.dekninger[0]?.sperreaarsak).toBe("LEASING");
  });

  it("a car of 16 years defaults to minikasko and has no machine damage", async () => {
    const response = await price("vanlig", priceRequestBody({ registreringsnummer: "SX30003" }));
    expect(response.dekninger.find((option) => option.isDefault)?.id).toBe("140");
    expect(response.tillegg.map((option) => option.id)).toEqual(["190"]);
  });

  it("the package flag is echoed", async () => {
    const response = await price(
      "vanlig",
      priceRequestBody({ registreringsnummer: "SX20002" }, { nyPakkestruktur: false }),
    );
    expect(response.nyPakkestruktur).toBe(false);
  });
});

describe("model picker vehicles (ofvdata)", () => {
  const corolla = catalogVariant("Toyota", "Corolla", 1);
  const ofvdata = (modellaar: number, registreringsaar = modellaar) => ({
    ofvdata: {
      modellaar,
      registreringsaar,
      merkekode: corolla.merkekode,
      modellkode: corolla.modellkode,
      variantkode: corolla.variantkode,
    },
  });

  it("prices a picked model exactly like the same car found by registration number", async () => {
    const picked = await price("vanlig", priceRequestBody(ofvdata(2018)));
    const registered = await price("vanlig", priceRequestBody({ registreringsnummer: "SX20002" }));
    expect(picked).toEqual(registered);
  });

  it("a picked model over 20 years old answers gammeltKjoretoy", async () => {
    const response = await (await as("vanlig")).post(
      "/motor/bil/pris",
      priceRequestBody(ofvdata(2000)),
    );
    expect([response.status, response.body]).toEqual([422, { feil: { kode: "gammeltKjoretoy" } }]);
  });

  it("an unknown variant is 404; impossible years are 400 naming the field", async () => {
    const client = await as("vanlig");
    const unknown = await client.post(
      "/motor/bil/pris",
      priceRequestBody({ ofvdata: { ...ofvdata(2018).ofvdata, variantkode: "999" } }),
    );
    expect([unknown.status, unknown.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    const cases: [Record<string, unknown>, string][] = [
      [ofvdata(1993), "bildetaljer.ofvdata.modellaar"],
      [ofvdata(2028), "bildetaljer.ofvdata.modellaar"],
      [ofvdata(2018, 2016), "bildetaljer.ofvdata.registreringsaar"],
      [ofvdata(2018, 2028), "bildetaljer.ofvdata.registreringsaar"],
    ];
    for (const [bildetaljer, felt] of cases) {
      const response = await client.post<{ feil: { felt: string } }>(
        "/motor/bil/pris",
        priceRequestBody(bildetaljer),
      );
      expect([response.status, response.body.feil.felt]).toEqual([400, felt]);
    }
    const notSold = await client.post<{ feil: { felt: string } }>(
      "/motor/bil/pris",
      priceRequestBody({
        ofvdata: { ...ofvdata(2000).ofvdata, ...catalogCodes(catalogVariant("Tesla", "Model 3")) },
      }),
    );
    expect([notSold.status, notSold.body.feil.felt]).toEqual([
      400,
      "bildetaljer.ofvdata.modellaar",
    ]);
  });
});

function catalogCodes(variant: { merkekode: string; modellkode: string; variantkode: string }) {
  return {
    merkekode: variant.merkekode,
    modellkode: variant.modellkode,
    variantkode: variant.variantkode,
  };
}

describe("bad price requests get 400 naming the field", () => {
  const plate = { registreringsnummer: "SX20002" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["no bonus", { ...priceRequestBody(plate), bonuskode: undefined }, "bonuskode"],
    ["an unknown bonus", priceRequestBody(plate, { bonuskode: "65" }), "bonuskode"],
    ["a boolean as text", priceRequestBody(plate, { foererUnder23: "false" }), "foererUnder23"],
    [
      "an unknown add-on",
      priceRequestBody(plate, { tilleggsdekninger: ["999"] }),
      "tilleggsdekninger.0",
    ],
    [
      "an add-on twice",
      priceRequestBody(plate, { tilleggsdekninger: ["122", "122"] }),
      "tilleggsdekninger",
    ],
    ["an unknown mileage", priceRequestBody(plate, { kjorelengdekode: "13" }), "kjorelengdekode"],
    ["no vehicle", priceRequestBody({}), "bildetaljer.registreringsnummer"],
    [
      "both a plate and a model",
      priceRequestBody({
        ...plate,
        ofvdata: {
          modellaar: 2018,
          registreringsaar: 2018,
          merkekode: "1",
          modellkode: "1",
          variantkode: "1",
        },
      }),
      "bildetaljer.registreringsnummer",
    ],
    [
      "a malformed plate",
      priceRequestBody({ registreringsnummer: "ABC" }),
      "bildetaljer.registreringsnummer",
    ],
    [
      "an unknown motorhome value",
      priceRequestBody({ registreringsnummer: "BO10001", bobilVerdi: "BV99" }),
      "bildetaljer.bobilVerdi",
    ],
    [
      "an invalid owner national id",
      priceRequestBody(plate, {
        annenEier: { fodselsnummer: "12345678901", navn: "Ola Nordmann" },
      }),
      "annenEier.fodselsnummer",
    ],
    [
      "an owner name of one word",
      priceRequestBody(plate, { annenEier: { navn: "Ola" } }),
      "annenEier.navn",
    ],
    [
      "an unknown lender",
      priceRequestBody(plate, { pant: true, panthaverId: "PH99" }),
      "panthaverId",
    ],
    [
      "an unknown leasing company",
      priceRequestBody(plate, { leasing: true, leasingselskapId: "X" }),
      "leasingselskapId",
    ],
    [
      "a malformed agreement number",
      priceRequestBody(plate, { avtalenummer: "12" }),
      "avtalenummer",
    ],
    ["an unknown field", priceRequestBody(plate, { rabatt: 50 }), "rabatt"],
  ];
  for (const [name, body, felt] of cases) {
    it(name, async () => {
      const response = await (await as("vanlig")).post<{ feil: { kode: string; felt: string } }>(
        "/motor/bil/pris",
        JSON.parse(JSON.stringify(body)),
      );
      expect([response.status, response.body.feil.kode, response.body.feil.felt]).toEqual([
        400,
        "ugyldigForespoersel",
        felt,
      ]);
    });
  }

  it("malformed JSON and a non-JSON content type", async () => {
    const client = await as("vanlig");
    const broken = await client.api<{ feil: { felt: string } }>("POST", "/motor/bil/pris", {
      rawBody: "{",
    });
    expect([broken.status, broken.body.feil.felt]).toEqual([400, "body"]);
    const text = await client.api<{ feil: { felt: string } }>("POST", "/motor/bil/pris", {
      rawBody: JSON.stringify(priceRequestBody(plate)),
      headers: { "Content-Type": "text/plain" },
    });
    expect([text.status, text.body.feil.felt]).toEqual([415, "Content-Type"]);
  });
});

describe("express price, default bonus and discount", () => {
  it("serves the seeded price references", async () => {
    const client = await as("vanlig");
    const first = await client.get(
      "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000001",
    );
    expect(v.parse(BasisDataResponse, first.body)).toEqual({
      valgtBonuskode: "70",
      registreringsnummer: "SX10001",
      ungFoerer: false,
      pant: false,
      valgtKjoerelengdekode: "12",
    });
    const second = await client.get(
      "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000002",
    );
    expect(v.parse(BasisDataResponse, second.body)).toMatchObject({
      registreringsnummer: "SX20002",
      ungFoerer: true,
      pant: true,
      valgtKjoerelengdekode: "16",
    });
  });

  it("a reference to a vehicle over 20 years answers 422 gammeltKjoretoy", async () => {
    const response = await (await as("vanlig")).get(
      "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000009",
    );
    expect([response.status, response.body]).toEqual([422, { feil: { kode: "gammeltKjoretoy" } }]);
  });

  it("an unknown reference is 404; one not 20 characters long is 400", async () => {
    const client = await as("vanlig");
    const unknown = await client.get(
      "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS99999999",
    );
    expect([unknown.status, unknown.body]).toEqual([404, { feil: { kode: "ikkeFunnet" } }]);
    for (const reference of ["EKSPRESSPRIS0000001", "EKSPRESSPRIS000000001", ""]) {
      const response = await client.get<{ feil: { felt: string } }>(
        `/motor/bil/beregningsgrunnlag?prisreferanse=${reference}`,
      );
      expect([response.status, response.body.feil.felt]).toEqual([400, "prisreferanse"]);
    }
  });

  it("default bonus: 60 to start, 70 with an agreement in the last 3 years", async () => {
    const start = await (await as("vanlig")).get("/motor/bil/defaultBonus");
    expect(v.parse(DefaultBonusResponse, start.body)).toEqual({ bonuskode: "60" });
    const returning = await (await as("eksisterende")).get("/motor/bil/defaultBonus");
    expect(v.parse(DefaultBonusResponse, returning.body)).toEqual({ bonuskode: "70" });
  });

  const discounts = [
    { persona: "vanlig", rabattProsent: 15, loyalty: 10, bank: 5 },
    { persona: "lo", rabattProsent: 15, loyalty: 15, bank: 0 },
    { persona: "ung", rabattProsent: 5, loyalty: 0, bank: 5 },
    { persona: "samtykke", rabattProsent: 10, loyalty: 5, bank: 5 },
    { persona: "eksisterende", rabattProsent: 20, loyalty: 15, bank: 5 },
  ] as const;
  for (const expected of discounts) {
    it(`discount for ${expected.persona}: ${expected.rabattProsent} %`, async () => {
      const response = await (await as(expected.persona)).get("/motor/bil/rabatt");
      const body = v.parse(DiscountResponse, response.body);
      expect(body).toMatchObject({
        rabattProsent: expected.rabattProsent,
        lojalitetsrabattProsent: expected.loyalty,
        bankkunderabattProsent: expected.bank,
      });
      expect(body.description.includes(`${expected.loyalty} % lojalitetsrabatt`)).toBe(
        expected.loyalty > 0,
      );
    });
  }
});
