/**
 * SPEC §8 "Redirect to index … on a missing offer": a stored offer's answer (GET
 * /motor/bil/tilbud/hent) without `tilbud` sends the customer to the start page. The sandbox always
 * answers an offer or 404 (§8.27), so a small HTTP server on 127.0.0.1 gives these answers; the
 * purchase machine runs with the app's real actors (`providePurchaseMachine`) and HTTP client.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { apiBasePath } from "../../core/contract/common.ts";
import { createApiClient } from "../../src/api/client.ts";
import { offerPath } from "../../src/api/offerPath.ts";
import { providePurchaseMachine } from "../../src/app/purchaseFlow.ts";
import { fixtureStoredOffer } from "../fixtures/purchase.ts";
import { baseInput } from "../machines/harness.ts";

let offerAnswer: unknown;
const server = createServer((request, response) => {
  request.resume();
  const path = (request.url ?? "").slice(apiBasePath.length).split("?")[0];
  if (path === offerPath) {
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify(offerAnswer));
    return;
  }
  // Nothing else is asked before the offer decides the way; anything else is no answer.
  response
    .writeHead(404, { "Content-Type": "application/json" })
    .end('{"feil":{"kode":"ikkeFunnet"}}');
});
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function openStoredOffer(answer: unknown) {
  offerAnswer = answer;
  const api = createApiClient({ apiHost: origin, readCookies: () => "" });
  const machine = providePurchaseMachine(api, () => "nøkkel");
  const actor = createActor(machine, {
    input: baseInput({ entry: { kind: "tilbud", avtalenummer: "100000001" } }),
  });
  actor.start();
  return waitFor(actor, (snapshot) => !snapshot.matches({ redigerTilbud: "fetchingOffer" }), {
    timeout: 30_000,
  });
}

describe("a stored offer's answer (SPEC §8)", () => {
  it.each([
    ["no offer, only the guarantee", { garanti: fixtureStoredOffer.garanti }],
    ["an empty answer", {}],
  ])("%s: the start page", async (_, answer) => {
    const snapshot = await openStoredOffer(answer);
    expect(snapshot.matches("intro")).toBe(true);
    expect(snapshot.context.error).toBeFalsy();
  });

  it("an offer the client cannot read is an error, not a missing offer", async () => {
    const snapshot = await openStoredOffer({ ...fixtureStoredOffer, tilbud: { avtalenummer: 7 } });
    expect(snapshot.matches({ redigerTilbud: "failed" })).toBe(true);
  });
});
