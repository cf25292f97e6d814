/**
 * The app root (SPEC §4 "Login and gating"): session status, client context only when logged in,
 * the customer, the default bonus; then either a page (login, blocked, error) or the logged-in app:
 * the purchase flow (child 'purchase'), beside it the session timeout (child 'sessionTimeout', from
 * when the customer may buy through the receipt) and, while the receipt shows, the feedback widget
 * (child 'feedback'). Each child's code is a chunk of its own, loaded first ('loadPurchaseFlow',
 * 'loadSessionTimeout', 'loadFeedback'); the app provides the child as logic that is resolved by
 * then (machines/deferredLogic.ts), with the child's effects (calls, navigation) provided in it.
 */
import { assign, forwardTo, fromPromise, raise, sendTo, setup } from "xstate";
import { distributorVariant } from "../core/domain/distributorVariants.ts";
import { errorStatus, insurerFullScreenCode } from "../core/domain/flowError.ts";
import { deferredLogic } from "./deferredLogic.ts";
import { errorOf, outputOf } from "./eventParams.ts";
import type { FeedbackInput, FeedbackMachine } from "./feedbackMachine.ts";
import type { PurchaseMachine } from "./purchaseMachine.ts";
import type { SessionTimeoutMachine } from "./sessionTimeoutMachine.ts";
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
const minimumAge = 18;

function hasSessionId(status: SessionStatus): boolean {
  return typeof status.kfpSessionId === "string" && status.kfpSessionId !== "";
}

/** The rules that block a customer by what GET /skadekunde/ says of them (guards below). */
type CustomerBlock =
  | "isUnder18"
  | "isUnwantedOutsideDetailPage"
  | "livesAbroad"
  | "isUnionChannelForNonMember";

/** When `guard` holds for the customer: stored, and the full-screen block `reason` shown. */
function blockWhen(guard: CustomerBlock, reason: FullScreenReason, description: string) {
  return {
    guard: { type: guard, params: outputOf<Customer> },
    target: "blocked",
    actions: [
      { type: "storeCustomer", params: outputOf<Customer> },
      { type: "block", params: { reason } },
    ],
    description,
  } as const;
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

/**
 * What the root knows of the session for its 'sessionTimeout' child: kept from the first response,
 * so the child, whose code loads after the page (issue 21), starts with the server's deadline.
 */
export interface SessionFacts {
  timeoutUrl?: string;
  loggUtUrl?: string;
  logoutGoto?: string;
  /** When the session runs out (ms, the clock of `reportedAt`); null while unknown. */
  expiresAt: number | null;
}

/** The root's own context: the shared app context and what its children start from. */
export interface AppRootContext extends AppContext {
  session: SessionFacts;
  /** The receipt's questions, given by 'loadFeedback' (their texts live in the app). */
  feedbackInput: FeedbackInput | null;
  /** The agreement whose receipt shows (its feedback is asked once, issue 29 item 16). */
  receiptAgreement: string | null;
}

/**
 * What 'loadFeedback' answers: the receipt's questions, and whether this purchase's answer is
 * given already (sent from this tab, or held by the insurer): then the widget does not ask.
 */
export interface FeedbackLoad {
  questions: FeedbackInput;
  alreadyAnswered: boolean;
}

/** What the app tells the root about the session; the root keeps it and passes it on. */
export type SessionReport =
  /** From the api client, for every response carrying X-Session-Expiry; `reportedAt` in ms. */
  | { type: "session.expiryReported"; secondsLeft: number; reportedAt: number }
  /** The distributor's addresses (timeout, logout, goto) have arrived. */
  | { type: "session.configure"; timeoutUrl?: string; loggUtUrl?: string; logoutGoto?: string }
  /** The customer chose 'Logg ut' in the menu. */
  | { type: "session.logout" };

/** The purchase flow shows its receipt or has left it (raised from the flow's snapshots). */
export type ReceiptEvent =
  | { type: "receipt.shown"; avtalenummer: string | null }
  | { type: "receipt.left" };

export type AppRootEvent = AppEvent | SessionReport | ReceiptEvent;

const appSetup = setup({
  types: {
    context: {} as AppRootContext,
    events: {} as AppRootEvent,
    input: {} as AppInput,
    tags: {} as "loading",
    meta: {} as AppPageMeta,
    children: {} as {
      purchase: "purchaseFlow";
      sessionTimeout: "sessionTimeout";
      feedback: "feedback";
      loadingSessionTimeout: "loadSessionTimeout";
      loadingFeedback: "loadFeedback";
    },
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
    /** Waits for the page, then loads the session timeout's code; the app resolves 'sessionTimeout'. */
    loadSessionTimeout: fromPromise<void>(async () => notProvided("loadSessionTimeout")),
    /**
     * The session timeout (machines/sessionTimeoutMachine.ts), resolved by 'loadSessionTimeout'
     * with its effects: the refresh and logout calls, the browser's navigation.
     */
    sessionTimeout: deferredLogic<SessionTimeoutMachine>("sessionTimeout").logic,
    /**
     * Loads the feedback widget's code; the app resolves 'feedback' and answers with the questions
     * and whether the purchase's answer is given already (GET /feedback/?avtalenummer=).
     */
    loadFeedback: fromPromise<FeedbackLoad, { avtalenummer: string | null }>(async () =>
      notProvided("loadFeedback"),
    ),
    /**
     * The receipt's feedback widget (machines/feedbackMachine.ts), resolved by 'loadFeedback' with
     * its effects: the posts of the answers, the error report of a failed one.
     */
    feedback: deferredLogic<FeedbackMachine>("feedback").logic,
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
      distributorVariant(context.distributor).isUnionChannel && !customer.isLoMedlem,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === 403,
    namesFullScreenError: (_, params: { error: unknown }) =>
      insurerFullScreenCode(params.error) !== null,
    purchaseShowsReceipt: (_, params: { showsReceipt: boolean }) => params.showsReceipt,
    /** The receipt's purchase has its answer already. */
    feedbackAnsweredBefore: (_, load: FeedbackLoad) => load.alreadyAnswered,
    /** The flow found that the car link it opened is a motorhome's (issue 26.4). */
    flowBecameMotorhome: ({ context }, params: { product: string | undefined }) =>
      params.product === "bobil" && context.product === "bil",
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
    /** A child's code could not be loaded (SPEC §8: reported; the customer goes on without it). */
    reportError: (_, _params: { error: unknown }) => {},
    /** Keeps what the app reports of the session, for the child that runs later. */
    storeSessionReport: assign(({ context, event }) => ({
      session: withReport(context.session, event),
    })),
    passToSessionTimeout: forwardTo("sessionTimeout"),
    storeFeedbackInput: assign((_, load: FeedbackLoad) => ({ feedbackInput: load.questions })),
    storeReceiptAgreement: assign((_, params: { avtalenummer: string | null }) => ({
      receiptAgreement: params.avtalenummer,
    })),
    /** SPEC §4: leaving the receipt counts as leaving the page; what was chosen is sent once. */
    leaveFeedback: sendTo("feedback", { type: "feedback.leave" }),
    tellReceiptShown: raise((_, params: { avtalenummer: string | null }) => ({
      type: "receipt.shown" as const,
      avtalenummer: params.avtalenummer,
    })),
    tellReceiptLeft: raise({ type: "receipt.left" }),
    /** The header and the analytics follow the flow's product. */
    followMotorhomeFlow: assign({ product: "bobil" as const }),
  },
});

/**
 * The session timeout (SPEC §4) and with it 'Logg ut': it runs while the customer may buy, and on
 * a purchase block, where the customer is logged in but has nothing else to do (issue 29 item 13).
 */
const sessionTimeoutRegion = appSetup.createStateConfig({
  description: "Sesjonsutløpet: varsler før økten går ut.",
  initial: "loading",
  states: {
    loading: {
      description: "Henter varselets kode når siden er lastet.",
      invoke: {
        id: "loadingSessionTimeout",
        src: "loadSessionTimeout",
        onDone: { target: "running" },
        onError: {
          target: "unavailable",
          actions: { type: "reportError", params: errorOf },
          description: "Feilen rapporteres.",
        },
      },
    },
    running: {
      description: "Barnet sessionTimeout kjører, med utløpstiden og adressene kjent så langt.",
      invoke: {
        id: "sessionTimeout",
        systemId: "sessionTimeout",
        src: "sessionTimeout",
        input: ({ context }) => context.session,
      },
      on: {
        "session.expiryReported": {
          actions: ["storeSessionReport", "passToSessionTimeout"],
        },
        "session.configure": { actions: ["storeSessionReport", "passToSessionTimeout"] },
        "session.logout": {
          actions: "passToSessionTimeout",
          description: "'Logg ut' i menyen: barnet logger ut og sender nettleseren videre.",
        },
      },
    },
    unavailable: {
      description: "Uten varsel.",
    },
  },
});

export const appMachine = appSetup.createMachine({
  id: "app",
  description:
    "Innlogging og sperrer, så kjøpsflyten med sesjonsutløpet og tilbakemeldingen som barn.",
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
    session: { expiresAt: null },
    feedbackInput: null,
    receiptAgreement: null,
  }),
  initial: "checkingSession",
  on: {
    // Responses report the session's expiry from the first call on; kept for the child.
    "session.expiryReported": { actions: "storeSessionReport" },
    "session.configure": { actions: "storeSessionReport" },
  },
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
          blockWhen("isUnder18", "under18", "Kunden er under 18 år: siden 'under18'."),
          blockWhen(
            "isUnwantedOutsideDetailPage",
            "general",
            "Kunden er merket uønsket: generell sperre, unntatt på detaljsiden.",
          ),
          blockWhen("livesAbroad", "utenlandskBosted", "Bostedsadressen er utenfor Norge."),
          blockWhen("isUnionChannelForNonMember", "LO", "LO-varianten er bare for LO-medlemmer."),
          {
            target: "loadingDefaultBonus",
            actions: { type: "storeCustomer", params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: { type: "namesFullScreenError", params: errorOf },
            target: "blocked",
            actions: { type: "blockAsTheInsurerSays", params: errorOf },
            description:
              "Forsikringsselskapet sier hvorfor i svaret (feil.kode): f.eks. utilgjengelig (503, stengt om natten til 06.00), avsluttForsikring, alleredeAvsluttet, finnes.",
          },
          {
            guard: { type: "isForbidden", params: errorOf },
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
      ...sessionTimeoutRegion,
      meta: { page: "blocked" },
      description:
        "Fullskjerm kjøpssperre eller selskapets fullskjermfeil; årsaken (under18, general, utilgjengelig, ...) står i konteksten. Sesjonsutløpet kjører, så kunden kan logge ut.",
      on: { "session.loggedOut": "loggedOut" },
    },
    customerError: {
      meta: { page: "error", error: "default" },
      description:
        "Kunden eller koden til kjøpsflyten kunne ikke hentes: feilsiden 'Oisann, her skjedde det en feil'.",
    },
    ready: {
      meta: { page: "flow" },
      description:
        "Kunden kan kjøpe: kjøpsflyten, sesjonsutløpet og (på kvitteringen) tilbakemeldingen kjører.",
      type: "parallel",
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
        onSnapshot: [
          {
            guard: {
              type: "flowBecameMotorhome",
              params: ({ event }) => ({ product: event.snapshot.context?.product }),
            },
            actions: "followMotorhomeFlow",
            description:
              "En lenke til ekspresspris eller et lagret tilbud under /bil/ var en bobils: siden blir bobilforsikringens.",
          },
          {
            guard: {
              type: "purchaseShowsReceipt",
              params: ({ event }) => ({
                showsReceipt: event.snapshot.matches({ kvittering: "shown" }),
              }),
            },
            actions: {
              type: "tellReceiptShown",
              params: ({ event }) => ({
                avtalenummer: event.snapshot.context?.purchaseResult?.avtalenummer ?? null,
              }),
            },
            description: "Kvitteringen vises.",
          },
          { actions: "tellReceiptLeft" },
        ],
      },
      states: {
        sessionTimeout: sessionTimeoutRegion,
        feedback: {
          description: "Tilbakemeldingen: fra kvitteringen vises til kunden forlater den.",
          initial: "waitingForReceipt",
          states: {
            waitingForReceipt: {
              description: "Kvitteringen vises ikke.",
              on: {
                "receipt.shown": {
                  target: "loading",
                  actions: {
                    type: "storeReceiptAgreement",
                    params: ({ event }) => ({ avtalenummer: event.avtalenummer }),
                  },
                },
              },
            },
            loading: {
              description: "Henter skjemaets kode; har kjøpet svar fra før?",
              invoke: {
                id: "loadingFeedback",
                src: "loadFeedback",
                input: ({ context }) => ({ avtalenummer: context.receiptAgreement }),
                onDone: [
                  {
                    guard: { type: "feedbackAnsweredBefore", params: outputOf<FeedbackLoad> },
                    target: "answered",
                    description: "Kjøpet har svar fra før: det spørres ikke igjen.",
                  },
                  {
                    target: "open",
                    actions: { type: "storeFeedbackInput", params: outputOf<FeedbackLoad> },
                  },
                ],
                onError: {
                  target: "unavailable",
                  actions: { type: "reportError", params: errorOf },
                  description: "Feilen rapporteres.",
                },
              },
              on: { "receipt.left": "waitingForReceipt" },
            },
            open: {
              description: "Barnet feedback kjører under kvitteringen.",
              invoke: {
                id: "feedback",
                systemId: "feedback",
                src: "feedback",
                // open is only entered with the questions 'loadFeedback' gave.
                input: ({ context }) => context.feedbackInput as FeedbackInput,
              },
              // Before the child stops, whether the customer leaves the receipt or logs out.
              exit: "leaveFeedback",
              on: {
                "receipt.left": {
                  target: "waitingForReceipt",
                  description: "Det som er valgt sendes én gang (feedback.leave).",
                },
              },
            },
            unavailable: {
              description: "Kvitteringen vises uten skjema.",
              on: { "receipt.left": "waitingForReceipt" },
            },
            answered: {
              description: "Kvitteringen vises uten skjema (kjøpet har svar).",
              on: { "receipt.left": "waitingForReceipt" },
            },
          },
        },
      },
    },
  },
});

/** The session facts after a report: a deadline from the response's time, or new addresses. */
function withReport(session: SessionFacts, event: AppRootEvent): SessionFacts {
  switch (event.type) {
    case "session.expiryReported":
      return {
        ...session,
        expiresAt: Number.isFinite(event.secondsLeft)
          ? event.reportedAt + event.secondsLeft * 1000
          : null,
      };
    case "session.configure": {
      const { type: _, ...addresses } = event;
      return { ...session, ...addresses };
    }
    default:
      return session;
  }
}

export type AppMachine = typeof appMachine;
