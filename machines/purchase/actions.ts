/**
 * Context updates of the purchase machine as pure functions (context in, partial context out).
 * The machine wraps each in a named `assign`, so the rules are testable without a machine.
 */

import { holdsBasisData } from "../../core/contract/motor.ts";
import { bonusFraOssForStoredOffer, resolveBonusChoice } from "../../core/domain/bonus.ts";
import {
  addOnsFor,
  chooseCoverage,
  defaultDeductible,
  keepAvailableAddOns,
  preselectAddOns,
  resetDeductible,
} from "../../core/domain/coverage.ts";
import { computePriceSummary } from "../../core/domain/priceSummary.ts";
import type {
  AssumableAnswer,
  BasisDataResponse,
  BobilMerke,
  BonusCode,
  CoverageId,
  DraftValue,
  FetchOfferResponse,
  MileageCode,
  PriceResponse,
  PurchaseContext,
  PurchaseForm,
  VehicleLookupResponse,
} from "../types.ts";

import { coverageChooser } from "./guards.ts";
import {
  buildGuaranteeRequest,
  formFromBasisData,
  formFromStoredOffer,
  initialAssumed,
  initialForm,
  isLeasedInRegister,
  isYoungCustomer,
  priceRequestKey,
  registrationYear,
  requestKey,
  saveOfferKey,
} from "./requests.ts";

/** The customer has given this answer: it is no longer one the flow assumed (issue 29.21). */
export function answered(context: PurchaseContext, answer: AssumableAnswer): Update {
  return { assumed: context.assumed.filter((assumed) => assumed !== answer) };
}

type Update = Partial<PurchaseContext>;

/** Price, offer and purchase state that belongs to one vehicle. */
export function clearedOfferState(): Pick<
  PurchaseContext,
  | "offer"
  | "selectedDekningId"
  | "lastPriceKey"
  | "addOnsSettled"
  | "avtalenummer"
  | "lastSavedKey"
  | "purchaseResult"
  | "idempotencyKey"
  | "error"
  | "priceBeforeEdit"
> {
  return {
    offer: null,
    selectedDekningId: null,
    lastPriceKey: null,
    addOnsSettled: false,
    avtalenummer: null,
    lastSavedKey: null,
    purchaseResult: null,
    idempotencyKey: null,
    error: null,
    priceBeforeEdit: null,
  };
}

/**
 * The customer's choices priced as the price table shows them (SPEC §5 sum of totals): the
 * coverage at its deductible, the add-ons chosen, the traffic fee.
 */
export function monthlyTotal(context: PurchaseContext): number | null {
  const summary = computePriceSummary(context.offer, {
    dekningId: context.selectedDekningId,
    egenandelId: context.form.egenandel,
    leiebil: context.form.leiebil,
    maskinskade: context.form.maskinskade,
  });
  return summary?.total.monthlyPrice ?? null;
}

/**
 * An "Endre" on the overview opens its question: the answer returns there, and the monthly total
 * as it was is kept, so the overview can say whether the answer changed it (issue 26.12).
 */
export function openOverviewQuestion(context: PurchaseContext): Update {
  return { returnTo: "kjop", priceBeforeEdit: monthlyTotal(context) };
}

/**
 * SPEC §4: changing the registration number resets price and purchase state and restores the
 * defaults (pant false, over23 by age, mileage '12', contact info from the customer).
 */
export function startNewVehicle(context: PurchaseContext, registreringsnummer: string): Update {
  return {
    ...clearedOfferState(),
    form: {
      ...initialForm(context.customer, context.defaultBonus),
      registreringsnummer,
      hasRegNr: true,
    },
    assumed: initialAssumed(context.customer),
    bilinfo: null,
    bobilMerker: [],
    garanti: null,
    lastGuaranteeKey: null,
    resumeStep: null,
    // A new vehicle is priced on the customer's own answers, not on an express reference's.
    isExpress: false,
  };
}

export function storeVehicle(context: PurchaseContext, response: VehicleLookupResponse): Update {
  const next: PurchaseContext = {
    ...context,
    bilinfo: response.bilinfo,
    bobilMerker: response.bobilMerker ?? [],
    form: leasingFromRegister(context.form, response),
  };
  if (!response.garanti)
    return { bilinfo: next.bilinfo, bobilMerker: next.bobilMerker, form: next.form };
  // The search already answered the basic guarantee request: do not ask again.
  return {
    bilinfo: next.bilinfo,
    bobilMerker: next.bobilMerker,
    form: next.form,
    garanti: response.garanti,
    lastGuaranteeKey: requestKey(buildGuaranteeRequest(next)),
  };
}

/**
 * A vehicle the register shows as leased (a leasing company in the register, or the guarantee's
 * owner is a leasing company) has the leasing question answered 'yes' in advance, with the company
 * when the register names it; the customer's own answer is never overwritten.
 */
export function leasingFromRegister(
  form: PurchaseForm,
  response: Pick<VehicleLookupResponse, "bilinfo" | "garanti">,
): PurchaseForm {
  if (form.leasing !== null) return form;
  const company = response.bilinfo.leasingselskapId;
  if (!isLeasedInRegister(response.bilinfo, response.garanti)) return form;
  return { ...form, leasing: true, leasingCompanykode: company ?? "" };
}

export function storeModel(
  context: PurchaseContext,
  model: {
    ofvdata: PurchaseForm["ofvdata"];
    merkenavn: string;
    modellnavn: string;
    bobilMerker?: BobilMerke[] | undefined;
  },
): Update {
  return {
    ...startNewVehicle(context, ""),
    bobilMerker: model.bobilMerker ?? [],
    form: {
      ...initialForm(context.customer, context.defaultBonus),
      hasRegNr: false,
      ofvdata: model.ofvdata,
      merkenavn: model.merkenavn,
      modellnavn: model.modellnavn,
    },
  };
}

/**
 * SPEC §4: a leasing or lien answer keeps the company chosen with a yes, a no clears it; either
 * answer can close the chosen coverage, so the choice is checked again.
 */
function storeAnswerWithCompany(context: PurchaseContext, answer: Partial<PurchaseForm>): Update {
  const next = { ...context, form: { ...context.form, ...answer } };
  return { form: next.form, ...reviewCoverageChoice(next) };
}

export function storeLeasing(
  context: PurchaseContext,
  { leasing, leasingCompanykode }: { leasing: boolean; leasingCompanykode?: string | undefined },
): Update {
  return storeAnswerWithCompany(context, {
    leasing,
    leasingCompanykode: leasing ? (leasingCompanykode ?? "") : "",
  });
}

export function storeLien(
  context: PurchaseContext,
  { pant, panthaverId }: { pant: boolean; panthaverId?: string | undefined },
): Update {
  return storeAnswerWithCompany(context, { pant, panthaverId: pant ? (panthaverId ?? "") : "" });
}

/** SPEC §4: answering the owner question clears the other owner's name and number. */
export function storeOwnerAnswer(context: PurchaseContext, answer: { eier: boolean }): Update {
  return { form: { ...context.form, eier: answer.eier, annenEierNavn: "", annenEierFnr: "" } };
}

/** A mileage or deductible left out of the change keeps its value. */
export function changeAdjustments(
  context: PurchaseContext,
  change: { kjorelengde?: MileageCode | undefined; egenandel?: string | undefined },
): Update {
  const { kjorelengde, egenandel } = context.form;
  return {
    form: {
      ...context.form,
      kjorelengde: change.kjorelengde ?? kjorelengde,
      egenandel: change.egenandel ?? egenandel,
    },
  };
}

/** The chassis number counts only when the insurance is bought on it. */
export function storeIdentity(
  context: PurchaseContext,
  answer: { identitet: PurchaseForm["identitet"]; chassisnummer?: string | undefined },
): Update {
  const chassisnummer = answer.identitet === "chassisnummer" ? (answer.chassisnummer ?? "") : "";
  return { form: { ...context.form, identitet: answer.identitet, chassisnummer } };
}

/** Re-check the chosen coverage after an answer that can close it (leasing, lien). */
export function reviewCoverageChoice(context: PurchaseContext): Update {
  if (!context.offer) return {};
  const selectedDekningId = chooseCoverage(
    context.offer.dekninger,
    context.selectedDekningId,
    coverageChooser(context),
  );
  if (selectedDekningId === context.selectedDekningId) return {};
  return selectCoverage(context, selectedDekningId);
}

/**
 * A new price response (SPEC §4): keep the earlier coverage if still offered, else the default;
 * the deductible is the current one if the coverage has it, else the one marked default; add-ons
 * are preselected once per vehicle (new package structure), and only those the coverage can take
 * stay on (none with liability or minikasko, none the coverage includes).
 */
export function storePrice(context: PurchaseContext, response: PriceResponse): Update {
  const lastPriceKey = priceRequestKey(context);
  const selectedDekningId = chooseCoverage(
    response.dekninger,
    context.selectedDekningId,
    coverageChooser(context),
  );
  const dekning = response.dekninger.find((option) => option.id === selectedDekningId);
  const available = addOnsFor(response, selectedDekningId);
  const choice = context.addOnsSettled
    ? context.form
    : preselectAddOns({
        nyPakkestruktur: response.nyPakkestruktur,
        tillegg: available,
        registreringsaar: registrationYear(context),
        currentYear: context.currentYear,
      });
  return {
    offer: response,
    lastPriceKey,
    selectedDekningId,
    addOnsSettled: true,
    form: {
      ...context.form,
      egenandel: defaultDeductible(dekning, context.form.egenandel),
      ...keepAvailableAddOns(choice, available),
    },
  };
}

/** A saved offer gets an avtalenummer; a changed offer is a new purchase (new idempotency key). */
export function storeSavedOffer(context: PurchaseContext, avtalenummer: string): Update {
  return { avtalenummer, lastSavedKey: saveOfferKey(context), idempotencyKey: null };
}

/**
 * SPEC §4: the deductible resets to the first option if not in the chosen coverage; an add-on
 * the coverage cannot take is turned off (toppkasko includes rental car) and not turned on again
 * by a later choice.
 */
export function selectCoverage(context: PurchaseContext, dekningId: CoverageId | null): Update {
  const dekning = context.offer?.dekninger.find((option) => option.id === dekningId);
  return {
    selectedDekningId: dekningId,
    form: {
      ...context.form,
      egenandel: resetDeductible(dekning, context.form.egenandel),
      ...keepAvailableAddOns(context.form, addOnsFor(context.offer, dekningId)),
    },
  };
}

/** Leased and lien together clear the lien (SPEC §4, on the summary). */
export function clearLienWhenLeased(context: PurchaseContext): Update {
  if (context.form.leasing !== true || !context.form.pant) return {};
  return { form: { ...context.form, pant: false, panthaverId: "" } };
}

/** A leased choice without a company resets leasing to no (SPEC §4). */
export function resetLeasingWithoutCompany(context: PurchaseContext): Update {
  if (context.form.leasing !== true || context.form.leasingCompanykode !== "") return {};
  return { form: { ...context.form, leasing: false } };
}

/** A lien without a lender resets pant (SPEC §4). */
export function resetLienWithoutLender(context: PurchaseContext): Update {
  if (!context.form.pant || context.form.panthaverId !== "") return {};
  return { form: { ...context.form, pant: false } };
}

/**
 * A customer under 23 drives too: an express reference or a saved offer that says all drivers are
 * over 23 does not make it so (SPEC §4, issue 29.21).
 */
function withYoungDriver(context: PurchaseContext, form: PurchaseForm): PurchaseForm {
  return isYoungCustomer(context.customer) ? { ...form, over23: false } : form;
}

/** An express price: a new vehicle whose answers come from the reference (SPEC §4). */
export function fillFromBasisData(context: PurchaseContext, answer: BasisDataResponse): Update {
  // An answer that is only the error names no car: there is nothing to fill.
  if (!holdsBasisData(answer)) return {};
  const data = answer;
  const fresh = startNewVehicle(context, data.registreringsnummer);
  return {
    ...fresh,
    form: withYoungDriver(
      context,
      formFromBasisData(fresh.form ?? context.form, data, context.defaultBonus),
    ),
    // The reference holds the customer's own answers to these.
    assumed: [],
    isExpress: true,
  };
}

export function fillFromStoredOffer(
  context: PurchaseContext,
  response: FetchOfferResponse,
  avtalenummer: string,
): Update {
  const base = startNewVehicle(context, "");
  const defaultBonus = context.defaultBonus ?? response.tilbud.bonuskode;
  const bonusFraOss = bonusFraOssForStoredOffer(response.tilbud.bonuskode, defaultBonus);
  return {
    ...base,
    form: withYoungDriver(
      context,
      formFromStoredOffer(base.form ?? context.form, response.tilbud, bonusFraOss),
    ),
    // The saved offer holds the customer's own answers to these.
    assumed: [],
    garanti: response.garanti ?? null,
    bobilMerker: response.bobilmerke ? [response.bobilmerke] : [],
    avtalenummer,
    selectedDekningId: response.tilbud.dekningsId,
    addOnsSettled: true,
    // A motorhome's offer is the motorhome product's, whichever address opened it (issue 26.4).
    product: response.tilbud.bildata.bobilVerdi || response.bobilmerke ? "bobil" : context.product,
    // Left on the price page, it opens there anyway; a later step once the price is here.
    openAtStep: response.sisteSteg && response.sisteSteg !== "pris" ? response.sisteSteg : null,
  };
}

export function storeBonus(
  context: PurchaseContext,
  choice: { bonusFraOss: boolean; bonuskode: BonusCode },
): Update {
  const offered = context.defaultBonus ?? choice.bonuskode;
  const resolved = resolveBonusChoice(choice, offered);
  return { form: { ...context.form, ...resolved } };
}

/**
 * SPEC §4: on receipt the form resets. The purchase result stays for the receipt; everything else
 * about the bought vehicle goes.
 */
export function finishPurchase(context: PurchaseContext): Update {
  return {
    ...clearedOfferState(),
    purchaseResult: context.purchaseResult,
    form: initialForm(context.customer, context.defaultBonus),
    bilinfo: null,
    bobilMerker: [],
    garanti: null,
    lastGuaranteeKey: null,
    isExpress: false,
    returnTo: null,
  };
}

/**
 * A new quote from the start (the customer chose "Start på nytt", or left an express price or a
 * saved offer that cannot be shown): nothing of the earlier vehicle, offer or entry is kept.
 */
export function startNewQuote(context: PurchaseContext): Update {
  return {
    ...startNewVehicle(context, ""),
    form: initialForm(context.customer, context.defaultBonus),
    entry: { kind: "start" },
    returnTo: null,
    resumeStep: null,
    contactCheck: null,
    openAtStep: null,
  };
}

/**
 * An opened saved offer is what the sandbox stores: it counts as saved, so opening it never saves
 * it again; only the customer's own changes do (issue 15).
 */
export function markOpenedOfferSaved(context: PurchaseContext): Update {
  return { lastSavedKey: saveOfferKey(context) };
}

/** The customer's consent answers, once the sandbox has stored them (SPEC §3 consent statuses). */
export function storeConsentAnswered(context: PurchaseContext): Update {
  const answer = context.consentAnswer;
  if (!answer) return {};
  const status = (approved: boolean) => (approved ? "OPTED_IN" : "OPTED_OUT");
  return {
    customer: {
      ...context.customer,
      samtykker: {
        crossDomainConsent: status(answer.crossDomainConsentApproved),
        marketingConsent: status(answer.marketingConsentApproved),
      },
    },
  };
}

/**
 * The customer ticks or unticks an add-on: only one the chosen coverage can take is kept, so a
 * request never names an add-on the coverage excludes or already includes.
 */
export function changeAddOns(
  context: PurchaseContext,
  change: { leiebil?: boolean | undefined; maskinskade?: boolean | undefined },
): Update {
  const wanted = {
    leiebil: change.leiebil ?? context.form.leiebil,
    maskinskade: change.maskinskade ?? context.form.maskinskade,
  };
  return {
    addOnsSettled: true,
    form: {
      ...context.form,
      ...keepAvailableAddOns(wanted, addOnsFor(context.offer, context.selectedDekningId)),
    },
  };
}

/**
 * An answer given on `step` and not yet submitted (SPEC §4: form data is saved as it is given, so a
 * reload keeps it). A draft belongs to one step: an answer on another step starts a new one.
 */
export function keepDraft(
  context: PurchaseContext,
  answer: { step: string; name: string; value: DraftValue },
): Update {
  const values = context.draft?.step === answer.step ? context.draft.values : {};
  return { draft: { step: answer.step, values: { ...values, [answer.name]: answer.value } } };
}
