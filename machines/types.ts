/**
 * Types shared by the app and purchase machines: the insurer API shapes the actors return (the
 * API's own Norwegian field names), the machines' context, events and actor inputs/outputs.
 * Pure types; nothing here may reference the DOM, React or fetch.
 */
import type {
  ConsentStatus,
  Distributor,
  LoginContext,
  PaymentFrequency,
} from "../src/api/contract/common.ts";
import type { Rabatt } from "../src/api/contract/customer.ts";
import type { CoverageBlockReason } from "../src/domain/coverage.ts";
import type { FlowError, FullScreenReason, PurchaseBlockReason } from "../src/domain/flowError.ts";

export type { FlowError, FullScreenReason, PurchaseBlockReason };

// ---------------------------------------------------------------------------------------------
// Fixed value sets
// ---------------------------------------------------------------------------------------------

export const products = ["bil", "bobil"] as const;
export type Product = (typeof products)[number];

// The API's own value sets, from the shared contract, so the flow and the API cannot drift.
export {
  type ConsentStatus,
  consentStatuses,
  type Distributor,
  distributors,
  type LoginContext,
  loginContexts,
  type PaymentFrequency,
  paymentFrequencies,
} from "../src/api/contract/common.ts";

export const consentKeys = ["crossDomainConsent", "marketingConsent"] as const;
export type ConsentKey = (typeof consentKeys)[number];

export const transaksjonstyper = ["STOPP_KJOP", "SELSKAPSBYTTE", "DISTRIBUTORBYTTE"] as const;
export type Transaksjonstype = (typeof transaksjonstyper)[number];

export const garantieiere = ["LEASINGSELSKAP", "ANNET_SELSKAP"] as const;
export type Garantieier = (typeof garantieiere)[number];

export const biltyper = ["BIL", "BOBIL"] as const;
export type Biltype = (typeof biltyper)[number];

/** The identity the insurance is bought on (regnummer-chassisnummer step). */
export const vehicleIdentities = ["registreringsnummer", "chassisnummer"] as const;
export type VehicleIdentity = (typeof vehicleIdentities)[number];

// ---------------------------------------------------------------------------------------------
// Insurer API shapes (responses and requests)
// ---------------------------------------------------------------------------------------------

export interface SessionStatus {
  kfpSessionId?: string;
}

export interface ClientContext {
  loginContext: LoginContext;
  distributor: Distributor;
}

export interface Customer {
  niceKundenummer: string;
  trackingId: string;
  fornavn: string;
  etternavn: string;
  alder: number;
  uonsket: boolean;
  isLoMedlem: boolean;
  isBankkunde: boolean;
  utenlandskBosted: boolean;
  kontaktInformasjon: { epostAdresse: string; mobilNummer: string };
  betalingsInformasjon: { betalingsFrekvens: PaymentFrequency };
  samtykker: { crossDomainConsent: ConsentStatus; marketingConsent: ConsentStatus };
  prisInformasjon: Rabatt;
}

export interface DefaultBonus {
  bonuskode: string;
}

export interface Bilinfo {
  registreringsnummer: string;
  biltype: Biltype;
  merkenavn: string;
  modellnavn: string;
  merkekode: string;
  modellkode: string;
  variantkode: string;
  modellaar: number;
  registreringsaar: number;
  beskrivelse: string;
  /** The register names the leasing company that owns the vehicle. */
  leasingselskapId?: string;
}

export interface Garanti {
  transaksjonstype?: Transaksjonstype;
  garantieier?: Garantieier;
  forsikringStartdato?: string;
}

export interface BobilMerke {
  bobilVerdikode: string;
  maksverdi: number;
  tekst: string;
}

export interface VehicleLookupRequest {
  registreringsnummer: string;
  inkludereBobil: boolean;
}

export interface VehicleLookupResponse {
  bilinfo: Bilinfo;
  garanti?: Garanti;
  bobilMerker?: BobilMerke[];
}

export interface GuaranteeRequest {
  registreringsnummer: string;
  fnrOrgnrAnnenEier?: string;
  inkludereBobil: boolean;
}

export interface GuaranteeResponse {
  garanti: Garanti;
}

export interface Ofvdata {
  modellaar: number;
  registreringsaar: number;
  merkekode: string;
  modellkode: string;
  variantkode: string;
}

export type Bildetaljer =
  | { registreringsnummer: string; bobilVerdi?: string }
  | { ofvdata: Ofvdata; bobilVerdi?: string };

export interface PriceRequest {
  avtalenummer?: string;
  clientMode: string;
  bonuskode: string;
  foererUnder23: boolean;
  nyPakkestruktur: boolean;
  tilleggsdekninger: string[];
  pant: boolean;
  leasing: boolean;
  kjorelengdekode: string;
  bildetaljer: Bildetaljer;
  annenEier?: { fodselsnummer: string; navn: string };
  panthaverId?: string;
  leasingselskapId?: string;
  inkludereBobil: boolean;
}

export interface Egenandel {
  id: string;
  beloep: number;
  prisPerMnd: number;
  prisPerAar: number;
  isDefault: boolean;
}

export interface Dekning {
  id: string;
  heading: string;
  isDefault: boolean;
  defaultDeductible: string;
  egenandeler: Egenandel[];
  tilgjengelig: boolean;
  sperreaarsak?: CoverageBlockReason;
  /** Add-ons this coverage already includes (toppkasko: rental car); never sold with it. */
  inkluderteTillegg?: Tillegg["id"][];
}

export interface Tillegg {
  id: "122" | "190";
  heading: string;
  prisPerMnd: number;
  prisPerAar: number;
}

export interface PriceResponse {
  dekninger: Dekning[];
  tillegg: Tillegg[];
  tfadetaljer: { prisPerMnd: number; prisPerAar: number };
  nyPakkestruktur: boolean;
  /** A price or vehicle error answered with a 200 (SPEC §7): a code object or a plain code. */
  feil?: unknown;
}

export interface SaveOfferRequest extends PriceRequest {
  dekningsgruppeId: string;
  egenandelId: string;
}

export interface SaveOfferResponse {
  avtalenummer: string;
}

/** SPEC §3 "Stored offer". */
export interface StoredOffer {
  bonuskode: string;
  foererUnder23: boolean;
  pant: boolean;
  leasing: boolean;
  leasingselskapId?: string;
  panthaverId?: string;
  kjorelengdekode: string;
  dekningsId: string;
  dekningsbeskrivelse?: string;
  egenandelId: string;
  egenandel?: number;
  prisPerMndUtenTfa?: number;
  prisPerAarUtenTfa?: number;
  annenEier?: { fnrOrgnr: string; navn: string };
  bildata: { registreringsnummer?: string; ofvdata?: Ofvdata; bobilVerdi?: string };
  merkenavn?: string;
  modellnavn?: string;
  /** The chosen add-ons (122 machine damage, 190 rental car). */
  tilleggsdekninger?: string[];
}

export interface FetchOfferResponse {
  tilbud: StoredOffer;
  garanti?: Garanti;
  bobilmerke?: BobilMerke;
}

export interface BasisData {
  valgtBonuskode: string;
  registreringsnummer: string;
  ungFoerer: boolean;
  pant: boolean;
  valgtKjoerelengdekode: string;
  /** SPEC §4: basis data that contains an error sets it (a code object or a plain code). */
  feil?: unknown;
}

export interface PurchaseRequest {
  avtalenummer: string;
  bonusFraSelskap?: string;
  bonusRegnr?: string;
  panthaverId?: string;
  leasingselskapId?: string;
  chassisnummer?: string;
  regnr?: string;
  registreringsaar?: number;
  kmStand?: number;
  epostadresse: string;
  mobilnummer: string;
  inkludereBobil: boolean;
  nyPakkestruktur: boolean;
  egenandelId: string;
}

export interface PurchaseResponse {
  success: boolean;
  avtalenummer: string;
  prisPerMnd: number;
  prisPerAar: number;
}

export interface Samtykketekst {
  title: string;
  intro: string;
  text: string;
  key: ConsentKey;
}

export interface ConsentTextsResponse {
  samtykketekster: Samtykketekst[];
}

export interface ConsentUpdate {
  crossDomainConsentApproved: boolean;
  marketingConsentApproved: boolean;
}

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
  kjorelengde: string;
  eier: boolean | null;
  annenEierNavn: string;
  annenEierFnr: string;
  bonusFraOss: boolean;
  bonuskode: string;
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

export interface PurchaseResult {
  success: boolean;
  avtalenummer: string;
  prisPerMnd: number;
  prisPerAar: number;
  /** The deductible (egenandel id) the purchase was made with. */
  egenandel: string | null;
}

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
  defaultBonus: string;
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

export interface PurchaseContext {
  product: Product;
  distributor: Distributor;
  loginContext: LoginContext | null;
  clientMode: string;
  currentYear: number;
  customer: Customer;
  entry: FlowEntry;
  /** The offered default bonus (bonuskode); null until fetched. */
  defaultBonus: string | null;
  form: PurchaseForm;
  /** Vehicle lookup result (registration number entry). */
  bilinfo: Bilinfo | null;
  bobilMerker: BobilMerke[];
  garanti: Garanti | null;
  lastGuaranteeKey: string | null;
  /** The latest price response. */
  offer: PriceResponse | null;
  selectedDekningId: string | null;
  lastPriceKey: string | null;
  /** Add-ons were preselected for this offer, or the customer chose them; do not preselect again. */
  addOnsSettled: boolean;
  avtalenummer: string | null;
  lastSavedKey: string | null;
  purchaseResult: PurchaseResult | null;
  idempotencyKey: string | null;
  isExpress: boolean;
  consentTexts: Samtykketekst[];
  consentAnswer: ConsentUpdate | null;
  error: FlowError | null;
  hasBeenOnKvitteringPage: boolean;
  /** A summary card opened the current question; answering returns to sjekk-bil-info. */
  returnToSummary: boolean;
  /**
   * The step a quote in progress was on when the customer opened the flow's start page again
   * ("Fortsett der du slapp"); null when no quote waits.
   */
  resumeStep: string | null;
  /** The current step's answers as given so far, not yet submitted; null once the step is left. */
  draft: AnswerDraft | null;
}

export type PurchaseEvent =
  | { type: "intro.start" }
  | { type: "hasRegnr.answer"; hasRegNr: boolean }
  | { type: "vehicle.lookup"; registreringsnummer: string }
  | { type: "vehicle.submit" }
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
  | { type: "bonus.answer"; bonusFraOss: boolean; bonuskode: string }
  | { type: "summary.edit"; question: SummaryQuestion }
  | { type: "summary.confirm" }
  | { type: "price.select"; dekningId: string }
  | { type: "price.submit" }
  | { type: "addons.change"; leiebil?: boolean; maskinskade?: boolean }
  | { type: "addons.submit" }
  | { type: "adjust.change"; kjorelengde?: string; egenandel?: string }
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
  | { type: "form.draft"; step: string; name: string; value: DraftValue };

export type PurchaseEventType = PurchaseEvent["type"];

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
  defaultBonus: string | null;
  /** The full-screen page shown instead of the flow: a purchase block or the insurer's answer. */
  block: FullScreenReason | null;
  /** `AppInput.sessionStatus` until the first session check has used it. */
  pageSessionStatus: SessionStatus | null;
}

export type AppEvent = { type: "session.check" } | { type: "session.loggedOut" };
