/**
 * Types shared by the app and purchase machines: the insurer API shapes the actors take and
 * return, named for the flow but defined by the contract (core/contract/*, so the flow and the
 * API cannot drift), and the machines' own context, events and actor inputs/outputs.
 * Pure types and value sets; nothing here may reference the DOM, React or fetch.
 */
import type * as auth from "../core/contract/auth.ts";
import type * as bonus from "../core/contract/bonus.ts";
import type { Distributor, LoginContext, Product } from "../core/contract/common.ts";
import type * as consent from "../core/contract/consent.ts";
import type * as customer from "../core/contract/customer.ts";
import type { OfferSummary } from "../core/contract/lists.ts";
import type * as motor from "../core/contract/motor.ts";
import type {
  BonusCode,
  CoverageId,
  MileageCode,
  OfferResumeStep,
} from "../core/contract/motor.ts";
import type { FlowError, FullScreenReason, PurchaseBlockReason } from "../core/domain/flowError.ts";

export type { FlowError, FullScreenReason, OfferResumeStep, OfferSummary, PurchaseBlockReason };

// ---------------------------------------------------------------------------------------------
// Fixed value sets
// ---------------------------------------------------------------------------------------------

// The API's own value sets, from the shared contract, so the flow and the API cannot drift.
export {
  type ConsentStatus,
  consentStatuses,
  type Distributor,
  distributors,
  type LoginContext,
  loginContexts,
  type PaymentFrequency,
  type Product,
  paymentFrequencies,
  products,
} from "../core/contract/common.ts";
export { type ConsentKey, consentKeys } from "../core/contract/consent.ts";
export {
  type AddOnId,
  addOnIds,
  type Biltype,
  type BonusCode,
  biltyper,
  bonusCodes,
  type CoverageId,
  coverageIds,
  type Garantieier,
  garantieiere,
  type MileageCode,
  mileageCodes,
  type Transaksjonstype,
  transaksjonstyper,
} from "../core/contract/motor.ts";

/** The identity the insurance is bought on (regnummer-chassisnummer step). */
export const vehicleIdentities = ["registreringsnummer", "chassisnummer"] as const;
export type VehicleIdentity = (typeof vehicleIdentities)[number];

// ---------------------------------------------------------------------------------------------
// Insurer API shapes, from the contract (core/contract/*): responses as the client's check
// gives them (`InferOutput`), requests as the server's check takes them (`InferInput`).
// ---------------------------------------------------------------------------------------------

export type SessionStatus = auth.SessionStatusResponse;
export type ClientContext = auth.ClientContextResponse;
export type Customer = customer.CustomerResponse;
export type DefaultBonus = bonus.DefaultBonusResponse;

export type Bilinfo = motor.Bilinfo;
export type Garanti = motor.Garanti;
export type BobilMerke = motor.BobilMerke;
export type VehicleLookupRequest = motor.VehicleSearchParams;
export type VehicleLookupResponse = motor.VehicleSearchResponse;
export type GuaranteeRequest = motor.GuaranteeRequestBody;
export type GuaranteeResponse = motor.GuaranteeResponse;

export type Ofvdata = motor.Ofvdata;
export type Bildetaljer = PriceRequest["bildetaljer"];
export type PriceRequest = motor.PriceRequestBody;
export type Egenandel = motor.Egenandel;
export type Dekning = motor.Dekning;
export type Tillegg = motor.Tillegg;
export type PriceResponse = motor.PriceResponse;
export type SaveOfferRequest = motor.SaveOfferRequestBody;
export type SaveOfferResponse = motor.SaveOfferResponse;

/** SPEC §3 "Stored offer". */
export type StoredOffer = motor.StoredOffer;
export type FetchOfferResponse = motor.FetchOfferResponse;
export type BasisData = motor.BasisData;
export type BasisDataResponse = motor.BasisDataResponse;

export type PurchaseRequest = motor.PurchaseRequestBody;
export type PurchaseResponse = motor.PurchaseResponse;

export type ConsentTextsResponse = consent.ConsentTextsResponse;
export type Samtykketekst = ConsentTextsResponse["samtykketekster"][number];
export type ConsentUpdate = consent.ConsentUpdateRequest;

// ---------------------------------------------------------------------------------------------
// Actor inputs (what each HTTP actor receives)
// ---------------------------------------------------------------------------------------------

export interface PurchaseActorInput {
  request: PurchaseRequest;
  /** Sent as the Idempotency-Key header; the same key on retry and reload. */
  idempotencyKey: string;
}

export interface ConsentTextsInput {
  bankkunde: boolean;
}

export interface FetchOfferInput {
  avtalenummer: string;
}

export interface LatestOfferInput {
  product: Product;
}

export interface BasisDataInput {
  prisreferanse: string;
}

// ---------------------------------------------------------------------------------------------
// Purchase machine: form, context, input, events
// ---------------------------------------------------------------------------------------------

/** SPEC §3 "Form fields", plus the model-picker and identity fields the flow asks for. */
export interface PurchaseForm {
  registreringsnummer: string;
  hasRegNr: boolean | null;
  pant: boolean;
  over23: boolean;
  epost: string;
  telefonnummer: string;
  kjorelengde: MileageCode;
  eier: boolean | null;
  annenEierNavn: string;
  annenEierFnr: string;
  bonusFraOss: boolean;
  bonuskode: BonusCode;
  bonusRegnummer: string;
  bonusoverforingsselskap: string;
  bonusoverforingsselskapNavn: string;
  leasing: boolean | null;
  leasingCompanykode: string;
  panthaverId: string;
  kilometerstand: string;
  egenandel: string | null;
  leiebil: boolean;
  maskinskade: boolean;
  bobilVerdikode: string;
  /** Model picker (no registration number). */
  ofvdata: Ofvdata | null;
  merkenavn: string;
  modellnavn: string;
  /** regnummer-chassisnummer step. */
  identitet: VehicleIdentity;
  chassisnummer: string;
}

/** Which question a summary card on sjekk-bil-info opens. */
export const summaryQuestions = [
  "leasing",
  "eier",
  "pant",
  "over23",
  "bonus",
  "bobilVerdi",
] as const;
export type SummaryQuestion = (typeof summaryQuestions)[number];

/**
 * Which answer an "Endre" on the kjop overview opens: the summary's questions, and the offer
 * steps' answers (the deductible and the mileage are both on tilpass).
 */
export const overviewQuestions = [
  ...summaryQuestions,
  "bonusOverforing",
  "dekning",
  "tillegg",
  "egenandel",
  "kjorelengde",
  "identitet",
  "kilometerstand",
  "kontakt",
] as const;
export type OverviewQuestion = (typeof overviewQuestions)[number];

/** Where answering a question opened from a list returns: the summary or the overview before purchase. */
export const returnTargets = ["sjekkBilInfo", "kjop"] as const;
export type ReturnTarget = (typeof returnTargets)[number];

/** The purchase answer, with the deductible (egenandel id) the purchase was made with. */
export type PurchaseResult = PurchaseResponse & { egenandel: string | null };

/** How the flow was entered (from the URL); kept so a reload does not change it. */
export type FlowEntry =
  | { kind: "start" }
  | { kind: "registreringsnummer"; registreringsnummer: string }
  | { kind: "ekspresspris"; referenceId: string }
  | { kind: "tilbud"; avtalenummer: string };

export interface PurchaseInput {
  product: Product;
  customer: Customer;
  distributor: Distributor;
  loginContext?: LoginContext | null;
  entry?: FlowEntry;
  /** The offered default bonus (GET /motor/bil/defaultBonus), fetched by the app machine. */
  defaultBonus: BonusCode;
  /** The price request's clientMode; agreed with the API, defaults to 'KUNDE'. */
  clientMode?: string;
  /** For tests and replays: the year "now" (machine damage preselection). */
  currentYear?: number;
}

/** An answer as a form holds it before it is submitted (SPEC §4 "Persisted form data"). */
export type DraftValue = string | boolean | null;

/**
 * What the customer has chosen or typed on the current step and not yet submitted, so a reload
 * keeps it; `step` is the state id of the step it was given on.
 */
export interface AnswerDraft {
  step: string;
  values: Record<string, DraftValue>;
}

/** The contact data the contact step sends to the insurer's checks (SPEC §5, §7). */
export interface ContactCheckInput {
  telefonnummer: string;
  epost: string;
}

/** What the insurer said of each: true usable, false refused, null no answer (the check failed). */
export interface ContactVerdict {
  telefonnummer: boolean | null;
  epost: boolean | null;
}

/** The contact data last sent to the checks, and their verdict once they answered. */
export interface ContactCheck extends ContactCheckInput {
  verdict: ContactVerdict | null;
}

/**
 * The answers the flow assumes until the customer gives them (SPEC §3's defaults: no lien, drivers
 * over 23 by the customer's age, the offered bonus): the summary shows them as assumed (issue 29.21).
 */
export const assumableAnswers = ["pant", "over23", "bonus"] as const;
export type AssumableAnswer = (typeof assumableAnswers)[number];

export interface PurchaseContext {
  product: Product;
  distributor: Distributor;
  loginContext: LoginContext | null;
  clientMode: string;
  currentYear: number;
  customer: Customer;
  entry: FlowEntry;
  /** The offered default bonus (bonuskode), from the input. */
  defaultBonus: BonusCode;
  form: PurchaseForm;
  /** Of `assumableAnswers`, those the customer has not given (an express or saved offer gave them). */
  assumed: AssumableAnswer[];
  /** Vehicle lookup result (registration number entry). */
  bilinfo: Bilinfo | null;
  bobilMerker: BobilMerke[];
  garanti: Garanti | null;
  lastGuaranteeKey: string | null;
  /** The latest price response. */
  offer: PriceResponse | null;
  selectedDekningId: CoverageId | null;
  lastPriceKey: string | null;
  /** Add-ons were preselected for this offer, or the customer chose them; do not preselect again. */
  addOnsSettled: boolean;
  avtalenummer: string | null;
  lastSavedKey: string | null;
  purchaseResult: PurchaseResult | null;
  idempotencyKey: string | null;
  /** An express price link started this quote: its questions lead straight to the price. */
  isExpress: boolean;
  consentTexts: Samtykketekst[];
  consentAnswer: ConsentUpdate | null;
  error: FlowError | null;
  /**
   * A summary card (sjekk-bil-info) or an "Endre" on the overview (kjop) opened the current
   * question; answering it returns there. Null when the customer is going through the flow.
   */
  returnTo: ReturnTarget | null;
  /**
   * The step a quote in progress was on when the customer opened the flow's start page again
   * ("Fortsett der du slapp"); null when no quote waits.
   */
  resumeStep: string | null;
  /** The current step's answers as given so far, not yet submitted; null once the step is left. */
  draft: AnswerDraft | null;
  /** The contact step's last check with the insurer; null before the first. */
  contactCheck: ContactCheck | null;
  /**
   * The monthly total (kr, with the traffic fee: the price table's total) when the overview's
   * "Endre" last opened a question, so the overview can say the price changed (issue 26.12); null
   * before any such edit, and for a new vehicle or after a purchase.
   */
  priceBeforeEdit: number | null;
  /**
   * The insurer has been asked for the customer's latest open offer (once per new flow: a new
   * login, another tab), so the start page may offer to continue it (issue 26.6).
   */
  savedOffersChecked: boolean;
  /** That offer, while the start page offers to continue it; null when none (or declined). */
  savedOfferToResume: OfferSummary | null;
  /** The step a saved offer was left on, opened once its price is here; null otherwise. */
  openAtStep: OfferResumeStep | null;
}

export type PurchaseEvent =
  | { type: "intro.start" }
  | { type: "hasRegnr.answer"; hasRegNr: boolean }
  /**
   * The number in the velg-bil field as the customer types it, picks one of their own cars or presses
   * Neste: the chart decides whether it is looked up (SPEC §5: at 7 valid characters).
   */
  | { type: "vehicle.lookup"; registreringsnummer: string }
  /** `registreringsnummer`: the number in the field; Neste goes on only if it is the one found. */
  | { type: "vehicle.submit"; registreringsnummer?: string }
  | { type: "vehicle.pickModel" }
  | {
      type: "model.submit";
      ofvdata: Ofvdata;
      merkenavn: string;
      modellnavn: string;
      /** A motorhome's value choices, from the variant list (no registration number to look up). */
      bobilMerker?: BobilMerke[];
    }
  | { type: "motorhomeValue.submit"; bobilVerdikode: string }
  | { type: "leasing.answer"; leasing: boolean; leasingCompanykode?: string }
  | { type: "owner.answer"; eier: boolean }
  | { type: "ownerName.submit"; annenEierNavn: string }
  | { type: "ownerFnr.submit"; annenEierFnr: string }
  | { type: "lien.answer"; pant: boolean; panthaverId?: string }
  | { type: "over23.answer"; over23: boolean }
  | { type: "bonus.answer"; bonusFraOss: boolean; bonuskode: BonusCode }
  | { type: "summary.edit"; question: SummaryQuestion }
  | { type: "overview.edit"; question: OverviewQuestion }
  | { type: "summary.confirm" }
  | { type: "price.select"; dekningId: CoverageId }
  | { type: "price.submit" }
  | { type: "addons.change"; leiebil?: boolean; maskinskade?: boolean }
  | { type: "addons.submit" }
  | { type: "adjust.change"; kjorelengde?: MileageCode; egenandel?: string }
  | { type: "adjust.submit" }
  | { type: "identity.submit"; identitet: VehicleIdentity; chassisnummer?: string }
  | { type: "odometer.submit"; kilometerstand: string }
  | { type: "contact.submit"; epost: string; telefonnummer: string }
  | {
      type: "bonusTransfer.submit";
      bonusRegnummer: string;
      bonusoverforingsselskap: string;
      bonusoverforingsselskapNavn: string;
    }
  | { type: "purchase.confirm" }
  | {
      type: "consent.submit";
      crossDomainConsentApproved: boolean;
      marketingConsentApproved: boolean;
    }
  | { type: "express.open"; referenceId: string }
  | { type: "offer.open"; avtalenummer: string }
  | { type: "flow.retry" }
  | { type: "flow.restart" }
  /** The customer opened the flow's start page again (a new page load); `step`: where it was. */
  | { type: "flow.reopen"; step: string }
  | { type: "flow.resume" }
  /** The customer chose or typed an answer on `step` (not yet submitted). */
  | { type: "form.draft"; step: string; name: string; value: DraftValue }
  | RouteEvent;

export type PurchaseEventType = PurchaseEvent["type"];

/**
 * XState's router event (`route: {}` on a step): browser back/forward, reloads and deep links ask
 * the chart to go to a step by its id; the step's route guard decides.
 */
export type RouteEvent = { type: "xstate.route"; to: `#${string}` };

/** The router event for the step with this state id. */
export const routeTo = (stateId: string): RouteEvent => ({
  type: "xstate.route",
  to: `#${stateId}`,
});

// ---------------------------------------------------------------------------------------------
// App machine: login and gating
// ---------------------------------------------------------------------------------------------

/** Products the app shell can host; `detalj` is the detail page, exempt from the uonsket block. */
export type ShellProduct = Product | "detalj";

export interface AppInput {
  product: ShellProduct;
  /** From runtime configuration / host; client-context overrides it once logged in. */
  distributor: Distributor;
  entry?: FlowEntry;
  clientMode?: string;
  /** The session status the page came with (the server wrote it in); the first check uses it. */
  sessionStatus?: SessionStatus;
}

export interface AppContext {
  product: ShellProduct;
  distributor: Distributor;
  entry: FlowEntry;
  clientMode: string | null;
  loginContext: LoginContext | null;
  customer: Customer | null;
  defaultBonus: BonusCode | null;
  /** The full-screen page shown instead of the flow: a purchase block or the insurer's answer. */
  block: FullScreenReason | null;
  /** `AppInput.sessionStatus` until the first session check has used it. */
  pageSessionStatus: SessionStatus | null;
}

export type AppEvent = { type: "session.check" } | { type: "session.loggedOut" };
