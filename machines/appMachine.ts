/**
 * The app root (SPEC §4 "Login and gating"): session status, client context only when logged in,
 * the customer, the default bonus; then either a page (login, blocked, error) or the purchase
 * flow, invoked as the child actor 'purchase' once the customer may buy. The flow's code is a chunk
 * of its own (the login page does not need it): it is loaded first ('loadPurchaseFlow'), and the
 * app provides 'purchaseFlow' as logic that is resolved by then (machines/deferredLogic.ts).
 */
import { assign, fromPromise, setup } from "xstate";
import { distributorVariant } from "../src/domain/distributorVariants.ts";
import { errorStatus, insurerFullScreenCode } from "../src/domain/flowError.ts";
import { deferredLogic } from "./deferredLogic.ts";
import type { PurchaseMachine } from "./purchaseMachine.ts";
import type {
  AppContext,
  AppEvent,
  AppInput,
  BonusCode,
  ClientContext,
  Customer,
  DefaultBonus,
  FullScreenReason,
  SessionStatus,
} from "./types.ts";

/** Minimum age to buy on the web (SPEC §9). */
export const minimumAge = 18;

function hasSessionId(status: SessionStatus): boolean {
  return typeof status.kfpSessionId === "string" && status.kfpSessionId !== "";
}

function notProvided(name: string): never {
  throw new Error(`${name}: not provided`);
}

export interface AppPageMeta {
  /** Which full-screen page the view shows; the purchase flow has its own step paths. */
  page: "loading" | "login" | "blocked" | "error" | "flow";
  /**
   * Which error page (SPEC §8): 'default' ('Oisann, her skjedde det en feil') when the start's
   * calls failed, 'generell' when the app cannot be used here at all.
   */
  error?: "default" | "generell";
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    tags: {} as "loading",
    meta: {} as AppPageMeta,
    children: {} as { purchase: "purchaseFlow" },
  },
  actors: {
    /** GET /auth/session-status */
    fetchSessionStatus: fromPromise<SessionStatus>(async () => notProvided("fetchSessionStatus")),
    /** GET /auth/client-context (only when logged in) */
    fetchClientContext: fromPromise<ClientContext>(async () => notProvided("fetchClientContext")),
    /** GET /skadekunde/ */
    fetchCustomer: fromPromise<Customer>(async () => notProvided("fetchCustomer")),
    /** GET /motor/bil/defaultBonus */
    fetchDefaultBonus: fromPromise<DefaultBonus>(async () => notProvided("fetchDefaultBonus")),
    /** Loads the purchase flow's code; the app resolves 'purchaseFlow' with it. */
    loadPurchaseFlow: fromPromise<void>(async () => notProvided("loadPurchaseFlow")),
    /** The purchase flow (machines/purchaseMachine.ts), resolved by 'loadPurchaseFlow'. */
    purchaseFlow: deferredLogic<PurchaseMachine>("purchaseFlow").logic,
  },
  guards: {
    hasSession: (_, status: SessionStatus) => hasSessionId(status),
    pageSaysLoggedIn: ({ context }) =>
      context.pageSessionStatus !== null && hasSessionId(context.pageSessionStatus),
    pageSaysLoggedOut: ({ context }) =>
      context.pageSessionStatus !== null && !hasSessionId(context.pageSessionStatus),
    isBankDistributor: ({ context }) => !distributorVariant(context.distributor).mayUseLoginPage,
    isUnder18: (_, customer: Customer) => customer.alder < minimumAge,
    isUnwantedOutsideDetailPage: ({ context }, customer: Customer) =>
      customer.uonsket && context.product !== "detalj",
    livesAbroad: (_, customer: Customer) => customer.utenlandskBosted,
    isUnionChannelForNonMember: ({ context }, customer: Customer) =>
      context.distributor === "none" && !customer.isLoMedlem,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === 403,
    namesFullScreenError: (_, params: { error: unknown }) =>
      insurerFullScreenCode(params.error) !== null,
  },
  actions: {
    /** SPEC §4: with no session id after loading, the stored market source is removed. */
    clearMarketSource: () => {},
    storeClientContext: assign((_, clientContext: ClientContext) => ({
      loginContext: clientContext.loginContext,
      distributor: clientContext.distributor,
    })),
    storeCustomer: assign((_, customer: Customer) => ({ customer })),
    block: assign((_, params: { reason: FullScreenReason }) => ({ block: params.reason })),
    blockAsTheInsurerSays: assign((_, params: { error: unknown }) => ({
      block: insurerFullScreenCode(params.error),
    })),
    storeDefaultBonus: assign((_, bonus: DefaultBonus) => ({ defaultBonus: bonus.bonuskode })),
    forgetPageSessionStatus: assign({ pageSessionStatus: null }),
  },
}).createMachine({
  id: "app",
  description: "Innlogging og sperrer før kjøpsflyten.",
  context: ({ input }) => ({
    product: input.product,
    distributor: input.distributor,
    entry: input.entry ?? { kind: "start" },
    clientMode: input.clientMode ?? null,
    loginContext: null,
    customer: null,
    defaultBonus: null,
    block: null,
    pageSessionStatus: input.sessionStatus ?? null,
  }),
  initial: "checkingSession",
  states: {
    checkingSession: {
      tags: "loading",
      meta: { page: "loading" },
      description: "Sjekker om kunden er logget inn (Vennligst vent).",
      always: [
        {
          guard: "pageSaysLoggedIn",
          target: "loadingClientContext",
          actions: "forgetPageSessionStatus",
          description: "Siden kom med sesjonsstatusen: innlogget, uten å spørre.",
        },
        {
          guard: "pageSaysLoggedOut",
          target: "loggedOut",
          actions: ["forgetPageSessionStatus", "clearMarketSource"],
          description: "Siden kom med sesjonsstatusen: ikke innlogget, uten å spørre.",
        },
      ],
      invoke: {
        src: "fetchSessionStatus",
        onDone: [
          {
            guard: { type: "hasSession", params: ({ event }) => event.output },
            target: "loadingClientContext",
            description: "Innlogget: en sesjons-id finnes.",
          },
          { target: "loggedOut", actions: "clearMarketSource" },
        ],
        onError: { target: "loggedOut", actions: "clearMarketSource" },
      },
    },
    loadingClientContext: {
      tags: "loading",
      meta: { page: "loading" },
      description: "Henter innloggingskonteksten (bare når kunden er logget inn).",
      invoke: {
        src: "fetchClientContext",
        onDone: {
          target: "loadingCustomer",
          actions: { type: "storeClientContext", params: ({ event }) => event.output },
        },
        onError: { target: "loadingCustomer" },
      },
    },
    loadingCustomer: {
      tags: "loading",
      meta: { page: "loading" },
      description: "Henter kunden og sjekker sperrer.",
      invoke: {
        src: "fetchCustomer",
        onDone: [
          {
            guard: { type: "isUnder18", params: ({ event }) => event.output },
            target: "blocked",
            actions: [
              { type: "storeCustomer", params: ({ event }) => event.output },
              { type: "block", params: { reason: "under18" } },
            ],
            description: "Kunden er under 18 år: siden 'under18'.",
          },
          {
            guard: { type: "isUnwantedOutsideDetailPage", params: ({ event }) => event.output },
            target: "blocked",
            actions: [
              { type: "storeCustomer", params: ({ event }) => event.output },
              { type: "block", params: { reason: "general" } },
            ],
            description: "Kunden er merket uønsket: generell sperre, unntatt på detaljsiden.",
          },
          {
            guard: { type: "livesAbroad", params: ({ event }) => event.output },
            target: "blocked",
            actions: [
              { type: "storeCustomer", params: ({ event }) => event.output },
              { type: "block", params: { reason: "utenlandskBosted" } },
            ],
            description: "Bostedsadressen er utenfor Norge.",
          },
          {
            guard: { type: "isUnionChannelForNonMember", params: ({ event }) => event.output },
            target: "blocked",
            actions: [
              { type: "storeCustomer", params: ({ event }) => event.output },
              { type: "block", params: { reason: "LO" } },
            ],
            description: "LO-varianten er bare for LO-medlemmer.",
          },
          {
            target: "loadingDefaultBonus",
            actions: { type: "storeCustomer", params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: {
              type: "namesFullScreenError",
              params: ({ event }) => ({ error: event.error }),
            },
            target: "blocked",
            actions: {
              type: "blockAsTheInsurerSays",
              params: ({ event }) => ({ error: event.error }),
            },
            description:
              "Forsikringsselskapet sier hvorfor i svaret (feil.kode): f.eks. utilgjengelig (503, stengt om natten til 06.00), avsluttForsikring, alleredeAvsluttet, finnes.",
          },
          {
            guard: { type: "isForbidden", params: ({ event }) => ({ error: event.error }) },
            target: "blocked",
            actions: { type: "block", params: { reason: "kanIkkeSeForsikringPaaNett" } },
            description: "Kunden har ikke lov til å se forsikringer på nett (403).",
          },
          {
            target: "customerError",
            description: "Annen feil: feilsiden 'Oisann, her skjedde det en feil'.",
          },
        ],
      },
    },
    loadingDefaultBonus: {
      tags: "loading",
      meta: { page: "loading" },
      description: "Henter bonusen vi tilbyr som standard.",
      invoke: {
        src: "fetchDefaultBonus",
        onDone: {
          target: "loadingFlow",
          actions: { type: "storeDefaultBonus", params: ({ event }) => event.output },
        },
        onError: { target: "customerError" },
      },
    },
    loadingFlow: {
      tags: "loading",
      meta: { page: "loading" },
      description:
        "Henter koden til kjøpsflyten (en egen del av appen, som innloggingssiden ikke trenger).",
      invoke: {
        src: "loadPurchaseFlow",
        onDone: { target: "ready" },
        onError: {
          target: "customerError",
          description: "Koden kunne ikke hentes (nettet borte): generell feilside.",
        },
      },
    },
    loggedOut: {
      description: "Ikke innlogget.",
      initial: "deciding",
      on: { "session.check": "checkingSession" },
      states: {
        deciding: {
          description: "Velger mellom innloggingssiden og feilsiden.",
          always: [
            {
              guard: "isBankDistributor",
              target: "unavailable",
              description: "Bankdistributøren kan ikke bruke innloggingssiden: generell feil.",
            },
            { target: "login" },
          ],
        },
        login: {
          meta: { page: "login" },
          description:
            "Innloggingssiden 'Sjekk pris på {produkt}forsikring' med innloggingsrammen. Etter innlogging sender appen session.check.",
        },
        unavailable: {
          meta: { page: "error", error: "generell" },
          description: "Generell feilside for bankdistributøren.",
        },
      },
    },
    blocked: {
      meta: { page: "blocked" },
      description:
        "Fullskjerm kjøpssperre eller selskapets fullskjermfeil; årsaken (under18, general, utilgjengelig, ...) står i konteksten.",
    },
    customerError: {
      meta: { page: "error", error: "default" },
      description:
        "Kunden eller koden til kjøpsflyten kunne ikke hentes: feilsiden 'Oisann, her skjedde det en feil'.",
    },
    ready: {
      meta: { page: "flow" },
      description: "Kunden kan kjøpe: kjøpsflyten kjører.",
      on: { "session.loggedOut": "loggedOut" },
      invoke: {
        id: "purchase",
        systemId: "purchase",
        src: "purchaseFlow",
        input: ({ context }) => ({
          product: context.product === "bobil" ? "bobil" : "bil",
          // ready is only entered with a customer and a default bonus.
          customer: context.customer as Customer,
          distributor: context.distributor,
          loginContext: context.loginContext,
          entry: context.entry,
          defaultBonus: context.defaultBonus as BonusCode,
          ...(context.clientMode ? { clientMode: context.clientMode } : {}),
        }),
      },
    },
  },
});

export type AppMachine = typeof appMachine;
