/**
 * Model-based paths through the real purchase machine, from `xstate/graph`. The invoked actors'
 * results are modelled as events (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) whose
 * payloads are the fixtures in machines/purchase/fixtures.ts, so the generator needs no server.
 * QA's end-to-end path tests and the inspector reuse this generator: they replay each path's
 * events, executing user events in the browser and waiting for the app on done/error events.
 *
 * The state key is the state value plus the few context facts the rules depend on (not the whole
 * context, which would explode the graph).
 */
import { getShortestPaths, type StatePath } from "xstate/graph";
import {
  fixtureApiError,
  fixtureCustomer,
  fixtureMotorhome,
  fixturePrice,
  fixturePurchaseSuccess,
  fixtureRegnr,
  fixtureVehicle,
} from "./purchase/fixtures.ts";
import { hasPurchaseSuccess } from "./purchase/guards.ts";
import { type PurchaseMachine, purchaseMachine } from "./purchaseMachine.ts";
import type { PurchaseInput } from "./types.ts";

export type PurchaseSnapshot = ReturnType<PurchaseMachine["transition"]>;
/** The machine's events plus the invoked actors' done/error events. */
export type PathEvent = Parameters<PurchaseMachine["transition"]>[1];
export type PurchasePath = StatePath<PurchaseSnapshot, PathEvent>;

export interface PathScenario {
  name: string;
  input: PurchaseInput;
  extras?: PathScenarioExtras;
}

const baseInput: PurchaseInput = {
  product: "bil",
  customer: fixtureCustomer(),
  distributor: "eika",
  defaultBonus: "60",
  currentYear: 2025,
};

/** Customers and products the paths are generated for. */
export const pathScenarios: readonly PathScenario[] = [
  { name: "bilkunde", input: baseInput, extras: { questions: true } },
  { name: "feil og modellvelger", input: baseInput, extras: { errors: true, modelPicker: true } },
  {
    name: "LO-medlem",
    input: { ...baseInput, distributor: "none", customer: fixtureCustomer({ isLoMedlem: true }) },
    extras: { questions: true },
  },
  {
    name: "SpareBank 1 uten samtykke",
    input: {
      ...baseInput,
      distributor: "sb1",
      customer: fixtureCustomer({
        samtykker: { crossDomainConsent: "UNANSWERED", marketingConsent: "UNANSWERED" },
      }),
    },
  },
  { name: "bobil", input: { ...baseInput, product: "bobil" } },
];

function done(id: string, output: unknown): PathEvent {
  return { type: `xstate.done.actor.${id}`, output, actorId: id } as unknown as PathEvent;
}

function failed(id: string, error: unknown): PathEvent {
  return { type: `xstate.error.actor.${id}`, error, actorId: id } as unknown as PathEvent;
}

function route(to: string): PathEvent {
  return { type: "xstate.route", to } as PathEvent;
}

/** Which optional answers a scenario explores on top of the main flow. */
export interface PathScenarioExtras {
  /** Leasing yes, the lien card and answers, the bonus card with a bonus from another company. */
  questions?: boolean;
  /** Vehicle lookup and price errors. */
  errors?: boolean;
  /** The model picker (no registration number). */
  modelPicker?: boolean;
}

const modelSubmit: PathEvent = {
  type: "model.submit",
  ofvdata: {
    modellaar: 2022,
    registreringsaar: 2022,
    merkekode: "5070",
    modellkode: "101",
    variantkode: "12",
  },
  merkenavn: "TOYOTA",
  modellnavn: "COROLLA",
};

/** Answers and actor results the traversal tries in every state (when the state accepts them). */
export function pathEvents(input: PurchaseInput, extras: PathScenarioExtras = {}): PathEvent[] {
  const vehicle = input.product === "bobil" ? fixtureMotorhome : fixtureVehicle();
  const regnr = vehicle.bilinfo.registreringsnummer;
  const main: PathEvent[] = [
    { type: "intro.start" },
    { type: "hasRegnr.answer", hasRegNr: true },
    { type: "vehicle.lookup", registreringsnummer: regnr },
    done("lookupVehicle", vehicle),
    done("fetchGuarantee", { garanti: {} }),
    { type: "vehicle.submit" },
    { type: "motorhomeValue.submit", bobilVerdikode: "V1" },
    { type: "leasing.answer", leasing: false },
    { type: "owner.answer", eier: true },
    { type: "owner.answer", eier: false },
    { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" },
    { type: "ownerFnr.submit", annenEierFnr: "01010112345" },
    { type: "summary.confirm" },
    done("fetchPrice", fixturePrice()),
    done("saveOffer", { avtalenummer: "100000001" }),
    { type: "price.select", dekningId: "150" },
    { type: "price.select", dekningId: "140" },
    { type: "price.select", dekningId: "120" },
    { type: "price.select", dekningId: "110" },
    { type: "price.submit" },
    { type: "addons.submit" },
    { type: "adjust.submit" },
    { type: "identity.submit", identitet: "registreringsnummer" },
    { type: "odometer.submit", kilometerstand: "12000" },
    { type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" },
    {
      type: "bonusTransfer.submit",
      bonusRegnummer: fixtureRegnr,
      bonusoverforingsselskap: "IF",
      bonusoverforingsselskapNavn: "If Skadeforsikring",
    },
    { type: "purchase.confirm" },
    done("purchase", fixturePurchaseSuccess),
    failed("purchase", new Error("Failed to fetch")),
    done("fetchConsentTexts", {
      samtykketekster: [{ title: "T", intro: "I", text: "X", key: "marketingConsent" }],
    }),
    { type: "consent.submit", crossDomainConsentApproved: true, marketingConsentApproved: false },
    done("postConsent", {}),
    route("#kjop"),
    route("#kvittering"),
    route("#pris"),
  ];
  const questions: PathEvent[] = extras.questions
    ? [
        { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" },
        { type: "summary.edit", question: "pant" },
        { type: "summary.edit", question: "leasing" },
        { type: "summary.edit", question: "bonus" },
        { type: "lien.answer", pant: true, panthaverId: "DNB" },
        { type: "lien.answer", pant: false },
        { type: "bonus.answer", bonusFraOss: false, bonuskode: "75" },
      ]
    : [];
  const errors: PathEvent[] = extras.errors
    ? [
        failed("lookupVehicle", fixtureApiError({ kode: "alleredeForsikret", avtalenummer: "1" })),
        done("fetchGuarantee", { garanti: { transaksjonstype: "STOPP_KJOP" } }),
        failed("fetchPrice", fixtureApiError("kjoretoygruppe")),
      ]
    : [];
  const picker: PathEvent[] = extras.modelPicker
    ? [{ type: "hasRegnr.answer", hasRegNr: false }, modelSubmit]
    : [];
  return [...main, ...questions, ...errors, ...picker];
}

/** The state key: value plus the context facts the flow's rules depend on. */
export function serializePathState(snapshot: PurchaseSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.form.leasing,
    context.form.pant,
    context.form.eier,
    context.form.bonusFraOss,
    context.form.registreringsnummer !== "" ? "regnr" : context.form.ofvdata ? "modell" : null,
    context.form.bobilVerdikode,
    context.offer !== null,
    context.selectedDekningId,
    context.avtalenummer !== null,
    context.purchaseResult?.success ?? null,
    context.idempotencyKey !== null,
    context.returnToSummary,
    context.error?.kode ?? null,
  ]);
}

function describeEvent(event: PathEvent): string {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  const shown = Object.entries(payload)
    .filter(([key]) => key !== "output" && key !== "actorId" && key !== "error")
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(",");
  return shown ? `${type}(${shown})` : type;
}

/** A readable name for a path: its events in order. */
export function describePath(path: PurchasePath): string {
  return path.steps.map((step) => describeEvent(step.event)).join(" → ") || "(start)";
}

export interface GeneratedPath {
  scenario: string;
  description: string;
  path: PurchasePath;
}

export interface GeneratePathsOptions {
  scenarios?: readonly PathScenario[];
  /** Keep only paths ending in a state this accepts (e.g. the receipt). */
  toState?: (snapshot: PurchaseSnapshot) => boolean;
  machine?: PurchaseMachine;
}

/** Shortest paths to every reachable (abstracted) state, for each scenario. */
export function generatePurchasePaths(options: GeneratePathsOptions = {}): GeneratedPath[] {
  const machine = options.machine ?? purchaseMachine;
  return (options.scenarios ?? pathScenarios).flatMap((scenario) => {
    const events = pathEvents(scenario.input, scenario.extras);
    const paths = getShortestPaths(machine, {
      input: scenario.input,
      events: (snapshot) => events.filter((event) => snapshot.can(event as never)),
      serializeState: (snapshot) => serializePathState(snapshot as PurchaseSnapshot),
      ...(options.toState ? { toState: options.toState } : {}),
    });
    return paths.map((path) => ({
      scenario: scenario.name,
      description: `${scenario.name}: ${describePath(path)}`,
      path,
    }));
  });
}

/** Paths that end on the receipt: the full purchases. */
export function generatePurchaseToReceiptPaths(
  options: Omit<GeneratePathsOptions, "toState"> = {},
): GeneratedPath[] {
  return generatePurchasePaths({
    ...options,
    toState: (snapshot) => snapshot.matches("kvittering") && hasPurchaseSuccess(snapshot.context),
  });
}
