/**
 * Session timeout (SPEC §4 "Session timeout", §7 logout, §8, §9): the api client reports the
 * seconds left from every `X-Session-Expiry` header; a 1 s tick checks the time left; under 60 s
 * the warning modal shows; at or past expiry the browser goes to the distributor's `timeoutUrl`.
 *
 * Pure: time comes from the `now` input (default `Date.now`), waiting from XState delays (so tests
 * run on `SimulatedClock`), HTTP from the provided `refreshSession` and `logout` actors, and the
 * browser navigation from the provided `navigateTo` action.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";

/** SPEC §9: the warning shows when fewer than this many seconds are left. */
export const sessionWarningSeconds = 60;
/** SPEC §4/§9: the timer checks every second. */
export const sessionTickMs = 1000;

export interface SessionTimeoutInput {
  /** The distributor's `info.timeoutUrl`: where the browser goes when the session has run out. */
  timeoutUrl?: string;
  /** The distributor's `info.loggUtUrl`: where the browser goes when logout fails. */
  loggUtUrl?: string;
  /** `goto` of POST /auth/logout: where the logout service sends the customer afterwards. */
  logoutGoto?: string;
  /**
   * When the session runs out, in `now()` ms, if a response reported it before this machine ran
   * (its code loads after the page, issue 21; the app root keeps the deadline until then).
   */
  expiresAt?: number | null;
  /** Wall clock in ms. Tests pass the simulated clock's `now`. */
  now?: () => number;
}

export interface SessionTimeoutContext {
  timeoutUrl: string | null;
  loggUtUrl: string | null;
  logoutGoto: string | null;
  /** When the session runs out, in `now()` ms; null while no expiry is known. */
  expiresAt: number | null;
  /** Whole seconds left at the last check (for the modal's text); null while unknown. */
  secondsLeft: number | null;
  now: () => number;
}

export type SessionTimeoutEvent =
  /** From the api client, for every response carrying X-Session-Expiry. */
  | { type: "session.expiryReported"; secondsLeft: number }
  /** The session is gone (logged out elsewhere): no expiry is known any more. */
  | { type: "session.expiryCleared" }
  /** The distributor's URLs arrived after the actor started. */
  | {
      type: "session.configure";
      timeoutUrl?: string;
      loggUtUrl?: string;
      logoutGoto?: string;
    }
  /** 'Fortsett økten' in the warning modal. */
  | { type: "session.continue" }
  /** 'Logg ut' in the warning modal. */
  | { type: "session.logout" };

export interface LogoutInput {
  goto?: string;
}
export interface LogoutOutput {
  logoutUrl: string;
}

function notProvided(name: string): never {
  throw new Error(`${name}: not provided`);
}

const secondsUntil = (context: SessionTimeoutContext) =>
  context.expiresAt === null ? null : Math.ceil((context.expiresAt - context.now()) / 1000);

export const sessionTimeoutMachine = setup({
  types: {
    context: {} as SessionTimeoutContext,
    events: {} as SessionTimeoutEvent,
    input: {} as SessionTimeoutInput,
    tags: {} as "modalVisible" | "busy" | "refreshing" | "loggingOut" | "expired",
  },
  actors: {
    /** GET /auth/session-status: refreshes the session (its response reports the new expiry). */
    refreshSession: fromPromise<unknown>(async () => notProvided("refreshSession")),
    /** POST /auth/logout { goto } → { logoutUrl }. */
    logout: fromPromise<LogoutOutput, LogoutInput>(async () => notProvided("logout")),
  },
  actions: {
    /** Sends the browser to another page (the app provides `window.location.assign`). */
    navigateTo: (_, _params: { url: string }) => {},
    storeExpiry: assign(({ context, event }) => {
      assertEvent(event, "session.expiryReported");
      const expiresAt = context.now() + event.secondsLeft * 1000;
      return { expiresAt, secondsLeft: Math.ceil(event.secondsLeft) };
    }),
    forgetExpiry: assign({ expiresAt: null, secondsLeft: null }),
    updateSecondsLeft: assign(({ context }) => ({ secondsLeft: secondsUntil(context) })),
    /** Expired: the warning counts no more seconds. */
    showNoTimeLeft: assign({ secondsLeft: 0 }),
    storeConfiguration: assign(({ context, event }) => {
      assertEvent(event, "session.configure");
      return {
        timeoutUrl: event.timeoutUrl ?? context.timeoutUrl,
        loggUtUrl: event.loggUtUrl ?? context.loggUtUrl,
        logoutGoto: event.logoutGoto ?? context.logoutGoto,
      };
    }),
  },
  guards: {
    isKnownExpiry: ({ event }) =>
      event.type === "session.expiryReported" && Number.isFinite(event.secondsLeft),
    isExpired: ({ context }) => {
      const left = secondsUntil(context);
      return left !== null && left <= 0;
    },
    isInWarningWindow: ({ context }) => {
      const left = secondsUntil(context);
      return left !== null && left < sessionWarningSeconds;
    },
    hasKnownDeadline: ({ context }) => context.expiresAt !== null,
    hasTimeoutUrl: ({ context }) => Boolean(context.timeoutUrl),
    hasLoggUtUrl: ({ context }) => Boolean(context.loggUtUrl),
  },
  delays: {
    tick: sessionTickMs,
    /** While the refresh call runs: the time left, so expiry still wins if the call hangs. */
    untilExpiry: ({ context }) =>
      context.expiresAt === null ? 0 : Math.max(0, context.expiresAt - context.now()),
  },
}).createMachine({
  id: "sessionTimeout",
  description:
    "Varsler kunden før økten går ut, og sender nettleseren til distributørens tidsavbruddsside når den har gått ut.",
  context: ({ input }) => ({
    timeoutUrl: input.timeoutUrl ?? null,
    loggUtUrl: input.loggUtUrl ?? null,
    logoutGoto: input.logoutGoto ?? null,
    expiresAt: input.expiresAt ?? null,
    secondsLeft: null,
    now: input.now ?? Date.now,
  }),
  initial: "unknown",
  on: {
    "session.configure": { actions: "storeConfiguration" },
  },
  states: {
    unknown: {
      id: "unknown",
      description: "Vi vet ikke når økten går ut: varselet er skjult.",
      always: {
        guard: "hasKnownDeadline",
        target: "tracking",
        description: "Utløpstiden ble meldt før varselets kode var hentet: den gjelder fra start.",
      },
      on: {
        "session.expiryReported": {
          guard: "isKnownExpiry",
          target: "tracking",
          actions: "storeExpiry",
          description: "Et svar fra API-et har gitt utløpstiden.",
        },
        "session.logout": {
          target: "#loggingOutFromMenu",
          description: "Kunden valgte 'Logg ut' i menyen.",
        },
      },
    },
    tracking: {
      description: "Vi kjenner utløpstiden og sjekker hvert sekund hvor lang tid som er igjen.",
      initial: "checking",
      on: {
        "session.logout": {
          target: "#loggingOutFromMenu",
          description:
            "Kunden valgte 'Logg ut' i menyen (i varselet tar varselets egen overgang over).",
        },
        "session.expiryReported": [
          {
            guard: "isKnownExpiry",
            target: ".checking",
            actions: "storeExpiry",
            description: "Et nytt svar fra API-et har gitt ny utløpstid.",
          },
          { target: "unknown", actions: "forgetExpiry" },
        ],
        "session.expiryCleared": { target: "unknown", actions: "forgetExpiry" },
      },
      states: {
        checking: {
          description: "Regner ut hvor lang tid som er igjen av økten.",
          always: [
            { guard: "isExpired", target: "#expired", description: "Økten har gått ut." },
            {
              guard: "isInWarningWindow",
              target: "warning",
              description: "Under 60 sekunder igjen: varselet vises.",
            },
            { target: "running" },
          ],
        },
        running: {
          description: "Mer enn 60 sekunder igjen: varselet er skjult.",
          after: { tick: { target: "checking", actions: "updateSecondsLeft" } },
        },
        warning: {
          id: "warning",
          tags: "modalVisible",
          description: "Under 60 sekunder igjen: varselet vises med 'Fortsett økten' og 'Logg ut'.",
          after: { tick: { target: "checking", actions: "updateSecondsLeft" } },
          on: {
            "session.continue": "refreshing",
            "session.logout": "#loggingOut",
          },
        },
        refreshing: {
          tags: ["modalVisible", "busy", "refreshing"],
          description:
            "Kunden valgte å fortsette: vi sjekker økten (session-status), som fornyer den, og lukker varselet.",
          invoke: {
            src: "refreshSession",
            onDone: { target: "checking", actions: "updateSecondsLeft" },
            onError: { target: "checking", actions: "updateSecondsLeft" },
          },
          on: {
            "session.expiryReported": {
              guard: "isKnownExpiry",
              actions: "storeExpiry",
              description: "Svaret på fornyelsen har gitt ny utløpstid.",
            },
          },
          after: { untilExpiry: "#expired" },
        },
      },
    },
    loggingOut: {
      id: "loggingOut",
      tags: ["busy", "loggingOut"],
      description:
        "Kunden valgte å logge ut: vi logger ut (auth/logout med goto) og sender nettleseren dit svaret sier.",
      initial: "fromWarning",
      states: {
        fromWarning: {
          tags: "modalVisible",
          description: "Valgt i varselet: varselet står med ventende knapp så lenge.",
        },
        fromMenu: {
          id: "loggingOutFromMenu",
          description: "Valgt i menyen: uten varselet om at økten går ut.",
        },
      },
      invoke: {
        src: "logout",
        input: ({ context }) => (context.logoutGoto ? { goto: context.logoutGoto } : {}),
        onDone: {
          target: "loggedOut",
          actions: {
            type: "navigateTo",
            params: ({ event }) => ({ url: event.output.logoutUrl }),
          },
        },
        onError: [
          {
            guard: "hasLoggUtUrl",
            target: "loggedOut",
            actions: {
              type: "navigateTo",
              params: ({ context }) => ({ url: context.loggUtUrl ?? "" }),
            },
            description: "Utloggingen feilet: nettleseren går til distributørens utloggingsside.",
          },
          { target: "loggedOut" },
        ],
      },
    },
    loggedOut: {
      description: "Kunden er logget ut; nettleseren er på vei bort.",
    },
    expired: {
      id: "expired",
      tags: ["modalVisible", "expired"],
      description:
        "Økten har gått ut: nettleseren går til distributørens tidsavbruddsside (timeoutUrl).",
      entry: "showNoTimeLeft",
      initial: "leaving",
      states: {
        leaving: {
          description: "Velger hvor nettleseren skal: tidsavbruddssiden, ellers utloggingssiden.",
          always: [
            {
              guard: "hasTimeoutUrl",
              target: "redirected",
              description: "Distributørens tidsavbruddsside er kjent: nettleseren går dit.",
              actions: {
                type: "navigateTo",
                params: ({ context }) => ({ url: context.timeoutUrl ?? "" }),
              },
            },
            {
              guard: "hasLoggUtUrl",
              target: "redirected",
              actions: {
                type: "navigateTo",
                params: ({ context }) => ({ url: context.loggUtUrl ?? "" }),
              },
              description: "Ingen tidsavbruddsside er kjent: utloggingssiden brukes.",
            },
            { target: "stranded" },
          ],
        },
        redirected: { description: "Nettleseren er på vei til tidsavbruddssiden." },
        stranded: {
          description: "Distributørens sider er ikke kjent ennå: varselet sier at økten er utløpt.",
        },
      },
    },
  },
});

export type SessionTimeoutMachine = typeof sessionTimeoutMachine;
