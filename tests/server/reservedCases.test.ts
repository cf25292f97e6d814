/**
 * Reserved sandbox cases of docs/sandbox.md over real HTTP: the other owner with a purchase stop
 * ("Guarantee cases") and the open offer of a car chosen in the model picker ("Seeded offers").
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { stopPurchaseOwnerFnr } from "../../server/routes/motor/vehicleFacts.ts";
import { syntheticFnr } from "../../server/seed/syntheticFnr.ts";
import { type RunningServer, startTestServer, TestClient } from "./harness.ts";

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
