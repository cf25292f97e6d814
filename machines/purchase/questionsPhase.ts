/**
 * Questions phase: motorhome value, leasing, owner, lien, drivers under 23 and bonus, and the
 * summary whose cards lead to each question and back.
 */
import { and, not, or } from "xstate";
import { type SummaryQuestion, summaryQuestions } from "../types.ts";
import { purchaseSetup } from "./setup.ts";
import {
  backToOverview,
  guaranteeCheck,
  openQuestionFrom,
  routeWhen,
  settleAnswers,
  step,
  whenMotorhomeChosen,
  whenVehicleChosen,
} from "./subflows.ts";

const whenAnotherOwns = routeWhen(
  and(["hasVehicle", "ownerIsNotCustomer"]),
  "Kun når kunden har svart at en annen eier bilen.",
);

const summaryCardDescriptions: Record<SummaryQuestion, string> = {
  leasing: "Kortet for leasing.",
  eier: "Kortet for eier (ikke når bilen er leaset: da eier leasingselskapet den).",
  pant: "Kortet for pant.",
  over23: "Kortet for sjåfører under 23.",
  bonus: "Kortet for bonus.",
  bobilVerdi: "Kortet for bobilens verdi (bare bobil).",
};

export const questionsPhase = {
  bobilVerdi: purchaseSetup.createStateConfig({
    ...step("bobilVerdi", { path: "/bobil-verdi", funnelStep: 3 }, whenMotorhomeChosen),
    description: "Hva er bobilen verdt? Verdiene som tilbys går opp til 2 500 000 kroner.",
    on: {
      "motorhomeValue.submit": [
        backToOverview("storeMotorhomeValue"),
        {
          guard: "isReturningToSummary",
          target: "#sjekkBilInfo",
          actions: "storeMotorhomeValue",
          description: "Endret fra oppsummeringen: tilbake til oppsummeringen.",
        },
        { target: "#leasing", actions: "storeMotorhomeValue" },
      ],
    },
  }),

  leasing: purchaseSetup.createStateConfig({
    ...step("leasing", { path: "/leasing", funnelStep: 4 }, whenVehicleChosen),
    description: "Er bilen leaset, og i så fall fra hvilket leasingselskap?",
    on: {
      "leasing.answer": [
        {
          guard: and(["isReturningToOverview", or(["isLeased", "ownerAnswered"])]),
          target: "#kjop",
          actions: "storeLeasing",
          description:
            "Endret fra oversikten før kjøp, og eierspørsmålet er besvart eller trengs ikke: tilbake til oversikten.",
        },
        {
          guard: and(["isLeased", "isExpressQuote", not("isReturningToSummary")]),
          target: "#pris",
          actions: ["storeLeasing", ...settleAnswers],
          description:
            "Leaset bil i en ekspresspris: eierspørsmålene hoppes over, og prisreferansen har svart på resten (et lån med pant faller bort når bilen er leaset).",
        },
        {
          guard: "isLeased",
          target: "#sjekkBilInfo",
          actions: "storeLeasing",
          description: "Leaset bil: leasingselskapet eier bilen, så eierspørsmålene hoppes over.",
        },
        {
          guard: and(["isReturningToSummary", "ownerAnswered"]),
          target: "#sjekkBilInfo",
          actions: "storeLeasing",
          description: "Endret fra oppsummeringen og eierspørsmålet er besvart: tilbake.",
        },
        {
          target: "#eier",
          actions: "storeLeasing",
          description: "Ikke leaset: spør om kunden eier bilen.",
        },
      ],
    },
  }),

  eier: purchaseSetup.createStateConfig({
    ...step("eier", { path: "/eier", funnelStep: 5 }, whenVehicleChosen),
    description: "Er kunden registrert eier av bilen?",
    on: {
      "owner.answer": [
        {
          guard: and(["ownerIsCustomer", "isReturningToOverview"]),
          target: "#kjop",
          actions: "storeOwnerAnswer",
          description: "Ja, endret fra oversikten før kjøp: tilbake til oversikten.",
        },
        {
          guard: "ownerIsCustomer",
          target: "#sporsmalBesvart",
          actions: "storeOwnerAnswer",
          description: "Ja: spørsmålene om bilen er besvart.",
        },
        {
          target: "#eierNavn",
          actions: "storeOwnerAnswer",
          description: "Nei: spør om navn og fødselsnummer til eieren.",
        },
      ],
    },
  }),

  eierNavn: purchaseSetup.createStateConfig({
    ...step(
      "eierNavn",
      { path: "/eier-navn", funnelStep: 6, aliases: ["/eiernavn"] },
      whenAnotherOwns,
    ),
    description:
      "Hva er navnet på eieren? Navnet må være som i folkeregisteret (ektefelle, samboer eller registrert partner på samme adresse).",
    on: { "ownerName.submit": { target: "#eierFnr", actions: "storeOwnerName" } },
  }),

  eierFnr: purchaseSetup.createStateConfig({
    ...step(
      "eierFnr",
      { path: "/eier-fnr", funnelStep: 7, aliases: ["/eierfnr"] },
      whenAnotherOwns,
    ),
    description:
      "Hva er fødselsnummeret til eieren? Garantien sjekkes på nytt med eierens fødselsnummer.",
    initial: "editing",
    states: {
      editing: {
        description: "Kunden skriver inn eierens fødselsnummer.",
        on: { "ownerFnr.submit": { target: "checkingGuarantee", actions: "storeOwnerFnr" } },
      },
      ...guaranteeCheck({
        found: "#sporsmalBesvart",
        fetchingDescription: "Henter garanti med eierens fødselsnummer.",
        orBackToOverview: true,
      }),
      failed: {
        description: "Garantien kunne ikke hentes eller stopper kjøpet; feilen vises.",
        on: {
          "ownerFnr.submit": {
            target: "checkingGuarantee",
            actions: ["clearError", "storeOwnerFnr"],
          },
        },
      },
    },
  }),

  pant: purchaseSetup.createStateConfig({
    ...step("pant", { path: "/pant", funnelStep: 8 }, whenVehicleChosen),
    description:
      "Er det lån med pant i bilen, og hos hvem? Nås fra oppsummeringen; standardsvaret er nei.",
    on: {
      "lien.answer": [
        backToOverview("storeLien"),
        { target: "#sporsmalBesvart", actions: "storeLien" },
      ],
    },
  }),

  over23: purchaseSetup.createStateConfig({
    ...step("over23", { path: "/over23", funnelStep: 9 }, whenVehicleChosen),
    description:
      "Er alle som kjører bilen over 23 år? Nås fra oppsummeringen; standardsvaret følger kundens alder.",
    on: {
      // A customer under 23 drives too: 'all are over 23' is no answer she can give (SPEC §4);
      // neither transition takes it, so it is refused.
      "over23.answer": [
        {
          ...backToOverview("storeOver23"),
          guard: and(["isReturningToOverview", not("youngCustomerSaysAllOver23")]),
        },
        {
          guard: not("youngCustomerSaysAllOver23"),
          target: "#sjekkBilInfo",
          actions: "storeOver23",
          description: "Svaret lagres, og kunden går tilbake til oppsummeringen.",
        },
      ],
    },
  }),

  bonus: purchaseSetup.createStateConfig({
    ...step("bonus", { path: "/bonus", funnelStep: 10 }, whenVehicleChosen),
    description:
      "Bonus fra oss (valgt som standard) eller fra et annet selskap. Velger kunden høyere bonus enn vi tilbyr, regnes den som bonus fra et annet selskap.",
    on: {
      "bonus.answer": [
        backToOverview("storeBonus"),
        { target: "#sjekkBilInfo", actions: "storeBonus" },
      ],
    },
  }),

  sporsmalBesvart: purchaseSetup.createStateConfig({
    id: "sporsmalBesvart",
    description:
      "Eierspørsmålene (eller pant) er besvart: et vanlig tilbud viser oppsummeringen, en ekspresspris går rett til prisen (etter långiveren, når prisreferansen har lån med pant).",
    always: [
      {
        guard: "isReturningToSummary",
        target: "#sjekkBilInfo",
        description: "Spørsmålet ble åpnet fra oppsummeringen: tilbake dit.",
      },
      {
        guard: and(["isExpressQuote", "lienLacksLender"]),
        target: "#pant",
        description:
          "Ekspresspris med lån med pant: kunden velger hvem lånet er hos (prisreferansen sier det ikke).",
      },
      {
        guard: "isExpressQuote",
        target: "#pris",
        actions: settleAnswers,
        description:
          "Ekspresspris: prisreferansen har svart på pant, sjåfører under 23, bonus og kjørelengde, så kunden ser prisen med en gang.",
      },
      {
        target: "#sjekkBilInfo",
        description: "Et tilbud kunden har startet selv: oppsummeringen før prisen.",
      },
    ],
  }),

  sjekkBilInfo: purchaseSetup.createStateConfig({
    ...step(
      "sjekkBilInfo",
      { path: "/sjekk-bil-info", funnelStep: 11, aliases: ["/sjekk_bil_info"] },
      whenVehicleChosen,
    ),
    description:
      "Har vi riktig info? Oppsummeringskort for leasing, eier, pant, alder, bonus og bobilverdi; hvert kort fører til sitt spørsmål og tilbake hit.",
    entry: settleAnswers,
    on: {
      "summary.edit": summaryQuestions.map((question) =>
        openQuestionFrom("sjekkBilInfo", question, question, summaryCardDescriptions[question]),
      ),
      "summary.confirm": [
        {
          guard: "motorhomeValueMissing",
          target: "#bobilVerdi",
          actions: "openSummaryQuestion",
          description: "Bobil uten valgt verdi: spør om verdien først.",
        },
        {
          guard: "leasingUnanswered",
          target: "#leasing",
          actions: "openSummaryQuestion",
          description: "Leasingspørsmålet er ikke besvart: spør først.",
        },
        {
          guard: "ownerUnanswered",
          target: "#eier",
          actions: "openSummaryQuestion",
          description: "Bilen er ikke leaset og eierspørsmålet er ikke besvart: spør først.",
        },
        { target: "#pris" },
      ],
    },
  }),
};
