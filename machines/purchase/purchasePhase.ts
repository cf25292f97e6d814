/**
 * Purchase phase: the overview before the purchase, and the purchase itself, sent once with its
 * idempotency key.
 */
import { and, not } from "xstate";
import { type OverviewQuestion, overviewQuestions } from "../types.ts";
import { buildPurchaseRequest } from "./requests.ts";
import { defaultIdempotencyKey, purchaseSetup } from "./setup.ts";
import { openQuestionFrom, openRoute, settleAnswers, showError, step } from "./subflows.ts";

/** The step each overview row's "Endre" opens (a summary question's step has its name). */
const overviewSteps: Record<OverviewQuestion, string> = {
  leasing: "leasing",
  eier: "eier",
  pant: "pant",
  over23: "over23",
  bonus: "bonus",
  bobilVerdi: "bobilVerdi",
  bonusOverforing: "bonusOverforing",
  dekning: "pris",
  tillegg: "tilleggsdekning",
  egenandel: "tilpass",
  kjorelengde: "tilpass",
  identitet: "regnummerChassisnummer",
  kilometerstand: "kilometer",
  kontakt: "kontaktinfo",
};

const overviewEdits = overviewQuestions.map((question) =>
  openQuestionFrom(
    "kjop",
    question,
    overviewSteps[question],
    `Endre ved ${question} i oversikten: steget åpnes, og svaret fører tilbake hit.`,
  ),
);

export const purchasePhase = {
  kjop: purchaseSetup.createStateConfig({
    ...step("kjop", { path: "/kjop", funnelStep: 18, aliases: ["/bekreft"] }, openRoute),
    description:
      "Oversikt før kjøp: hvert svar som påvirker pris eller avtale, med Endre som åpner steget og kommer tilbake hit (prisen oppdateres når svaret endret den). Uten tilbud eller dekning sendes kunden til bilvalget.",
    entry: settleAnswers,
    always: [
      {
        guard: not("hasOfferAndCoverage"),
        target: "#velgBil",
        description: "Uten tilbud eller valgt dekning: tilbake til bilvalget.",
      },
      {
        guard: and(["bonusFromOtherCompany", "bonusTransferMissing"]),
        target: "#bonusOverforing",
        description:
          "Bonusen er endret til en fra et annet selskap, og overføringen mangler: den spørres om før kjøpet.",
      },
    ],
    initial: "confirming",
    states: {
      confirming: {
        description: "Kunden ser oversikten og bekrefter kjøpet.",
        on: {
          "overview.edit": overviewEdits,
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
