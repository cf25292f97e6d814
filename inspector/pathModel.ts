/**
 * QA's test model: paths through the real purchase machine (and the app root's gating), generated
 * with `xstate/graph`, whose event payloads are the sandbox's reserved test data.
 *
 * - The customer's events are the machine's own events with the payloads a customer would type or
 *   click (registration numbers from docs/sandbox.md, answers, coverages).
 * - The invoked actors' results are events too (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`),
 *   produced by `sandboxAnswer`, a small oracle of what the sandbox answers for the reserved data
 *   (an error code for FE40004, STOPP_KJOP for GA10001, …). Executing them means waiting for the app.
 * - Paths: the shortest path to every reachable (abstracted) state, plus each of those extended by
 *   every event the end state accepts (so transitions back into known states, and the router's
 *   `xstate.route` transitions, are exercised too). A greedy pick keeps the paths that add machine
 *   transitions or states, so the executed set covers what the generated set covers.
 *
 * Nothing here copies the flow: remove a transition from machines/purchaseMachine.ts and the
 * generated paths change (or a path's screens no longer match the app).
 */
import { type AnyStateNode, createActor, fromPromise, type Snapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { appMachine } from "../machines/appMachine.ts";
import type { PurchaseActorName } from "../machines/purchase/actors.ts";
import { type PurchaseMachine, purchaseMachine } from "../machines/purchaseMachine.ts";
import {
  type Customer,
  type Distributor,
  type FlowEntry,
  overviewQuestions,
  type Product,
  type PurchaseInput,
  type VehicleLookupResponse,
} from "../machines/types.ts";
import { priceReferences } from "../server/catalogue/priceReferences.ts";
import { modelPickerCar } from "../server/catalogue/vehiclesCatalog.ts";
import { testPersons } from "../server/seed/testPersons.ts";
import { modelCustomer, modelPrice } from "./pathAnswers.ts";

export type PurchaseSnapshot = ReturnType<PurchaseMachine["transition"]>;
export type PathEvent = { type: string } & Record<string, unknown>;

export interface PathStep {
  event: PathEvent;
  /** The state after the event. */
  state: PurchaseSnapshot;
}

export interface ModelPath {
  scenario: Scenario;
  /** Snapshot before the first event (after the entry's eventless transitions). */
  start: PurchaseSnapshot;
  steps: PathStep[];
  /** Readable sentence: the scenario and every event. */
  description: string;
}

/** Who logs in, where the app is opened, and which extra branches the traversal explores. */
export interface Scenario {
  name: string;
  persona: string;
  distributor: Distributor;
  product: Product;
  entry: FlowEntry;
  /** The vehicle the customer types on velg-bil (reserved in docs/sandbox.md). */
  regnr: string;
  /** Steps (state ids) the scenario exists to reach, from SPEC §4 / docs/flow-rules.md. */
  goals?: readonly string[];
  /**
   * Actors whose calls the sandbox is asked to fail once (a planned fault, answered 503 'feil';
   * server/sandbox/faults.ts): the error and retry states no reserved test data produces.
   */
  outages?: readonly PurchaseActorName[];
  /**
   * The analytics consent the customer gives or refuses (SPEC §4): the bank's consent cookie for
   * sb1/eika/dnb, the app's own cookie dialog for the provider's channel ('none').
   */
  cookieConsent?: "given" | "refused";
  /** The customer has a car quote in progress (up to the price page) when this scenario starts. */
  carQuoteInProgress?: boolean;
  /**
   * A step this scenario's shortest path to it is always executed for, even when the coverage
   * selection needs no path of it (a distributor, a consent answer, a saved offer of its own).
   */
  mustReach?: string;
  /** Optional customer events this scenario explores on top of the main flow. */
  extras: ReadonlyArray<
    | "questions"
    | "otherOwner"
    | "summaryCards"
    | "coverage"
    | "bonusTransfer"
    | "errors"
    | "modelPicker"
    | "consent"
    | "retry"
    | "routes"
    | "oldModel"
    | "changes"
    | "backToSummary"
    | "overviewEdits"
    | "restart"
    | "reopen"
    | "contactRefused"
    | "lender"
    | "resumeSaved"
  >;
}

// ---- sandbox data -------------------------------------------------------------------------

/** docs/sandbox.md "Price and vehicle errors" and "Guarantee cases". */
export const reservedVehicleErrors: Readonly<Record<string, { kode: string; status: number }>> = {
  EK12345: { kode: "alleredeForsikret", status: 422 },
  EK45678: { kode: "lagringsforsikring", status: 422 },
  FE30003: { kode: "finnes", status: 422 },
  FE40004: { kode: "kjoretoystatus", status: 422 },
  FE50005: { kode: "begrenset", status: 422 },
  FE60006: { kode: "kjoretoygruppe", status: 422 },
  FE70007: { kode: "gammeltKjoretoy", status: 422 },
  ZZ99999: { kode: "ikkeFunnet", status: 404 },
};
/** docs/sandbox.md: vehicles whose price answer carries `feil` with a 200 (SPEC §7). */
export const priceAnswerErrors: Readonly<Record<string, string>> = { FE80008: "begrenset" };
export const stopPurchaseRegnr = "GA10001";
export const motorhomeRegnrs = ["BO10001", "BO20002", "EK34567"];
/** docs/sandbox.md "Express-price references". */
export const expressReferences: Readonly<
  Record<string, { regnr?: string; error?: string; errorInData?: string }>
> = {
  EKSPRESSPRIS00000001: { regnr: "SX10001" },
  EKSPRESSPRIS00000002: { regnr: "SX20002" },
  EKSPRESSPRIS00000003: { regnr: "BO10001" },
  // The basis data comes with a 200 and carries the vehicle's error (SPEC §4).
  EKSPRESSPRIS00000008: { regnr: "FE30003", errorInData: "finnes" },
  EKSPRESSPRIS00000009: { error: "gammeltKjoretoy" },
};
/** Seeded open offers of `eksisterende` (docs/sandbox.md). */
export const storedOffers: Readonly<
  Record<string, { regnr: string; owner: string; sisteSteg?: string }>
> = {
  "600000025": { regnr: "EK23456", owner: "eksisterende" },
  "600000033": { regnr: "EK34567", owner: "eksisterende" },
  // Chosen in the model picker: no registration number, the offer carries ofvdata; left on tilpass.
  "600000049": { regnr: "", owner: "eksisterende", sisteSteg: "tilpass" },
};
/** The model picker choice: a real make/model the sandbox catalogue sells that year. */
export const pickedModel = { year: 2021, registrationYear: 2021 };
/** A motorhome in the sandbox catalogue (server/catalogue/vehiclesCatalog.ts), for the bobil picker. */
export const pickedMotorhome = { merkenavn: "Adria", modellnavn: "Coral" };
/** A model year the tariff refuses (over 20 years: gammeltKjoretoy from /pris). */
export const oldModelAge = 25;
export const otherOwner = {
  name: "Olga Testesen",
  fnrBirthDate: new Date(Date.UTC(1985, 3, 12)),
  label: "(eierens fødselsnummer)",
};
/** docs/sandbox.md "Guarantee cases": an other owner whose guarantee stops the purchase. */
export const stopPurchaseOwner = {
  fnrBirthDate: new Date(Date.UTC(1950, 0, 1)),
  label: "(eier med kjøpsstopp)",
};
export const bonusTransfer = { regnr: "AB1234" };
/** The chassis number the customer types for a vehicle chosen without a registration number. */
export const chassisNumber = "YV1RS1234";
/**
 * The mobile and e-mail the customer types on kontaktinfo: neither is any test person's registered
 * one, so a purchase that sends the registered contact instead is seen (issue 26.9).
 */
export const typedContact = { telefonnummer: "93000017", epost: "ny.adresse@example.com" };
/**
 * Which option of the sandbox's list the customer picks (an index; -1 is the last): the executor
 * picks it on the screen, the oracle (tests/paths/answers.ts) reads it from the sandbox's list.
 * None is the first of its list, and the last deductible is not the default either, so a mapping
 * that falls back to the first option or the default is seen.
 */
export const customerPicks = {
  leasingCompany: 1,
  lender: 1,
  bonusCompany: 1,
  mileage: 2,
  deductible: -1,
  motorhomeValue: -1,
} as const;

/** The machine's customer for a sandbox test person (server/seed/testPersons.ts). */
export function customerFor(persona: string): Customer {
  const person = testPersons.find((candidate) => candidate.persona === persona);
  if (!person) throw new Error(`No sandbox test person '${persona}'`);
  return modelCustomer({
    niceKundenummer: person.kundenummer,
    fornavn: person.fornavn,
    etternavn: person.etternavn,
    alder: person.alder,
    uonsket: person.uonsket ?? false,
    isLoMedlem: person.loMedlem ?? false,
    isBankkunde: person.bankkunde ?? false,
    utenlandskBosted: person.utenlandskBosted ?? false,
    samtykker: {
      crossDomainConsent: person.crossDomainConsent ?? "UNANSWERED",
      marketingConsent: person.marketingConsent ?? "UNANSWERED",
    },
  });
}

/** GET /defaultBonus: 70 with an agreement bought in the last 3 years (eksisterende), else 60. */
const defaultBonusFor = (persona: string) => (persona === "eksisterende" ? "70" : "60");

export function inputFor(scenario: Scenario): PurchaseInput {
  return {
    product: scenario.product,
    customer: customerFor(scenario.persona),
    distributor: scenario.distributor,
    entry: scenario.entry,
    defaultBonus: defaultBonusFor(scenario.persona),
    currentYear: new Date().getFullYear(),
  };
}

/** Where the customer opens the app for a scenario. */
export function startUrl(scenario: Scenario): string {
  const base = `/privat/forsikring/motor/${scenario.product}`;
  if (scenario.entry.kind === "ekspresspris")
    return `${base}/ekspresspris/${scenario.entry.referenceId}`;
  if (scenario.entry.kind === "tilbud") return `${base}/${scenario.entry.avtalenummer}`;
  if (scenario.entry.kind === "registreringsnummer")
    return `${base}/?registreringsnummer=${scenario.entry.registreringsnummer}`;
  return `${base}/`;
}

// ---- scenarios ------------------------------------------------------------------------------

const start: FlowEntry = { kind: "start" };
/** The sandbox's express reference with a lien (and a young driver, bonus 40). */
const expressReferenceWithLien = "EKSPRESSPRIS00000002";
/** The sandbox's express reference whose bonus (70) is above the one we offer (60). */
const expressReferenceWithHigherBonus = "EKSPRESSPRIS00000001";

export const scenarios: readonly Scenario[] = [
  {
    name: "bil med registreringsnummer",
    goals: ["leasing", "pant", "over23", "pris", "tilleggsdekning", "tilpass", "kvittering"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX20002",
    cookieConsent: "given",
    outages: ["fetchPrice", "saveOffer", "purchase"],
    extras: ["questions", "coverage", "changes", "retry", "overviewEdits"],
  },
  {
    name: "bil, annen eier og kort på oppsummeringen",
    goals: ["eierNavn", "eierFnr", "kvittering"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX10001",
    outages: ["fetchGuarantee", "checkContact"],
    extras: ["otherOwner", "summaryCards", "contactRefused", "overviewEdits"],
  },
  {
    name: "ung sjåfør med bonus fra et annet selskap",
    goals: ["bonus", "bonusOverforing", "kvittering"],
    persona: "ung",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX50005",
    outages: ["saveOffer"],
    extras: ["summaryCards", "bonusTransfer", "overviewEdits"],
  },
  {
    name: "modellvelger med annen eier",
    goals: ["modellvelger", "eierNavn", "kvittering"],
    persona: "ung",
    distributor: "eika",
    product: "bil",
    entry: start,
    regnr: "SX50005",
    cookieConsent: "given",
    extras: ["modelPicker", "otherOwner"],
  },
  {
    name: "feil fra kjøretøyregisteret",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX30003",
    outages: ["fetchGuarantee"],
    extras: ["errors"],
  },
  {
    name: "LO-medlem",
    persona: "lo",
    distributor: "none",
    product: "bil",
    entry: start,
    regnr: "SX40004",
    cookieConsent: "given",
    mustReach: "kvittering",
    extras: ["coverage"],
  },
  {
    // Exactly 23: the drivers-under-23 answer defaults to no (SPEC §3: over23 at age 23 or more).
    name: "kunde på nøyaktig 23 år",
    goals: ["kvittering"],
    persona: "fylt23",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX10001",
    mustReach: "kvittering",
    extras: [],
  },
  {
    name: "SpareBank 1 med samtykke ikke besvart",
    goals: ["samtykke", "kvittering"],
    persona: "samtykke",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX60006",
    cookieConsent: "refused",
    outages: ["fetchConsentTexts", "postConsent"],
    extras: ["consent"],
  },
  {
    name: "bobil",
    goals: ["bobilVerdi", "kvittering"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bobil",
    entry: start,
    regnr: "BO10001",
    extras: ["summaryCards", "modelPicker", "overviewEdits"],
  },
  {
    name: "tilbud i gang, startsiden åpnet på nytt",
    goals: ["pris"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX10001",
    // The insurer does not answer the start page's question for a saved offer (none here anyway).
    outages: ["fetchLatestOffer"],
    extras: ["reopen"],
  },
  {
    name: "bobil med et biltilbud i gang",
    goals: ["pris"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bobil",
    entry: start,
    regnr: "BO20002",
    carQuoteInProgress: true,
    mustReach: "pris",
    extras: [],
  },
  {
    // Bonus 70 above Kari's offered 60: a bonus from another company, transferred before purchase.
    name: "ekspresspris",
    goals: ["leasing", "eier", "pris", "bonusOverforing", "kvittering"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: expressReferenceWithHigherBonus },
    regnr: "SX10001",
    outages: ["lookupVehicle"],
    extras: ["retry", "bonusTransfer"],
  },
  {
    // Bonus 40 below the offered 60 (the customer gets ours), a young driver and a lien whose
    // lender the customer is asked for (issue 26.1-2).
    name: "ekspresspris med pant",
    goals: ["pant", "pris", "kvittering"],
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: expressReferenceWithLien },
    regnr: "SX20002",
    mustReach: "kvittering",
    extras: ["lender"],
  },
  {
    name: "ekspresspris for gammelt kjøretøy",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: "EKSPRESSPRIS00000009" },
    regnr: "FE70007",
    extras: ["retry", "restart"],
  },
  {
    name: "ekspresspris med feil i beregningsgrunnlaget",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: "EKSPRESSPRIS00000008" },
    regnr: "FE30003",
    extras: ["restart"],
  },
  {
    name: "prissvar med feil",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "FE80008",
    mustReach: "pris",
    extras: [],
  },
  {
    name: "ekspresspris for bobil",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: "EKSPRESSPRIS00000003" },
    regnr: "BO10001",
    extras: ["routes"],
  },
  {
    name: "ugyldig ekspressreferanse",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: "for-kort" },
    regnr: "SX30003",
    extras: [],
  },
  {
    name: "ukjent ekspressreferanse",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "ekspresspris", referenceId: "EKSPRESSPRIS00000404" },
    regnr: "SX10001",
    mustReach: "intro",
    extras: ["retry", "restart"],
  },
  {
    name: "registreringsnummer i adressen",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "registreringsnummer", registreringsnummer: "SX30003" },
    regnr: "SX30003",
    extras: [],
  },
  {
    name: "modellvelger med for gammel bil",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "SX30003",
    extras: ["oldModel"],
  },
  {
    name: "endre et lagret tilbud",
    goals: ["pris", "kvittering"],
    persona: "eksisterende",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "tilbud", avtalenummer: "600000025" },
    regnr: "EK23456",
    outages: ["lookupVehicle"],
    mustReach: "kvittering",
    extras: [],
  },
  {
    name: "endre et lagret tilbud uten registreringsnummer",
    goals: ["pris"],
    persona: "eksisterende",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "tilbud", avtalenummer: "600000049" },
    regnr: "",
    mustReach: "pris",
    extras: [],
  },
  {
    name: "endre et lagret bobiltilbud",
    goals: ["pris"],
    persona: "eksisterende",
    distributor: "sb1",
    product: "bobil",
    entry: { kind: "tilbud", avtalenummer: "600000033" },
    regnr: "EK34567",
    mustReach: "pris",
    extras: [],
  },
  {
    // Issue 26.6: a new login (or another tab) finds the customer's latest saved offer.
    name: "lagret tilbud etter ny innlogging",
    goals: ["pris"],
    persona: "eksisterende",
    distributor: "sb1",
    product: "bil",
    entry: start,
    regnr: "",
    mustReach: "pris",
    extras: ["resumeSaved"],
  },
  {
    name: "lenke til en annens tilbud",
    persona: "vanlig",
    distributor: "sb1",
    product: "bil",
    entry: { kind: "tilbud", avtalenummer: "600000025" },
    regnr: "EK23456",
    extras: ["retry", "restart"],
  },
  // Every distributor with analytics consent given and refused (the rest are above).
  {
    name: "Eika uten samtykke til statistikk",
    persona: "vanlig",
    distributor: "eika",
    product: "bil",
    entry: start,
    regnr: "SX10001",
    cookieConsent: "refused",
    mustReach: "pris",
    extras: [],
  },
  {
    name: "DNB med samtykke til statistikk",
    persona: "vanlig",
    distributor: "dnb",
    product: "bil",
    entry: start,
    regnr: "SX20002",
    cookieConsent: "given",
    mustReach: "kvittering",
    extras: [],
  },
  {
    name: "DNB uten samtykke til statistikk",
    persona: "vanlig",
    distributor: "dnb",
    product: "bil",
    entry: start,
    regnr: "SX10001",
    cookieConsent: "refused",
    mustReach: "pris",
    extras: [],
  },
  {
    name: "LO-medlem uten samtykke til statistikk",
    persona: "lo",
    distributor: "none",
    product: "bil",
    entry: start,
    regnr: "SX40004",
    cookieConsent: "refused",
    mustReach: "pris",
    extras: [],
  },
];

// ---- events ---------------------------------------------------------------------------------

/** An e-mail address of the right form that the sandbox's check refuses (RFC 2606 `.invalid`). */
export const refusedContactEmail = "kunde@eksempel.invalid";

const done = (id: string, output: unknown): PathEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});

const statusTexts: Record<number, string> = {
  404: "Not Found",
  422: "Unprocessable Entity",
  503: "Service Unavailable",
};

/** How the app's API client throws an HTTP error (src/api/apiError.ts shape). */
function apiError(status: number, kode: string) {
  return Object.assign(new Error(`HTTP ${status}`), {
    status,
    statusText: statusTexts[status] ?? "Error",
    details: { feil: { kode } },
  });
}

const failed = (id: string, error: unknown): PathEvent => ({
  type: `xstate.error.actor.${id}`,
  error,
  actorId: id,
});

function vehicleFor(regnr: string): VehicleLookupResponse {
  const motorhome = motorhomeRegnrs.includes(regnr);
  return {
    bilinfo: {
      registreringsnummer: regnr,
      biltype: motorhome ? "BOBIL" : "BIL",
      merkenavn: "SANDBOX",
      modellnavn: regnr,
      merkekode: "101",
      modellkode: "1",
      variantkode: "1",
      modellaar: 2020,
      registreringsaar: 2020,
      beskrivelse: regnr,
    },
    garanti:
      regnr === stopPurchaseRegnr
        ? { transaksjonstype: "STOPP_KJOP", forsikringStartdato: "2026-01-01" }
        : { forsikringStartdato: "2026-01-01" },
    ...(motorhome
      ? {
          bobilMerker: [
            { bobilVerdikode: "BV03", maksverdi: 600_000, tekst: "600 000 kr" },
            { bobilVerdikode: "BV08", maksverdi: 1_100_000, tekst: "1 100 000 kr" },
          ],
        }
      : {}),
  } as VehicleLookupResponse;
}

/**
 * What the sandbox answers to an invoked actor, given the flow's context: the done or error event
 * the app will receive. `src` is the actor's logic name, `id` its invoke id.
 */
export function sandboxAnswer(src: string, id: string, snapshot: PurchaseSnapshot): PathEvent {
  const { context } = snapshot;
  const regnr = context.form.registreringsnummer;
  switch (src) {
    case "lookupVehicle": {
      const error = reservedVehicleErrors[regnr];
      if (error) return failed(id, apiError(error.status, error.kode));
      return done(id, vehicleFor(regnr));
    }
    case "fetchGuarantee":
      return done(id, {
        garanti:
          regnr === stopPurchaseRegnr || context.form.annenEierFnr === stopPurchaseOwner.label
            ? { transaksjonstype: "STOPP_KJOP", forsikringStartdato: "2026-01-01" }
            : { forsikringStartdato: "2026-01-01" },
      });
    case "fetchPrice": {
      const year = context.form.ofvdata?.modellaar;
      if (!regnr && year !== undefined && new Date().getFullYear() - year > 20)
        return failed(id, apiError(422, "gammeltKjoretoy"));
      const answerError = priceAnswerErrors[regnr];
      if (answerError)
        return done(id, { ...modelPrice(), dekninger: [], feil: { kode: answerError } });
      return done(id, modelPrice());
    }
    case "saveOffer":
      return done(id, { avtalenummer: "700000028" });
    case "fetchBasisData": {
      const reference = context.entry.kind === "ekspresspris" ? context.entry.referenceId : "";
      const known = expressReferences[reference];
      if (!known) return failed(id, apiError(404, "ikkeFunnet"));
      if (known.error) return failed(id, apiError(422, known.error));
      // The reference's own answers (docs/sandbox.md), which decide the express flow's questions.
      const seeded = priceReferences.find((candidate) => candidate.prisreferanse === reference);
      if (!seeded) throw new Error(`The sandbox seeds no reference ${reference}`);
      return done(id, {
        valgtBonuskode: seeded.bonuskode,
        registreringsnummer: seeded.registreringsnummer,
        ungFoerer: seeded.ungFoerer,
        pant: seeded.pant,
        valgtKjoerelengdekode: seeded.kjorelengdekode,
        ...(known.errorInData ? { feil: { kode: known.errorInData } } : {}),
      });
    }
    case "fetchLatestOffer": {
      // The seeded open offers of the customer (docs/sandbox.md), latest change first: the seed's
      // last of the product (a fresh sandbox per path; nothing saved before the flow starts).
      const persona = testPersons.find(
        (person) => person.kundenummer === context.customer.niceKundenummer,
      )?.persona;
      const latest = Object.entries(storedOffers)
        .filter(([, offer]) => offer.owner === persona)
        .filter(
          ([, offer]) =>
            (motorhomeRegnrs.includes(offer.regnr) ? "bobil" : "bil") === context.product,
        )
        .at(-1);
      if (!latest) return done(id, null);
      const [avtalenummer, offer] = latest;
      return done(id, {
        avtalenummer,
        produkt: context.product,
        beskrivelse: "",
        registreringsnummer: offer.regnr || null,
        opprettet: "2026-01-01T00:00:00.000Z",
        oppdatert: "2026-01-01T00:00:00.000Z",
        kjoretoy: "",
        dekning: "",
        prisPerMnd: 0,
      });
    }
    case "fetchOffer": {
      const avtalenummer = context.entry.kind === "tilbud" ? context.entry.avtalenummer : "";
      const offer = storedOffers[avtalenummer];
      // Another customer's offer is answered like an unknown one (404).
      const owner = testPersons.find((person) => person.persona === offer?.owner);
      if (!offer || owner?.kundenummer !== context.customer.niceKundenummer)
        return failed(id, apiError(404, "ikkeFunnet"));
      return done(id, {
        tilbud: {
          bonuskode: "70",
          foererUnder23: false,
          pant: false,
          leasing: false,
          kjorelengdekode: "12",
          dekningsId: "120",
          egenandelId: "E6000",
          bildata: offer.regnr
            ? {
                registreringsnummer: offer.regnr,
                ...(motorhomeRegnrs.includes(offer.regnr) ? { bobilVerdi: "BV08" } : {}),
              }
            : { ofvdata: modelPickerCar },
          merkenavn: "TOYOTA",
          modellnavn: "COROLLA",
        },
        garanti: { forsikringStartdato: "2026-01-01" },
        sisteSteg: offer.sisteSteg ?? "pris",
      });
    }
    case "purchase":
      return done(id, {
        success: true,
        avtalenummer: "700000028",
        prisPerMnd: 900,
        prisPerAar: 10800,
      });
    case "fetchConsentTexts":
      return done(id, {
        samtykketekster: [
          { title: "Markedsføring", intro: "I", text: "X", key: "marketingConsent" },
          { title: "Deling", intro: "I", text: "X", key: "crossDomainConsent" },
        ],
      });
    case "postConsent":
      return done(id, {});
    case "checkContact":
      // The sandbox refuses an address in a never-deliverable domain (server/routes/validate.ts).
      return done(id, {
        telefonnummer: true,
        epost: context.contactCheck?.epost !== refusedContactEmail,
      });
    default:
      throw new Error(`The model has no sandbox answer for actor '${src}'`);
  }
}

interface Endpoint {
  metode: "GET" | "POST";
  sti: string;
}

/**
 * The endpoint each actor calls (machines/purchase/actors.ts), for the sandbox's planned faults;
 * an actor that makes several calls fails when all of them do.
 */
export const actorEndpoints: Readonly<Record<PurchaseActorName, Endpoint | readonly Endpoint[]>> = {
  lookupVehicle: { metode: "GET", sti: "/motor/bil/sok" },
  fetchGuarantee: { metode: "POST", sti: "/motor/bil/garanti" },
  fetchPrice: { metode: "POST", sti: "/motor/bil/pris" },
  saveOffer: { metode: "POST", sti: "/motor/bil/tilbud/lagre" },
  fetchOffer: { metode: "GET", sti: "/motor/bil/tilbud/hent" },
  fetchBasisData: { metode: "GET", sti: "/motor/bil/beregningsgrunnlag" },
  fetchLatestOffer: { metode: "GET", sti: "/avtaleoversikt/tilbud" },
  purchase: { metode: "POST", sti: "/motor/bil/kjop" },
  fetchConsentTexts: { metode: "GET", sti: "/samtykke/tekster" },
  postConsent: { metode: "POST", sti: "/samtykke/oppdater" },
  checkContact: [
    { metode: "GET", sti: "/validate/mobileNo" },
    { metode: "GET", sti: "/validate/emailAddress" },
  ],
};

/** The error the app gets when the sandbox answers a planned fault (503 'feil'). */
const plannedFault = (id: string, src: string): PathEvent => ({
  ...failed(id, apiError(503, "feil")),
  plannedFault: src,
});

/** The actor a planned fault fails, or undefined for a real answer or a customer event. */
export const plannedFaultOf = (event: PathEvent): PurchaseActorName | undefined =>
  typeof event.plannedFault === "string" ? (event.plannedFault as PurchaseActorName) : undefined;

/**
 * The app's answers for every actor the snapshot is waiting for: the sandbox's real answer first,
 * then, for the scenario's outages, a planned fault.
 */
export function appEvents(snapshot: PurchaseSnapshot, scenario?: Scenario): PathEvent[] {
  return Object.entries(snapshot.children as Record<string, { src?: unknown } | undefined>)
    .filter(([, child]) => child !== undefined)
    .flatMap(([id, child]) => {
      const src = String(child?.src ?? id);
      const answer = sandboxAnswer(src, id, snapshot);
      return scenario?.outages?.includes(src as PurchaseActorName)
        ? [answer, plannedFault(id, src)]
        : [answer];
    });
}

const model = {
  type: "model.submit",
  ofvdata: {
    modellaar: pickedModel.year,
    registreringsaar: pickedModel.registrationYear,
    merkekode: "101",
    modellkode: "1",
    variantkode: "1",
  },
  merkenavn: "(første merke)",
  modellnavn: "(første modell)",
} satisfies PathEvent;

/** The customer's events a scenario tries (the traversal keeps those the state accepts). */
export function customerEvents(scenario: Scenario): PathEvent[] {
  const has = (extra: Scenario["extras"][number]) => scenario.extras.includes(extra);
  const events: PathEvent[] = [
    { type: "intro.start" },
    { type: "hasRegnr.answer", hasRegNr: true },
    { type: "vehicle.lookup", registreringsnummer: scenario.regnr },
    // The customer edits the number after the vehicle was found (issue 29 item 8: velgBil.editing).
    { type: "vehicle.lookup", registreringsnummer: scenario.regnr.slice(0, -1) },
    { type: "vehicle.submit" },
    { type: "motorhomeValue.submit", bobilVerdikode: "BV03" },
    { type: "leasing.answer", leasing: false },
    { type: "owner.answer", eier: true },
    { type: "summary.confirm" },
    { type: "price.submit" },
    { type: "addons.submit" },
    { type: "adjust.submit" },
    { type: "identity.submit", identitet: "registreringsnummer" },
    { type: "odometer.submit", kilometerstand: "45000" },
    { type: "contact.submit", ...typedContact },
    { type: "purchase.confirm" },
  ];
  if (has("questions"))
    events.push(
      { type: "leasing.answer", leasing: true, leasingCompanykode: "(andre leasingselskap)" },
      { type: "summary.edit", question: "pant" },
      { type: "lien.answer", pant: true, panthaverId: "(andre långiver)" },
      { type: "lien.answer", pant: false },
      { type: "summary.edit", question: "over23" },
      { type: "over23.answer", over23: false },
      // An answer chosen but not yet submitted (kept as a draft, SPEC §4 "Persisted form data").
      { type: "form.draft", step: "leasing", name: "leasing", value: "true" },
    );
  if (has("otherOwner"))
    events.push(
      { type: "owner.answer", eier: false },
      { type: "ownerName.submit", annenEierNavn: otherOwner.name },
      { type: "ownerFnr.submit", annenEierFnr: otherOwner.label },
      { type: "ownerFnr.submit", annenEierFnr: stopPurchaseOwner.label },
    );
  if (has("summaryCards"))
    events.push(
      { type: "summary.edit", question: "leasing" },
      { type: "summary.edit", question: "eier" },
      { type: "summary.edit", question: "bonus" },
      { type: "summary.edit", question: "bobilVerdi" },
      { type: "over23.answer", over23: true },
      { type: "bonus.answer", bonusFraOss: true, bonuskode: "60" },
    );
  if (has("bonusTransfer"))
    events.push(
      { type: "summary.edit", question: "bonus" },
      { type: "bonus.answer", bonusFraOss: false, bonuskode: "80" },
      {
        type: "bonusTransfer.submit",
        bonusRegnummer: bonusTransfer.regnr,
        bonusoverforingsselskap: "(andre selskap)",
        bonusoverforingsselskapNavn: "(andre selskap)",
      },
    );
  // SPEC §2 kjop: an answer changed from the overview before purchase comes back there.
  if (has("overviewEdits"))
    events.push(
      ...overviewQuestions.map((question) => ({ type: "overview.edit", question }) as const),
    );
  if (has("coverage"))
    events.push(
      { type: "price.select", dekningId: "150" },
      { type: "price.select", dekningId: "120" },
    );
  // The lender of a lien an express reference names (the customer keeps the lien).
  if (has("lender"))
    events.push(
      { type: "lien.answer", pant: true, panthaverId: "(andre långiver)" },
      // A leased car drops the reference's lien (SPEC §4): the lender is not asked.
      { type: "leasing.answer", leasing: true, leasingCompanykode: "(andre leasingselskap)" },
    );
  if (has("contactRefused"))
    events.push({
      type: "contact.submit",
      epost: refusedContactEmail,
      telefonnummer: typedContact.telefonnummer,
    });
  if (has("errors")) {
    events.push({ type: "vehicle.pickModel" });
    for (const regnr of [...Object.keys(reservedVehicleErrors), stopPurchaseRegnr])
      events.push({ type: "vehicle.lookup", registreringsnummer: regnr });
  }
  if (has("modelPicker"))
    events.push(
      { type: "hasRegnr.answer", hasRegNr: false },
      { type: "vehicle.pickModel" },
      // In the motorhome flow the customer picks a motorhome (its variant carries the values).
      scenario.product === "bobil"
        ? {
            ...model,
            ...pickedMotorhome,
            bobilMerker: [{ bobilVerdikode: "BV03", maksverdi: 600_000, tekst: "600 000 kr" }],
          }
        : model,
    );
  if (has("consent"))
    events.push(
      { type: "consent.submit", crossDomainConsentApproved: true, marketingConsentApproved: true },
      {
        type: "consent.submit",
        crossDomainConsentApproved: false,
        marketingConsentApproved: false,
      },
    );
  if (has("retry")) events.push({ type: "flow.retry" });
  if (has("changes"))
    events.push(
      { type: "addons.change", leiebil: true },
      { type: "adjust.change", kjorelengde: "(en annen kjørelengde)" },
    );
  if (has("oldModel"))
    events.push(
      { type: "hasRegnr.answer", hasRegNr: false },
      {
        ...model,
        ofvdata: {
          ...model.ofvdata,
          modellaar: new Date().getFullYear() - oldModelAge,
          registreringsaar: new Date().getFullYear() - oldModelAge,
        },
      },
    );
  if (has("routes")) events.push(...routeEvents);
  if (has("restart")) events.push({ type: "flow.restart" });
  if (has("reopen")) events.push({ type: "flow.resume" }, { type: "flow.restart" });
  if (has("resumeSaved")) events.push({ type: "flow.resume" }, { type: "flow.restart" });
  if (has("backToSummary")) events.push({ type: "xstate.route", to: "#sjekkBilInfo" });
  return events;
}

/** Every routable step, as the router sends it (back/forward, deep link). */
export const routeEvents: PathEvent[] = (function collect(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => collect(child as AnyStateNode))];
})(purchaseMachine.root)
  .filter((node) => node.config.route && node.config.id)
  .map((node) => ({ type: "xstate.route", to: `#${node.id}` }));

/** Links the router turns into entry events mid-flow (SPEC §2 express price and stored offer). */
export const entryEvents: PathEvent[] = [
  { type: "express.open", referenceId: "EKSPRESSPRIS00000002" },
  { type: "express.open", referenceId: "for-kort" },
  { type: "offer.open", avtalenummer: "600000025" },
];

/**
 * Events the machine accepts in a whole region but whose control is on one step only (the price
 * region takes `addons.change` on every offer step; the checkbox is on tilleggsdekning).
 */
const controlStep: Readonly<Record<string, string>> = {
  "price.select": "pris",
  "addons.change": "tilleggsdekning",
  "adjust.change": "tilpass",
  "form.draft": "leasing",
};

/** The events the traversal tries in a state: the app's answers while it loads, else the customer's. */
/**
 * "Start på nytt" is on the start page while a quote waits, and on the pages an express price or a
 * saved offer that cannot be shown end on (the machine takes it anywhere).
 */
const showsStartOver = (snapshot: PurchaseSnapshot) =>
  snapshot.can({ type: "flow.resume" }) ||
  snapshot.matches({ ekspresspris: "failed" }) ||
  snapshot.matches({ redigerTilbud: "failed" });

export function eventsIn(snapshot: PurchaseSnapshot, scenario: Scenario): PathEvent[] {
  if (snapshot.hasTag("loading")) return appEvents(snapshot, scenario);
  const step = stepIdOf(snapshot);
  // Opening the flow's start page anew (a new page load) from wherever the customer is.
  const reopen: PathEvent[] =
    scenario.extras.includes("reopen") && step ? [{ type: "flow.reopen", step }] : [];
  return [...customerEvents(scenario), ...reopen].filter(
    (event) =>
      snapshot.can(event as never) &&
      (event.type !== "flow.restart" || showsStartOver(snapshot)) &&
      // With a quote waiting the start page offers 'Fortsett der du slapp' instead of Start.
      (event.type !== "intro.start" || !snapshot.can({ type: "flow.resume" })) &&
      (controlStep[event.type] === undefined || controlStep[event.type] === stepIdOf(snapshot)) &&
      // 'Prøv igjen' is only on screen for the general error ('feil'); after a failed purchase
      // it buys again (purchase.confirm), it does not price again.
      (event.type !== "flow.retry" ||
        (snapshot.context.error?.kode === "feil" && !snapshot.hasTag("purchaseFailed"))),
  );
}

/** The state key: the state value plus the few context facts that change where the flow goes. */
export function serializeState(snapshot: PurchaseSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    // The sandbox's answers depend on the vehicle (an error code, STOPP_KJOP).
    context.form.registreringsnummer,
    context.form.leasing,
    context.form.eier,
    context.form.bonusFraOss,
    context.returnTo,
    context.error?.kode ?? null,
    context.purchaseResult?.success ?? null,
    context.selectedDekningId,
    context.resumeStep,
  ]);
}

/**
 * A finer state key for the model-based invariants (tests/machines/paths.test.ts): the lien answer
 * too, so every coverage is tried with and without a lien (the screens do not need that; the
 * coverage rules do).
 */
export function serializeRuleState(snapshot: PurchaseSnapshot): string {
  return JSON.stringify([serializeState(snapshot), snapshot.context.form.pant]);
}

// ---- generation -----------------------------------------------------------------------------

function describeEvent(event: PathEvent): string {
  const { type, ...payload } = event;
  if (type.startsWith("xstate.done.actor.")) return `(svar fra ${type.slice(18)})`;
  const fault = plannedFaultOf(event);
  if (fault) return `(planlagt feil i ${fault})`;
  if (type.startsWith("xstate.error.actor.")) {
    const kode = (payload.error as { details?: { feil?: { kode?: string } } })?.details?.feil?.kode;
    return `(feil fra ${type.slice(19)}: ${kode ?? "ukjent"})`;
  }
  if (type === "xstate.route") return `går til ${String(payload.to)} i adressefeltet`;
  if (type === "flow.reopen") return `åpner startsiden på nytt (fra ${String(payload.step)})`;
  const shown = Object.entries(payload)
    .filter(([key]) => key !== "ofvdata" && key !== "bobilMerker")
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
  return shown ? `${type}(${shown})` : type;
}

export function describeSteps(scenario: Scenario, steps: readonly PathStep[]): string {
  const customerSteps = steps.filter((step) => !step.event.type.startsWith("xstate.done.actor."));
  const sentence = customerSteps.map((step) => describeEvent(step.event)).join(" → ");
  return `${scenario.name} (${scenario.persona}): ${sentence || "åpner appen"} ⇒ ${stepIdOf(steps.at(-1)?.state) ?? "start"}`;
}

/** The id of the active step (the state node with meta.path), or undefined while none is. */
export function stepIdOf(snapshot: PurchaseSnapshot | undefined): string | undefined {
  if (!snapshot) return undefined;
  const ids = Object.keys(snapshot.getMeta());
  return ids.at(-1)?.replace(/^purchase\./, "");
}

const offerSteps = new Set(["pris", "tilleggsdekning", "tilpass", "kjop"]);

/** The saved offer is current when the model says the price region is ready (not failed). */
const offerIsSettled = (snapshot: PurchaseSnapshot) =>
  snapshot.matches({ tilbud: { oppdatering: "ready" } }) && snapshot.context.error === null;

/**
 * Does this screen get outcome checks (tests/paths/outcomes.ts: the stored offer on a settled offer
 * step, the new agreement on the receipt)? For the coverage report and the answer kinds, too.
 */
export function hasOutcomeChecks(step: string | undefined, snapshot: PurchaseSnapshot): boolean {
  if (step === "kvittering") return snapshot.matches({ kvittering: "shown" });
  return step !== undefined && offerSteps.has(step) && offerIsSettled(snapshot);
}

/**
 * The kinds of answer the oracle (tests/paths/answers.ts) compares with what the sandbox stored.
 * Each is proven by a path that gives the answer and then reaches a screen whose outcomes are
 * checked (a purchase kind: the receipt). The executed paths, in Chromium and in jsdom, prove each
 * kind, so an answer the app maps wrongly into its request fails a path (docs/testing.md).
 */
export interface AnswerKind {
  name: string;
  /** Does this step (of this scenario) give the answer? */
  gives: (event: PathEvent, scenario: Scenario, index: number) => boolean;
  /** Only the receipt proves it (the answer is stored on the agreement only). */
  bought?: boolean;
  /**
   * Does this step take the answer away before a check could prove it (another answer to the same
   * question, or a rule that clears it)? A kind given by the scenario's start, not by an event,
   * is proven only by a path that leaves it untouched up to a checked screen.
   */
  undoneBy?: (event: PathEvent) => boolean;
}

const isEvent =
  (type: string, payload: Record<string, unknown> = {}) =>
  (event: PathEvent) =>
    event.type === type && Object.entries(payload).every(([key, value]) => event[key] === value);
/** A jump by the address bar or a link opened (an express price, a saved offer). */
const isAddressBarEvent = (event: PathEvent) => /^xstate\.route$|\.(open|reopen)$/.test(event.type);
/** The address bar, a link or a new start: the answers so far may go. */
const startsAnew = (event: PathEvent) =>
  isAddressBarEvent(event) || /\.(restart|resume)$/.test(event.type);
const atStart =
  (wanted: (scenario: Scenario) => boolean) =>
  (_event: PathEvent, scenario: Scenario, index: number) =>
    index === 0 && wanted(scenario);

export const answerKinds: readonly AnswerKind[] = [
  { name: "a lien with its lender", gives: isEvent("lien.answer", { pant: true }) },
  {
    name: "a lien with its lender, bought",
    gives: isEvent("lien.answer", { pant: true }),
    bought: true,
  },
  { name: "leasing with its company", gives: isEvent("leasing.answer", { leasing: true }) },
  {
    name: "leasing with its company, bought",
    gives: isEvent("leasing.answer", { leasing: true }),
    bought: true,
  },
  {
    name: "another owner's name and national id",
    gives: isEvent("ownerFnr.submit", { annenEierFnr: otherOwner.label }),
  },
  { name: "another mileage and deductible", gives: isEvent("adjust.change") },
  { name: "an add-on", gives: isEvent("addons.change") },
  { name: "a coverage", gives: isEvent("price.select") },
  { name: "a motorhome value", gives: isEvent("motorhomeValue.submit") },
  {
    name: "drivers under 23",
    gives: (event, scenario, index) =>
      isEvent("over23.answer", { over23: false })(event) ||
      atStart((s) => s.persona === "ung")(event, scenario, index),
  },
  { name: "a customer of exactly 23", gives: atStart((s) => s.persona === "fylt23") },
  { name: "a model picked", gives: isEvent("model.submit") },
  {
    name: "an express reference",
    gives: (event, scenario, index) =>
      event.type === "express.open" ||
      atStart((s) => s.entry.kind === "ekspresspris")(event, scenario, index),
  },
  {
    // The lien comes from the reference, not from an answer: only the oracle's start answers say
    // it must reach the sandbox (with the lender the customer is asked for, issue 26.2).
    name: "an express reference's lien",
    gives: atStart(
      (s) => s.entry.kind === "ekspresspris" && s.entry.referenceId === expressReferenceWithLien,
    ),
    // A leased car, a 'no' to the lien and a jump by the address bar each drop it (SPEC §4).
    undoneBy: (event) =>
      isEvent("leasing.answer", { leasing: true })(event) ||
      isEvent("lien.answer", { pant: false })(event) ||
      startsAnew(event),
  },
  {
    // A reference bonus above ours is another company's (issue 26.1): priced as the reference
    // says, not as ours, unless the customer answers the bonus question anew.
    name: "an express reference's bonus from another company",
    gives: atStart(
      (s) =>
        s.entry.kind === "ekspresspris" && s.entry.referenceId === expressReferenceWithHigherBonus,
    ),
    undoneBy: (event) => event.type === "bonus.answer" || startsAnew(event),
  },
  {
    name: "an express reference, bought",
    gives: atStart((s) => s.entry.kind === "ekspresspris"),
    bought: true,
  },
  {
    name: "the typed mobile, e-mail, odometer and identity, bought",
    gives: isEvent("contact.submit"),
    bought: true,
  },
  { name: "a chassis number, bought", gives: isEvent("model.submit"), bought: true },
  { name: "a bonus transfer, bought", gives: isEvent("bonusTransfer.submit"), bought: true },
];

/** Does the path give an answer of this kind and then check it against the sandbox? */
export function provesAnswer(path: ModelPath, kind: AnswerKind): boolean {
  const given = path.steps.findIndex((step, index) => kind.gives(step.event, path.scenario, index));
  if (given < 0) return false;
  for (const step of path.steps.slice(given)) {
    if (kind.undoneBy?.(step.event)) return false;
    const screen = stepIdOf(step.state);
    const checked = kind.bought
      ? screen === "kvittering" && hasOutcomeChecks(screen, step.state)
      : hasOutcomeChecks(screen, step.state);
    if (checked) return true;
  }
  return false;
}

const next = (snapshot: PurchaseSnapshot, event: PathEvent) =>
  purchaseMachine.transition(snapshot, event as never, actorScopeFor()) as PurchaseSnapshot;

let scope: Parameters<PurchaseMachine["transition"]>[2] | undefined;
function actorScopeFor() {
  if (!scope) {
    // A throwaway actor gives a real actor scope for pure transitions.
    const actor = createActor(purchaseMachine, { input: inputFor(scenarios[0] as Scenario) });
    scope = (actor as unknown as { _actorScope: typeof scope })._actorScope;
  }
  return scope as NonNullable<typeof scope>;
}

/** Runs the app's answers until the flow waits for the customer (a screen to check). */
function settle(scenario: Scenario, steps: PathStep[], last: PurchaseSnapshot): PathStep[] {
  let state = last;
  const settled = [...steps];
  for (let guard = 0; guard < 10 && state.hasTag("loading"); guard++) {
    const [event] = appEvents(state);
    if (!event) break;
    state = next(state, event);
    settled.push({ event, state });
  }
  void scenario;
  return settled;
}

/**
 * Candidate paths of one scenario: shortest paths, each also extended by every accepted event.
 * `stateKey` tells which states count as different (default: `serializeState`).
 */
export function scenarioPaths(
  scenario: Scenario,
  stateKey: (snapshot: PurchaseSnapshot) => string = serializeState,
): ModelPath[] {
  const input = inputFor(scenario);
  const shortest = getShortestPaths(purchaseMachine, {
    input,
    events: (snapshot) => eventsIn(snapshot as PurchaseSnapshot, scenario) as never,
    serializeState: (snapshot) => stateKey(snapshot as PurchaseSnapshot),
  });
  const startState = purchaseMachine.getInitialSnapshot(actorScopeFor(), input) as PurchaseSnapshot;
  const result: ModelPath[] = [];
  const seen = new Set<string>();
  const add = (steps: PathStep[], branch = true) => {
    const settled = settle(scenario, steps, steps.at(-1)?.state ?? startState);
    const key =
      JSON.stringify(settled.map((step) => step.event.type + JSON.stringify(step.event.to ?? ""))) +
      stateKey(settled.at(-1)?.state ?? startState) +
      settled.map((s) => describeEvent(s.event)).join();
    if (seen.has(key)) return;
    seen.add(key);
    result.push({
      scenario,
      start: startState,
      steps: settled,
      description: describeSteps(scenario, settled),
    });
    if (!branch) return;
    // The app's other possible answers on the way (planned faults) are paths of their own, even
    // when the state they lead to is one the default answer reaches too.
    for (let k = steps.length; k < settled.length; k++) {
      const before = k === 0 ? startState : (settled[k - 1] as PathStep).state;
      for (const other of appEvents(before, scenario).slice(1))
        add([...settled.slice(0, k), { event: other, state: next(before, other) }], false);
    }
  };
  const routed = new Set<string>();
  for (const path of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
    // Replay the events to get each step's state after its event (the init step is dropped).
    const after: PathStep[] = [];
    let state = startState;
    for (const step of path.steps) {
      const event = step.event as PathEvent;
      if (event.type === "xstate.init") continue;
      state = next(state, event);
      after.push({ event, state });
    }
    add(after);
    const end = state;
    if (end.hasTag("loading")) continue;
    for (const event of [...eventsIn(end, scenario), ...routeEvents, ...entryEvents]) {
      if (!end.can(event as never)) continue;
      // The address of the step the customer is on: the app stays (nothing to navigate to).
      if (event.type === "xstate.route" && event.to === `#${stepIdOf(end)}`) continue;
      // The router's events: once per scenario, from the nearest state that accepts them.
      if (event.type === "xstate.route" || event.type.endsWith(".open")) {
        const key = JSON.stringify(event);
        if (routed.has(key)) continue;
        routed.add(key);
      }
      add([...after, { event, state: next(end, event) }]);
    }
  }
  return result;
}

// ---- coverage -------------------------------------------------------------------------------

export interface TransitionInfo {
  key: string;
  source: string;
  event: string;
  target: string;
  description?: string;
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child as AnyStateNode))];
}

type TransitionDef = AnyStateNode["always"] extends (infer T)[] | undefined ? T : never;

function transitionKey(transition: TransitionDef): string {
  const source = transition.source as AnyStateNode;
  const list =
    transition.eventType === "" || !transition.eventType
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const index = list.indexOf(transition);
  const targets = (transition.target ?? []).map((t: AnyStateNode) => t.id).join(",") || "(self)";
  return `${source.id} —${transition.eventType || "always"}[${index}]→ ${targets}`;
}

/** Every transition the machine defines (events, invoke done/error, eventless, routes). */
export function allTransitions(machine = purchaseMachine): TransitionInfo[] {
  return nodesOf(machine.root).flatMap((node) => {
    const defs: TransitionDef[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ] as TransitionDef[];
    return defs.map((transition) => ({
      key: transitionKey(transition),
      source: node.id,
      event: transition.eventType || "always",
      target: (transition.target ?? []).map((t: AnyStateNode) => t.id).join(",") || "(self)",
      description: transition.description,
    }));
  });
}

/** Every state node of the machine, by id. */
export function allStates(machine = purchaseMachine): string[] {
  return nodesOf(machine.root).map((node) => node.id);
}

const never = fromPromise(() => new Promise<never>(() => {}));

/** Replays a path on a real actor (actors that never answer) and records what it exercised. */
export function exercised(path: ModelPath): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const machine = purchaseMachine.provide({
    actors: Object.fromEntries(Object.keys(actorEndpoints).map((name) => [name, never])) as never,
  });
  const actor = createActor(machine, {
    input: inputFor(path.scenario),
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.microstep") return;
      for (const transition of (inspection as unknown as { _transitions: TransitionDef[] })
        ._transitions ?? []) {
        transitions.add(transitionKey(transition));
        states.add((transition.source as AnyStateNode).id);
      }
      const snapshot = (inspection as unknown as { snapshot: Snapshot<unknown> }).snapshot as
        | PurchaseSnapshot
        | undefined;
      for (const node of snapshot?._nodes ?? []) states.add(node.id);
    },
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  for (const step of path.steps) {
    actor.send(step.event as never);
    for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  }
  actor.stop();
  return { states, transitions };
}

export interface GeneratedModel {
  candidates: ModelPath[];
  /** The paths to execute: greedy cover of the candidates' states and transitions. */
  selected: ModelPath[];
  covered: { states: Set<string>; transitions: Set<string> };
}

let cache: GeneratedModel | undefined;

/** All candidates of every scenario and the greedy selection that covers what they cover. */
export function generateModel(): GeneratedModel {
  if (cache) return cache;
  const all = scenarios.flatMap((scenario) => scenarioPaths(scenario));
  // A path that is the beginning of another exercises nothing the longer one does not.
  const keyOf = (path: ModelPath, length = path.steps.length) =>
    `${path.scenario.name}|${path.steps
      .slice(0, length)
      .map((step) => describeEvent(step.event) + step.event.type)
      .join("|")}`;
  const prefixes = new Set<string>();
  for (const path of all)
    for (let length = 0; length < path.steps.length; length++) prefixes.add(keyOf(path, length));
  const candidates = all.filter((path) => !prefixes.has(keyOf(path)));
  const exercisedBy = candidates.map(exercised);
  const covered = { states: new Set<string>(), transitions: new Set<string>() };
  const selected: ModelPath[] = [];
  const remaining = new Set(candidates.map((_, index) => index));
  for (;;) {
    let best = -1;
    let bestGain = 0;
    let bestLength = Number.POSITIVE_INFINITY;
    for (const index of remaining) {
      const got = exercisedBy[index] as ReturnType<typeof exercised>;
      let gain = 0;
      for (const key of got.transitions) if (!covered.transitions.has(key)) gain++;
      for (const key of got.states) if (!covered.states.has(key)) gain++;
      const length = (candidates[index] as ModelPath).steps.length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && length < bestLength)) {
        best = index;
        bestGain = gain;
        bestLength = length;
      }
    }
    if (best < 0) break;
    remaining.delete(best);
    const got = exercisedBy[best] as ReturnType<typeof exercised>;
    for (const key of got.transitions) covered.transitions.add(key);
    for (const key of got.states) covered.states.add(key);
    selected.push(candidates[best] as ModelPath);
  }
  // Scenarios that exist for who the customer is (a distributor, a consent answer, a saved offer)
  // run at least once to the step they must reach, though their flow adds no transition.
  for (const scenario of scenarios) {
    if (!scenario.mustReach) continue;
    const reached = selected.some(
      (path) =>
        path.scenario === scenario &&
        path.steps.some((step) => stepIdOf(step.state) === scenario.mustReach),
    );
    if (reached) continue;
    const path = shortestPathTo(scenario, scenario.mustReach);
    if (!path) throw new Error(`${scenario.name}: no path reaches '${scenario.mustReach}'`);
    selected.push(path);
  }
  // Every kind of answer the oracle compares is given, and checked, on an executed path.
  for (const kind of answerKinds) {
    if (selected.some((path) => provesAnswer(path, kind))) continue;
    const path = candidates
      .filter((candidate) => !byAddressBar(candidate) && provesAnswer(candidate, kind))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    if (path) selected.push(path);
  }
  // Run the scenarios in a stable, readable order.
  selected.sort(
    (a, b) =>
      scenarios.indexOf(a.scenario) - scenarios.indexOf(b.scenario) ||
      a.description.localeCompare(b.description),
  );
  cache = { candidates, selected, covered };
  return cache;
}

// ---- gating (app root): purchase blocks by persona ------------------------------------------

export interface GatingPath {
  persona: string;
  distributor: Distributor;
  block: string;
  description: string;
}

/** Shortest paths through the app root to each purchase block, one test person each. */
export function generateGatingPaths(): GatingPath[] {
  const cases: Array<{ persona: string; distributor: Distributor }> = [
    { persona: "under18", distributor: "sb1" },
    { persona: "uonsket", distributor: "sb1" },
    { persona: "utland", distributor: "sb1" },
    { persona: "vanlig", distributor: "none" },
  ];
  return cases.flatMap(({ persona, distributor }) => {
    const customer = customerFor(persona);
    const answer = (src: string, id: string): PathEvent => {
      if (src === "fetchSessionStatus") return done(id, { kfpSessionId: "sandbox" });
      if (src === "fetchClientContext") return done(id, { distributor, loginContext: "ÅPEN" });
      if (src === "fetchCustomer") return done(id, customer);
      return done(id, { bonuskode: "60" });
    };
    const paths = getShortestPaths(appMachine, {
      input: { product: "bil", distributor },
      events: (snapshot) =>
        Object.entries(snapshot.children as Record<string, { src?: unknown } | undefined>).map(
          ([id, child]) => answer(String(child?.src ?? id), id),
        ) as never,
      toState: (snapshot) => snapshot.matches("blocked"),
    });
    return paths.map((path) => {
      const block = String((path.state.context as { block: string | null }).block);
      return {
        persona,
        distributor,
        block,
        description: `sperre '${block}' for ${persona} (${distributor}): ${path.steps
          .map((step) =>
            (step.event as PathEvent).type.replace(/^xstate\.done\.actor\./, "svar fra "),
          )
          .join(" → ")}`,
      };
    });
  });
}

const byAddressBar = (path: ModelPath) => path.steps.some((step) => isAddressBarEvent(step.event));

/** The shortest path of a scenario to a step, by the customer's own answers (no address bar). */
export function shortestPathTo(scenario: Scenario, step: string): ModelPath | undefined {
  return scenarioPaths(scenario)
    .filter((path) => !byAddressBar(path) && stepIdOf(path.steps.at(-1)?.state) === step)
    .sort((a, b) => a.steps.length - b.steps.length)[0];
}

/**
 * The car quote a `carQuoteInProgress` scenario starts with: the same customer's shortest path to
 * the car's price page.
 */
export function carQuotePrefix(scenario: Scenario): { scenario: Scenario; path: ModelPath } {
  const car: Scenario = {
    name: "biltilbud i gang",
    persona: scenario.persona,
    distributor: scenario.distributor,
    product: "bil",
    entry: { kind: "start" },
    regnr: "SX10001",
    extras: [],
  };
  const path = shortestPathTo(car, "pris");
  if (!path) throw new Error("The model has no car path to the price page");
  return { scenario: car, path };
}

/**
 * The shortest generated path of a scenario that ends on the receipt after a purchase, optionally
 * one whose events pass `wanted` (e.g. with another owner).
 */
export function purchasePath(
  scenarioName: string,
  wanted: (path: ModelPath) => boolean = () => true,
): ModelPath {
  const scenario = scenarios.find((candidate) => candidate.name === scenarioName);
  if (!scenario) throw new Error(`No scenario '${scenarioName}'`);
  const found = scenarioPaths(scenario)
    .filter((path) => {
      const end = path.steps.at(-1)?.state;
      return end?.matches({ kvittering: "shown" }) && wanted(path);
    })
    .filter((path) => !path.steps.some((step) => step.event.type === "xstate.route"))
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!found) throw new Error(`The model has no purchase path for '${scenarioName}'`);
  return found;
}
