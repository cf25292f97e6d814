/**
 * The pieces of the purchase chart that several phases use, each written once: how a step is
 * routed to, how a failed call shows its error, the vehicle lookup and the guarantee check.
 */
import { and } from "xstate";
import { errorOf } from "../eventParams.ts";
import type { StepMeta } from "../stepMeta.ts";
import type { Garanti, OverviewQuestion, ReturnTarget } from "../types.ts";
import { progressSectionOf } from "./progress.ts";
import { buildGuaranteeRequest, isMotorhomeContext } from "./requests.ts";
import { purchaseSetup } from "./setup.ts";

/**
 * A step that browser back/forward and deep links may open (`xstate.route`) when `guard` holds;
 * arriving there clears the error the step before showed.
 */
export function routeWhen<const TGuard>(guard: TGuard, description: string) {
  return { guard, actions: "clearError", description } as const;
}

/** A step every route may open. */
export const openRoute = { actions: "clearError" } as const;

export const whenVehicleChosen = routeWhen("hasVehicle", "Kun når kjøretøyet er valgt.");

export const whenMotorhomeChosen = routeWhen(
  and(["hasVehicle", "vehicleIsMotorhome"]),
  "Kun for bobil, når kjøretøyet er valgt.",
);

export const whenOfferAndCoverage = routeWhen(
  "hasOfferAndCoverage",
  "Kun med tilbud og valgt dekning.",
);

/**
 * An answer to a question the overview before purchase opened (`overview.edit`) goes back there,
 * not on through the flow; the price region prices the changed answers on the way in.
 */
export function backToOverview<const TActions extends readonly string[]>(...actions: TActions) {
  return {
    guard: "isReturningToOverview",
    target: "#kjop",
    actions,
    description: "Endret fra oversikten før kjøp: tilbake til oversikten.",
  } as const;
}

/**
 * A list's change button, a summary card (sjekk-bil-info) or an overview row (kjop), opens its
 * question's step and remembers to come back (`returnTo`); `editsQuestion` refuses a question
 * that list does not offer to change.
 */
export function openQuestionFrom(
  from: ReturnTarget,
  question: OverviewQuestion,
  stepId: string,
  description: string,
) {
  return {
    guard: { type: "editsQuestion", params: { question, from } },
    target: `#${stepId}`,
    actions: from === "kjop" ? "openOverviewQuestion" : "openSummaryQuestion",
    description,
  } as const;
}

/**
 * Back on the summary or the overview from the questions: the next answer goes on through the
 * flow again, and the answers are made to fit together (SPEC §4: leased clears the lien, leased
 * without a company is not leased, a lien without a lender is no lien), which can close the chosen
 * coverage.
 */
export const settleAnswers = [
  "closeQuestion",
  "clearLienWhenLeased",
  "resetLeasingWithoutCompany",
  "resetLienWithoutLender",
  "reviewCoverageChoice",
] as const;

/** A failed call (`onError`): the step's `failed` state shows the error, its code picks the text. */
export function showError() {
  return {
    target: "failed",
    actions: { type: "setFlowError", params: errorOf },
  } as const;
}

/**
 * Looks the registration number up in the vehicle register (SPEC §7: motorhomes always included,
 * so a motorhome typed in the car flow is found and the flow switches to its value step), stores
 * the vehicle and goes on to `target`; a failure shows its error in the sibling `failed` state.
 */
export function lookingUpVehicle(options: {
  description: string;
  target: string;
  /** Done after the vehicle is stored. */
  andThen?: "markOpenedOfferSaved";
  doneDescription?: string;
}) {
  return purchaseSetup.createStateConfig({
    tags: "loading",
    description: options.description,
    invoke: {
      id: "lookupVehicle",
      src: "lookupVehicle",
      input: ({ context }) => ({
        registreringsnummer: context.form.registreringsnummer,
        inkludereBobil: true,
      }),
      onDone: {
        target: options.target,
        actions: [
          { type: "storeVehicle", params: ({ event }) => event.output },
          ...(options.andThen ? [options.andThen] : []),
        ],
        ...(options.doneDescription ? { description: options.doneDescription } : {}),
      },
      onError: showError(),
    },
  });
}

/**
 * The guarantee check as two sibling states, `checkingGuarantee` and `fetchingGuarantee`: the
 * guarantee is fetched only when its request changed; STOPP_KJOP, or a failed call, goes to the
 * sibling `failed` state, any other guarantee to `found`.
 */
export function guaranteeCheck(options: {
  found: string;
  fetchingDescription: string;
  /** A question the overview before purchase opened goes back there instead of to `found`. */
  orBackToOverview?: boolean;
}) {
  const storeGuarantee = {
    type: "storeGuarantee",
    params: ({ event }: { event: { output: { garanti: Garanti } } }) => event.output.garanti,
  } as const;
  const back = options.orBackToOverview ? [backToOverview()] : [];
  return {
    checkingGuarantee: purchaseSetup.createStateConfig({
      description: "Garantien hentes bare når forespørselen er ny.",
      always: [
        {
          guard: "guaranteeRequestChanged",
          target: "fetchingGuarantee",
          description: "Registreringsnummer finnes og garantiforespørselen er endret.",
        },
        ...back,
        { target: options.found },
      ],
    }),
    fetchingGuarantee: purchaseSetup.createStateConfig({
      tags: "loading",
      description: options.fetchingDescription,
      invoke: {
        id: "fetchGuarantee",
        src: "fetchGuarantee",
        input: ({ context }) =>
          buildGuaranteeRequest(context) ?? {
            registreringsnummer: context.form.registreringsnummer,
            inkludereBobil: isMotorhomeContext(context),
          },
        onDone: [
          {
            guard: { type: "guaranteeStopsPurchase", params: ({ event }) => event.output.garanti },
            target: "failed",
            actions: { type: "setStopPurchaseError", params: ({ event }) => event.output.garanti },
            description: "Garanti av typen STOPP_KJOP gir feilen 'feil'.",
          },
          ...back.map((branch) => ({ ...branch, actions: storeGuarantee })),
          { target: options.found, actions: storeGuarantee },
        ],
        onError: showError(),
      },
    }),
  };
}

/**
 * A customer step's id, its path and funnel step, its progress section (one table in progress.ts,
 * so the order of the sections is read in one place), and the route that opens it.
 *
 * Leaving a step (its answer submitted, Back, a summary card, a new quote) discards the answers
 * given there but not submitted (SPEC §4 "Persisted form data": `context.draft`, kept so a reload
 * keeps them), so the step shows what the flow holds the next time it opens. The exit is part of
 * the step's own config, so every reader of the chart (Stately's, machines/stately/) sees it.
 */
export function step<const TRoute extends object>(id: string, meta: StepMeta, route: TRoute) {
  return { id, meta: { ...meta, ...progressSectionOf(id) }, route, exit: "discardDraft" } as const;
}
