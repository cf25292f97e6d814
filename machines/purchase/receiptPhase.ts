/**
 * Receipt phase: the receipt, once the purchase went through.
 */
import { not } from "xstate";
import { purchaseSetup } from "./setup.ts";
import { openRoute, step } from "./subflows.ts";

export const receiptPhase = {
  kvittering: purchaseSetup.createStateConfig({
    ...step("kvittering", { path: "/kvittering", funnelStep: 20 }, openRoute),
    description:
      "Kvittering med pris per måned og år, og lenker til betaling, profil og forsikringen. Uten vellykket kjøp sendes kunden til bilvalget.",
    initial: "checking",
    states: {
      checking: {
        description: "Sjekker at kjøpet er gjennomført.",
        always: [
          {
            guard: not("hasPurchaseSuccess"),
            target: "#velgBil",
            description: "Uten vellykket kjøp: tilbake til bilvalget.",
          },
          { target: "shown" },
        ],
      },
      shown: {
        description: "Skjemaet nullstilles og kvitteringen merkes som vist.",
        entry: "finishPurchase",
      },
    },
  }),
};
