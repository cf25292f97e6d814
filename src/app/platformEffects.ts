/**
 * What the platform services learn from the app actor: who the customer is (analytics identity,
 * names to scrub, market source), the consent to track (read now and whenever the bank's consent
 * window closes), and the flow's page views, A/B exposure and completed purchase. Subscriptions to
 * the actor, made where it is created (prepareApp, the integration tests' harness), not effects of
 * a component: React only renders what the actor says (issue 30 item 6).
 */
import type { RuntimeConfig } from "../../core/contract/auth.ts";
import type { Distributor } from "../../core/contract/common.ts";
import { funnelStepFromMeta, introTextExperiment } from "../platform/analytics/index.ts";
import type { AppActor } from "./AppActorContext.ts";
import { pathOfSnapshot } from "./flowLocation.ts";
import type { Platform } from "./platform.ts";
import {
  activeStep,
  type PurchaseActor,
  type PurchaseSnapshot,
  shownIntroVariant,
} from "./purchaseHooks.ts";

/** Starts following the app actor; the returned function stops (the actor's end stops it too). */
export function connectPlatform(
  app: AppActor,
  platform: Platform,
  config: Pick<RuntimeConfig, "bankDomains">,
): () => void {
  const stops = [
    followCustomer(app, platform),
    followConsent(app, platform, config),
    followPurchase(app, platform),
    followFeedback(app, platform),
  ];
  const stop = () => {
    for (const each of stops.splice(0)) each();
  };
  // A stopped actor tells its observers it is complete: then the consent watcher goes too.
  app.subscribe({ complete: stop, error: stop });
  return stop;
}

/** Calls `onChange` with the selected part of each app snapshot when it changes (and at once). */
function select<T>(app: AppActor, pick: (actor: AppActor) => T, onChange: (value: T) => void) {
  let last: { value: T } | undefined;
  const check = () => {
    const value = pick(app);
    if (last && Object.is(last.value, value)) return;
    last = { value };
    onChange(value);
  };
  check();
  const subscription = app.subscribe({ next: check, error: () => undefined });
  return () => subscription.unsubscribe();
}

function followCustomer(app: AppActor, platform: Platform) {
  return select(
    app,
    // The customer, and where they came from: each may arrive on its own.
    (actor) => {
      const { customer, distributor, loginContext } = actor.getSnapshot().context;
      return JSON.stringify([customer?.trackingId ?? null, distributor, loginContext]);
    },
    () => {
      const { customer, distributor, loginContext } = app.getSnapshot().context;
      if (!customer) return;
      platform.scrubber.addNames([customer.fornavn, customer.etternavn]);
      platform.analytics.identify(customer.trackingId);
      if (loginContext) {
        platform.marketSource.resolve({
          url: window.location.href,
          distributor,
          loginContext,
          isLoMedlem: customer.isLoMedlem,
        });
      }
    },
  );
}

/**
 * Consent: read now, and again when the bank's consent window closes (SPEC §4). The rules load
 * after the first screen (issue 21); until then events wait, as when unanswered.
 */
function followConsent(
  app: AppActor,
  platform: Platform,
  config: Pick<RuntimeConfig, "bankDomains">,
) {
  let stopWatching: (() => void) | undefined;
  let current = 0;
  const stopSelecting = select(
    app,
    (actor) => actor.getSnapshot().context.distributor,
    (distributor: Distributor) => {
      const attempt = ++current;
      stopWatching?.();
      stopWatching = undefined;
      import("../platform/consent/index.ts").then(
        ({ readConsent, watchConsent }) => {
          if (attempt !== current) return;
          platform.analytics.setConsent(readConsent({ distributor }));
          stopWatching = watchConsent({
            distributor,
            target: window,
            bankDomains: config.bankDomains,
            onChange: (status) => platform.analytics.setConsent(status),
          });
        },
        (error: unknown) => platform.reporter.captureException(error),
      );
    },
  );
  return () => {
    current += 1;
    stopSelecting();
    stopWatching?.();
  };
}

/** Where the customer is, for events that name the page and the product. */
function pageAndProduct(app: AppActor) {
  const purchase = app.getSnapshot().children.purchase?.getSnapshot();
  return {
    page: (purchase && pathOfSnapshot(purchase)) ?? window.location.pathname,
    product: purchase?.context.product ?? "bil",
  };
}

/**
 * SPEC §3 Komponentvisning and Tilbakemelding from the feedback widget: it was shown, and the
 * customer's answer on the scale (never the free text, which may hold anything) once sent.
 */
function followFeedback(app: AppActor, platform: Platform) {
  let shown = false;
  let told = false;
  return select(
    app,
    (actor) => {
      const feedback = actor.getSnapshot().children.feedback?.getSnapshot();
      return feedback
        ? `${feedback.hasTag("mainQuestion")}|${feedback.context.feedbackSubmitted}`
        : "";
    },
    () => {
      const feedback = app.getSnapshot().children.feedback?.getSnapshot();
      if (!feedback) return;
      if (!shown && feedback.hasTag("mainQuestion")) {
        shown = true;
        platform.analytics.trackComponentView({ name: "Tilbakemelding", ...pageAndProduct(app) });
      }
      if (!told && feedback.context.feedbackSubmitted && feedback.context.answer !== undefined) {
        told = true;
        platform.analytics.trackFeedback({
          feedback: feedback.context.answer,
          ...pageAndProduct(app),
        });
      }
    },
  );
}

/** The flow's page views, the intro's A/B exposure and the completed purchase. */
function followPurchase(app: AppActor, platform: Platform) {
  let stopFollowing: (() => void) | undefined;
  const stopSelecting = select(
    app,
    (actor) => actor.getSnapshot().children.purchase,
    (purchase) => {
      stopFollowing?.();
      stopFollowing = purchase && trackPurchase(purchase, platform);
    },
  );
  return () => {
    stopSelecting();
    stopFollowing?.();
  };
}

/**
 * SPEC §3 Skjemainput: the customer's choices, each time one changes (the answers of the
 * questions and the offer's choices; never what the customer types, which may be personal).
 */
const choiceFields = [
  "hasRegNr",
  "leasing",
  "eier",
  "pant",
  "over23",
  "bonusFraOss",
  "bonuskode",
  "kjorelengde",
  "egenandel",
  "leiebil",
  "maskinskade",
] as const satisfies readonly (keyof PurchaseSnapshot["context"]["form"])[];

function trackPurchase(purchase: PurchaseActor, platform: Platform) {
  let lastStep: string | undefined;
  // What the flow started with (a new quote's defaults, a restored or opened offer) is no input.
  let lastChoices: Record<string, unknown> | undefined;
  let lastCoverage: string | null | undefined;
  let purchasing = false;
  let purchaseReported = false;
  // The offer is cleared when the purchase succeeds; remember what was chosen while it existed.
  let chosen = { coverage: "", extras: [] as string[] };
  const onSnapshot = () => {
    const snapshot = purchase.getSnapshot();
    const { context } = snapshot;
    // The other owner is a person too: never let the name reach analytics or error reports.
    if (context.form.annenEierNavn) platform.scrubber.addNames([context.form.annenEierNavn]);
    const coverage = context.offer?.dekninger.find(
      (dekning) => dekning.id === context.selectedDekningId,
    );
    if (coverage) {
      chosen = {
        coverage: coverage.heading,
        extras: [
          ...(context.form.leiebil ? ["leiebil"] : []),
          ...(context.form.maskinskade ? ["maskinskade"] : []),
        ],
      };
    }
    // After the purchase the form is reset: that is no input either.
    const bought = context.purchaseResult?.success === true;
    const choices = Object.fromEntries(choiceFields.map((field) => [field, context.form[field]]));
    if (lastChoices && !bought)
      for (const field of choiceFields) {
        const value = choices[field];
        const before = lastChoices[field];
        // The deductible the price sets first is the machine's default, not the customer's choice.
        const setByPrice = field === "egenandel" && before === null;
        if (value !== before && value !== null && value !== undefined && !setByPrice)
          platform.analytics.trackFormInput({ field, value: value as string | boolean });
      }
    lastChoices = choices;
    // Likewise the coverage: only a change from one the customer had (not the first default).
    if (
      lastCoverage &&
      context.selectedDekningId !== lastCoverage &&
      context.selectedDekningId &&
      !bought
    )
      platform.analytics.trackFormInput({ field: "dekning", value: context.selectedDekningId });
    lastCoverage = context.selectedDekningId;
    // SPEC §3 Knappetrykk: 'Kjøp forsikringen' pressed (each time a purchase starts, a retry too),
    // named by an id, not its copy: the texts of the offer steps are not in the first screen.
    if (snapshot.hasTag("purchasing") && !purchasing)
      platform.analytics.trackButtonClick({
        type: "knapp",
        name: "kjopForsikringen",
        event: "klikk",
        id: "kjop",
      });
    purchasing = snapshot.hasTag("purchasing");
    const step = activeStep(snapshot);
    if (step && step.id !== lastStep) {
      lastStep = step.id;
      platform.analytics.trackPageView({
        // The machine's path, not window.location: the address follows the state a moment later.
        page: pathOfSnapshot(snapshot) ?? window.location.pathname,
        product: context.product,
        funnelStep: funnelStepFromMeta(snapshot.getMeta()),
      });
    }
    const variant = shownIntroVariant(snapshot);
    if (variant) {
      // Who saw which text, told once per customer after opt-in; the customer number that
      // decided it stays here (SPEC §2, §4).
      platform.analytics.trackExperimentOnce(
        {
          name: introTextExperiment,
          variant,
          page: pathOfSnapshot(snapshot) ?? window.location.pathname,
        },
        context.customer.trackingId,
      );
    }
    if (context.purchaseResult?.success && !purchaseReported) {
      purchaseReported = true;
      platform.analytics.trackCompletedPurchase({
        productType: context.product,
        productName: chosen.coverage,
        extras: chosen.extras,
      });
    }
  };
  // The step the flow starts at is tracked in a task of its own: the first event builds the
  // scrubber's patterns, which would otherwise lengthen the first screen's task (issue 9).
  const first = setTimeout(onSnapshot, 0);
  const subscription = purchase.subscribe({ next: onSnapshot, error: () => undefined });
  return () => {
    clearTimeout(first);
    subscription.unsubscribe();
  };
}
