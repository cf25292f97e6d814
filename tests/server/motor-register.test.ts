/**
 * The vehicle register over real HTTP: every reserved registration number of docs/sandbox.md,
 * the generated fleet, the model picker, the customer's own cars and the guarantee.
 */
import { readFile } from "node:fs/promises";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  GuaranteeResponse,
  MakesResponse,
  ModelsResponse,
  OwnCarsResponse,
  PriceResponse,
  VariantsResponse,
  VehicleSearchResponse,
} from "../../core/contract/motor.ts";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";
import { reservedVehicles } from "../../server/catalogue/vehicles.ts";
import { priceRequestBody, sandboxForFile, TestClient } from "./harness.ts";

const { as, server } = sandboxForFile(new Date("2026-06-15T10:00:00Z"));

/** The usual price answers with bonus 60, for a registration number. */
function priceBody(registreringsnummer: string) {
  return priceRequestBody({ registreringsnummer }, { bonuskode: "60" });
}

interface ErrorCase {
  plate: string;
  persona: string;
  kode: string;
  avtalenummer?: string;
  /** With an agreement on the vehicle: whether the sandbox says it is the caller's own. */
  egenAvtale?: boolean;
}

/** SPEC §8 price and vehicle errors: /sok and /pris answer the same 422. */
const errorCases: ErrorCase[] = [
  {
    plate: "EK12345",
    persona: "eksisterende",
    kode: "alleredeForsikret",
    avtalenummer: "600000017",
    egenAvtale: true,
  },
  // Kari Nordkapp does not own 600000017: she learns it is not hers, never its number.
  { plate: "EK12345", persona: "vanlig", kode: "alleredeForsikret", egenAvtale: false },
  {
    plate: "EK45678",
    persona: "eksisterende",
    kode: "lagringsforsikring",
    avtalenummer: "600000041",
    egenAvtale: true,
  },
  { plate: "EK45678", persona: "vanlig", kode: "lagringsforsikring", egenAvtale: false },
  { plate: "FE30003", persona: "vanlig", kode: "finnes" },
  { plate: "FE40004", persona: "vanlig", kode: "kjoretoystatus" },
  { plate: "FE50005", persona: "vanlig", kode: "begrenset" },
  { plate: "FE60006", persona: "vanlig", kode: "kjoretoygruppe" },
  { plate: "FE70007", persona: "vanlig", kode: "gammeltKjoretoy" },
];

describe("reserved registration numbers: price and vehicle errors", () => {
  for (const testCase of errorCases) {
    const label = `${testCase.plate} as ${testCase.persona} answers ${testCase.kode}${
      testCase.avtalenummer ? ` with ${testCase.avtalenummer}` : " without an agreement number"
    }`;
    it(label, async () => {
      const client = await as(testCase.persona);
      const expected = {
        feil: {
          kode: testCase.kode,
          ...(testCase.avtalenummer ? { avtalenummer: testCase.avtalenummer } : {}),
          ...(testCase.egenAvtale === undefined ? {} : { egenAvtale: testCase.egenAvtale }),
        },
      };
      const search = await client.get(
        `/motor/bil/sok?registreringsnummer=${testCase.plate}&inkludereBobil=true`,
      );
      expect(search.status).toBe(422);
      expect(search.body).toEqual(expected);
      const price = await client.post("/motor/bil/pris", priceBody(testCase.plate));
      expect(price.status).toBe(422);
      expect(price.body).toEqual(expected);
    });
  }

  it("an unknown registration number is 404 ikkeFunnet on /sok, /pris and /garanti", async () => {
    const client = await as("vanlig");
    const expected = { feil: { kode: "ikkeFunnet" } };
    const search = await client.get("/motor/bil/sok?registreringsnummer=ZZ99999");
    expect([search.status, search.body]).toEqual([404, expected]);
    const price = await client.post("/motor/bil/pris", priceBody("ZZ99999"));
    expect([price.status, price.body]).toEqual([404, expected]);
    const guarantee = await client.post("/motor/bil/garanti", {
      registreringsnummer: "ZZ99999",
      inkludereBobil: false,
    });
    expect([guarantee.status, guarantee.body]).toEqual([404, expected]);
  });
});

interface GuaranteeCase {
  plate: string;
  garanti: Record<string, string>;
}

const guaranteeCases: GuaranteeCase[] = [
  {
    plate: "GA10001",
    garanti: { transaksjonstype: "STOPP_KJOP", forsikringStartdato: "2026-06-15" },
  },
  {
    plate: "GA20002",
    garanti: { transaksjonstype: "SELSKAPSBYTTE", forsikringStartdato: "2026-07-01" },
  },
  {
    plate: "GA30003",
    garanti: { transaksjonstype: "DISTRIBUTORBYTTE", forsikringStartdato: "2026-07-01" },
  },
  {
    plate: "GA40004",
    garanti: { garantieier: "LEASINGSELSKAP", forsikringStartdato: "2026-06-15" },
  },
  {
    plate: "GA50005",
    garanti: { garantieier: "ANNET_SELSKAP", forsikringStartdato: "2026-06-15" },
  },
  { plate: "SX10001", garanti: { forsikringStartdato: "2026-06-15" } },
];

describe("reserved registration numbers: guarantee cases", () => {
  for (const testCase of guaranteeCases) {
    it(`${testCase.plate} gives ${JSON.stringify(testCase.garanti)} on /sok and /garanti`, async () => {
      const client = await as("vanlig");
      const search = await client.get(
        `/motor/bil/sok?registreringsnummer=${testCase.plate}&inkludereBobil=false`,
      );
      expect(search.status).toBe(200);
      expect(v.parse(VehicleSearchResponse, search.body).garanti).toEqual(testCase.garanti);
      const guarantee = await client.post("/motor/bil/garanti", {
        registreringsnummer: testCase.plate,
        inkludereBobil: false,
      });
      expect(v.parse(GuaranteeResponse, guarantee.body)).toEqual({ garanti: testCase.garanti });
    });
  }

  it("an organisation number as the other owner makes the owner ANNET_SELSKAP", async () => {
    const client = await as("vanlig");
    const guarantee = await client.post("/motor/bil/garanti", {
      registreringsnummer: "SX20002",
      fnrOrgnrAnnenEier: "974760673",
      inkludereBobil: false,
    });
    expect(v.parse(GuaranteeResponse, guarantee.body).garanti.garantieier).toBe("ANNET_SELSKAP");
  });

  it("a national id as the other owner keeps the register's answer", async () => {
    const client = await as("vanlig");
    const guarantee = await client.post("/motor/bil/garanti", {
      registreringsnummer: "SX20002",
      fnrOrgnrAnnenEier: syntheticFnr(new Date(Date.UTC(1989, 3, 15))),
      inkludereBobil: false,
    });
    expect(v.parse(GuaranteeResponse, guarantee.body).garanti).toEqual({
      forsikringStartdato: "2026-06-15",
    });
  });
});

describe("reserved registration numbers: vehicles to buy", () => {
  it("SX10001 is this year's Volvo XC60 with machine damage and rental car", async () => {
    const client = await as("vanlig");
    const search = v.parse(
      VehicleSearchResponse,
      (await client.get("/motor/bil/sok?registreringsnummer=sx 10001")).body,
    );
    expect(search.bilinfo).toMatchObject({
      registreringsnummer: "SX10001",
      biltype: "BIL",
      merkenavn: "Volvo",
      modellnavn: "XC60",
      modellaar: 2026,
      registreringsaar: 2026,
      beskrivelse: "Volvo XC60 2026",
    });
    expect(search.bobilMerker).toBeUndefined();
    const price = v.parse(
      PriceResponse,
      (await client.post("/motor/bil/pris", priceBody("SX10001"))).body,
    );
    expect(price.tillegg.map((option) => option.id)).toEqual(["122", "190"]);
  });

  it("BO10001 is a motorhome with value choices up to 2 500 000", async () => {
    const client = await as("vanlig");
    const search = v.parse(
      VehicleSearchResponse,
      (await client.get("/motor/bil/sok?registreringsnummer=BO10001&inkludereBobil=true")).body,
    );
    expect(search.bilinfo.biltype).toBe("BOBIL");
    expect(search.bobilMerker?.length).toBeGreaterThanOrEqual(5);
    expect(search.bobilMerker?.every((value) => value.maksverdi <= 2_500_000)).toBe(true);
    expect(search.bobilMerker?.map((value) => value.bobilVerdikode)).toContain("BV08");
  });

  it("LE10001 is leased in the register: ansvar and minikasko closed, the reason naming the register when the answer says no", async () => {
    const client = await as("vanlig");
    const search = v.parse(
      VehicleSearchResponse,
      (await client.get("/motor/bil/sok?registreringsnummer=LE10001")).body,
    );
    expect(search.bilinfo.leasingselskapId).toBe("LS01");
    const closedBy = async (leasing: boolean) => {
      const price = v.parse(
        PriceResponse,
        (
          await client.post("/motor/bil/pris", {
            ...priceBody("LE10001"),
            leasing,
            ...(leasing ? { leasingselskapId: "LS01" } : {}),
          })
        ).body,
      );
      return price.dekninger
        .filter((option) => !option.tilgjengelig)
        .map((option) => [option.id, option.sperreaarsak]);
    };
    expect(await closedBy(false)).toEqual([
      ["150", "LEASET_I_REGISTERET"],
      ["140", "LEASET_I_REGISTERET"],
    ]);
    expect(await closedBy(true)).toEqual([
      ["150", "LEASING"],
      ["140", "LEASING"],
    ]);
  });

  it("AV10001 is deregistered: fire and theft (142) only", async () => {
    const client = await as("vanlig");
    const price = v.parse(
      PriceResponse,
      (await client.post("/motor/bil/pris", priceBody("AV10001"))).body,
    );
    expect(price.dekninger.map((option) => option.id)).toEqual(["142"]);
  });

  it("every reserved registration number is listed in docs/sandbox.md", async () => {
    const doc = await readFile(new URL("../../docs/sandbox.md", import.meta.url), "utf8");
    for (const vehicle of reservedVehicles) expect(doc).toContain(vehicle.registreringsnummer);
  });
});

describe("the generated register", () => {
  it("has at least 300 vehicles across at least 25 makes, model years 1994 to next year", async () => {
    const [stats] = await server().db.query<{
      vehicles: number;
      makes: number;
      first: number;
      last: number;
      motorhomes: number;
    }>(
      `select count(*)::int as vehicles, count(distinct v.merkekode)::int as makes,
         min(v.modellaar)::int as first, max(v.modellaar)::int as last,
         count(*) filter (where va.biltype = 'BOBIL')::int as motorhomes
       from vehicles v join vehicle_variants va using (merkekode, modellkode, variantkode)
       where not v.reservert`,
    );
    expect(stats?.vehicles).toBeGreaterThanOrEqual(300);
    expect(stats?.makes).toBeGreaterThanOrEqual(25);
    expect(stats?.first).toBe(1994);
    expect(stats?.last).toBe(2027);
    expect(stats?.motorhomes).toBeGreaterThan(0);
  });

  it("uses 2 letters and 5 digits, and registration years within a year of the model year", async () => {
    const rows = await server().db.query<{
      registreringsnummer: string;
      modellaar: number;
      registreringsaar: number;
    }>("select registreringsnummer, modellaar, registreringsaar from vehicles");
    for (const row of rows) {
      expect(row.registreringsnummer).toMatch(/^[A-Z]{2}\d{5}$/);
      expect(row.registreringsaar).toBeGreaterThanOrEqual(row.modellaar - 1);
      expect(row.registreringsaar).toBeLessThanOrEqual(2026);
    }
  });

  it("a generated vehicle of 20 years can be priced; an older one cannot", async () => {
    const client = await as("vanlig");
    const [twenty] = await server().db.query<{ registreringsnummer: string }>(
      `select v.registreringsnummer from vehicles v join vehicle_variants va
         using (merkekode, modellkode, variantkode)
       where v.modellaar = 2006 and va.kjoretoygruppe = 'PERSONBIL' and not v.reservert
       order by 1 limit 1`,
    );
    const [older] = await server().db.query<{ registreringsnummer: string }>(
      "select registreringsnummer from vehicles where modellaar < 2006 and not reservert order by 1 limit 1",
    );
    expect(twenty && older).toBeTruthy();
    const ok = await client.get(
      `/motor/bil/sok?registreringsnummer=${twenty?.registreringsnummer}`,
    );
    expect(ok.status).toBe(200);
    const old = await client.get(
      `/motor/bil/sok?registreringsnummer=${older?.registreringsnummer}`,
    );
    expect(old.body).toEqual({ feil: { kode: "gammeltKjoretoy" } });
  });
});

describe("model picker", () => {
  it("lists makes of a model year, motorhome makes only when asked", async () => {
    const client = await as("vanlig");
    const cars = v.parse(MakesResponse, (await client.get("/motor/bil/sok/merker?aar=2026")).body);
    const names = cars.merker.map((make) => make.merkenavn);
    expect(names).toContain("Volvo");
    expect(names).not.toContain("Hobby");
    expect(names.length).toBeGreaterThanOrEqual(25);
    const all = v.parse(
      MakesResponse,
      (await client.get("/motor/bil/sok/merker?aar=2026&inkludereBobil=true")).body,
    );
    expect(all.merker.map((make) => make.merkenavn)).toContain("Hobby");
  });

  it("lists only the models sold in that year, then their variants", async () => {
    const client = await as("vanlig");
    const volvo = "101";
    const models1995 = v.parse(
      ModelsResponse,
      (await client.get(`/motor/bil/sok/modeller?aar=1995&merkekode=${volvo}`)).body,
    );
    expect(models1995.modeller.map((model) => model.modellnavn)).toEqual(["850"]);
    const models2026 = v.parse(
      ModelsResponse,
      (await client.get(`/motor/bil/sok/modeller?aar=2026&merkekode=${volvo}`)).body,
    );
    const xc60 = models2026.modeller.find((model) => model.modellnavn === "XC60");
    expect(xc60).toBeDefined();
    const variants = v.parse(
      VariantsResponse,
      (
        await client.get(
          `/motor/bil/sok/varianter?aar=2026&merkekode=${volvo}&modellkode=${xc60?.modellkode}`,
        )
      ).body,
    );
    expect(variants.varianter.map((variant) => variant.variantnavn)).toEqual([
      "B5 AWD",
      "T8 Recharge",
    ]);
  });

  it("refuses years outside 1994 to next year and missing codes, naming the field", async () => {
    const client = await as("vanlig");
    for (const path of [
      "/motor/bil/sok/merker?aar=1993",
      "/motor/bil/sok/merker?aar=2028",
      "/motor/bil/sok/merker?aar=20x6",
      "/motor/bil/sok/merker",
    ]) {
      const response = await client.get<{ feil: { felt: string } }>(path);
      expect([path, response.status, response.body.feil.felt]).toEqual([path, 400, "aar"]);
    }
    const noMake = await client.get<{ feil: { felt: string } }>("/motor/bil/sok/modeller?aar=2026");
    expect([noMake.status, noMake.body.feil.felt]).toEqual([400, "merkekode"]);
    const noModel = await client.get<{ feil: { felt: string } }>(
      "/motor/bil/sok/varianter?aar=2026&merkekode=101",
    );
    expect([noModel.status, noModel.body.feil.felt]).toEqual([400, "modellkode"]);
  });
});

describe("the customer's own cars and access", () => {
  it("lists the test person's own vehicles, with their type, for the tag buttons", async () => {
    const vanlig = v.parse(
      OwnCarsResponse,
      (await (await as("vanlig")).get("/motor/bil/biler")).body,
    );
    expect(vanlig.biler).toEqual([
      { registreringsnummer: "LE10001", beskrivelse: "BMW X3 2025", biltype: "BIL" },
      { registreringsnummer: "SX10001", beskrivelse: "Volvo XC60 2026", biltype: "BIL" },
      { registreringsnummer: "SX20002", beskrivelse: "Toyota Corolla 2018", biltype: "BIL" },
    ]);
    const under18 = v.parse(
      OwnCarsResponse,
      (await (await as("under18")).get("/motor/bil/biler")).body,
    );
    expect(under18.biler).toEqual([]);
  });

  it("every motor call needs a session", async () => {
    const anonymous = new TestClient(server().origin);
    const calls: [string, string][] = [
      ["GET", "/motor/bil/sok?registreringsnummer=SX10001"],
      ["GET", "/motor/bil/sok/merker?aar=2026"],
      ["GET", "/motor/bil/sok/modeller?aar=2026&merkekode=101"],
      ["GET", "/motor/bil/sok/varianter?aar=2026&merkekode=101&modellkode=10104"],
      ["GET", "/motor/bil/biler"],
      ["GET", "/motor/bil/tilbud/hent?avtalenummer=600000025"],
      ["GET", "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000001"],
      ["GET", "/motor/bil/defaultBonus"],
      ["GET", "/motor/bil/rabatt"],
      ["GET", "/motor/bil/avtale?avtalenummer=600000017"],
      ["POST", "/motor/bil/garanti"],
      ["POST", "/motor/bil/pris"],
      ["POST", "/motor/bil/tilbud/lagre"],
      ["POST", "/motor/bil/kjop"],
    ];
    for (const [method, path] of calls) {
      // A POST without a session still needs the XSRF cookie and header pair to get this far.
      anonymous.cookies.set("XSRF-TOKEN", "anonym");
      const response = await anonymous.api(method, path, {
        ...(method === "POST" ? { body: {}, headers: { "X-XSRF-TOKEN": "anonym" } } : {}),
      });
      expect([method, path, response.status, response.body]).toEqual([
        method,
        path,
        401,
        { feil: { kode: "ikkeInnlogget" } },
      ]);
    }
  });
});

describe("a year later (the clock moves; ages follow it)", () => {
  it("the 20-year-old vehicle turns 21 and answers gammeltKjoretoy; next year's models open", async () => {
    const [twenty] = await server().db.query<{ registreringsnummer: string }>(
      `select v.registreringsnummer from vehicles v join vehicle_variants va
         using (merkekode, modellkode, variantkode)
       where v.modellaar = 2006 and va.kjoretoygruppe = 'PERSONBIL' and not v.reservert
       order by 1 limit 1`,
    );
    server().clock.advanceSeconds(365 * 24 * 3600);
    const client = new TestClient(server().origin);
    await client.login("vanlig");
    const old = await client.get(
      `/motor/bil/sok?registreringsnummer=${twenty?.registreringsnummer}`,
    );
    expect(old.body).toEqual({ feil: { kode: "gammeltKjoretoy" } });
    expect((await client.get("/motor/bil/sok?registreringsnummer=SX10001")).status).toBe(200);
    expect((await client.get("/motor/bil/sok/merker?aar=2028")).status).toBe(200);
  });
});
