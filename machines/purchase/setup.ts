/**
 * The purchase machine's setup: its types, and every guard, action and actor by name. The phase
 * files (entryPhase.ts … receiptPhase.ts) write their states with `purchaseSetup.createStateConfig`,
 * so each state is typed against these names; machines/purchaseMachine.ts puts the phases together.
 */
import { assertEvent, assign, raise, setup, stateIn } from "xstate";
import {
  errorStatus,
  genericFlowError,
  stopPurchaseFlowError,
  toFlowError,
} from "../../src/domain/flowError.ts";
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
} from "../types.ts";
import * as update from "./actions.ts";
import { purchaseActors } from "./actors.ts";
import * as rule from "./guards.ts";
import {
  buildGuaranteeRequest,
  guaranteeRequestChanged,
  hasVehicle,
  isMotorhomeContext,
  isStopKjop,
  offerChanged,
  priceRequestChanged,
  requestKey,
} from "./requests.ts";

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

export const purchaseSetup = setup({
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
    /** Also ekspresspris' route guard: that step can only show the reference the customer came with. */
    entryHasValidExpressReference: ({ context }) => rule.entryHasValidExpressReference(context),
    /** Also redigerTilbud's route guard: that step can only show the offer the customer opened. */
    entryIsStoredOffer: ({ context }) => context.entry.kind === "tilbud",
    entryHasRegistrationNumber: ({ context }) => context.entry.kind === "registreringsnummer",
    /** The product bought (the /bobil flow), whatever vehicle is found. */
    productIsMotorhome: ({ context }) => context.product === "bobil",
    isValidExpressReference: ({ event }) => {
      assertEvent(event, "express.open");
      return rule.isValidExpressReference(event.referenceId);
    },
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
    /** The motorhome product, or a motorhome found by registration number in the car flow. */
    vehicleIsMotorhome: ({ context }) => isMotorhomeContext(context),
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
});
