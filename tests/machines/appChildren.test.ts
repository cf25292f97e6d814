/**
 * Issue 18, item 1: the session timeout and the feedback widget are children of the root chart
 * (machines/appMachine.ts), 'sessionTimeout' from when the customer may buy and 'feedback' while
 * the receipt shows, each loaded lazily (machines/deferredLogic.ts) and with its effects provided
 * by the app. The children are the real machines; their effects are recorded.
 */
import { describe, expect, it } from "vitest";
import { assign, createActor, createMachine, fromPromise, waitFor } from "xstate";
import { appMachine } from "../../machines/appMachine.ts";
import { deferredLogic } from "../../machines/deferredLogic.ts";
import {
  type FeedbackInput,
  type FeedbackMachine,
  type FeedbackSubmission,
  feedbackMachine,
} from "../../machines/feedbackMachine.ts";
import type { PurchaseMachine } from "../../machines/purchaseMachine.ts";
import {
  type SessionTimeoutMachine,
  sessionTimeoutMachine,
} from "../../machines/sessionTimeoutMachine.ts";
import type { ClientContext, DefaultBonus, SessionStatus } from "../../machines/types.ts";
import { fixtureCustomer } from "../fixtures/purchase.ts";

/**
 * A stand-in for the purchase flow with its receipt state (`kvittering.shown`): the root only
 * reads whether the flow shows the receipt, and the real flow needs the sandbox to get there.
 */
const standInFlow = createMachine({
  id: "purchase",
  context: { product: "bil", purchaseResult: { avtalenummer: "600000099" } },
  initial: "oppsummering",
  states: {
    oppsummering: {
      on: {
        buy: "kvittering",
        // A link under /bil/ that turned out to be a motorhome's (issue 26.4).
        foundMotorhome: { actions: assign({ product: "bobil" }) },
      },
    },
    kvittering: { initial: "shown", states: { shown: {} }, on: { back: "oppsummering" } },
  },
}) as unknown as PurchaseMachine;

const feedbackInput: FeedbackInput = {
  mainQuestion: {
    type: "smiley",
    label: "Hvor fornøyd er du?",
    options: [1, 2, 3, 4, 5].map((value) => ({ label: `${value}`, value })),
  },
};

function startLoggedIn(
  options: {
    feedbackCodeFails?: boolean;
    /** The insurer already holds an answer for the purchase (another page load, another tab). */
    answeredAtInsurer?: boolean;
    customer?: Parameters<typeof fixtureCustomer>[0];
  } = {},
) {
  const effects = {
    navigatedTo: [] as string[],
    loggedOut: 0,
    posted: [] as FeedbackSubmission[],
    reported: [] as unknown[],
    /** The purchase each 'loadFeedback' asked about. */
    askedAbout: [] as Array<string | null>,
  };
  let pageLoaded: () => void = () => {};
  const whenPageLoaded = new Promise<void>((resolve) => {
    pageLoaded = resolve;
  });
  const flow = deferredLogic<PurchaseMachine>("purchaseFlow");
  const session = deferredLogic<SessionTimeoutMachine>("sessionTimeout");
  const feedback = deferredLogic<FeedbackMachine>("feedback");
  const machine = appMachine.provide({
    actors: {
      fetchSessionStatus: fromPromise<SessionStatus>(async () => ({ kfpSessionId: "s1" })),
      fetchClientContext: fromPromise(
        async () => ({ loginContext: "NETTBANK", distributor: "sb1" }) as ClientContext,
      ),
      fetchCustomer: fromPromise(async () => fixtureCustomer(options.customer)),
      fetchDefaultBonus: fromPromise(async (): Promise<DefaultBonus> => ({ bonuskode: "60" })),
      loadPurchaseFlow: fromPromise(async () => flow.resolve(standInFlow)),
      purchaseFlow: flow.logic,
      loadSessionTimeout: fromPromise(async () => {
        await whenPageLoaded;
        session.resolve(
          sessionTimeoutMachine.provide({
            actors: {
              refreshSession: fromPromise<unknown>(async () => undefined),
              logout: fromPromise(async () => {
                effects.loggedOut += 1;
                return { logoutUrl: "https://bank.example/logget-ut" };
              }),
            },
            actions: {
              navigateTo: (_, params: { url: string }) => effects.navigatedTo.push(params.url),
            },
          }),
        );
      }),
      sessionTimeout: session.logic,
      loadFeedback: fromPromise(async ({ input }: { input: { avtalenummer: string | null } }) => {
        effects.askedAbout.push(input.avtalenummer);
        if (options.feedbackCodeFails) throw new Error("offline");
        feedback.resolve(
          feedbackMachine.provide({
            actors: {
              submitFeedback: fromPromise(async ({ input }) => {
                effects.posted.push(input);
              }),
            },
          }),
        );
        // The answers posted so far stand for what the insurer holds (the app asks the sandbox).
        const alreadyAnswered = options.answeredAtInsurer ?? effects.posted.length > 0;
        return { questions: feedbackInput, alreadyAnswered };
      }),
      feedback: feedback.logic,
    },
    actions: {
      reportError: (_, params: { error: unknown }) => effects.reported.push(params.error),
    },
  });
  const actor = createActor(machine, { input: { product: "bil", distributor: "sb1" } }).start();
  return { actor, effects, pageLoaded };
}

type App = ReturnType<typeof startLoggedIn>["actor"];

const sessionChildRuns = (actor: App) =>
  waitFor(actor, (snapshot) => snapshot.matches({ ready: { sessionTimeout: "running" } }));

describe("the root chart follows its flow's product", () => {
  it("a /bil/ link the flow found to be a motorhome's makes the page the motorhome product's (issue 26.4)", async () => {
    const { actor } = startLoggedIn();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(actor.getSnapshot().context.product).toBe("bil");
    actor.system.get("purchase").send({ type: "foundMotorhome" });
    await waitFor(actor, (snapshot) => snapshot.context.product === "bobil");
  });
});

describe("the root chart's child 'sessionTimeout'", () => {
  it("is not there before the page has loaded, and starts with the deadline a response reported", async () => {
    const { actor, pageLoaded } = startLoggedIn();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    const reportedAt = Date.now() - 4000;
    actor.send({ type: "session.expiryReported", secondsLeft: 600, reportedAt });
    actor.send({ type: "session.configure", timeoutUrl: "https://bank.example/tidsavbrudd" });
    expect(actor.system.get("sessionTimeout")).toBeUndefined();
    pageLoaded();
    await sessionChildRuns(actor);
    const session = actor.system.get("sessionTimeout");
    expect(session).toBe(actor.getSnapshot().children.sessionTimeout);
    const { context, value } = session.getSnapshot();
    expect(context.expiresAt).toBe(reportedAt + 600_000);
    expect(context.timeoutUrl).toBe("https://bank.example/tidsavbrudd");
    expect(value).toEqual({ tracking: "running" });
    actor.stop();
  });

  it("shows the warning under 60 s left, and 'Logg ut' logs out and sends the browser on", async () => {
    const { actor, effects, pageLoaded } = startLoggedIn();
    pageLoaded();
    await sessionChildRuns(actor);
    const session = actor.system.get("sessionTimeout");
    expect(session.getSnapshot().hasTag("modalVisible")).toBe(false);
    actor.send({ type: "session.expiryReported", secondsLeft: 30, reportedAt: Date.now() });
    expect(session.getSnapshot().hasTag("modalVisible")).toBe(true);
    session.send({ type: "session.logout" });
    await waitFor(session, (snapshot) => snapshot.matches("loggedOut"));
    expect(effects.loggedOut).toBe(1);
    expect(effects.navigatedTo).toEqual(["https://bank.example/logget-ut"]);
    actor.stop();
  });

  it("'Logg ut' in the menu: the root can log out once its child runs, without the warning", async () => {
    const { actor, effects, pageLoaded } = startLoggedIn();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    // Before the child's code has loaded the menu offers no 'Logg ut' (the root cannot do it yet).
    expect(actor.getSnapshot().can({ type: "session.logout" })).toBe(false);
    pageLoaded();
    await sessionChildRuns(actor);
    expect(actor.getSnapshot().can({ type: "session.logout" })).toBe(true);
    actor.send({ type: "session.logout" });
    const session = actor.system.get("sessionTimeout");
    expect(session.getSnapshot().matches({ loggingOut: "fromMenu" })).toBe(true);
    expect(session.getSnapshot().hasTag("modalVisible")).toBe(false);
    await waitFor(session, (snapshot) => snapshot.matches("loggedOut"));
    expect(effects.loggedOut).toBe(1);
    expect(effects.navigatedTo).toEqual(["https://bank.example/logget-ut"]);
    actor.stop();
  });

  it.each([
    ["under18", { alder: 17 }],
    ["general", { uonsket: true }],
    ["utenlandskBosted", { utenlandskBosted: true }],
  ] as const)(
    "a customer blocked with %s can log out too (issue 29 item 13)",
    async (reason, customer) => {
      const { actor, effects, pageLoaded } = startLoggedIn({ customer });
      await waitFor(actor, (snapshot) => snapshot.matches("blocked"));
      expect(actor.getSnapshot().context.block).toBe(reason);
      // The block page starts the session child as the flow does (without it, nothing would).
      expect(actor.getSnapshot().children.loadingSessionTimeout).toBeDefined();
      pageLoaded();
      await waitFor(actor, (snapshot) => snapshot.matches({ blocked: "running" }));
      expect(actor.getSnapshot().can({ type: "session.logout" })).toBe(true);
      actor.send({ type: "session.logout" });
      const session = actor.system.get("sessionTimeout");
      await waitFor(session, (snapshot) => snapshot.matches("loggedOut"));
      expect(effects.loggedOut).toBe(1);
      expect(effects.navigatedTo).toEqual(["https://bank.example/logget-ut"]);
      actor.stop();
    },
  );

  it("sends the browser to the timeout page when the reported deadline has passed", async () => {
    const { actor, effects, pageLoaded } = startLoggedIn();
    actor.send({ type: "session.configure", timeoutUrl: "https://bank.example/tidsavbrudd" });
    actor.send({ type: "session.expiryReported", secondsLeft: 5, reportedAt: Date.now() - 10_000 });
    pageLoaded();
    await sessionChildRuns(actor);
    expect(actor.system.get("sessionTimeout").getSnapshot().matches("expired")).toBe(true);
    expect(effects.navigatedTo).toEqual(["https://bank.example/tidsavbrudd"]);
    actor.stop();
  });

  it("ends with the logged-in app", async () => {
    const { actor, pageLoaded } = startLoggedIn();
    pageLoaded();
    await sessionChildRuns(actor);
    actor.send({ type: "session.loggedOut" });
    expect(actor.getSnapshot().matches("loggedOut")).toBe(true);
    expect(actor.system.get("sessionTimeout")).toBeUndefined();
    actor.stop();
  });
});

describe("the root chart's child 'feedback'", () => {
  const feedbackOpen = (actor: App) =>
    waitFor(actor, (snapshot) => snapshot.matches({ ready: { feedback: "open" } }));

  /** Logged in, bought, on the receipt with the widget running; `send` goes to the flow. */
  async function onReceipt() {
    const started = startLoggedIn();
    const { actor } = started;
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(actor.system.get("feedback")).toBeUndefined();
    const send = (type: "buy" | "back") => actor.system.get("purchase").send({ type });
    send("buy");
    await feedbackOpen(actor);
    return { ...started, send, feedback: actor.system.get("feedback") };
  }

  it("starts when the receipt shows, and leaving the receipt sends the chosen answer once", async () => {
    const { actor, effects, feedback, send } = await onReceipt();
    expect(feedback).toBe(actor.getSnapshot().children.feedback);
    feedback.send({ type: "feedback.answer", value: 4 });
    send("back");
    expect(actor.getSnapshot().matches({ ready: { feedback: "waitingForReceipt" } })).toBe(true);
    expect(actor.system.get("feedback")).toBeUndefined();
    await waitFor(actor, () => effects.posted.length > 0);
    expect(effects.posted).toEqual([{ feedbackValue: 4, intentionalSubmit: false }]);
    actor.stop();
  });

  it("logging out on the receipt also sends what was chosen", async () => {
    const { actor, effects, feedback } = await onReceipt();
    feedback.send({ type: "feedback.answer", value: 2 });
    actor.send({ type: "session.loggedOut" });
    expect(actor.system.get("feedback")).toBeUndefined();
    await waitFor(actor, () => effects.posted.length > 0);
    expect(effects.posted).toEqual([{ feedbackValue: 2, intentionalSubmit: false }]);
    actor.stop();
  });

  it("after the widget's own leave (pagehide), leaving the receipt sends nothing more", async () => {
    const { actor, effects, feedback, send } = await onReceipt();
    feedback.send({ type: "feedback.answer", value: 5 });
    feedback.send({ type: "feedback.leave" });
    send("back");
    await waitFor(actor, () => effects.posted.length > 0);
    expect(effects.posted).toEqual([{ feedbackValue: 5, intentionalSubmit: false }]);
    actor.stop();
  });

  describe("asks once per purchase (issue 29 item 16)", () => {
    const answered = (actor: App) =>
      waitFor(actor, (snapshot) => snapshot.matches({ ready: { feedback: "answered" } }));

    it("after an answer is sent, a return to the receipt asks about the purchase and does not ask the customer again", async () => {
      const { actor, effects, feedback, send } = await onReceipt();
      feedback.send({ type: "feedback.answer", value: 4 });
      feedback.send({ type: "feedback.send" });
      send("back");
      await waitFor(actor, () => effects.posted.length > 0);
      send("buy");
      await answered(actor);
      expect(actor.system.get("feedback")).toBeUndefined();
      expect(effects.askedAbout).toEqual(["600000099", "600000099"]);
      expect(effects.posted).toEqual([{ feedbackValue: 4, intentionalSubmit: true }]);
      actor.stop();
    });

    it("leaving without an answer: the return asks", async () => {
      const { actor, effects, send } = await onReceipt();
      send("back");
      send("buy");
      await feedbackOpen(actor);
      expect(effects.askedAbout).toEqual(["600000099", "600000099"]);
      expect(effects.posted).toEqual([]);
      actor.stop();
    });

    it("the insurer already holds the purchase's answer (a new page load, another tab): no widget", async () => {
      const { actor, effects } = startLoggedIn({ answeredAtInsurer: true });
      await waitFor(actor, (snapshot) => snapshot.matches("ready"));
      actor.system.get("purchase").send({ type: "buy" });
      await answered(actor);
      expect(actor.system.get("feedback")).toBeUndefined();
      expect(effects.askedAbout).toEqual(["600000099"]);
      actor.stop();
    });
  });

  it("a widget whose code cannot be loaded is reported, and the receipt shows without it", async () => {
    const { actor, effects } = startLoggedIn({ feedbackCodeFails: true });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    actor.system.get("purchase").send({ type: "buy" });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { feedback: "unavailable" } }));
    expect(effects.reported).toEqual([new Error("offline")]);
    expect(actor.system.get("feedback")).toBeUndefined();
    actor.stop();
  });
});
