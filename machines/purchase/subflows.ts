/**
 * The pieces of the purchase chart that several phases use, each written once: how a step is
 * routed to, how a failed call shows its error, the vehicle lookup and the guarantee check.
 */
import { and } from "xstate";
import { errorOf } from "../eventParams.ts";
import { progressSectionOf } from "./progress.ts";
import { buildGuaranteeRequest, isMotorhomeContext } from "./requests.ts";
import { purchaseSetup, type StepMeta } from "./setup.ts";

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
export function guaranteeCheck(options: { found: string; fetchingDescription: string }) {
  return {
    checkingGuarantee: purchaseSetup.createStateConfig({
      description: "Garantien hentes bare når forespørselen er ny.",
      always: [
        {
          guard: "guaranteeRequestChanged",
          target: "fetchingGuarantee",
          description: "Registreringsnummer finnes og garantiforespørselen er endret.",
        },
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
          {
            target: options.found,
            actions: { type: "storeGuarantee", params: ({ event }) => event.output.garanti },
          },
        ],
        onError: showError(),
      },
    }),
  };
}

/**
 * A customer step's id, its path and funnel step, its progress section (one table in progress.ts,
 * so the order of the sections is read in one place), and the route that opens it.
 */
export function step<const TRoute extends object>(id: string, meta: StepMeta, route: TRoute) {
  return { id, meta: { ...meta, ...progressSectionOf(id) }, route };
}
