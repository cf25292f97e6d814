/**
 * Purchase phase: the overview before the purchase, and the purchase itself, sent once with its
 * idempotency key.
 */
import { buildPurchaseRequest } from "./requests.ts";
import { defaultIdempotencyKey, purchaseSetup } from "./setup.ts";
import { openRoute, showError, step } from "./subflows.ts";

export const purchasePhase = {
  kjop: purchaseSetup.createStateConfig({
    ...step("kjop", { path: "/kjop", funnelStep: 18, aliases: ["/bekreft"] }, openRoute),
    description:
      "Oversikt før kjøp. Uten tilbud eller dekning sendes kunden til registreringsnummer-steget.",
    always: {
      guard: "lacksOfferOrCoverage",
      target: "#velgBil",
      description: "Uten tilbud eller valgt dekning: tilbake til bilvalget.",
    },
    initial: "confirming",
    states: {
      confirming: {
        description: "Kunden ser oversikten og bekrefter kjøpet.",
        on: {
          "purchase.confirm": {
            guard: "offerIsReady",
            target: "purchasing",
            actions: "storeIdempotencyKey",
            description:
              "Når tilbudet er oppdatert og lagret. Kjøpsnøkkelen lages nå og brukes om igjen ved nytt forsøk.",
          },
        },
      },
      purchasing: {
        tags: ["loading", "purchasing"],
        description: "Sender kjøpet med kjøpsnøkkelen, så det bare skjer én gang.",
        invoke: {
          id: "purchase",
          src: "purchase",
          input: ({ context }) => ({
            request: buildPurchaseRequest(context),
            idempotencyKey: context.idempotencyKey ?? defaultIdempotencyKey(context),
          }),
          onDone: [
            {
              guard: { type: "purchaseWasRefused", params: ({ event }) => event.output },
              target: "failed",
              actions: "setGenericError",
              description: "Kjøpet ble ikke gjennomført.",
            },
            {
              guard: "needsMarketingConsent",
              target: "#samtykke",
              actions: {
                type: "storePurchaseResult",
                params: ({ event }) => event.output,
              },
              description: "SpareBank 1 og samtykke ikke besvart: samtykkesiden før kvitteringen.",
            },
            {
              target: "#kvittering",
              actions: {
                type: "storePurchaseResult",
                params: ({ event }) => event.output,
              },
            },
          ],
          onError: showError(),
        },
      },
      failed: {
        tags: "purchaseFailed",
        description:
          "Kjøpet feilet. Et nytt forsøk bruker samme kjøpsnøkkel, så kunden kjøper aldri to ganger.",
        on: {
          "purchase.confirm": {
            target: "purchasing",
            actions: ["clearError", "storeIdempotencyKey"],
          },
        },
      },
    },
  }),
};
