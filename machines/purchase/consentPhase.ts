/**
 * Consent phase: SpareBank 1's marketing consents after a purchase, when unanswered.
 */
import { and } from "xstate";
import { errorOf } from "../eventParams.ts";
import { purchaseSetup } from "./setup.ts";
import { routeWhen, step } from "./subflows.ts";

const whenPurchasedAndConsentNeeded = routeWhen(
  and(["hasPurchaseSuccess", "needsMarketingConsent"]),
  "Kun etter et vellykket kjøp, når samtykke trengs.",
);

export const consentPhase = {
  samtykke: purchaseSetup.createStateConfig({
    ...step("samtykke", { path: "/samtykke", funnelStep: 19 }, whenPurchasedAndConsentNeeded),
    description:
      "Samtykker til markedsføring (bare SpareBank 1 når samtykket ikke er besvart): ja/nei per samtykke, så 'Fortsett til kvittering'.",
    initial: "loadingTexts",
    states: {
      loadingTexts: {
        tags: ["loading", "consentTextsLoading"],
        description: "Henter samtykketekstene.",
        invoke: {
          id: "fetchConsentTexts",
          src: "fetchConsentTexts",
          input: ({ context }) => ({ bankkunde: context.customer.isBankkunde }),
          onDone: [
            {
              guard: { type: "consentTextsMissing", params: ({ event }) => event.output },
              target: "#kvittering",
              description: "Ingen tekster: rett til kvitteringen.",
            },
            {
              target: "answering",
              actions: { type: "storeConsentTexts", params: ({ event }) => event.output },
            },
          ],
          onError: [
            {
              guard: { type: "isSessionRefusal", params: errorOf },
              target: "#kvittering",
              description:
                "Tekstene kunne ikke hentes fordi økten er avvist (401/403): rett til kvitteringen, uten feilrapport.",
            },
            {
              target: "#kvittering",
              actions: { type: "reportError", params: errorOf },
              description:
                "Tekstene kunne ikke hentes: feilen rapporteres, og kunden går rett til kvitteringen.",
            },
          ],
        },
      },
      answering: {
        description: "Kunden svarer ja eller nei på hvert samtykke.",
        on: { "consent.submit": { target: "posting", actions: "storeConsentAnswer" } },
      },
      posting: {
        tags: ["loading", "consentSending"],
        description: "Sender svarene, så kvitteringen.",
        invoke: {
          id: "postConsent",
          src: "postConsent",
          input: ({ context }) =>
            context.consentAnswer ?? {
              crossDomainConsentApproved: false,
              marketingConsentApproved: false,
            },
          onDone: {
            target: "#kvittering",
            actions: "storeConsentAnswered",
            description:
              "Svarene er lagret: samtykket er besvart, så siden vises ikke igjen (heller ikke med Tilbake).",
          },
          onError: { target: "#kvittering" },
        },
      },
    },
  }),
};
