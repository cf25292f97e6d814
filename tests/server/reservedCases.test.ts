/**
 * Reserved sandbox cases of docs/sandbox.md over real HTTP: the other owner with a purchase stop
 * ("Guarantee cases"), the customer named as the other owner, and the open offer of a car chosen
 * in the model picker ("Seeded offers").
 */
import * as v from "valibot";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  BasisDataResponse,
  motorhomeValueCap,
  PriceResponse,
  VehicleSearchResponse,
} from "../../core/contract/motor.ts";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";
import { stopPurchaseOwnerFnr } from "../../server/routes/motor/vehicleFacts.ts";
import { priceRequestBody, type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("answers STOPP_KJOP for the reserved owner and a plain guarantee for another owner", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const guarantee = (fnrOrgnrAnnenEier: string) =>
    client.post<{ garanti: Record<string, string> }>("/motor/bil/garanti", {
      registreringsnummer: "SX10001",
      fnrOrgnrAnnenEier,
      inkludereBobil: false,
    });
  const stopped = await guarantee(stopPurchaseOwnerFnr);
  expect(stopped.status).toBe(200);
  expect(stopped.body.garanti.transaksjonstype).toBe("STOPP_KJOP");
  const other = await guarantee(syntheticFnr(new Date(Date.UTC(1985, 3, 12))));
  expect(other.status).toBe(200);
  expect(other.body.garanti.transaksjonstype).toBeUndefined();
});

it("has an open model-picker offer of eksisterende, with ofvdata and no registration number", async () => {
  const client = new TestClient(server.origin);
  await client.login("eksisterende");
  const offer = await client.get<{
    tilbud: { bildata: Record<string, unknown>; dekningsId: string; bonuskode: string };
  }>("/motor/bil/tilbud/hent?avtalenummer=600000049");
  expect(offer.status).toBe(200);
  expect(offer.body.tilbud.bildata.registreringsnummer).toBeUndefined();
  expect(offer.body.tilbud.bildata.ofvdata).toEqual({
    modellaar: 2020,
    registreringsaar: 2020,
    merkekode: "102",
    modellkode: "10201",
    variantkode: "102012",
  });
  expect(offer.body.tilbud).toMatchObject({ dekningsId: "120", bonuskode: "70" });
});

it("refuses the customer's own national id as the other owner's, on /garanti, /pris and /tilbud/lagre", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const [kari] = await server.db.query<{ fnr: string }>(
    "select fnr from customers where persona = 'vanlig'",
  );
  const ownFnr = kari?.fnr ?? "";
  const otherFnr = syntheticFnr(new Date(Date.UTC(1985, 3, 12)));
  const refused = { feil: { kode: "annenEierErKunden" } };

  const guarantee = (fnrOrgnrAnnenEier: string) =>
    client.post("/motor/bil/garanti", {
      registreringsnummer: "SX10001",
      fnrOrgnrAnnenEier,
      inkludereBobil: false,
    });
  const own = await guarantee(ownFnr);
  expect([own.status, own.body]).toEqual([422, refused]);
  // The mask's space does not hide it.
  const spaced = await guarantee(`${ownFnr.slice(0, 6)} ${ownFnr.slice(6)}`);
  expect([spaced.status, spaced.body]).toEqual([422, refused]);
  expect((await guarantee(otherFnr)).status).toBe(200);

  const priced = (fodselsnummer: string, path = "/motor/bil/pris", extra = {}) =>
    client.post(
      path,
      priceRequestBody(
        { registreringsnummer: "SX10001" },
        { annenEier: { fodselsnummer, navn: "Ola Nordkapp" }, ...extra },
      ),
    );
  const ownPrice = await priced(ownFnr);
  expect([ownPrice.status, ownPrice.body]).toEqual([422, refused]);
  expect((await priced(otherFnr)).status).toBe(200);
  const saveExtra = { dekningsgruppeId: "120", egenandelId: "E6000" };
  const ownSave = await priced(ownFnr, "/motor/bil/tilbud/lagre", saveExtra);
  expect([ownSave.status, ownSave.body]).toEqual([422, refused]);
});

it("answers FE80008's price with a 200 that carries only feil begrenset (SPEC §7, §8)", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const found = await client.get("/motor/bil/sok?registreringsnummer=FE80008");
  expect(found.status).toBe(200);
  const price = await client.post(
    "/motor/bil/pris",
    priceRequestBody({ registreringsnummer: "FE80008" }),
  );
  expect(price.status).toBe(200);
  // Only the error (SPEC §8 "They come from details.feil"): the contract reads it as no coverages.
  expect(price.body).toEqual({ feil: { kode: "begrenset" } });
  const body = v.parse(PriceResponse, price.body);
  expect(body.feil).toEqual({ kode: "begrenset" });
  expect(body.dekninger).toEqual([]);
});

it("answers EKSPRESSPRIS00000010's basis data with its error alone, feil begrenset (SPEC §4, §8)", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const basis = await client.get(
    "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000010",
  );
  expect(basis.status).toBe(200);
  expect(basis.body).toEqual({ feil: { kode: "begrenset" } });
  expect(v.parse(BasisDataResponse, basis.body)).toEqual({ feil: { kode: "begrenset" } });
});

it("answers EKSPRESSPRIS00000008's basis data with a 200 that carries feil finnes (SPEC §4)", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const basis = await client.get(
    "/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000008",
  );
  expect(basis.status).toBe(200);
  expect(v.parse(BasisDataResponse, basis.body)).toMatchObject({
    registreringsnummer: "FE30003",
    feil: { kode: "finnes" },
  });
  // The other references keep their 422.
  const old = await client.get("/motor/bil/beregningsgrunnlag?prisreferanse=EKSPRESSPRIS00000009");
  expect(old.status).toBe(422);
});

it("lists values above 2 500 000 for the large motorhome BO30003; the contract keeps only those up to the cap (SPEC §5)", async () => {
  const client = new TestClient(server.origin);
  await client.login("vanlig");
  const found = await client.get<{ bobilMerker: { maksverdi: number }[] }>(
    "/motor/bil/sok?registreringsnummer=BO30003&inkludereBobil=true",
  );
  expect(found.status).toBe(200);
  const listed = found.body.bobilMerker.map((choice) => choice.maksverdi);
  expect(Math.max(...listed)).toBeGreaterThan(motorhomeValueCap);
  const offered = v.parse(VehicleSearchResponse, found.body).bobilMerker ?? [];
  expect(offered.length).toBe(listed.filter((value) => value <= motorhomeValueCap).length);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((choice) => choice.maksverdi <= motorhomeValueCap)).toBe(true);
});
