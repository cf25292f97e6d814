/**
 * Entry phase: where the customer starts (the address they came from), the start page, the
 * question whether they remember the registration number, an express price and a saved offer.
 */
import { and } from "xstate";
import { purchaseSetup } from "./setup.ts";
import { lookingUpVehicle, openRoute, routeWhen, showError, step } from "./subflows.ts";

export const entryPhase = {
  starting: purchaseSetup.createStateConfig({
    id: "starting",
    description: "Velger hvor kunden starter, ut fra adressen kunden kom fra.",
    always: [
      {
        guard: and(["entryIsExpressPrice", "entryHasValidExpressReference"]),
        target: "#ekspresspris",
        description: "Lenke til ekspresspris med gyldig referanse (20 tegn).",
      },
      {
        guard: "entryIsExpressPrice",
        target: "#intro",
        description: "Ugyldig ekspressreferanse: kunden starter på startsiden.",
      },
      {
        guard: "entryIsStoredOffer",
        target: "#redigerTilbud",
        description: "Lenke til et lagret tilbud: tilbudet hentes og kan endres.",
      },
      {
        guard: "entryHasRegistrationNumber",
        target: "#velgBil.lookingUp",
        actions: "startVehicleFromEntry",
        description: "Registreringsnummer i adressen: startsiden hoppes over og bilen slås opp.",
      },
      {
        guard: "productIsMotorhome",
        target: "#velgBil",
        description: "Bobil starter rett på spørsmålet om registreringsnummer.",
      },
      { target: "#intro" },
    ],
  }),

  intro: purchaseSetup.createStateConfig({
    ...step("intro", { path: "/", funnelStep: 0 }, openRoute),
    initial: "deciding",
    states: {
      deciding: {
        description: "Har flyten spurt etter kundens lagrede tilbud?",
        always: [
          {
            guard: "savedOffersUnchecked",
            target: "checkingSavedOffers",
            description:
              "En ny flyt (ny innlogging, en annen fane): først spørres det etter kundens siste åpne tilbud.",
          },
          { target: "ready" },
        ],
      },
      checkingSavedOffers: {
        tags: "loading",
        description:
          "Henter kundens siste åpne tilbud hos forsikringsselskapet, så startsiden kan tilby å fortsette der kunden slapp, også etter en ny innlogging eller i en annen fane.",
        invoke: {
          id: "fetchLatestOffer",
          src: "fetchLatestOffer",
          input: ({ context }) => ({ product: context.product }),
          onDone: {
            target: "ready",
            actions: { type: "storeSavedOfferToResume", params: ({ event }) => event.output },
          },
          onError: {
            target: "ready",
            actions: "markSavedOffersChecked",
            description: "Svarer ikke selskapet, tilbyr startsiden bare et nytt tilbud.",
          },
        },
      },
      ready: { description: "Startsiden venter på kunden." },
    },
    description:
      "Startsiden med knappene Start og Tilbake; med et tilbud i gang, i fanen eller lagret hos selskapet: Fortsett der du slapp eller Start på nytt.",
    on: {
      "intro.start": {
        target: "#harBil",
        // A price that failed on the purchase page, or a link that could not be shown, sent the
        // customer here and the page said why; starting leaves it behind.
        actions: ["forgetResumeStep", "clearError", "startFromTheStartPage"],
      },
      "flow.resume": [
        {
          guard: "hasQuoteToResume",
          actions: ["resumeQuote", "forgetResumeStep"],
          description: "Fortsett der du slapp: tilbake til steget kunden var på.",
        },
        {
          guard: "hasSavedOfferToResume",
          actions: "openSavedOffer",
          description:
            "Fortsett der du slapp på kundens siste lagrede tilbud: det åpnes som lenken til tilbudet, på steget kunden var på.",
        },
      ],
    },
  }),

  harBil: purchaseSetup.createStateConfig({
    ...step("harBil", { path: "/har-bil", funnelStep: 1 }, openRoute),
    description: "Spør om kunden husker registreringsnummeret.",
    on: {
      "hasRegnr.answer": [
        {
          guard: "remembersRegistrationNumber",
          target: "#velgBil",
          actions: "storeHasRegNr",
          description: "Ja: kunden skriver inn registreringsnummeret.",
        },
        {
          target: "#modellvelger",
          actions: "storeHasRegNr",
          description: "Nei: kunden velger bilen i modellvelgeren.",
        },
      ],
    },
  }),

  ekspresspris: purchaseSetup.createStateConfig({
    ...step(
      "ekspresspris",
      { path: "/ekspresspris/:referenceId", funnelStep: 0 },
      routeWhen("entryHasValidExpressReference", "Kun med en gyldig ekspressreferanse."),
    ),
    description:
      "Ekspresspris: grunnlaget fra prisreferansen fyller ut bilen og svarene den har (bonus, pant, sjåfører under 23, kjørelengde). Bilen slås opp, kunden svarer på det referansen ikke sier, og ser så prisen.",
    initial: "fetchingBasisData",
    states: {
      fetchingBasisData: {
        tags: "loading",
        description: "Henter beregningsgrunnlaget for prisreferansen.",
        invoke: {
          id: "fetchBasisData",
          src: "fetchBasisData",
          input: ({ context }) => ({
            prisreferanse: context.entry.kind === "ekspresspris" ? context.entry.referenceId : "",
          }),
          onDone: [
            {
              guard: { type: "carriesError", params: ({ event }) => event.output },
              target: "failed",
              actions: [
                { type: "fillFromBasisData", params: ({ event }) => event.output },
                { type: "setFlowError", params: ({ event }) => ({ error: event.output }) },
              ],
              description: "Beregningsgrunnlaget har en feil: den feilen vises, med sin egen kode.",
            },
            {
              target: "lookingUpVehicle",
              actions: { type: "fillFromBasisData", params: ({ event }) => event.output },
            },
          ],
          onError: showError(),
        },
      },
      lookingUpVehicle: lookingUpVehicle({
        description: "Slår opp bilen fra ekspressprisen i kjøretøyregisteret.",
        target: "vehicleFound",
      }),
      vehicleFound: {
        description:
          "Bilen er funnet. Prisreferansen svarer ikke på bobilens verdi, leasing og eier: de spørres om i flytens rekkefølge.",
        always: [
          {
            guard: "vehicleIsMotorhome",
            target: "#bobilVerdi",
            actions: "becomeMotorhomeFlow",
            description:
              "En bobil (også fra en lenke under /bil/): bobilforsikringens flyt, og først verdien.",
          },
          { target: "#leasing", description: "Så leasing (og eier, når bilen ikke er leaset)." },
        ],
      },
      failed: {
        tags: "entryFailed",
        description:
          "Ekspressprisen kunne ikke hentes; feilen vises med knappene Prøv igjen og Start på nytt (et vanlig pristilbud).",
        on: { "flow.retry": { target: "fetchingBasisData", actions: "clearError" } },
      },
    },
  }),

  redigerTilbud: purchaseSetup.createStateConfig({
    ...step(
      "redigerTilbud",
      { path: "/:avtalenummer", funnelStep: 0 },
      routeWhen("entryIsStoredOffer", "Kun når kunden har åpnet et bestemt tilbud."),
    ),
    description:
      "Endre et lagret tilbud: tilbudet hentes og fyller ut skjemaet, så går kunden til prissiden.",
    initial: "fetchingOffer",
    states: {
      fetchingOffer: {
        tags: "loading",
        description: "Henter det lagrede tilbudet.",
        invoke: {
          id: "fetchOffer",
          src: "fetchOffer",
          input: ({ context }) => ({
            avtalenummer: context.entry.kind === "tilbud" ? context.entry.avtalenummer : "",
          }),
          onDone: [
            {
              guard: { type: "offerIsMissing", params: ({ event }) => event.output },
              target: "#intro",
              description: "Uten tilbud i svaret sendes kunden til startsiden.",
            },
            {
              target: "checkingVehicle",
              actions: { type: "fillFromStoredOffer", params: ({ event }) => event.output },
            },
          ],
          onError: showError(),
        },
      },
      checkingVehicle: {
        description:
          "Bil med registreringsnummer slås opp; bil fra modellvelgeren går rett til pris.",
        always: [
          {
            guard: "hasRegistrationNumber",
            target: "lookingUpVehicle",
            description: "Tilbudet gjelder et registreringsnummer.",
          },
          {
            target: "#pris",
            actions: "markOpenedOfferSaved",
            description: "Bil fra modellvelgeren: rett til prissiden.",
          },
        ],
      },
      lookingUpVehicle: lookingUpVehicle({
        description: "Slår opp bilen i tilbudet.",
        target: "#pris",
        andThen: "markOpenedOfferSaved",
        doneDescription:
          "Bilen er funnet: prissiden. Tilbudet lagres ikke igjen før kunden endrer noe.",
      }),
      failed: {
        tags: "entryFailed",
        // SPEC §8 'Offer not found' offers no retry button, so the state has no retry event.
        description:
          "Kunne ikke hente opp tilbudet på denne avtalen. Kunden kan prøve igjen senere (åpne lenken på nytt), eller Start på nytt med et nytt pristilbud.",
      },
    },
  }),
};
