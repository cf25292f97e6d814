/**
 * Test harness: the real purchase machine with fake actors (plain async functions returning
 * fixtures). Each fake can be replaced per test; calls are recorded for assertions.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import type {
  ActorInputOf,
  ActorOutputOf,
  PurchaseActorName,
} from "../../machines/purchase/actors.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import type { PriceResponse, PurchaseInput } from "../../machines/types.ts";
import {
  fixtureCustomer,
  fixturePrice,
  fixturePurchaseSuccess,
  fixtureVehicle,
} from "../fixtures/purchase.ts";
import { eventsTo, isWalkStep, type WalkStep } from "../fixtures/walk.ts";
import { waitLimitMs } from "../setup/patience.ts";

/** A fake per actor of the chart, with the chart's own input and output types. */
export type Fakes = {
  [TName in PurchaseActorName]: (input: ActorInputOf<TName>) => Promise<ActorOutputOf<TName>>;
};

export type Calls = { [K in keyof Fakes]: Parameters<Fakes[K]>[0][] };

/** The fixture's prices, `extra` kr a month more for every coverage at every deductible. */
export function surchargedPrice(extra: number): PriceResponse {
  const base = fixturePrice();
  return {
    ...base,
    dekninger: base.dekninger.map((dekning) => ({
      ...dekning,
      egenandeler: dekning.egenandeler.map((egenandel) => ({
        ...egenandel,
        prisPerMnd: egenandel.prisPerMnd + extra,
        prisPerAar: (egenandel.prisPerMnd + extra) * 12,
      })),
    })),
  };
}

export function defaultFakes(): Fakes {
  return {
    lookupVehicle: async (input) =>
      fixtureVehicle({ registreringsnummer: input.registreringsnummer }),
    fetchGuarantee: async () => ({ garanti: {} }),
    fetchPrice: async () => fixturePrice(),
    saveOffer: async () => ({ avtalenummer: "100000001" }),
    fetchOffer: async () => {
      throw new Error("no offer");
    },
    fetchBasisData: async () => {
      throw new Error("no basis data");
    },
    fetchLatestOffer: async () => null,
    purchase: async () => fixturePurchaseSuccess,
    fetchConsentTexts: async () => ({
      samtykketekster: [
        { title: "Markedsføring", intro: "Intro", text: "Tekst", key: "marketingConsent" },
      ],
    }),
    postConsent: async () => ({}),
    checkContact: async () => ({ telefonnummer: true, epost: true }),
  };
}

export function withFakes(overrides: Partial<Fakes> = {}, reported: unknown[] = []) {
  const fakes = { ...defaultFakes(), ...overrides };
  const calls = Object.fromEntries(Object.keys(fakes).map((key) => [key, []])) as unknown as Calls;
  const record =
    <K extends keyof Fakes>(name: K) =>
    ({ input }: { input: Parameters<Fakes[K]>[0] }) => {
      (calls[name] as unknown[]).push(input);
      return (fakes[name] as (arg: typeof input) => Promise<unknown>)(input);
    };
  const machine = purchaseMachine.provide({
    actors: Object.fromEntries(
      (Object.keys(fakes) as (keyof Fakes)[]).map((name) => [name, fromPromise(record(name))]),
    ) as never,
    actions: { reportError: (_, params: { error: unknown }) => reported.push(params.error) },
  });
  return { machine, calls, fakes, reported };
}

export function baseInput(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return {
    product: "bil",
    customer: fixtureCustomer(),
    distributor: "eika",
    defaultBonus: "60",
    currentYear: 2025,
    ...overrides,
  };
}

export function start(input: Partial<PurchaseInput> = {}, overrides: Partial<Fakes> = {}) {
  const { machine, calls, reported } = withFakes(overrides);
  const actor = createActor(machine, { input: baseInput(input) });
  actor.start();
  /** What the machine sent to error reporting. */
  return { actor, calls, reported };
}

export type FlowActor = ReturnType<typeof start>["actor"];

/** Waits until no state tagged 'loading' is active. */
export async function settle(actor: FlowActor) {
  return waitFor(actor, (snapshot) => !snapshot.hasTag("loading"), { timeout: waitLimitMs });
}

/**
 * Sends an event once the machine waits for the customer (a new flow first asks for the
 * customer's saved offer), and waits for it to finish any loading the event started.
 */
export async function send(actor: FlowActor, event: Parameters<FlowActor["send"]>[0]) {
  await settle(actor);
  actor.send(event);
  return settle(actor);
}

/** The ids of the active step (deepest state with meta.path). */
export function activeStep(actor: FlowActor): string | undefined {
  const snapshot = actor.getSnapshot();
  const ids = Object.keys(snapshot.getMeta());
  return ids.map((id) => id.split(".").pop()).pop();
}

/**
 * Walks the flow from the step it stands on (the intro when it stands on none of the walk's) to
 * the step `to`, answering as the walk does (tests/fixtures/walk.ts); the add-on step is answered
 * only when the price has add-ons to choose and the chart shows it.
 */
export async function walkTo(actor: FlowActor, to: WalkStep, { regnr }: { regnr?: string } = {}) {
  await settle(actor);
  const here = activeStep(actor);
  const from = here !== undefined && isWalkStep(here) ? here : "intro";
  for (const event of eventsTo(to, { from, ...(regnr ? { regnr } : {}) })) {
    if (event.type === "addons.submit" && activeStep(actor) !== "tilleggsdekning") continue;
    await send(actor, event);
  }
}
