/**
 * The contact step (SPEC §2 kontaktinfo) of the offer phase: the customer's mobile number and
 * e-mail, prefilled from the customer, checked with the insurer before the flow goes on. The view
 * checks SPEC §5's own rules before it sends `contact.submit`; the insurer's checks are the chart's.
 */
import { purchaseSetup } from "./setup.ts";
import { step, whenOfferAndCoverage } from "./subflows.ts";

export const kontaktinfo = purchaseSetup.createStateConfig({
  ...step("kontaktinfo", { path: "/kontaktinfo", funnelStep: 17 }, whenOfferAndCoverage),
  description: "Mobilnummer og e-post, forhåndsutfylt fra kunden.",
  initial: "editing",
  states: {
    editing: {
      description:
        "Kunden fyller inn mobilnummer og e-post; et nummer eller en adresse selskapet har avvist, vises med feilmelding.",
      on: {
        "contact.submit": {
          target: "checking",
          actions: "startContactCheck",
          description: "Mobilnummer og e-post følger reglene: selskapet sjekker dem.",
        },
      },
    },
    checking: {
      tags: "loading",
      description:
        "Selskapet sjekker mobilnummeret og e-postadressen (GET /validate/mobileNo og /validate/emailAddress).",
      invoke: {
        id: "checkContact",
        src: "checkContact",
        input: ({ context }) => ({
          telefonnummer: context.contactCheck?.telefonnummer ?? context.form.telefonnummer,
          epost: context.contactCheck?.epost ?? context.form.epost,
        }),
        onDone: [
          {
            guard: { type: "insurerRefusesContact", params: ({ event }) => event.output },
            target: "editing",
            actions: { type: "storeContactVerdict", params: ({ event }) => event.output },
            description: "Selskapet avviser nummeret eller adressen: kunden må rette det.",
          },
          {
            target: "checked",
            actions: { type: "storeContactVerdict", params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: "checked",
          description:
            "Sjekken svarer ikke: kunden stoppes ikke, kjøpet sjekker kontaktinformasjonen igjen.",
        },
      },
    },
    checked: {
      description: "Kontaktinformasjonen er godtatt og lagres på tilbudet.",
      entry: "storeCheckedContact",
      always: [
        {
          guard: "bonusFromOtherCompany",
          target: "#bonusOverforing",
          description:
            "Bonusen er fra et annet selskap og ulik den vi tilbyr: bonusoverføring før kjøp.",
        },
        { target: "#kjop" },
      ],
    },
  },
});
