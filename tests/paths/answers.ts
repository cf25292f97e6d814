/**
 * The generated paths' oracle of the customer's answers (issue 26.9): what the customer said,
 * folded from the path's own events (the scenario's data) and the sandbox's own lists and answers
 * (the first leasing company of GET /skadeforsikring/selskaper/leasing, the reference's basis data,
 * the default bonus, …). It never reads the app's requests, its machine context or the code that
 * maps answers into requests (machines/purchase/requests.ts, actions.ts): SPEC §3's form defaults
 * and §4's rules are written here again, on their own, so a mapping the app gets wrong shows as a
 * difference between what the sandbox stored and what the customer answered
 * (tests/paths/outcomes.ts compares them).
 */

import type {
  AddOnId,
  BasisDataResponse,
  BobilMerke,
  BonusCode,
  CoverageId,
  Ofvdata,
  PriceRequest,
  PriceResponse,
  StoredOffer,
  VehicleSearchResponse,
} from "../../core/contract/motor.ts";
import { holdsBasisData } from "../../core/contract/motor.ts";
import type { MileageCode } from "../../core/contract/offerCodes.ts";
import {
  bonusTransfer,
  chassisNumber,
  customerPicks,
  otherOwner,
  type PathEvent,
  type Scenario,
  stopPurchaseOwner,
} from "../../inspector/pathModel.ts";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";

export interface Company {
  id: string;
  navn: string;
}

/** What the sandbox answers the customer, read once when a path starts (never the app's state). */
export interface SandboxFacts {
  /** GET /skadekunde/: the registered contact and the age. */
  customer: { alder: number; epost: string; mobil: string };
  /** GET /motor/bil/defaultBonus, before the path buys anything. */
  defaultBonus: BonusCode;
  /** GET /skadeforsikring/selskaper/leasing, /panthavere, /bonusoverfoering, /kjoerelengder. */
  leasingCompanies: readonly Company[];
  lenders: readonly Company[];
  bonusCompanies: readonly Company[];
  mileages: readonly { kode: MileageCode; tekst: string }[];
  /** GET /motor/bil/sok for each registration number the path meets. */
  vehicles: Record<string, VehicleSearchResponse>;
  /** The make, model and variant the customer picks in the model picker (GET /sok/merker …). */
  models: Record<string, PickedModel>;
  /** GET /motor/bil/beregningsgrunnlag per express reference the path opens. */
  basisData: Record<string, BasisDataResponse>;
  /** GET /motor/bil/tilbud/hent per saved offer the path opens, as stored before it opened it. */
  offers: Record<string, StoredOffer>;
  /**
   * In a scenario that logs in anew to a saved offer: the customer's latest open offer as the path
   * begins (GET /avtaleoversikt/tilbud, the latest change first), which 'Fortsett der du slapp'
   * opens (issue 26.6); its stored answers are in `offers` as they were before the app touched
   * them. Null otherwise: resuming then continues the quote the path itself answered.
   */
  latestOffer: string | null;
  /** The calendar year of the sandbox's clock (the machine-damage preselection counts from it). */
  currentYear: number;
}

export interface PickedModel {
  ofvdata: Ofvdata;
  bobilMerker: readonly BobilMerke[];
  motorhome: boolean;
}

/** The key of a model.submit event in `SandboxFacts.models`. */
export function modelKey(event: PathEvent): string {
  const ofvdata = event.ofvdata as { modellaar: number };
  return `${ofvdata.modellaar}|${String(event.merkenavn)}|${String(event.modellnavn)}`;
}

/** Coverage, deductible and add-ons as the customer has them (SPEC §4's rules on the sandbox's price). */
export interface OfferChoices {
  dekningsId: CoverageId;
  egenandelId: string;
  tillegg: readonly AddOnId[];
}

export interface Answers {
  vehicle: { registreringsnummer: string } | { ofvdata: Ofvdata } | null;
  motorhome: boolean;
  /** The motorhome values the customer could choose from (the register's, or the variant's). */
  bobilMerker: readonly BobilMerke[];
  bobilVerdi: string | null;
  registreringsaar: number | null;
  leasing: boolean | null;
  leasingselskapId: string | null;
  eier: boolean | null;
  annenEier: { navn: string; fnr: string } | null;
  pant: boolean;
  panthaverId: string | null;
  over23: boolean;
  bonus: { fraOss: boolean; kode: BonusCode };
  bonusTransfer: { registreringsnummer: string; selskapId: string } | null;
  kjorelengde: MileageCode;
  chassisnummer: string | null;
  kmStand: number | null;
  mobil: string;
  epost: string;
  /** The coverage, deductible and add-ons once a price has been shown (null before, and for a new vehicle). */
  choices: OfferChoices | null;
}

// ---- SPEC §3 form defaults and §9 constants, written for the test --------------------------

const defaultMileage: MileageCode = "12";
const over23FromAge = 23;
const machineDamageYears = 5;
const noAddOnCoverages: readonly string[] = ["150", "140"];
const bonusValue = (code: string) => Number.parseInt(code, 10);

/** The answers before the customer says anything: SPEC §3 "Form fields" defaults. */
export function initialAnswers(facts: SandboxFacts): Answers {
  return {
    vehicle: null,
    motorhome: false,
    bobilMerker: [],
    bobilVerdi: null,
    registreringsaar: null,
    leasing: null,
    leasingselskapId: null,
    eier: null,
    annenEier: null,
    pant: false,
    panthaverId: null,
    over23: facts.customer.alder >= over23FromAge,
    bonus: { fraOss: true, kode: facts.defaultBonus },
    bonusTransfer: null,
    kjorelengde: defaultMileage,
    chassisnummer: null,
    kmStand: null,
    mobil: facts.customer.mobil,
    epost: facts.customer.epost,
    choices: null,
  };
}

/** The answers the scenario starts with: a new quote, an express reference's or a saved offer's. */
export function startAnswers(scenario: Scenario, facts: SandboxFacts): Answers {
  const fresh = initialAnswers(facts);
  if (scenario.entry.kind === "ekspresspris")
    return fromBasisData(facts, scenario.entry.referenceId);
  if (scenario.entry.kind === "tilbud") return fromStoredOffer(facts, scenario.entry.avtalenummer);
  if (scenario.entry.kind === "registreringsnummer")
    return newVehicle(facts, scenario.entry.registreringsnummer);
  return fresh;
}

/** A new vehicle by registration number: the defaults again, and the register's leasing. */
function newVehicle(facts: SandboxFacts, registreringsnummer: string): Answers {
  const found = facts.vehicles[registreringsnummer];
  const fresh = initialAnswers(facts);
  // A car the register shows as leased has the leasing answer 'yes' (with its company) in advance.
  const registerLeasing = found?.bilinfo.leasingselskapId;
  const leasedInRegister =
    registerLeasing !== undefined || found?.garanti?.garantieier === "LEASINGSELSKAP";
  return {
    ...fresh,
    vehicle: { registreringsnummer },
    motorhome: found?.bilinfo.biltype === "BOBIL",
    bobilMerker: found?.bobilMerker ?? [],
    registreringsaar: found?.bilinfo.registreringsaar ?? null,
    ...(leasedInRegister ? { leasing: true, leasingselskapId: registerLeasing ?? null } : {}),
  };
}

/**
 * Issue 26.1-3: an express reference fills the vehicle, young driver, lien and mileage; the bonus
 * is the better of the offered one and the reference's, and a reference bonus above the offered
 * one is a bonus from another company (the transfer is asked before the purchase).
 */
function fromBasisData(facts: SandboxFacts, reference: string): Answers {
  const data = facts.basisData[reference];
  if (!data || data.feil || !holdsBasisData(data)) return initialAnswers(facts);
  const vehicle = newVehicle(facts, data.registreringsnummer);
  const fromOtherCompany = bonusValue(data.valgtBonuskode) > bonusValue(facts.defaultBonus);
  return {
    ...vehicle,
    over23: !data.ungFoerer,
    pant: data.pant,
    kjorelengde: data.valgtKjoerelengdekode,
    bonus: fromOtherCompany
      ? { fraOss: false, kode: data.valgtBonuskode }
      : { fraOss: true, kode: facts.defaultBonus },
  };
}

/**
 * SPEC §4: a saved offer fills the form; its bonus is from another company when it is above 60
 * and not the default bonus.
 */
function fromStoredOffer(facts: SandboxFacts, avtalenummer: string): Answers {
  const offer = facts.offers[avtalenummer];
  if (!offer) return initialAnswers(facts);
  const regnr = offer.bildata.registreringsnummer;
  const base = regnr
    ? newVehicle(facts, regnr)
    : {
        ...initialAnswers(facts),
        vehicle: offer.bildata.ofvdata ? { ofvdata: offer.bildata.ofvdata } : null,
        registreringsaar: offer.bildata.ofvdata?.registreringsaar ?? null,
      };
  const fromOtherCompany =
    bonusValue(offer.bonuskode) > 60 && offer.bonuskode !== facts.defaultBonus;
  return {
    ...base,
    motorhome: base.motorhome || offer.bildata.bobilVerdi !== undefined,
    bobilVerdi: offer.bildata.bobilVerdi ?? null,
    leasing: offer.leasing,
    leasingselskapId: offer.leasingselskapId ?? null,
    eier: !offer.annenEier,
    annenEier: offer.annenEier
      ? { navn: offer.annenEier.navn, fnr: offer.annenEier.fnrOrgnr }
      : null,
    pant: offer.pant,
    panthaverId: offer.panthaverId ?? null,
    over23: !offer.foererUnder23,
    bonus: { fraOss: !fromOtherCompany, kode: offer.bonuskode as BonusCode },
    kjorelengde: offer.kjorelengdekode as MileageCode,
    choices: {
      dekningsId: offer.dekningsId,
      egenandelId: offer.egenandelId,
      tillegg: [...offer.tilleggsdekninger],
    },
  };
}

const pick = <T>(list: readonly T[], index: number, what: string): T => {
  const item = list.at(index);
  if (item === undefined) throw new Error(`The sandbox's ${what} has no item ${index}`);
  return item;
};

/** The fnr the executor types for the other owner (the scenario's birth date, synthetic). */
export function typedOwnerFnr(label: unknown): string {
  return syntheticFnr(
    label === stopPurchaseOwner.label ? stopPurchaseOwner.fnrBirthDate : otherOwner.fnrBirthDate,
  );
}

/**
 * One customer event folded into the answers. `priced` is the sandbox's price for the answers as
 * they stood at the last checked offer screen (the coverage, deductible and add-on choices are
 * made on those screens, against that price).
 */
export function answerEvent(
  answers: Answers,
  event: PathEvent,
  facts: SandboxFacts,
  priced: PriceResponse | null,
): Answers {
  const e = event as Record<string, unknown> & { type: string };
  switch (e.type) {
    case "vehicle.lookup":
      return newVehicle(facts, String(e.registreringsnummer));
    case "model.submit": {
      const model = facts.models[modelKey(event)];
      if (!model) throw new Error(`The oracle has no model picked for ${modelKey(event)}`);
      return {
        ...initialAnswers(facts),
        vehicle: { ofvdata: model.ofvdata },
        motorhome: model.motorhome,
        bobilMerker: model.bobilMerker,
        registreringsaar: model.ofvdata.registreringsaar,
      };
    }
    case "motorhomeValue.submit":
      return {
        ...answers,
        bobilVerdi: pick(answers.bobilMerker, customerPicks.motorhomeValue, "motorhome values")
          .bobilVerdikode,
      };
    case "leasing.answer":
      return {
        ...answers,
        leasing: e.leasing === true,
        leasingselskapId:
          e.leasing === true
            ? pick(facts.leasingCompanies, customerPicks.leasingCompany, "leasing companies").id
            : null,
      };
    // SPEC §4: answering the owner question clears the other owner.
    case "owner.answer":
      return { ...answers, eier: e.eier === true, annenEier: null };
    case "ownerName.submit":
      return {
        ...answers,
        annenEier: { navn: String(e.annenEierNavn), fnr: answers.annenEier?.fnr ?? "" },
      };
    case "ownerFnr.submit":
      return {
        ...answers,
        annenEier: { navn: answers.annenEier?.navn ?? "", fnr: typedOwnerFnr(e.annenEierFnr) },
      };
    // SPEC §4: no for the lien clears the lender.
    case "lien.answer":
      return {
        ...answers,
        pant: e.pant === true,
        panthaverId:
          e.pant === true ? pick(facts.lenders, customerPicks.lender, "lenders").id : null,
      };
    case "over23.answer":
      return { ...answers, over23: e.over23 === true };
    // SPEC §4: bonus from us is the offered bonus; a higher one than offered is another company's.
    case "bonus.answer": {
      const kode = String(e.bonuskode) as BonusCode;
      const higher = bonusValue(kode) > bonusValue(facts.defaultBonus);
      const fraOss = !higher && e.bonusFraOss === true;
      return { ...answers, bonus: { fraOss, kode: fraOss ? facts.defaultBonus : kode } };
    }
    case "bonusTransfer.submit":
      return {
        ...answers,
        bonusTransfer: {
          registreringsnummer: bonusTransfer.regnr,
          selskapId: pick(facts.bonusCompanies, customerPicks.bonusCompany, "transfer companies")
            .id,
        },
      };
    case "price.select":
      return { ...answers, choices: selectCoverage(answers.choices, e.dekningId, priced) };
    case "addons.change":
      return { ...answers, choices: changeAddOns(answers.choices, e, priced) };
    case "adjust.change": {
      const mileage = pick(facts.mileages, customerPicks.mileage, "mileages").kode;
      return {
        ...answers,
        kjorelengde: mileage,
        choices: otherDeductible(answers.choices, priced),
      };
    }
    case "identity.submit":
      // Without a registration number the insurance is bought on the chassis number the
      // executor types; with one, on the registration number.
      return {
        ...answers,
        chassisnummer:
          answers.vehicle && "ofvdata" in answers.vehicle ? chassisNumber : answers.chassisnummer,
      };
    case "odometer.submit":
      return {
        ...answers,
        kmStand: e.kilometerstand === "" ? null : Number(e.kilometerstand),
      };
    case "contact.submit":
      return { ...answers, mobil: String(e.telefonnummer), epost: String(e.epost) };
    // A new quote from the start, or an express price or saved offer opened by its link.
    case "flow.restart":
      return initialAnswers(facts);
    // SPEC §4: a step reached by the address bar passes no question, so a lien still without its
    // lender is no lien (the app settles it the same way on entering the offer steps).
    case "xstate.route":
      return answers.pant && !answers.panthaverId ? { ...answers, pant: false } : answers;
    case "express.open":
      return fromBasisData(facts, String(e.referenceId));
    case "offer.open":
      return fromStoredOffer(facts, String(e.avtalenummer));
    case "flow.resume":
      return facts.latestOffer ? fromStoredOffer(facts, facts.latestOffer) : answers;
    default:
      return answers;
  }
}

// ---- the offer choices (SPEC §4), against the sandbox's price ------------------------------

type Dekning = PriceResponse["dekninger"][number];

const selectable = (option: Dekning) => option.tilgjengelig && !option.sperreaarsak;

/** The add-ons a coverage can be bought with: none for ansvar or minikasko, none it includes. */
export function addOnsOffered(priced: PriceResponse, dekningsId: string): AddOnId[] {
  if (noAddOnCoverages.includes(dekningsId)) return [];
  const dekning = priced.dekninger.find((option) => option.id === dekningsId);
  if (!dekning) return [];
  return priced.tillegg
    .map((tillegg) => tillegg.id)
    .filter((id) => !(dekning.inkluderteTillegg ?? []).includes(id));
}

const keepOffered = (tillegg: readonly AddOnId[], offered: readonly AddOnId[]) =>
  tillegg.filter((id) => offered.includes(id));

function defaultDeductibleOf(dekning: Dekning): string {
  return (
    (dekning.egenandeler.find((option) => option.isDefault) ?? dekning.egenandeler[0])?.id ?? ""
  );
}

/**
 * SPEC §4 after a price answer: the earlier coverage if it is still open, else the one marked
 * default; the deductible kept if the coverage has it, else its default; add-ons preselected once
 * per vehicle (new package structure: rental car with fewer than 2 options, machine damage for a
 * registration at most 5 years ago), later only those the coverage can take are kept.
 */
export function choicesAfterPrice(
  answers: Answers,
  priced: PriceResponse,
  currentYear: number,
): OfferChoices {
  const open = priced.dekninger.filter(selectable);
  const previous = answers.choices;
  const dekning =
    open.find((option) => option.id === previous?.dekningsId) ??
    open.find((option) => option.isDefault) ??
    open[0];
  if (!dekning) throw new Error("The sandbox's price for the answers has no open coverage");
  const offered = addOnsOffered(priced, dekning.id);
  const egenandelId =
    previous && dekning.egenandeler.some((option) => option.id === previous.egenandelId)
      ? previous.egenandelId
      : defaultDeductibleOf(dekning);
  if (previous)
    return { dekningsId: dekning.id, egenandelId, tillegg: keepOffered(previous.tillegg, offered) };
  const tillegg: AddOnId[] = [];
  if (priced.nyPakkestruktur) {
    const recent =
      answers.registreringsaar !== null &&
      currentYear - answers.registreringsaar <= machineDamageYears;
    if (recent && offered.includes("122")) tillegg.push("122");
    if (offered.length < 2 && offered.includes("190")) tillegg.push("190");
  }
  return { dekningsId: dekning.id, egenandelId, tillegg };
}

/** SPEC §4: the deductible resets to the first option if the new coverage does not have it. */
function selectCoverage(
  choices: OfferChoices | null,
  dekningsId: unknown,
  priced: PriceResponse | null,
): OfferChoices | null {
  const dekning = priced?.dekninger.find((option) => option.id === dekningsId);
  if (!choices || !priced || !dekning || !selectable(dekning)) return choices;
  const egenandelId = dekning.egenandeler.some((option) => option.id === choices.egenandelId)
    ? choices.egenandelId
    : (dekning.egenandeler[0]?.id ?? "");
  return {
    dekningsId: dekning.id,
    egenandelId,
    tillegg: keepOffered(choices.tillegg, addOnsOffered(priced, dekning.id)),
  };
}

function changeAddOns(
  choices: OfferChoices | null,
  change: Record<string, unknown>,
  priced: PriceResponse | null,
): OfferChoices | null {
  if (!choices || !priced) return choices;
  const offered = addOnsOffered(priced, choices.dekningsId);
  const wanted = new Set(choices.tillegg);
  for (const [key, id] of [
    ["leiebil", "190"],
    ["maskinskade", "122"],
  ] as const) {
    if (change[key] === true) wanted.add(id);
    if (change[key] === false) wanted.delete(id);
  }
  return { ...choices, tillegg: keepOffered([...wanted], offered) };
}

/** The deductible the customer picks on tilpass (`customerPicks.deductible` of the coverage's). */
function otherDeductible(
  choices: OfferChoices | null,
  priced: PriceResponse | null,
): OfferChoices | null {
  const dekning = priced?.dekninger.find((option) => option.id === choices?.dekningsId);
  if (!choices || !dekning || dekning.egenandeler.length < 2) return choices;
  return {
    ...choices,
    egenandelId: pick(dekning.egenandeler, customerPicks.deductible, "deductibles").id,
  };
}

// ---- what the sandbox should hold -------------------------------------------------------------

/**
 * SPEC §4 on the summary (and the overview's edits): leased and lien together clear the lien; a
 * leased answer without a company is not leased.
 *
 * "A lien without a lender resets pant" is not settled here: by the customer's own answers a lien
 * always has its lender (an express reference's lien has its lender asked, issue 26.2), so a lien
 * that reaches the sandbox without one is the app's fault, and the oracle keeps the lien to say so.
 * Only a jump by the address bar passes the lender's question (`answerEvent`, `xstate.route`).
 */
export function settledAnswers(answers: Answers): Answers {
  let settled = answers;
  if (settled.leasing === true && !settled.leasingselskapId)
    settled = { ...settled, leasing: false, leasingselskapId: null };
  if (settled.leasing === true && settled.pant)
    settled = { ...settled, pant: false, panthaverId: null };
  return settled;
}

/** The price request the test builds from the answers (to ask the sandbox for its coverages). */
export function expectedPriceRequest(answers: Answers): PriceRequest {
  const a = settledAnswers(answers);
  if (!a.vehicle) throw new Error("The customer has no vehicle to price");
  const bobilVerdi = a.motorhome && a.bobilVerdi ? { bobilVerdi: a.bobilVerdi } : {};
  return {
    bonuskode: a.bonus.kode,
    foererUnder23: !a.over23,
    nyPakkestruktur: true,
    tilleggsdekninger: [],
    pant: a.pant,
    leasing: a.leasing === true,
    kjorelengdekode: a.kjorelengde,
    bildetaljer: { ...a.vehicle, ...bobilVerdi },
    ...(a.eier === false && a.annenEier
      ? { annenEier: { fodselsnummer: a.annenEier.fnr, navn: a.annenEier.navn } }
      : {}),
    ...(a.pant && a.panthaverId ? { panthaverId: a.panthaverId } : {}),
    ...(a.leasing === true && a.leasingselskapId ? { leasingselskapId: a.leasingselskapId } : {}),
  };
}

/** The stored offer's answers, as GET /motor/bil/tilbud/hent names them. */
export interface OfferAnswers {
  bildata: StoredOffer["bildata"];
  leasing: boolean;
  leasingselskapId: string | undefined;
  annenEier: { navn: string; fnrOrgnr: string } | undefined;
  pant: boolean;
  panthaverId: string | undefined;
  foererUnder23: boolean;
  bonuskode: string;
  dekningsId: string;
  egenandelId: string;
  tilleggsdekninger: string[];
  kjorelengdekode: string;
}

export function expectedOfferAnswers(answers: Answers, choices: OfferChoices): OfferAnswers {
  const a = settledAnswers(answers);
  if (!a.vehicle) throw new Error("The customer has no vehicle");
  return {
    bildata: {
      ...a.vehicle,
      ...(a.motorhome && a.bobilVerdi ? { bobilVerdi: a.bobilVerdi } : {}),
    },
    leasing: a.leasing === true,
    leasingselskapId: a.leasing === true ? (a.leasingselskapId ?? undefined) : undefined,
    annenEier:
      a.eier === false && a.annenEier
        ? { navn: a.annenEier.navn, fnrOrgnr: a.annenEier.fnr }
        : undefined,
    pant: a.pant,
    panthaverId: a.pant ? (a.panthaverId ?? undefined) : undefined,
    foererUnder23: !a.over23,
    bonuskode: a.bonus.kode,
    dekningsId: choices.dekningsId,
    egenandelId: choices.egenandelId,
    tilleggsdekninger: [...choices.tillegg].sort(),
    kjorelengdekode: a.kjorelengde,
  };
}

/** The stored offer cut to the fields `expectedOfferAnswers` names. */
export function offerAnswersOf(offer: StoredOffer): OfferAnswers {
  const { registreringsnummer, ofvdata, bobilVerdi } = offer.bildata;
  return {
    bildata: {
      ...(registreringsnummer !== undefined ? { registreringsnummer } : {}),
      ...(ofvdata !== undefined ? { ofvdata } : {}),
      ...(bobilVerdi !== undefined ? { bobilVerdi } : {}),
    },
    leasing: offer.leasing,
    leasingselskapId: offer.leasingselskapId,
    annenEier: offer.annenEier
      ? { navn: offer.annenEier.navn, fnrOrgnr: offer.annenEier.fnrOrgnr }
      : undefined,
    pant: offer.pant,
    panthaverId: offer.panthaverId,
    foererUnder23: offer.foererUnder23,
    bonuskode: offer.bonuskode,
    dekningsId: offer.dekningsId,
    egenandelId: offer.egenandelId,
    tilleggsdekninger: [...offer.tilleggsdekninger].sort(),
    kjorelengdekode: offer.kjorelengdekode,
  };
}

/** What the new agreement holds besides the offer's answers: who and what was bought, and how. */
export interface PurchaseAnswers {
  registreringsnummer: string | undefined;
  chassisnummer: string | undefined;
  kmStand: number | undefined;
  mobilnummer: string;
  epostadresse: string;
  /** The bonus transfer: only for a bonus from another company that differs from the offered one. */
  bonusoverfoering: { selskapId: string; registreringsnummer: string } | undefined;
}

export function expectedPurchaseAnswers(answers: Answers, facts: SandboxFacts): PurchaseAnswers {
  const a = settledAnswers(answers);
  const plate =
    a.vehicle && "registreringsnummer" in a.vehicle ? a.vehicle.registreringsnummer : undefined;
  const transfer = !a.bonus.fraOss && a.bonus.kode !== facts.defaultBonus;
  return {
    registreringsnummer: plate,
    chassisnummer: a.chassisnummer ?? undefined,
    kmStand: a.kmStand ?? undefined,
    mobilnummer: a.mobil,
    epostadresse: a.epost,
    bonusoverfoering: transfer && a.bonusTransfer ? { ...a.bonusTransfer } : undefined,
  };
}
