/**
 * The purchase machine's setup: its types, and every guard, action and actor by name. The phase
 * files (entryPhase.ts … receiptPhase.ts) write their states with `purchaseSetup.createStateConfig`,
 * so each state is typed against these names; machines/purchaseMachine.ts puts the phases together.
 */
import { assertEvent, assign, raise, setup, stateIn } from "xstate";
import {
  errorStatus,
  genericFlowError,
  isRefusal,
  stopPurchaseFlowError,
  toFlowError,
} from "../../core/domain/flowError.ts";
import { isReadyForLookup } from "../../core/domain/registrationNumber.ts";
import type { StepMeta } from "../stepMeta.ts";
import type {
  BasisDataResponse,
  ContactVerdict,
  FetchOfferResponse,
  Garanti,
  OfferResumeStep,
  OfferSummary,
  OverviewQuestion,
  PriceResponse,
  PurchaseContext,
  PurchaseEvent,
  PurchaseForm,
  PurchaseInput,
  PurchaseResponse,
  ReturnTarget,
  VehicleLookupResponse,
} from "../types.ts";
import { routeTo } from "../types.ts";
import * as update from "./actions.ts";
import { purchaseActors } from "./actors.ts";
import * as rule from "./guards.ts";
import {
  buildGuaranteeRequest,
  guaranteeRequestChanged,
  hasVehicle,
  isMotorhomeContext,
  isStopKjop,
  isYoungCustomer,
  offerChanged,
  priceRequestChanged,
  requestKey,
} from "./requests.ts";

/** Deterministic default; the app provides a random one (see `withIdempotencyKeys`). */
export function defaultIdempotencyKey(context: PurchaseContext): string {
  return `kjop-${context.customer.niceKundenummer}-${context.avtalenummer ?? "uten-avtale"}`;
}

/** The event of one type. */
type EventOf<TType extends PurchaseEvent["type"]> = Extract<PurchaseEvent, { type: TType }>;

/**
 * A context update taken on one event type, given that event (`assertEvent` throws if the chart
 * ever sends another event to the action).
 */
function onEvent<TType extends PurchaseEvent["type"]>(
  type: TType,
  change: (context: PurchaseContext, event: EventOf<TType>) => Partial<PurchaseContext>,
) {
  return ({ context, event }: { context: PurchaseContext; event: PurchaseEvent }) => {
    if (event.type !== type) throw new Error(`Expected event "${type}", got "${event.type}"`);
    return change(context, event as EventOf<TType>);
  };
}

/** A submitted answer whose fields are the form's fields of the same names. */
function copyToForm<
  TType extends PurchaseEvent["type"],
  TField extends keyof PurchaseForm & keyof EventOf<TType>,
>(
  type: TType,
  // Only fields the event holds with the form's own types.
  fields: readonly TField[] & (EventOf<TType> extends Pick<PurchaseForm, TField> ? unknown : never),
) {
  return onEvent(type, (context, event) => {
    const answers: Partial<PurchaseForm> = {};
    for (const field of fields) Object.assign(answers, { [field]: event[field] });
    return { form: { ...context.form, ...answers } };
  });
}

export const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    /**
     * What the views ask with `snapshot.hasTag` instead of matching state paths: `loading` (a
     * request runs), the purchase's `purchasing` / `purchaseFailed`, where the price region is
     * (`priceFetching`, `priceSaving`, `priceFailed`, `priceRefused`, `priceReady`), velg-bil's `vehicleFound`,
     * the consent step's `consentTextsLoading` / `consentSending`, and `entryFailed` where an
     * express price or a saved offer could not be opened.
     */
    tags: {} as
      | "loading"
      | "vehicleFound"
      | "consentTextsLoading"
      | "consentSending"
      | "entryFailed"
      | "purchasing"
      | "purchaseFailed"
      | "priceFetching"
      | "priceSaving"
      | "priceFailed"
      | "priceRefused"
      | "priceReady",
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
    hasQuoteToResume: ({ context }) => context.resumeStep !== null,
    savedOffersUnchecked: ({ context }) => !context.savedOffersChecked,
    hasSavedOfferToResume: ({ context }) => context.savedOfferToResume !== null,
    opensAtSavedStep: ({ context }) => context.openAtStep !== null,
    // --- vehicle -----------------------------------------------------------------------------
    remembersRegistrationNumber: ({ event }) => {
      assertEvent(event, "hasRegnr.answer");
      return event.hasRegNr;
    },
    /** SPEC §5: a complete, valid car plate (7 characters) is looked up; a partly typed one is not. */
    registrationNumberIsComplete: ({ event }) => {
      assertEvent(event, "vehicle.lookup");
      return isReadyForLookup(event.registreringsnummer);
    },
    registrationNumberChanged: ({ context, event }) => {
      assertEvent(event, "vehicle.lookup");
      return event.registreringsnummer !== context.form.registreringsnummer;
    },
    vehicleFound: ({ context }) =>
      context.bilinfo !== null &&
      context.bilinfo.registreringsnummer === context.form.registreringsnummer &&
      !isStopKjop(context.garanti),
    /** The field holds another number than the vehicle found (the customer is editing it). */
    typedNumberIsNotTheFoundVehicle: ({ context, event }) => {
      assertEvent(event, "vehicle.lookup");
      return event.registreringsnummer !== context.bilinfo?.registreringsnummer;
    },
    /** Neste goes on only with the number that was found (none given: the one found). */
    submitsFoundVehicle: ({ context, event }) => {
      assertEvent(event, "vehicle.submit");
      return (
        event.registreringsnummer === undefined ||
        event.registreringsnummer === context.bilinfo?.registreringsnummer
      );
    },
    hasVehicle: ({ context }) => hasVehicle(context),
    /** The motorhome product, or a motorhome found by registration number in the car flow. */
    vehicleIsMotorhome: ({ context }) => isMotorhomeContext(context),
    hasRegistrationNumber: ({ context }) => context.form.registreringsnummer !== "",
    guaranteeRequestChanged: ({ context }) => guaranteeRequestChanged(context),
    guaranteeStopsPurchase: (_, garanti: Garanti) => isStopKjop(garanti),
    offerIsMissing: (_, response: FetchOfferResponse | undefined) => !response?.tilbud,
    // --- questions ---------------------------------------------------------------------------
    isReturningToSummary: ({ context }) => context.returnTo === "sjekkBilInfo",
    isReturningToOverview: ({ context }) => context.returnTo === "kjop",
    isLeased: ({ event }) => {
      assertEvent(event, "leasing.answer");
      return event.leasing;
    },
    ownerAnswered: ({ context }) => context.form.eier !== null,
    ownerIsCustomer: ({ event }) => {
      assertEvent(event, "owner.answer");
      return event.eier;
    },
    ownerIsNotCustomer: ({ context }) => context.form.eier === false,
    /**
     * SPEC §4: a customer under 23 drives the vehicle too, so "all drivers are over 23" is not an
     * answer they can give (issue 29.21).
     */
    youngCustomerSaysAllOver23: ({ context, event }) =>
      event.type === "over23.answer" && event.over23 && isYoungCustomer(context.customer),
    /**
     * The card (sjekk-bil-info) or the overview's "Endre" (kjop) pressed is this question's, and
     * that list offers to change it at all.
     */
    editsQuestion: (
      { context, event },
      params: { question: OverviewQuestion; from?: ReturnTarget },
    ) => {
      assertEvent(event, ["summary.edit", "overview.edit"]);
      if (event.question !== params.question) return false;
      return event.type === "summary.edit"
        ? rule.summaryShowsQuestion(context, event.question)
        : rule.overviewEditsQuestion(context, event.question);
    },
    /** The quote was started by an express price link and its answers are the reference's. */
    isExpressQuote: ({ context }) => context.isExpress,
    /** A lien (from an express reference) whose lender nobody has named yet. */
    lienLacksLender: ({ context }) => context.form.pant && context.form.panthaverId === "",
    leasingUnanswered: ({ context }) => context.form.leasing === null,
    ownerUnanswered: ({ context }) => context.form.leasing !== true && context.form.eier === null,
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
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    priceHasNoCoverages: ({ context }, response: PriceResponse) =>
      rule.priceHasNoCoverages(context, response),
    offerIsReady: stateIn("#tilbudKlart"),
    priceIsRefused: stateIn("#prisNektet"),
    isOnPurchasePage: stateIn("#kjop"),
    isSelectableCoverage: ({ context, event }) => {
      assertEvent(event, "price.select");
      return rule.isSelectableCoverage(context, event.dekningId);
    },
    hasCoverage: ({ context }) => context.selectedDekningId !== null,
    hasOfferAndCoverage: ({ context }) => rule.hasOfferAndCoverage(context),
    showsAddOnsStep: ({ context }) => rule.showsAddOnsStep(context),
    bonusFromOtherCompany: ({ context }) => rule.bonusFromOtherCompany(context),
    /** A check that did not answer (null) refuses nothing: the purchase call checks again. */
    insurerRefusesContact: (_, verdict: ContactVerdict) =>
      verdict.telefonnummer === false || verdict.epost === false,
    bonusTransferMissing: ({ context }) =>
      context.form.bonusoverforingsselskap === "" || context.form.bonusRegnummer === "",
    // --- purchase, consent, receipt ----------------------------------------------------------
    purchaseWasRefused: (_, response: PurchaseResponse) => response.success !== true,
    needsMarketingConsent: ({ context }) => rule.needsMarketingConsent(context),
    consentTextsMissing: (_, texts: { samtykketekster?: unknown[] } | undefined) =>
      !texts?.samtykketekster || texts.samtykketekster.length === 0,
    hasPurchaseSuccess: ({ context }) => rule.hasPurchaseSuccess(context),
  },
  actions: {
    clearError: assign({ error: null }),
    /** Sends the error to error reporting; the app provides it (no reporting in the machine). */
    reportError: (_, _params: { error: unknown }) => {},
    setFlowError: assign((_, params: { error: unknown }) => ({ error: toFlowError(params.error) })),
    setGenericError: assign({ error: () => ({ ...genericFlowError }) }),
    // --- entry -------------------------------------------------------------------------------
    storeExpressReference: assign(
      onEvent("express.open", (_, { referenceId }) => ({
        entry: { kind: "ekspresspris", referenceId },
      })),
    ),
    storeOfferReference: assign(
      onEvent("offer.open", (_, { avtalenummer }) => ({ entry: { kind: "tilbud", avtalenummer } })),
    ),
    startVehicleFromEntry: assign(({ context }) =>
      context.entry.kind === "registreringsnummer"
        ? update.startNewVehicle(context, context.entry.registreringsnummer)
        : {},
    ),
    fillFromBasisData: assign(({ context }, data: BasisDataResponse) =>
      update.fillFromBasisData(context, data),
    ),
    // Never without an offer: `offerIsMissing` sends that answer to the start page first.
    fillFromStoredOffer: assign(({ context }, response: FetchOfferResponse | undefined) =>
      response
        ? update.fillFromStoredOffer(
            context,
            response,
            context.entry.kind === "tilbud" ? context.entry.avtalenummer : "",
          )
        : {},
    ),
    // --- vehicle -----------------------------------------------------------------------------
    storeHasRegNr: assign(copyToForm("hasRegnr.answer", ["hasRegNr"])),
    startNewVehicle: assign(
      onEvent("vehicle.lookup", (context, event) =>
        update.startNewVehicle(context, event.registreringsnummer),
      ),
    ),
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
    storeModel: assign(onEvent("model.submit", update.storeModel)),
    /**
     * A link under /bil/ (an express price, a saved offer) turned out to be a motorhome's: the flow
     * is the motorhome product's from here on, with its paths and header (issue 26.4).
     */
    becomeMotorhomeFlow: assign({ product: "bobil" as const }),
    storeMotorhomeValue: assign(copyToForm("motorhomeValue.submit", ["bobilVerdikode"])),
    // --- questions ---------------------------------------------------------------------------
    storeLeasing: assign(onEvent("leasing.answer", update.storeLeasing)),
    storeOwnerAnswer: assign(onEvent("owner.answer", update.storeOwnerAnswer)),
    storeOwnerName: assign(copyToForm("ownerName.submit", ["annenEierNavn"])),
    storeOwnerFnr: assign(copyToForm("ownerFnr.submit", ["annenEierFnr"])),
    storeLien: assign(
      onEvent("lien.answer", (context, event) => ({
        ...update.storeLien(context, event),
        ...update.answered(context, "pant"),
      })),
    ),
    storeOver23: assign(
      onEvent("over23.answer", (context, event) => ({
        ...copyToForm("over23.answer", ["over23"])({ context, event }),
        ...update.answered(context, "over23"),
      })),
    ),
    storeBonus: assign(
      onEvent("bonus.answer", (context, event) => ({
        ...update.storeBonus(context, event),
        ...update.answered(context, "bonus"),
      })),
    ),
    reviewCoverageChoice: assign(({ context }) => update.reviewCoverageChoice(context)),
    openSummaryQuestion: assign({ returnTo: "sjekkBilInfo" }),
    openOverviewQuestion: assign(({ context }) => update.openOverviewQuestion(context)),
    /** Back on the summary or the overview: the next answer goes on through the flow. */
    closeQuestion: assign({ returnTo: null }),
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
    selectCoverage: assign(
      onEvent("price.select", (context, event) => update.selectCoverage(context, event.dekningId)),
    ),
    changeAddOns: assign(onEvent("addons.change", update.changeAddOns)),
    changeAdjustments: assign(onEvent("adjust.change", update.changeAdjustments)),
    storeIdentity: assign(onEvent("identity.submit", update.storeIdentity)),
    storeOdometer: assign(copyToForm("odometer.submit", ["kilometerstand"])),
    startContactCheck: assign(
      onEvent("contact.submit", (_, { telefonnummer, epost }) => ({
        contactCheck: { telefonnummer, epost, verdict: null },
      })),
    ),
    storeContactVerdict: assign(({ context }, verdict: ContactVerdict) => ({
      contactCheck: context.contactCheck && { ...context.contactCheck, verdict },
    })),
    /** The checked mobile number and e-mail become the purchase's. */
    storeCheckedContact: assign(({ context }) =>
      context.contactCheck
        ? {
            form: {
              ...context.form,
              telefonnummer: context.contactCheck.telefonnummer,
              epost: context.contactCheck.epost,
            },
          }
        : {},
    ),
    storeBonusTransfer: assign(
      copyToForm("bonusTransfer.submit", [
        "bonusRegnummer",
        "bonusoverforingsselskap",
        "bonusoverforingsselskapNavn",
      ]),
    ),
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
    storeConsentAnswer: assign(
      onEvent("consent.submit", (_, event) => ({
        consentAnswer: {
          crossDomainConsentApproved: event.crossDomainConsentApproved,
          marketingConsentApproved: event.marketingConsentApproved,
        },
      })),
    ),
    finishPurchase: assign(({ context }) => update.finishPurchase(context)),
    storeConsentAnswered: assign(({ context }) => update.storeConsentAnswered(context)),
    startNewQuote: assign(({ context }) => update.startNewQuote(context)),
    offerResume: assign(
      onEvent("flow.reopen", (context, event) => ({
        // Reopened on the start page itself: the quote still waits where it was, if anywhere.
        resumeStep: event.step === "intro" ? context.resumeStep : event.step,
      })),
    ),
    forgetResumeStep: assign({ resumeStep: null }),
    storeSavedOfferToResume: assign((_, offer: OfferSummary | null) => ({
      savedOffersChecked: true,
      savedOfferToResume: offer,
    })),
    /** 'Start på nytt' declines the saved offer the start page offered; it is not asked again. */
    declineSavedOffer: assign({ savedOffersChecked: true, savedOfferToResume: null }),
    /** The latest offer could not be asked for: the start page offers a new quote only. */
    markSavedOffersChecked: assign({ savedOffersChecked: true }),
    /** 'Fortsett der du slapp' on a saved offer: it is opened as its link would open it. */
    openSavedOffer: raise(({ context }) => ({
      type: "offer.open" as const,
      avtalenummer: context.savedOfferToResume?.avtalenummer ?? "",
    })),
    // Taken only with a saved step to open (guard opensAtSavedStep).
    openSavedStep: raise(({ context }) => routeTo(context.openAtStep ?? "pris")),
    forgetSavedStep: assign({ openAtStep: null }),
    /**
     * Tells the insurer the customer has reached this step of the saved offer (issue 26.6), so
     * another tab or a new login can open it there; the app provides the call (fire and forget:
     * a lost one only opens the offer on an earlier step).
     */
    recordStepReached: (_, _params: { avtalenummer: string | null; steg: OfferResumeStep }) => {},
    /** The customer starts on the start page: a link that brought them there no longer applies. */
    startFromTheStartPage: assign({ entry: { kind: "start" } as const }),
    // Taken only with a step to resume (guard hasQuoteToResume).
    resumeQuote: raise(({ context }) => routeTo(context.resumeStep ?? "intro")),
    markOpenedOfferSaved: assign(({ context }) => update.markOpenedOfferSaved(context)),
    keepDraft: assign(onEvent("form.draft", update.keepDraft)),
    discardDraft: assign({ draft: null }),
  },
});
