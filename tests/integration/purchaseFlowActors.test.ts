/**
 * The purchase flow's API actors (src/app/purchaseFlow.ts) hand the machine's requests to the
 * client as they are: the machine's request types are the contract's.
 */
import { describe, expect, it } from "vitest";
import { type AnyActorLogic, createActor, toPromise } from "xstate";
import { createApiClient } from "../../src/api/client.ts";
import { providePurchaseMachine } from "../../src/app/purchaseFlow.ts";

function recordingApi() {
  const calls: { url: string; body: unknown }[] = [];
  const api = createApiClient({
    apiHost: "http://sandbox.test",
    readCookies: () => "",
    fetch: async (request) => {
      const sent = request as Request;
      calls.push({ url: sent.url, body: await sent.json() });
      return new Response(JSON.stringify({ avtalenummer: "100000001" }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  return { api, calls };
}

/** The provided save actor (the machine's implementations type every actor loosely). */
function saveOfferOf(api: ReturnType<typeof createApiClient>): AnyActorLogic {
  const logic = providePurchaseMachine(api, () => "key").implementations.actors.saveOffer;
  if (!logic || "src" in logic) throw new Error("saveOffer is not provided as actor logic");
  return logic;
}

describe("The purchase flow's API actors", () => {
  it("saving an offer without a coverage and deductible is refused without a call", async () => {
    const { api, calls } = recordingApi();
    const saveOffer = saveOfferOf(api);
    const actor = createActor(saveOffer, { input: null });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow(/no coverage and deductible/);
    expect(calls).toEqual([]);
  });

  it("a chosen offer is posted as the machine built it", async () => {
    const { api, calls } = recordingApi();
    const saveOffer = saveOfferOf(api);
    const request = {
      bonuskode: "60",
      foererUnder23: false,
      nyPakkestruktur: true,
      tilleggsdekninger: ["122"],
      pant: false,
      leasing: false,
      kjorelengdekode: "12",
      bildetaljer: { registreringsnummer: "SX10001" },
      dekningsgruppeId: "120",
      egenandelId: "6000",
    };
    const actor = createActor(saveOffer, { input: request });
    actor.start();
    await expect(toPromise(actor)).resolves.toEqual({ avtalenummer: "100000001" });
    expect(calls).toEqual([
      { url: "http://sandbox.test/api/privat/forsikring/motor/bil/tilbud/lagre", body: request },
    ]);
  });
});
