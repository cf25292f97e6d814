/**
 * The purchase flow for car and motorhome insurance (SPEC §2 "Car flow steps", §4 "Guarantee,
 * offer, purchase" and "Car flow order", §6, §8) as one statechart. Pure TypeScript: every HTTP
 * call is an actor provided from outside, every rule a named guard or action.
 *
 * Steps carry `meta.path` (relative to the flow base, '/bil' or '/bobil') and `meta.funnelStep`
 * (analytics funnel, car 0..20); the URL is derived from the active step. Steps with an `id` and
 * `route: {}` are routable: the app sends `{ type: 'xstate.route', to: '#velgBil' }` on browser
 * back/forward and deep links, and the route guards refuse steps whose prerequisites are missing.
 */
import { and, assertEvent, assign, raise, setup, stateIn } from "xstate";
import {
  errorStatus,
  genericFlowError,
  stopPurchaseFlowError,
  toFlowError,
} from "../src/domain/flowError.ts";
import * as update from "./purchase/actions.ts";
import { purchaseActors } from "./purchase/actors.ts";
import { leavingAStepDiscardsItsDraft } from "./purchase/drafts.ts";
import * as rule from "./purchase/guards.ts";
import {
  buildGuaranteeRequest,
  buildPriceRequest,
  buildPurchaseRequest,
  buildSaveOfferRequest,
  guaranteeRequestChanged,
  hasVehicle,
  initialForm,
  isMotorhomeContext,
  isStopKjop,
  offerChanged,
  priceRequestChanged,
  requestKey,
} from "./purchase/requests.ts";
import type {
  BasisData,
  FetchOfferResponse,
  Garanti,
  PriceResponse,
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseResponse,
  SummaryQuestion,
  VehicleLookupResponse,
} from "./types.ts";

/** Bumped whenever the context or the state tree changes shape; persisted snapshots of another
 * version are discarded (see machines/persistence.ts). */
export const purchaseMachineVersion = "3";

export interface StepMeta {
  /** Path relative to the flow base; parameters as ':name'. */
  path: string;
  /** Analytics funnel index (car 0..20). */
  funnelStep: number;
  /** SPEC §2: other spellings of the path that open the same step (its guard applies). */
  aliases?: readonly string[];
}

/** Deterministic default; the app provides a random one (see `withIdempotencyKeys`). */
export function defaultIdempotencyKey(context: PurchaseContext): string {
  return `kjop-${context.customer.niceKundenummer}-${context.avtalenummer ?? "uten-avtale"}`;
}

// SPEC §7: the lookup always includes motorhomes, so a motorhome typed in the car flow is found
// and the flow switches to its value step.
const lookupInput = ({ context }: { context: PurchaseContext }) => ({
  registreringsnummer: context.form.registreringsnummer,
  inkludereBobil: true,
});

const guaranteeInput = ({ context }: { context: PurchaseContext }) =>
  buildGuaranteeRequest(context) ?? {
    registreringsnummer: context.form.registreringsnummer,
    inkludereBobil: isMotorhomeContext(context),
  };

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    tags: {} as "loading",
    meta: {} as StepMeta,
  },
  actors: purchaseActors,
  guards: {
    // --- entry -------------------------------------------------------------------------------
    entryIsExpressPrice: ({ context }) => context.entry.kind === "ekspresspris",
    entryHasValidExpressReference: ({ context }) => rule.entryHasValidExpressReference(context),
    entryIsStoredOffer: ({ context }) => context.entry.kind === "tilbud",
    entryHasRegistrationNumber: ({ context }) => context.entry.kind === "registreringsnummer",
    isMotorhomeProduct: ({ context }) => context.product === "bobil",
    isValidExpressReference: ({ event }) => {
      assertEvent(event, "express.open");
      return rule.isValidExpressReference(event.referenceId);
    },
    hasExpressReference: ({ context }) => rule.entryHasValidExpressReference(context),
    hasOfferReference: ({ context }) => context.entry.kind === "tilbud",
    isQuoteInProgress: ({ context }) => hasVehicle(context),
    hasQuoteToResume: ({ context }) => context.resumeStep !== null,
    // --- vehicle -----------------------------------------------------------------------------
    remembersRegistrationNumber: ({ event }) => {
      assertEvent(event, "hasRegnr.answer");
      return event.hasRegNr;
    },
    registrationNumberChanged: ({ context, event }) => {
      assertEvent(event, "vehicle.lookup");
      return event.registreringsnummer !== context.form.registreringsnummer;
    },
    vehicleFound: ({ context }) =>
      context.bilinfo !== null &&
      context.bilinfo.registreringsnummer === context.form.registreringsnummer &&
      !isStopKjop(context.garanti),
    hasVehicle: ({ context }) => hasVehicle(context),
    isMotorhome: ({ context }) => isMotorhomeContext(context),
    hasRegistrationNumber: ({ context }) => context.form.registreringsnummer !== "",
    guaranteeRequestChanged: ({ context }) => guaranteeRequestChanged(context),
    guaranteeStopsPurchase: (_, garanti: Garanti) => isStopKjop(garanti),
    offerIsMissing: (_, response: FetchOfferResponse | undefined) => !response?.tilbud,
    // --- questions ---------------------------------------------------------------------------
    isReturningToSummary: ({ context }) => context.returnToSummary,
    isLeased: ({ event }) => {
      assertEvent(event, "leasing.answer");
      return event.leasing === "true";
    },
    ownerAnswered: ({ context }) => context.form.eier !== null,
    ownerIsCustomer: ({ event }) => {
      assertEvent(event, "owner.answer");
      return event.eier === "true";
    },
    ownerIsNotCustomer: ({ context }) => context.form.eier === "false",
    editsQuestion: ({ event }, params: { question: SummaryQuestion }) => {
      assertEvent(event, "summary.edit");
      return event.question === params.question;
    },
    leasingUnanswered: ({ context }) => context.form.leasing === null,
    ownerUnanswered: ({ context }) => context.form.leasing !== "true" && context.form.eier === null,
    vehicleQuestionsAnswered: ({ context }) => rule.vehicleQuestionsAnswered(context),
    motorhomeValueMissing: ({ context }) =>
      isMotorhomeContext(context) && context.form.bobilVerdikode === "",
    // --- price and offer ---------------------------------------------------------------------
    priceRequestChanged: ({ context }) => priceRequestChanged(context),
    offerChanged: ({ context }) => offerChanged(context),
    carriesError: (_, answer: { feil?: unknown }) => answer.feil !== undefined,
    /** SPEC §8: a 401 or 403 is the session's answer, not a fault to report. */
    isSessionRefusal: (_, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return status === 401 || status === 403;
    },
    priceHasNoCoverages: ({ context }, response: PriceResponse) =>
      rule.priceHasNoCoverages(context, response),
    offerIsReady: stateIn("#tilbudKlart"),
    isOnPurchasePage: stateIn("#kjop"),
    isSelectableCoverage: ({ context, event }) => {
      assertEvent(event, "price.select");
      return rule.isSelectableCoverage(context, event.dekningId);
    },
    hasCoverage: ({ context }) => context.selectedDekningId !== null,
    hasOfferAndCoverage: ({ context }) => rule.hasOfferAndCoverage(context),
    lacksOfferOrCoverage: ({ context }) => !rule.hasOfferAndCoverage(context),
    showsAddOnsStep: ({ context }) => rule.showsAddOnsStep(context),
    bonusFromOtherCompany: ({ context }) => rule.bonusFromOtherCompany(context),
    // --- purchase, consent, receipt ----------------------------------------------------------
    purchaseWasRefused: (_, response: PurchaseResponse) => response.success !== true,
    needsMarketingConsent: ({ context }) => rule.needsMarketingConsent(context),
    consentTextsMissing: (_, texts: { samtykketekster?: unknown[] } | undefined) =>
      !texts?.samtykketekster || texts.samtykketekster.length === 0,
    hasPurchaseSuccess: ({ context }) => rule.hasPurchaseSuccess(context),
    lacksPurchaseSuccess: ({ context }) => !rule.hasPurchaseSuccess(context),
  },
  actions: {
    clearError: assign({ error: null }),
    /** Sends the error to error reporting; the app provides it (no reporting in the machine). */
    reportError: (_, _params: { error: unknown }) => {},
    setFlowError: assign((_, params: { error: unknown }) => ({ error: toFlowError(params.error) })),
    setGenericError: assign({ error: () => ({ ...genericFlowError }) }),
    // --- entry -------------------------------------------------------------------------------
    storeExpressReference: assign(({ event }) => {
      assertEvent(event, "express.open");
      return { entry: { kind: "ekspresspris", referenceId: event.referenceId } as const };
    }),
    storeOfferReference: assign(({ event }) => {
      assertEvent(event, "offer.open");
      return { entry: { kind: "tilbud", avtalenummer: event.avtalenummer } as const };
    }),
    startVehicleFromEntry: assign(({ context }) =>
      context.entry.kind === "registreringsnummer"
        ? update.startNewVehicle(context, context.entry.registreringsnummer)
        : {},
    ),
    fillFromBasisData: assign(({ context }, data: BasisData) =>
      update.fillFromBasisData(context, data),
    ),
    fillFromStoredOffer: assign(({ context }, response: FetchOfferResponse) =>
      update.fillFromStoredOffer(
        context,
        response,
        context.entry.kind === "tilbud" ? context.entry.avtalenummer : "",
      ),
    ),
    // --- vehicle -----------------------------------------------------------------------------
    storeHasRegNr: assign(({ context, event }) => {
      assertEvent(event, "hasRegnr.answer");
      return { form: { ...context.form, hasRegNr: event.hasRegNr } };
    }),
    startNewVehicle: assign(({ context, event }) => {
      assertEvent(event, "vehicle.lookup");
      return update.startNewVehicle(context, event.registreringsnummer);
    }),
    storeVehicle: assign(({ context }, response: VehicleLookupResponse) =>
      update.storeVehicle(context, response),
    ),
    storeGuarantee: assign(({ context }, garanti: Garanti) => ({
      garanti,
      lastGuaranteeKey: requestKey(buildGuaranteeRequest(context)),
    })),
    setStopPurchaseError: assign(({ context }, garanti: Garanti) => ({
      garanti,
      lastGuaranteeKey: requestKey(buildGuaranteeRequest(context)),
      error: { ...stopPurchaseFlowError },
    })),
    storeModel: assign(({ context, event }) => {
      assertEvent(event, "model.submit");
      return update.storeModel(context, event);
    }),
    storeMotorhomeValue: assign(({ context, event }) => {
      assertEvent(event, "motorhomeValue.submit");
      return { form: { ...context.form, bobilVerdikode: event.bobilVerdikode } };
    }),
    // --- questions ---------------------------------------------------------------------------
    storeLeasing: assign(({ context, event }) => {
      assertEvent(event, "leasing.answer");
      const leased = event.leasing === "true";
      return {
        form: {
          ...context.form,
          leasing: event.leasing,
          // Choosing no for leasing clears the company (SPEC §4).
          leasingCompanykode: leased ? (event.leasingCompanykode ?? "") : "",
        },
      };
    }),
    storeOwnerAnswer: assign(({ context, event }) => {
      assertEvent(event, "owner.answer");
      // Answering the owner question clears other-owner data (SPEC §4).
      return { form: { ...context.form, eier: event.eier, annenEierNavn: "", annenEierFnr: "" } };
    }),
    storeOwnerName: assign(({ context, event }) => {
      assertEvent(event, "ownerName.submit");
      return { form: { ...context.form, annenEierNavn: event.annenEierNavn } };
    }),
    storeOwnerFnr: assign(({ context, event }) => {
      assertEvent(event, "ownerFnr.submit");
      return { form: { ...context.form, annenEierFnr: event.annenEierFnr } };
    }),
    storeLien: assign(({ context, event }) => {
      assertEvent(event, "lien.answer");
      const lien = event.pant === "true";
      // Choosing no for pant clears the lender (SPEC §4).
      return {
        form: {
          ...context.form,
          pant: event.pant,
          panthaverId: lien ? (event.panthaverId ?? "") : "",
        },
      };
    }),
    storeOver23: assign(({ context, event }) => {
      assertEvent(event, "over23.answer");
      return { form: { ...context.form, over23: event.over23 } };
    }),
    storeBonus: assign(({ context, event }) => {
      assertEvent(event, "bonus.answer");
      return update.storeBonus(context, event);
    }),
    reviewCoverageChoice: assign(({ context }) => update.reviewCoverageChoice(context)),
    openSummaryQuestion: assign({ returnToSummary: true }),
    closeSummaryQuestion: assign({ returnToSummary: false }),
    clearLienWhenLeased: assign(({ context }) => update.clearLienWhenLeased(context)),
    resetLeasingWithoutCompany: assign(({ context }) => update.resetLeasingWithoutCompany(context)),
    resetLienWithoutLender: assign(({ context }) => update.resetLienWithoutLender(context)),
    // --- price and offer ---------------------------------------------------------------------
    storePrice: assign(({ context }, response: PriceResponse) =>
      update.storePrice(context, response),
    ),
    storeSavedOffer: assign(({ context }, saved: { avtalenummer: string }) =>
      update.storeSavedOffer(context, saved.avtalenummer),
    ),
    selectCoverage: assign(({ context, event }) => {
      assertEvent(event, "price.select");
      return update.selectCoverage(context, event.dekningId);
    }),
    changeAddOns: assign(({ context, event }) => {
      assertEvent(event, "addons.change");
      return update.changeAddOns(context, event);
    }),
    changeAdjustments: assign(({ context, event }) => {
      assertEvent(event, "adjust.change");
      return {
        form: {
          ...context.form,
          kjorelengde: event.kjorelengde ?? context.form.kjorelengde,
          egenandel: event.egenandel ?? context.form.egenandel,
        },
      };
    }),
    storeIdentity: assign(({ context, event }) => {
      assertEvent(event, "identity.submit");
      return {
        form: {
          ...context.form,
          identitet: event.identitet,
          chassisnummer: event.identitet === "chassisnummer" ? (event.chassisnummer ?? "") : "",
        },
      };
    }),
    storeOdometer: assign(({ context, event }) => {
      assertEvent(event, "odometer.submit");
      return { form: { ...context.form, kilometerstand: event.kilometerstand } };
    }),
    storeContact: assign(({ context, event }) => {
      assertEvent(event, "contact.submit");
      return { form: { ...context.form, epost: event.epost, telefonnummer: event.telefonnummer } };
    }),
    storeBonusTransfer: assign(({ context, event }) => {
      assertEvent(event, "bonusTransfer.submit");
      return {
        form: {
          ...context.form,
          bonusRegnummer: event.bonusRegnummer,
          bonusoverforingsselskap: event.bonusoverforingsselskap,
          bonusoverforingsselskapNavn: event.bonusoverforingsselskapNavn,
        },
      };
    }),
    // --- purchase, consent, receipt ----------------------------------------------------------
    /** Made once when the customer confirms; reused on retry and after a reload. */
    storeIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? defaultIdempotencyKey(context),
    })),
    storePurchaseResult: assign(({ context }, response: PurchaseResponse) => ({
      purchaseResult: { ...response, egenandel: context.form.egenandel },
      idempotencyKey: null,
      error: null,
    })),
    storeConsentTexts: assign((_, texts: { samtykketekster: PurchaseContext["consentTexts"] }) => ({
      consentTexts: texts.samtykketekster,
    })),
    storeConsentAnswer: assign(({ event }) => {
      assertEvent(event, "consent.submit");
      return {
        consentAnswer: {
          crossDomainConsentApproved: event.crossDomainConsentApproved,
          marketingConsentApproved: event.marketingConsentApproved,
        },
      };
    }),
    finishPurchase: assign(({ context }) => update.finishPurchase(context)),
    storeConsentAnswered: assign(({ context }) => update.storeConsentAnswered(context)),
    startNewQuote: assign(({ context }) => update.startNewQuote(context)),
    offerResume: assign(({ context, event }) => {
      assertEvent(event, "flow.reopen");
      // Reopened on the start page itself: the quote still waits where it was, if anywhere.
      return { resumeStep: event.step === "intro" ? context.resumeStep : event.step };
    }),
    forgetResumeStep: assign({ resumeStep: null }),
    resumeQuote: raise(
      ({ context }) => ({ type: "xstate.route", to: `#${context.resumeStep}` }) as never,
    ),
    markOpenedOfferSaved: assign(({ context }) => update.markOpenedOfferSaved(context)),
    keepDraft: assign(({ context, event }) => {
      assertEvent(event, "form.draft");
      return update.keepDraft(context, event);
    }),
    discardDraft: assign({ draft: null }),
  },
}).createMachine({
  id: "purchase",
  version: purchaseMachineVersion,
  description:
    "Kjøp av bil- og bobilforsikring: fra registreringsnummer til kvittering, med alle spørsmål, pris, tilpasning og kjøp.",
  context: ({ input }) => ({
    product: input.product,
    distributor: input.distributor,
    loginContext: input.loginContext ?? null,
    clientMode: input.clientMode ?? "KUNDE",
    currentYear: input.currentYear ?? new Date().getFullYear(),
    customer: input.customer,
    entry: input.entry ?? { kind: "start" },
    defaultBonus: input.defaultBonus,
    form: initialForm(input.customer, input.defaultBonus),
    bilinfo: null,
    bobilMerker: [],
    garanti: null,
    lastGuaranteeKey: null,
    offer: null,
    selectedDekningId: null,
    lastPriceKey: null,
    addOnsSettled: false,
    avtalenummer: null,
    lastSavedKey: null,
    purchaseResult: null,
    idempotencyKey: null,
    isExpress: false,
    consentTexts: [],
    consentAnswer: null,
    error: null,
    hasBeenOnKvitteringPage: false,
    returnToSummary: false,
    resumeStep: null,
    draft: null,
  }),
  initial: "starting",
  on: {
    "form.draft": {
      actions: "keepDraft",
      description:
        "Kunden har valgt eller skrevet et svar som ikke er sendt ennå: det tas vare på, så en ny innlasting av siden beholder det.",
    },
    "express.open": [
      {
        guard: "isValidExpressReference",
        target: "#ekspresspris",
        actions: ["clearError", "storeExpressReference"],
        description: "Ekspresspris med en referanse på nøyaktig 20 tegn åpner ekspressprisen.",
      },
      {
        target: "#intro",
        description: "En referanse som ikke er 20 tegn lang sender kunden til startsiden.",
      },
    ],
    "offer.open": {
      target: "#redigerTilbud",
      actions: ["clearError", "storeOfferReference"],
    },
    "flow.restart": {
      target: "#starting",
      actions: "startNewQuote",
      description:
        "Start på nytt: tilbudet som var i gang glemmes, og kunden begynner et nytt fra start.",
    },
    "flow.reopen": [
      {
        guard: "isQuoteInProgress",
        target: "#intro",
        actions: "offerResume",
        description:
          "Kunden åpner startsiden igjen med et tilbud i gang: startsiden tilbyr å fortsette der kunden slapp, eller å starte på nytt.",
      },
      {
        target: "#starting",
        actions: "startNewQuote",
        description: "Uten tilbud i gang (eller etter et kjøp): et nytt tilbud fra start.",
      },
    ],
  },
  states: leavingAStepDiscardsItsDraft({
    starting: {
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
          guard: "isMotorhomeProduct",
          target: "#velgBil",
          description: "Bobil starter rett på spørsmålet om registreringsnummer.",
        },
        { target: "#intro" },
      ],
    },

    intro: {
      id: "intro",
      route: { actions: "clearError" },
      meta: { path: "/", funnelStep: 0 },
      description:
        "Startsiden med knappene Start og Tilbake; med et tilbud i gang: Fortsett der du slapp eller Start på nytt.",
      on: {
        "intro.start": { target: "#harBil", actions: "forgetResumeStep" },
        "flow.resume": {
          guard: "hasQuoteToResume",
          actions: ["resumeQuote", "forgetResumeStep"],
          description: "Fortsett der du slapp: tilbake til steget kunden var på.",
        },
      },
    },

    harBil: {
      id: "harBil",
      route: { actions: "clearError" },
      meta: { path: "/har-bil", funnelStep: 1 },
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
    },

    ekspresspris: {
      id: "ekspresspris",
      route: {
        guard: "hasExpressReference",
        actions: "clearError",
        description: "Kun med en gyldig ekspressreferanse.",
      },
      meta: { path: "/ekspresspris/:referenceId", funnelStep: 0 },
      description:
        "Ekspresspris: grunnlaget fra prisreferansen fyller ut bilen, så slås bilen opp og kunden ser oppsummeringen.",
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
                description:
                  "Beregningsgrunnlaget har en feil: den feilen vises, med sin egen kode.",
              },
              {
                target: "lookingUpVehicle",
                actions: { type: "fillFromBasisData", params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        lookingUpVehicle: {
          tags: "loading",
          description: "Slår opp bilen fra ekspressprisen i kjøretøyregisteret.",
          invoke: {
            id: "lookupVehicle",
            src: "lookupVehicle",
            input: lookupInput,
            onDone: {
              target: "#sjekkBilInfo",
              actions: { type: "storeVehicle", params: ({ event }) => event.output },
            },
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          description:
            "Ekspressprisen kunne ikke hentes; feilen vises med knappene Prøv igjen og Start på nytt (et vanlig pristilbud).",
          on: { "flow.retry": { target: "fetchingBasisData", actions: "clearError" } },
        },
      },
    },

    redigerTilbud: {
      id: "redigerTilbud",
      route: {
        guard: "hasOfferReference",
        actions: "clearError",
        description: "Kun når kunden har åpnet et bestemt tilbud.",
      },
      meta: { path: "/:avtalenummer", funnelStep: 0 },
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
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
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
        lookingUpVehicle: {
          tags: "loading",
          description: "Slår opp bilen i tilbudet.",
          invoke: {
            id: "lookupVehicle",
            src: "lookupVehicle",
            input: lookupInput,
            onDone: {
              target: "#pris",
              actions: [
                { type: "storeVehicle", params: ({ event }) => event.output },
                "markOpenedOfferSaved",
              ],
              description:
                "Bilen er funnet: prissiden. Tilbudet lagres ikke igjen før kunden endrer noe.",
            },
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          // SPEC §8 'Offer not found' offers no retry button, so the state has no retry event.
          description:
            "Kunne ikke hente opp tilbudet på denne avtalen. Kunden kan prøve igjen senere (åpne lenken på nytt), eller Start på nytt med et nytt pristilbud.",
        },
      },
    },

    velgBil: {
      id: "velgBil",
      route: { actions: "clearError" },
      meta: { path: "/velg-bil", funnelStep: 2 },
      description:
        "Kunden skriver inn registreringsnummeret (eller velger en av sine biler). Bilen slås opp og garantien sjekkes.",
      initial: "idle",
      on: {
        "vehicle.lookup": [
          {
            guard: "registrationNumberChanged",
            target: ".lookingUp",
            actions: "startNewVehicle",
            description:
              "Nytt registreringsnummer: pris og kjøp nullstilles, og skjemaet får standardverdiene igjen.",
          },
          {
            guard: "vehicleFound",
            target: ".found",
            description: "Samme bil som allerede er funnet: ingen nytt oppslag.",
          },
          { target: ".lookingUp", actions: "clearError" },
        ],
        "vehicle.pickModel": {
          target: "#modellvelger",
          actions: "clearError",
          description: "Til modellvelgeren; en feil fra oppslaget gjelder ikke der.",
        },
      },
      states: {
        idle: {
          description: "Venter på registreringsnummer.",
          always: {
            guard: "vehicleFound",
            target: "found",
            description: "Bilen er allerede funnet (kunden kom tilbake til steget).",
          },
        },
        lookingUp: {
          tags: "loading",
          description: "Slår opp registreringsnummeret i kjøretøyregisteret.",
          invoke: {
            id: "lookupVehicle",
            src: "lookupVehicle",
            input: lookupInput,
            onDone: {
              target: "checkingGuarantee",
              actions: { type: "storeVehicle", params: ({ event }) => event.output },
            },
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checkingGuarantee: {
          description: "Garantien hentes bare når forespørselen er ny.",
          always: [
            {
              guard: "guaranteeRequestChanged",
              target: "fetchingGuarantee",
              description: "Registreringsnummer finnes og garantiforespørselen er endret.",
            },
            { target: "found" },
          ],
        },
        fetchingGuarantee: {
          tags: "loading",
          description: "Henter garanti (selskapsbytte, eier) for bilen.",
          invoke: {
            id: "fetchGuarantee",
            src: "fetchGuarantee",
            input: guaranteeInput,
            onDone: [
              {
                guard: {
                  type: "guaranteeStopsPurchase",
                  params: ({ event }) => event.output.garanti,
                },
                target: "failed",
                actions: {
                  type: "setStopPurchaseError",
                  params: ({ event }) => event.output.garanti,
                },
                description: "Garanti av typen STOPP_KJOP gir feilen 'feil'.",
              },
              {
                target: "found",
                actions: { type: "storeGuarantee", params: ({ event }) => event.output.garanti },
              },
            ],
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        found: {
          description: "Bilen er funnet og beskrivelsen vises; kunden kan gå videre.",
          on: {
            "vehicle.submit": [
              {
                guard: "isMotorhome",
                target: "#bobilVerdi",
                description: "En bobil går først til spørsmålet om verdi.",
              },
              { target: "#leasing" },
            ],
          },
        },
        failed: {
          description:
            "Bilen kan ikke prises på nett (for eksempel allerede forsikret); feilkoden bestemmer meldingen.",
        },
      },
    },

    modellvelger: {
      id: "modellvelger",
      route: { actions: "clearError" },
      meta: { path: "/modellvelger", funnelStep: 2 },
      description:
        "Kunden uten registreringsnummer velger årsmodell, merke, modell, variant og registreringsår.",
      on: {
        "model.submit": [
          {
            guard: "isMotorhomeProduct",
            target: "#bobilVerdi",
            actions: "storeModel",
            description: "En bobil går først til spørsmålet om verdi.",
          },
          { target: "#leasing", actions: "storeModel" },
        ],
      },
    },

    bobilVerdi: {
      id: "bobilVerdi",
      route: {
        guard: and(["hasVehicle", "isMotorhome"]),
        actions: "clearError",
        description: "Kun for bobil, når kjøretøyet er valgt.",
      },
      meta: { path: "/bobil-verdi", funnelStep: 3 },
      description: "Hva er bobilen verdt? Verdiene som tilbys går opp til 2 500 000 kroner.",
      on: {
        "motorhomeValue.submit": [
          {
            guard: "isReturningToSummary",
            target: "#sjekkBilInfo",
            actions: "storeMotorhomeValue",
            description: "Endret fra oppsummeringen: tilbake til oppsummeringen.",
          },
          { target: "#leasing", actions: "storeMotorhomeValue" },
        ],
      },
    },

    leasing: {
      id: "leasing",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/leasing", funnelStep: 4 },
      description: "Er bilen leaset, og i så fall fra hvilket leasingselskap?",
      on: {
        "leasing.answer": [
          {
            guard: "isLeased",
            target: "#sjekkBilInfo",
            actions: ["storeLeasing", "reviewCoverageChoice"],
            description: "Leaset bil: leasingselskapet eier bilen, så eierspørsmålene hoppes over.",
          },
          {
            guard: and(["isReturningToSummary", "ownerAnswered"]),
            target: "#sjekkBilInfo",
            actions: ["storeLeasing", "reviewCoverageChoice"],
            description: "Endret fra oppsummeringen og eierspørsmålet er besvart: tilbake.",
          },
          {
            target: "#eier",
            actions: ["storeLeasing", "reviewCoverageChoice"],
            description: "Ikke leaset: spør om kunden eier bilen.",
          },
        ],
      },
    },

    eier: {
      id: "eier",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/eier", funnelStep: 5 },
      description: "Er kunden registrert eier av bilen?",
      on: {
        "owner.answer": [
          {
            guard: "ownerIsCustomer",
            target: "#sjekkBilInfo",
            actions: "storeOwnerAnswer",
            description: "Ja: videre til oppsummeringen.",
          },
          {
            target: "#eierNavn",
            actions: "storeOwnerAnswer",
            description: "Nei: spør om navn og fødselsnummer til eieren.",
          },
        ],
      },
    },

    eierNavn: {
      id: "eierNavn",
      route: {
        guard: and(["hasVehicle", "ownerIsNotCustomer"]),
        actions: "clearError",
        description: "Kun når kunden har svart at en annen eier bilen.",
      },
      meta: { path: "/eier-navn", funnelStep: 6, aliases: ["/eiernavn"] },
      description:
        "Hva er navnet på eieren? Navnet må være som i folkeregisteret (ektefelle, samboer eller registrert partner på samme adresse).",
      on: { "ownerName.submit": { target: "#eierFnr", actions: "storeOwnerName" } },
    },

    eierFnr: {
      id: "eierFnr",
      route: {
        guard: and(["hasVehicle", "ownerIsNotCustomer"]),
        actions: "clearError",
        description: "Kun når kunden har svart at en annen eier bilen.",
      },
      meta: { path: "/eier-fnr", funnelStep: 7, aliases: ["/eierfnr"] },
      description:
        "Hva er fødselsnummeret til eieren? Garantien sjekkes på nytt med eierens fødselsnummer.",
      initial: "editing",
      states: {
        editing: {
          description: "Kunden skriver inn eierens fødselsnummer.",
          on: { "ownerFnr.submit": { target: "checkingGuarantee", actions: "storeOwnerFnr" } },
        },
        checkingGuarantee: {
          description: "Garantien hentes bare når forespørselen er ny.",
          always: [
            {
              guard: "guaranteeRequestChanged",
              target: "fetchingGuarantee",
              description: "Registreringsnummer finnes og garantiforespørselen er endret.",
            },
            { target: "#sjekkBilInfo" },
          ],
        },
        fetchingGuarantee: {
          tags: "loading",
          description: "Henter garanti med eierens fødselsnummer.",
          invoke: {
            id: "fetchGuarantee",
            src: "fetchGuarantee",
            input: guaranteeInput,
            onDone: [
              {
                guard: {
                  type: "guaranteeStopsPurchase",
                  params: ({ event }) => event.output.garanti,
                },
                target: "failed",
                actions: {
                  type: "setStopPurchaseError",
                  params: ({ event }) => event.output.garanti,
                },
                description: "Garanti av typen STOPP_KJOP gir feilen 'feil'.",
              },
              {
                target: "#sjekkBilInfo",
                actions: { type: "storeGuarantee", params: ({ event }) => event.output.garanti },
              },
            ],
            onError: {
              target: "failed",
              actions: { type: "setFlowError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
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
    },

    pant: {
      id: "pant",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/pant", funnelStep: 8 },
      description:
        "Er det lån med pant i bilen, og hos hvem? Nås fra oppsummeringen; standardsvaret er nei.",
      on: {
        "lien.answer": {
          target: "#sjekkBilInfo",
          actions: ["storeLien", "reviewCoverageChoice"],
        },
      },
    },

    over23: {
      id: "over23",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/over23", funnelStep: 9 },
      description:
        "Er alle som kjører bilen over 23 år? Nås fra oppsummeringen; standardsvaret følger kundens alder.",
      on: { "over23.answer": { target: "#sjekkBilInfo", actions: "storeOver23" } },
    },

    bonus: {
      id: "bonus",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/bonus", funnelStep: 10 },
      description:
        "Bonus fra oss (valgt som standard) eller fra et annet selskap. Velger kunden høyere bonus enn vi tilbyr, regnes den som bonus fra et annet selskap.",
      on: { "bonus.answer": { target: "#sjekkBilInfo", actions: "storeBonus" } },
    },

    sjekkBilInfo: {
      id: "sjekkBilInfo",
      route: {
        guard: "hasVehicle",
        actions: "clearError",
        description: "Kun når kjøretøyet er valgt.",
      },
      meta: { path: "/sjekk-bil-info", funnelStep: 11, aliases: ["/sjekk_bil_info"] },
      description:
        "Har vi riktig info? Oppsummeringskort for leasing, eier, pant, alder, bonus og bobilverdi; hvert kort fører til sitt spørsmål og tilbake hit.",
      entry: [
        "closeSummaryQuestion",
        "clearLienWhenLeased",
        "resetLeasingWithoutCompany",
        "resetLienWithoutLender",
        "reviewCoverageChoice",
      ],
      on: {
        "summary.edit": [
          {
            guard: { type: "editsQuestion", params: { question: "leasing" } },
            target: "#leasing",
            actions: "openSummaryQuestion",
            description: "Kortet for leasing.",
          },
          {
            guard: { type: "editsQuestion", params: { question: "eier" } },
            target: "#eier",
            actions: "openSummaryQuestion",
            description: "Kortet for eier.",
          },
          {
            guard: { type: "editsQuestion", params: { question: "pant" } },
            target: "#pant",
            actions: "openSummaryQuestion",
            description: "Kortet for pant.",
          },
          {
            guard: { type: "editsQuestion", params: { question: "over23" } },
            target: "#over23",
            actions: "openSummaryQuestion",
            description: "Kortet for sjåfører under 23.",
          },
          {
            guard: { type: "editsQuestion", params: { question: "bonus" } },
            target: "#bonus",
            actions: "openSummaryQuestion",
            description: "Kortet for bonus.",
          },
          {
            guard: { type: "editsQuestion", params: { question: "bobilVerdi" } },
            target: "#bobilVerdi",
            actions: "openSummaryQuestion",
            description: "Kortet for bobilens verdi (bare bobil).",
          },
        ],
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
    },

    tilbud: {
      id: "tilbud",
      type: "parallel",
      description:
        "Pris og tilbud: stegene fra pris til kjøp, mens tilbudet holdes oppdatert (ny pris bare når forespørselen er endret, lagring bare når tilbudet er endret).",
      states: {
        steg: {
          description: "Stegene fra pris til kjøp.",
          initial: "pris",
          states: {
            pris: {
              id: "pris",
              route: {
                guard: "vehicleQuestionsAnswered",
                actions: "clearError",
                description:
                  "Kun når kjøretøyet er valgt og leasing, eier og bobilverdi er besvart.",
              },
              meta: { path: "/pris", funnelStep: 12 },
              description:
                "Kunden velger dekning. Dekninger kunden ikke kan velge vises med årsak (LO-medlem, pant, leasing).",
              on: {
                "price.select": {
                  guard: "isSelectableCoverage",
                  actions: "selectCoverage",
                  description:
                    "Dekningen kan velges. Tillegg dekningen ikke kan ha slås av (ansvar og minikasko har ingen, toppkasko har leiebil med fra før). Egenandelen settes til første valg om den ikke finnes i dekningen.",
                },
                "price.submit": [
                  {
                    guard: and(["offerIsReady", "hasCoverage", "showsAddOnsStep"]),
                    target: "tilleggsdekning",
                    description:
                      "Dekningen kan ha leiebil eller maskinskade som tillegg (ikke ansvar eller minikasko, og ikke et tillegg dekningen har med fra før).",
                  },
                  {
                    guard: and(["offerIsReady", "hasCoverage"]),
                    target: "tilpass",
                    description: "Ellers rett til tilpasning.",
                  },
                ],
              },
            },
            tilleggsdekning: {
              id: "tilleggsdekning",
              route: {
                guard: and(["hasOfferAndCoverage", "showsAddOnsStep"]),
                actions: "clearError",
                description: "Kun med tilbud og dekning som har tillegg.",
              },
              meta: { path: "/tilleggsdekning", funnelStep: 13 },
              description: "Tillegg: leiebil og maskinskade.",
              on: {
                "addons.change": { actions: "changeAddOns" },
                "addons.submit": {
                  guard: "offerIsReady",
                  target: "tilpass",
                  description: "Når tilbudet er oppdatert.",
                },
              },
            },
            tilpass: {
              id: "tilpass",
              route: {
                guard: "hasOfferAndCoverage",
                actions: "clearError",
                description: "Kun med tilbud og valgt dekning.",
              },
              meta: { path: "/tilpass", funnelStep: 14 },
              description: "Tilpass kjørelengde per år og egenandel.",
              on: {
                "adjust.change": { actions: "changeAdjustments" },
                "adjust.submit": {
                  guard: "offerIsReady",
                  target: "regnummerChassisnummer",
                  description: "Når tilbudet er oppdatert.",
                },
              },
            },
            regnummerChassisnummer: {
              id: "regnummerChassisnummer",
              route: {
                guard: "hasOfferAndCoverage",
                actions: "clearError",
                description: "Kun med tilbud og valgt dekning.",
              },
              meta: {
                path: "/regnummer-chassisnummer",
                funnelStep: 15,
                aliases: ["/reg-and-chassis"],
              },
              description: "Forsikringen kjøpes på registreringsnummer eller understellsnummer.",
              on: { "identity.submit": { target: "kilometer", actions: "storeIdentity" } },
            },
            kilometer: {
              id: "kilometer",
              route: {
                guard: "hasOfferAndCoverage",
                actions: "clearError",
                description: "Kun med tilbud og valgt dekning.",
              },
              meta: { path: "/kilometer", funnelStep: 16 },
              description: "Kilometerstand; kan også fylles inn senere.",
              on: { "odometer.submit": { target: "kontaktinfo", actions: "storeOdometer" } },
            },
            kontaktinfo: {
              id: "kontaktinfo",
              route: {
                guard: "hasOfferAndCoverage",
                actions: "clearError",
                description: "Kun med tilbud og valgt dekning.",
              },
              meta: { path: "/kontaktinfo", funnelStep: 17 },
              description: "Mobilnummer og e-post, forhåndsutfylt fra kunden.",
              on: {
                "contact.submit": [
                  {
                    guard: "bonusFromOtherCompany",
                    target: "bonusOverforing",
                    actions: "storeContact",
                    description:
                      "Bonusen er fra et annet selskap og ulik den vi tilbyr: bonusoverføring før kjøp.",
                  },
                  { target: "kjop", actions: "storeContact" },
                ],
              },
            },
            bonusOverforing: {
              id: "bonusOverforing",
              route: {
                guard: and(["hasOfferAndCoverage", "bonusFromOtherCompany"]),
                actions: "clearError",
                description: "Kun når bonusen kommer fra et annet selskap.",
              },
              meta: { path: "/bonus-overforing", funnelStep: 10, aliases: ["/overfor_bonus"] },
              description:
                "Bonusoverføring: registreringsnummeret bonusen er opptjent på og selskapet den kommer fra.",
              on: { "bonusTransfer.submit": { target: "kjop", actions: "storeBonusTransfer" } },
            },
            kjop: {
              id: "kjop",
              route: { actions: "clearError" },
              meta: { path: "/kjop", funnelStep: 18, aliases: ["/bekreft"] },
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
                  tags: "loading",
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
                        description:
                          "SpareBank 1 og samtykke ikke besvart: samtykkesiden før kvitteringen.",
                      },
                      {
                        target: "#kvittering",
                        actions: {
                          type: "storePurchaseResult",
                          params: ({ event }) => event.output,
                        },
                      },
                    ],
                    onError: {
                      target: "failed",
                      actions: {
                        type: "setFlowError",
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                failed: {
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
            },
          },
        },
        oppdatering: {
          description:
            "Holder tilbudet oppdatert: ny pris når forespørselen er endret, lagring når tilbudet er endret.",
          initial: "syncing",
          on: {
            "price.select": ".syncing",
            "addons.change": ".syncing",
            "adjust.change": ".syncing",
            "flow.retry": { target: ".syncing", actions: "clearError" },
          },
          states: {
            syncing: {
              description: "Sjekker om prisen må hentes på nytt eller tilbudet lagres.",
              always: [
                {
                  guard: "priceRequestChanged",
                  target: "fetchingPrice",
                  description: "Prisforespørselen er endret siden forrige pris.",
                },
                {
                  guard: "offerChanged",
                  target: "savingOffer",
                  description:
                    "Tilbudet (dekning, egenandel eller forespørsel) er endret siden det ble lagret.",
                },
                { target: "ready" },
              ],
            },
            fetchingPrice: {
              tags: "loading",
              description: "Henter pris.",
              invoke: {
                id: "fetchPrice",
                src: "fetchPrice",
                input: ({ context }) => buildPriceRequest(context),
                onDone: [
                  {
                    guard: { type: "carriesError", params: ({ event }) => event.output },
                    target: "failed",
                    actions: {
                      type: "setFlowError",
                      params: ({ event }) => ({ error: event.output }),
                    },
                    description:
                      "Prissvaret har en feil (feil i et 200-svar): den pris- eller kjøretøyfeilen vises.",
                  },
                  {
                    guard: { type: "priceHasNoCoverages", params: ({ event }) => event.output },
                    target: "failed",
                    actions: "setGenericError",
                    description: "Ingen dekninger i svaret (som kunden kan velge) er en feil.",
                  },
                  {
                    target: "syncing",
                    actions: { type: "storePrice", params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: "failed",
                  actions: {
                    type: "setFlowError",
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            savingOffer: {
              tags: "loading",
              description: "Lagrer tilbudet; lagringen gir avtalenummer.",
              invoke: {
                id: "saveOffer",
                src: "saveOffer",
                input: ({ context }) => buildSaveOfferRequest(context),
                onDone: {
                  target: "syncing",
                  actions: { type: "storeSavedOffer", params: ({ event }) => event.output },
                },
                onError: {
                  target: "failed",
                  actions: {
                    type: "setFlowError",
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            ready: {
              id: "tilbudKlart",
              description: "Prisen er oppdatert og tilbudet lagret.",
            },
            failed: {
              description: "Pris eller lagring feilet; feilkoden bestemmer meldingen.",
              always: {
                guard: "isOnPurchasePage",
                target: "#intro",
                description:
                  "Feiler pris eller lagring på kjøpssiden, sendes kunden til startsiden.",
              },
            },
          },
        },
      },
    },

    samtykke: {
      id: "samtykke",
      route: {
        guard: and(["hasPurchaseSuccess", "needsMarketingConsent"]),
        actions: "clearError",
        description: "Kun etter et vellykket kjøp, når samtykke trengs.",
      },
      meta: { path: "/samtykke", funnelStep: 19 },
      description:
        "Samtykker til markedsføring (bare SpareBank 1 når samtykket ikke er besvart): ja/nei per samtykke, så 'Fortsett til kvittering'.",
      initial: "loadingTexts",
      states: {
        loadingTexts: {
          tags: "loading",
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
                guard: {
                  type: "isSessionRefusal",
                  params: ({ event }) => ({ error: event.error }),
                },
                target: "#kvittering",
                description:
                  "Tekstene kunne ikke hentes fordi økten er avvist (401/403): rett til kvitteringen, uten feilrapport.",
              },
              {
                target: "#kvittering",
                actions: {
                  type: "reportError",
                  params: ({ event }) => ({ error: event.error }),
                },
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
          tags: "loading",
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
    },

    kvittering: {
      id: "kvittering",
      route: { actions: "clearError" },
      meta: { path: "/kvittering", funnelStep: 20 },
      description:
        "Kvittering med pris per måned og år, og lenker til betaling, profil og forsikringen. Uten vellykket kjøp sendes kunden til bilvalget.",
      initial: "checking",
      states: {
        checking: {
          description: "Sjekker at kjøpet er gjennomført.",
          always: [
            {
              guard: "lacksPurchaseSuccess",
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
    },
  }),
});

export type PurchaseMachine = typeof purchaseMachine;

/**
 * The app's idempotency keys: `withIdempotencyKeys(machine, () => crypto.randomUUID())`. The key
 * is made once when the customer confirms and kept (persisted) until the purchase succeeds.
 */
export function withIdempotencyKeys(machine: PurchaseMachine, createKey: () => string) {
  return machine.provide({
    actions: {
      storeIdempotencyKey: assign(({ context }: { context: PurchaseContext }) => ({
        idempotencyKey: context.idempotencyKey ?? createKey(),
      })),
    },
  });
}
