/**
 * Pure helpers of the purchase flow: form defaults, the API requests built from the context, and
 * the keys that tell whether a request changed since the last call (SPEC §4: the guarantee and
 * the price are fetched, and the offer saved, only when the request changed).
 */
import { resolveBonusChoice } from "../../core/domain/bonus.ts";
import { addOn, chosenAddOnIds } from "../../core/domain/coverage.ts";
import {
  type AssumableAnswer,
  assumableAnswers,
  type BasisData,
  type BonusCode,
  type Customer,
  type Garanti,
  type GuaranteeRequest,
  type MileageCode,
  type PriceRequest,
  type PurchaseContext,
  type PurchaseForm,
  type PurchaseRequest,
  type SaveOfferRequest,
  type StoredOffer,
} from "../types.ts";

/** Default mileage code (SPEC §9). */
export const defaultKjorelengde: MileageCode = "12";
/** Drivers from this age count as over 23 by default (SPEC §9). */
export const over23Age = 23;

/**
 * A customer under 23: someone under 23 drives, whatever an answer, an express reference or a
 * saved offer says (SPEC §4, §9; issue 29.21).
 */
export function isYoungCustomer(customer: Customer): boolean {
  return customer.alder < over23Age;
}

/**
 * The answers the defaults assume until the customer gives them: all of `assumableAnswers`, but
 * for a customer under 23 that someone under 23 drives is a fact, not an assumption (SPEC §4).
 */
export function initialAssumed(customer: Customer): AssumableAnswer[] {
  return assumableAnswers.filter((answer) => answer !== "over23" || !isYoungCustomer(customer));
}

/**
 * Form defaults of SPEC §3 "Form fields": pant false, over23 when the customer is at least 23,
 * mileage '12', contact info from the customer, bonus from us at the offered bonus.
 */
export function initialForm(customer: Customer, defaultBonus: BonusCode): PurchaseForm {
  return {
    registreringsnummer: "",
    hasRegNr: null,
    pant: false,
    over23: !isYoungCustomer(customer),
    epost: customer.kontaktInformasjon.epostAdresse,
    telefonnummer: customer.kontaktInformasjon.mobilNummer,
    kjorelengde: defaultKjorelengde,
    eier: null,
    annenEierNavn: "",
    annenEierFnr: "",
    bonusFraOss: true,
    bonuskode: defaultBonus,
    bonusRegnummer: "",
    bonusoverforingsselskap: "",
    bonusoverforingsselskapNavn: "",
    leasing: null,
    leasingCompanykode: "",
    panthaverId: "",
    kilometerstand: "",
    egenandel: null,
    leiebil: false,
    maskinskade: false,
    bobilVerdikode: "",
    ofvdata: null,
    merkenavn: "",
    modellnavn: "",
    identitet: "registreringsnummer",
    chassisnummer: "",
  };
}

/** The product is bobil, or the looked-up vehicle is a motorhome. */
export function isMotorhomeContext(context: PurchaseContext): boolean {
  return context.product === "bobil" || context.bilinfo?.biltype === "BOBIL";
}

/** A vehicle is identified: looked up by registration number, or picked in the model picker. */
export function hasVehicle(context: PurchaseContext): boolean {
  const lookedUp =
    context.bilinfo !== null &&
    context.bilinfo.registreringsnummer === context.form.registreringsnummer;
  return lookedUp || context.form.ofvdata !== null;
}

export function registrationYear(context: PurchaseContext): number | null {
  return context.bilinfo?.registreringsaar ?? context.form.ofvdata?.registreringsaar ?? null;
}

/** The guarantee request, or null when there is no registration number (no fetch then). */
export function buildGuaranteeRequest(context: PurchaseContext): GuaranteeRequest | null {
  const registreringsnummer = context.form.registreringsnummer;
  if (!registreringsnummer) return null;
  const otherOwner = context.form.eier === false ? context.form.annenEierFnr : "";
  return {
    registreringsnummer,
    ...(otherOwner ? { fnrOrgnrAnnenEier: otherOwner } : {}),
    inkludereBobil: isMotorhomeContext(context),
  };
}

export function requestKey(request: unknown): string | null {
  return request === null || request === undefined ? null : JSON.stringify(request);
}

/**
 * The guarantee is fetched when the request changed, and again after a STOPP_KJOP: a stop is never
 * settled, so answering the same question twice cannot get past it.
 */
export function guaranteeRequestChanged(context: PurchaseContext): boolean {
  const request = buildGuaranteeRequest(context);
  if (request === null) return false;
  return requestKey(request) !== context.lastGuaranteeKey || isStopKjop(context.garanti);
}

export function isStopKjop(garanti: Garanti | undefined | null): boolean {
  return garanti?.transaksjonstype === "STOPP_KJOP";
}

/** SPEC §4: a company switch is SELSKAPSBYTTE or DISTRIBUTORBYTTE. */
export function isCompanySwitch(garanti: Garanti | null): boolean {
  const type = garanti?.transaksjonstype;
  return type === "SELSKAPSBYTTE" || type === "DISTRIBUTORBYTTE";
}

/** SPEC §4: a company owns the car when garantieier is LEASINGSELSKAP or ANNET_SELSKAP. */
export function isCompanyOwned(garanti: Garanti | null): boolean {
  const owner = garanti?.garantieier;
  return owner === "LEASINGSELSKAP" || owner === "ANNET_SELSKAP";
}

/**
 * The register shows the vehicle as leased: it names a leasing company for the vehicle, or the
 * guarantee's owner is a leasing company.
 */
export function isLeasedInRegister(
  bilinfo: { leasingselskapId?: string | undefined } | null | undefined,
  garanti: Garanti | null | undefined,
): boolean {
  return bilinfo?.leasingselskapId !== undefined || garanti?.garantieier === "LEASINGSELSKAP";
}

export function buildPriceRequest(context: PurchaseContext): PriceRequest {
  const { form } = context;
  const leasing = form.leasing === true;
  const { pant } = form;
  const bildetaljer: PriceRequest["bildetaljer"] =
    form.ofvdata && !form.registreringsnummer
      ? {
          ofvdata: form.ofvdata,
          ...(isMotorhomeContext(context) && form.bobilVerdikode
            ? { bobilVerdi: form.bobilVerdikode }
            : {}),
        }
      : {
          registreringsnummer: form.registreringsnummer,
          ...(isMotorhomeContext(context) && form.bobilVerdikode
            ? { bobilVerdi: form.bobilVerdikode }
            : {}),
        };
  return {
    ...(context.avtalenummer ? { avtalenummer: context.avtalenummer } : {}),
    clientMode: context.clientMode,
    bonuskode: form.bonuskode,
    foererUnder23: !form.over23,
    nyPakkestruktur: context.offer?.nyPakkestruktur ?? true,
    tilleggsdekninger: chosenAddOnIds(form),
    pant,
    leasing,
    kjorelengdekode: form.kjorelengde,
    bildetaljer,
    ...(form.eier === false && form.annenEierFnr
      ? { annenEier: { fodselsnummer: form.annenEierFnr, navn: form.annenEierNavn } }
      : {}),
    ...(pant && form.panthaverId ? { panthaverId: form.panthaverId } : {}),
    ...(leasing && form.leasingCompanykode ? { leasingselskapId: form.leasingCompanykode } : {}),
    inkludereBobil: isMotorhomeContext(context),
  };
}

/** The price key leaves out avtalenummer: saving the offer must not trigger a new price call. */
export function priceRequestKey(context: PurchaseContext): string {
  const { avtalenummer: _ignored, ...request } = buildPriceRequest(context);
  return JSON.stringify(request);
}

export function priceRequestChanged(context: PurchaseContext): boolean {
  return priceRequestKey(context) !== context.lastPriceKey;
}

/** The save request, or null while no coverage and deductible are chosen. */
export function buildSaveOfferRequest(context: PurchaseContext): SaveOfferRequest | null {
  if (!context.selectedDekningId || !context.form.egenandel) return null;
  return {
    ...buildPriceRequest(context),
    dekningsgruppeId: context.selectedDekningId,
    egenandelId: context.form.egenandel,
  };
}

export function saveOfferKey(context: PurchaseContext): string | null {
  const request = buildSaveOfferRequest(context);
  if (!request) return null;
  const { avtalenummer: _ignored, ...rest } = request;
  return JSON.stringify(rest);
}

export function offerChanged(context: PurchaseContext): boolean {
  const key = saveOfferKey(context);
  return key !== null && key !== context.lastSavedKey;
}

function optional<K extends string, V>(key: K, value: V | "" | null | undefined) {
  return value === "" || value === null || value === undefined
    ? {}
    : ({ [key]: value } as { [P in K]: V });
}

/** SPEC §3 "Purchase request", plus the chosen deductible. */
export function buildPurchaseRequest(context: PurchaseContext): PurchaseRequest {
  const { form } = context;
  const byChassis = form.identitet === "chassisnummer";
  const transfer = !form.bonusFraOss;
  const kmStand = form.kilometerstand === "" ? null : Number(form.kilometerstand);
  return {
    avtalenummer: context.avtalenummer ?? "",
    ...optional("bonusFraSelskap", transfer ? form.bonusoverforingsselskap : null),
    ...optional("bonusRegnr", transfer ? form.bonusRegnummer : null),
    ...optional("panthaverId", form.pant ? form.panthaverId : null),
    ...optional("leasingselskapId", form.leasing === true ? form.leasingCompanykode : null),
    ...optional("chassisnummer", byChassis ? form.chassisnummer : null),
    ...optional("regnr", byChassis ? null : form.registreringsnummer),
    ...optional("registreringsaar", registrationYear(context)),
    ...optional("kmStand", kmStand !== null && Number.isFinite(kmStand) ? kmStand : null),
    epostadresse: form.epost,
    mobilnummer: form.telefonnummer,
    inkludereBobil: isMotorhomeContext(context),
    nyPakkestruktur: context.offer?.nyPakkestruktur ?? true,
    egenandelId: form.egenandel ?? "",
  };
}

/**
 * Express price (SPEC §4): basis data fills the car and the answers the reference holds. The bonus
 * follows the rule of the normal flow (SPEC §4, §9): the customer gets the better of the bonus we
 * offer and the reference's, and a reference bonus above ours is a bonus from another company
 * (transferred before the purchase). A lien is kept; its lender is asked, since the reference
 * does not name one.
 */
export function formFromBasisData(
  form: PurchaseForm,
  data: BasisData,
  offeredBonus: BonusCode,
): PurchaseForm {
  const bonus = resolveBonusChoice(
    { bonusFraOss: true, bonuskode: data.valgtBonuskode },
    offeredBonus,
  );
  return {
    ...form,
    registreringsnummer: data.registreringsnummer,
    hasRegNr: true,
    ...bonus,
    over23: !data.ungFoerer,
    pant: data.pant,
    panthaverId: "",
    kjorelengde: data.valgtKjoerelengdekode,
  };
}

/** Edit flow (SPEC §4): fetching the offer fills the form. */
export function formFromStoredOffer(
  form: PurchaseForm,
  tilbud: StoredOffer,
  bonusFraOss: boolean,
): PurchaseForm {
  const regnr = tilbud.bildata.registreringsnummer ?? "";
  return {
    ...form,
    registreringsnummer: regnr,
    hasRegNr: regnr !== "",
    ofvdata: tilbud.bildata.ofvdata ?? null,
    bobilVerdikode: tilbud.bildata.bobilVerdi ?? "",
    merkenavn: tilbud.merkenavn ?? "",
    modellnavn: tilbud.modellnavn ?? "",
    bonuskode: tilbud.bonuskode,
    bonusFraOss,
    over23: !tilbud.foererUnder23,
    pant: tilbud.pant,
    panthaverId: tilbud.panthaverId ?? "",
    leasing: tilbud.leasing,
    leasingCompanykode: tilbud.leasingselskapId ?? "",
    eier: !tilbud.annenEier,
    annenEierNavn: tilbud.annenEier?.navn ?? "",
    annenEierFnr: tilbud.annenEier?.fnrOrgnr ?? "",
    kjorelengde: tilbud.kjorelengdekode,
    egenandel: tilbud.egenandelId,
    leiebil: (tilbud.tilleggsdekninger ?? []).includes(addOn.leiebil),
    maskinskade: (tilbud.tilleggsdekninger ?? []).includes(addOn.maskinskade),
  };
}
