/**
 * The purchase flow for car and motorhome insurance (SPEC §2 "Car flow steps", §4 "Guarantee,
 * offer, purchase" and "Car flow order", §6, §8) as one statechart. Pure TypeScript: every HTTP
 * call is an actor provided from outside, every rule a named guard or action.
 *
 * Steps carry `meta.path` (relative to the flow base, '/bil' or '/bobil') and `meta.funnelStep`
 * (analytics funnel, car 0..20); the URL is derived from the active step. Steps with an `id` and
 * `route: {}` are routable: the app sends `{ type: 'xstate.route', to: '#velgBil' }` on browser
 * back/forward and deep links, and the route guards refuse steps whose prerequisites are missing.
 */
import { assign } from "xstate";
import { clearedOfferState } from "./purchase/actions.ts";
import { consentPhase } from "./purchase/consentPhase.ts";
import { entryPhase } from "./purchase/entryPhase.ts";
import { offerPhase } from "./purchase/offerPhase.ts";
import { questionsPhase } from "./purchase/questionsPhase.ts";
import { receiptPhase } from "./purchase/receiptPhase.ts";
import { initialAssumed, initialForm } from "./purchase/requests.ts";
import { purchaseSetup } from "./purchase/setup.ts";
import { vehiclePhase } from "./purchase/vehiclePhase.ts";

export { defaultIdempotencyKey } from "./purchase/setup.ts";
export { isStepMeta, type StepMeta } from "./stepMeta.ts";

/** Bumped whenever the context or the state tree changes shape; persisted snapshots of another
 * version are discarded (see machines/persistence.ts). */
export const purchaseMachineVersion = "7";

/**
 * The chart is put together from its phases, one file each under machines/purchase/ (the purchase
 * step sits inside the offer phase's steps); the events any step takes are here.
 */
export const purchaseMachine = purchaseSetup.createMachine({
  id: "purchase",
  version: purchaseMachineVersion,
  description:
    "Kjøp av bil- og bobilforsikring: fra registreringsnummer til kvittering, med alle spørsmål, pris, tilpasning og kjøp.",
  context: ({ input }) => ({
    product: input.product,
    distributor: input.distributor,
    loginContext: input.loginContext ?? null,
    clientMode: input.clientMode ?? "KUNDE",
    currentYear: input.currentYear ?? new Date().getFullYear(),
    customer: input.customer,
    entry: input.entry ?? { kind: "start" },
    defaultBonus: input.defaultBonus,
    form: initialForm(input.customer, input.defaultBonus),
    assumed: initialAssumed(input.customer),
    bilinfo: null,
    bobilMerker: [],
    garanti: null,
    lastGuaranteeKey: null,
    ...clearedOfferState(),
    isExpress: false,
    consentTexts: [],
    consentAnswer: null,
    returnTo: null,
    resumeStep: null,
    draft: null,
    contactCheck: null,
    savedOffersChecked: false,
    savedOfferToResume: null,
    openAtStep: null,
  }),
  initial: "starting",
  on: {
    "form.draft": {
      actions: "keepDraft",
      description:
        "Kunden har valgt eller skrevet et svar som ikke er sendt ennå: det tas vare på, så en ny innlasting av siden beholder det.",
    },
    "express.open": [
      {
        guard: "isValidExpressReference",
        target: "#ekspresspris",
        actions: ["clearError", "storeExpressReference"],
        description: "Ekspresspris med en referanse på nøyaktig 20 tegn åpner ekspressprisen.",
      },
      {
        target: "#intro",
        actions: ["clearError", "storeExpressReference"],
        description:
          "En referanse som ikke er 20 tegn lang sender kunden til startsiden, som sier at lenken ikke er gyldig.",
      },
    ],
    "offer.open": {
      target: "#redigerTilbud",
      actions: ["clearError", "storeOfferReference"],
    },
    "flow.restart": {
      target: "#starting",
      actions: ["startNewQuote", "declineSavedOffer"],
      description:
        "Start på nytt: tilbudet som var i gang glemmes, og kunden begynner et nytt fra start.",
    },
    "flow.reopen": [
      {
        guard: "hasVehicle",
        target: "#intro",
        actions: "offerResume",
        description:
          "Kunden åpner startsiden igjen med et tilbud i gang: startsiden tilbyr å fortsette der kunden slapp, eller å starte på nytt.",
      },
      {
        target: "#starting",
        actions: "startNewQuote",
        description: "Uten tilbud i gang (eller etter et kjøp): et nytt tilbud fra start.",
      },
    ],
  },
  states: {
    ...entryPhase,
    ...vehiclePhase,
    ...questionsPhase,
    ...offerPhase,
    ...consentPhase,
    ...receiptPhase,
  },
});

export type PurchaseMachine = typeof purchaseMachine;

/**
 * The app's idempotency keys: `withIdempotencyKeys(machine, () => crypto.randomUUID())`. The key
 * is made once when the customer confirms and kept (persisted) until the purchase succeeds.
 */
export function withIdempotencyKeys(machine: PurchaseMachine, createKey: () => string) {
  return machine.provide({ actions: idempotencyKeyActions(createKey) });
}

/**
 * The action `withIdempotencyKeys` provides, for a `provide` of the app's other implementations:
 * each `provide` builds every state node of the chart anew (issue 31: the flow's start).
 */
export function idempotencyKeyActions(createKey: () => string): PurchaseActionImplementations {
  return {
    storeIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? createKey(),
    })),
  };
}

type PurchaseActionImplementations = NonNullable<
  Parameters<PurchaseMachine["provide"]>[0]["actions"]
>;
