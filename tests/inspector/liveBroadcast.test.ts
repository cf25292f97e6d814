/**
 * Live mode end to end in one process: the real purchase machine with the app's inspect observer
 * broadcasts on a real BroadcastChannel (Node has one), and the inspector's reducer turns the
 * messages into the active state, the trail and a context with personal data masked.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  actorOfMachine,
  initialLiveState,
  type LiveState,
  liveReducer,
  liveTransitionId,
} from "../../inspector/live.ts";
import { activeStateIds, extractChart } from "../../inspector/model.ts";
import { withSilentActors } from "../../inspector/replay.ts";
import { memoryStorage } from "../../machines/flowStorage.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import { inspectModeFor } from "../../src/platform/inspectBroadcast.ts";
import { createLiveSink, maskContext } from "../../src/platform/inspectBroadcastChannel.ts";
import { inspectChannelName, type LiveMessage } from "../../src/platform/inspectMessages.ts";
import { fixtureCustomer } from "../fixtures/purchase.ts";

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

describe("The ?inspect flag", () => {
  it("is off unless asked for, and remembered for the tab", () => {
    const storage = memoryStorage();
    expect(inspectModeFor("", storage)).toBeNull();
    expect(inspectModeFor("?inspect=live", storage)).toBe("live");
    expect(inspectModeFor("", storage)).toBe("live");
    expect(inspectModeFor("?inspect=off", storage)).toBeNull();
    expect(inspectModeFor("", storage)).toBeNull();
    expect(inspectModeFor("?inspect=everything", storage)).toBeNull();
  });
});

describe("Masking the context", () => {
  it("masks national ids, names, phone numbers, e-mail and the customer number", () => {
    const masked = JSON.stringify(
      maskContext({
        customer: fixtureCustomer(),
        form: {
          annenEierNavn: "Ola Nordmann",
          annenEierFnr: "01010112345",
          epost: "kari@example.no",
          telefonnummer: "91234567",
          note: "Kari ringte fra 912 34 567, fnr 01010112345",
        },
      }),
    );
    for (const secret of [
      "Kari",
      "Nordmann",
      "Ola",
      "01010112345",
      "kari@example.no",
      "91234567",
      "912 34 567",
      "1000001",
    ]) {
      expect(masked).not.toContain(secret);
    }
    expect(masked).toContain("[fnr]");
    expect(masked).toContain("[navn]");
  });
});

describe("Broadcasting the flow", () => {
  it("lets the inspector follow the state, the transitions taken and the masked context", async () => {
    const sender = new BroadcastChannel(inspectChannelName);
    const receiver = new BroadcastChannel(inspectChannelName);
    channels.push(sender, receiver);
    let live: LiveState = initialLiveState;
    receiver.onmessage = (event: MessageEvent<LiveMessage>) => {
      live = liveReducer(live, event.data);
    };
    const sink = createLiveSink(sender);
    const actor = createActor(withSilentActors(purchaseMachine), {
      input: {
        product: "bil",
        customer: fixtureCustomer(),
        distributor: "eika",
        defaultBonus: "60",
      },
      inspect: sink.send,
    });
    actor.start();
    actor.send({ type: "intro.start" });
    actor.send({ type: "hasRegnr.answer", hasRegNr: true });
    await expect.poll(() => actorOfMachine(live, "purchase")?.value).toEqual({ velgBil: "idle" });

    const model = extractChart(purchaseMachine);
    const current = actorOfMachine(live, "purchase");
    expect(activeStateIds(model, current?.value)).toContain("velgBil");
    const taken = live.trail.flatMap((e) => e.transitions.map(liveTransitionId));
    expect(taken).toEqual(
      expect.arrayContaining(["intro|intro.start|0", "harBil|hasRegnr.answer|0"]),
    );
    const known = new Set(model.transitions.map((t) => t.id));
    for (const id of taken) if (id) expect(known.has(id), id).toBe(true);
    const context = JSON.stringify(current?.context);
    expect(context).not.toContain("Kari");
    expect(context).not.toContain("kari@example.no");
    expect(context).not.toContain("91234567");
    actor.stop();
  });
});
