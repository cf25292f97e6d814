/**
 * Coverage rules of SPEC §3 "Coverage ids", §4 "Car flow order" and §6: which coverage a customer
 * may choose, which add-ons are preselected, and which deductible applies. Pure functions; the
 * purchase machine and the views both use them, so a view never re-decides a rule.
 */

import {
  type AddOnId,
  addOnIds,
  type CoverageBlockReason,
  type CoverageId,
} from "../contract/offerCodes.ts";

// The coverage levels, add-ons and block reasons are the API's: declared once, in the contract.
export {
  type AddOnId,
  addOnIds,
  type CoverageBlockReason,
  type CoverageId,
  coverageBlockReasons,
  coverageIds,
} from "../contract/offerCodes.ts";

/** Named ids, so rules read as words instead of numbers. */
export const coverage = {
  ansvar: "150",
  minikasko: "140",
  brannTyveriUregistrert: "142",
  kasko: "120",
  toppkaskoLo: "111",
  toppkasko: "110",
} as const satisfies Record<string, CoverageId>;

export const addOn = { maskinskade: "122", leiebil: "190" } as const satisfies Record<
  string,
  AddOnId
>;

/** SPEC §3's further casco variants (121, 510, 520, 530): on the kasko level of the ladder. */
export const kaskoVariantIds = [
  "121",
  "510",
  "520",
  "530",
] as const satisfies readonly CoverageId[];

/**
 * Kasko levels a union (LO) member cannot choose: they get toppkasko at the same price (§6).
 * Every casco variant is kasko (SPEC §3 "further casco variants").
 */
export const kaskoCoverageIds = [coverage.kasko, ...kaskoVariantIds] as const;

/** Coverages a leased car or a car with a lien cannot have (§6). */
export const lowCoverageIds = [coverage.ansvar, coverage.minikasko] as const;

/** Coverages that force both add-ons off (§4: liability or minikasko). */
export const coverageIdsWithoutAddOns = lowCoverageIds;

/**
 * A coverage's place in the ladder the price page compares (higher covers more): liability,
 * minikasko, kasko, toppkasko; each variant shares its level. Null for fire and theft while
 * unregistered, which is no step on that ladder.
 */
export function coverageRank(dekningId: string): number | null {
  const ladder: readonly (readonly string[])[] = [
    [coverage.ansvar],
    [coverage.minikasko],
    kaskoCoverageIds,
    [coverage.toppkasko, coverage.toppkaskoLo],
  ];
  const rank = ladder.findIndex((level) => includesId(level, dekningId));
  return rank === -1 ? null : rank;
}

export interface CoverageChooser {
  isLoMedlem: boolean;
  /** Form value 'true' | 'false' (radio), or a boolean. */
  leasing: boolean;
  pant: boolean;
}

function includesId(ids: readonly string[], id: string): boolean {
  return ids.includes(id);
}

/**
 * The reason a coverage is closed to this customer, or null when it may be chosen. Leasing wins
 * over lien when both apply (a leased car's lien is cleared on the summary anyway).
 */
export function coverageBlockReason(
  dekningId: string,
  chooser: CoverageChooser,
): CoverageBlockReason | null {
  if (chooser.isLoMedlem && includesId(kaskoCoverageIds, dekningId)) return "LO";
  if (includesId(lowCoverageIds, dekningId)) {
    if (chooser.leasing) return "LEASING";
    if (chooser.pant) return "PANT";
  }
  return null;
}

/** The smallest shapes of the price response these rules need. */
export interface DeductibleOption {
  id: string;
  isDefault: boolean;
}
export interface CoverageOption {
  id: string;
  isDefault: boolean;
  tilgjengelig: boolean;
  sperreaarsak?: CoverageBlockReason | undefined;
  egenandeler: readonly DeductibleOption[];
}

/** A coverage is selectable when the insurer offers it and no rule of §6 closes it. */
export function isCoverageSelectable(option: CoverageOption, chooser: CoverageChooser): boolean {
  return (
    option.tilgjengelig && !option.sperreaarsak && coverageBlockReason(option.id, chooser) === null
  );
}

/**
 * The coverage to show as chosen after a price call (§4): the earlier selection when it is still
 * offered and selectable, else the one marked default, else the first selectable one; null when
 * nothing can be chosen.
 */
export function chooseCoverage<Id extends string>(
  options: readonly (CoverageOption & { id: Id })[],
  previousId: string | null,
  chooser: CoverageChooser,
): Id | null {
  const selectable = options.filter((option) => isCoverageSelectable(option, chooser));
  const previous = selectable.find((option) => option.id === previousId);
  if (previous) return previous.id;
  const marked = selectable.find((option) => option.isDefault);
  return (marked ?? selectable[0])?.id ?? null;
}

/** After a price call: keep the current deductible when the coverage has it, else the default. */
export function defaultDeductible(
  option: CoverageOption | undefined,
  currentId: string | null,
): string | null {
  if (!option) return null;
  if (currentId && option.egenandeler.some((egenandel) => egenandel.id === currentId)) {
    return currentId;
  }
  const marked = option.egenandeler.find((egenandel) => egenandel.isDefault);
  return (marked ?? option.egenandeler[0])?.id ?? null;
}

/**
 * When the customer picks another coverage (§4): the deductible resets to the first option if the
 * current one is not in the chosen coverage.
 */
export function resetDeductible(
  option: CoverageOption | undefined,
  currentId: string | null,
): string | null {
  if (!option) return null;
  if (currentId && option.egenandeler.some((egenandel) => egenandel.id === currentId)) {
    return currentId;
  }
  return option.egenandeler[0]?.id ?? null;
}

/** Liability and minikasko force rental car and machine damage off (§4). */
export function coverageExcludesAddOns(dekningId: string | null): boolean {
  return dekningId !== null && includesId(coverageIdsWithoutAddOns, dekningId);
}

/**
 * Whether the annual mileage means anything for the coverage: fire and theft while deregistered
 * (142, the only coverage a deregistered vehicle is offered) is for a vehicle that may not be
 * driven, so the customer is not asked how far it goes (issue 29 item 11).
 */
export function asksForMileage(dekningId: string | null): boolean {
  return dekningId !== coverage.brannTyveriUregistrert;
}

/** The smallest shape of the price response the add-on rules need. */
export interface AddOnOffer<T extends { id: string }> {
  dekninger: readonly { id: string; inkluderteTillegg?: readonly string[] | undefined }[];
  tillegg: readonly T[];
}

function includedIds(offer: AddOnOffer<{ id: string }>, dekningId: string | null) {
  return offer.dekninger.find((option) => option.id === dekningId)?.inkluderteTillegg ?? [];
}

/**
 * The add-ons a coverage can be bought with: the offer's rental car and machine damage, none
 * with liability or minikasko (§4), and none the coverage already includes (the price call's
 * `inkluderteTillegg`: toppkasko has rental car for 45 days, §9). None for a coverage the offer
 * does not have. The add-on step, the preselection, the form and the price summary all use it.
 */
export function addOnsFor<T extends { id: string }>(
  offer: AddOnOffer<T> | null,
  dekningId: string | null,
): T[] {
  if (!offer || coverageExcludesAddOns(dekningId)) return [];
  if (!offer.dekninger.some((option) => option.id === dekningId)) return [];
  const included = includedIds(offer, dekningId);
  return offer.tillegg.filter(
    (option) => includesId(addOnIds, option.id) && !included.includes(option.id),
  );
}

/** The offer's add-ons the coverage already includes, so the customer can be told why. */
export function includedAddOnsOf<T extends { id: string }>(
  offer: AddOnOffer<T> | null,
  dekningId: string | null,
): T[] {
  if (!offer) return [];
  const included = includedIds(offer, dekningId);
  return offer.tillegg.filter((option) => included.includes(option.id));
}

/** The add-ons step is shown only when the chosen coverage can take an add-on (§4). */
export function showsAddOnsStep(
  offer: AddOnOffer<{ id: string }> | null,
  dekningId: string | null,
): boolean {
  return addOnsFor(offer, dekningId).length > 0;
}

/** Machine damage is preselected for cars registered at most this many years ago (§4). */
export const machineDamagePreselectYears = 5;

export interface AddOnPreselection {
  leiebil: boolean;
  maskinskade: boolean;
}

/**
 * Add-ons preselected when an offer arrives, under the new package structure only (§4):
 * rental car when fewer than 2 add-on options exist (and rental car is one of them), machine
 * damage when the registration year is at most 5 years ago (and machine damage is offered).
 * Outside the new package structure nothing is preselected. `tillegg` are the options of the
 * chosen coverage (`addOnsFor`), so an add-on it includes is never preselected.
 */
export function preselectAddOns(input: {
  nyPakkestruktur: boolean;
  tillegg: readonly { id: string }[];
  registreringsaar: number | null;
  currentYear: number;
}): AddOnPreselection {
  if (!input.nyPakkestruktur) return { leiebil: false, maskinskade: false };
  const offered = (id: AddOnId) => input.tillegg.some((option) => option.id === id);
  const recent =
    input.registreringsaar !== null &&
    input.currentYear - input.registreringsaar <= machineDamagePreselectYears;
  return {
    leiebil: input.tillegg.length < 2 && offered(addOn.leiebil),
    maskinskade: recent && offered(addOn.maskinskade),
  };
}

/**
 * The choice with every add-on the coverage cannot take turned off (`available` is
 * `addOnsFor`); it never turns one on, so an add-on that was turned off when the customer chose
 * toppkasko stays off when they go back to kasko, until they choose it again.
 */
export function keepAvailableAddOns(
  choice: AddOnPreselection,
  available: readonly { id: string }[],
): AddOnPreselection {
  const offered = (id: AddOnId) => available.some((option) => option.id === id);
  return {
    leiebil: choice.leiebil && offered(addOn.leiebil),
    maskinskade: choice.maskinskade && offered(addOn.maskinskade),
  };
}

/** The add-on ids to send in `tilleggsdekninger` for the chosen add-ons. */
export function chosenAddOnIds(choice: AddOnPreselection): AddOnId[] {
  const ids: AddOnId[] = [];
  if (choice.maskinskade) ids.push(addOn.maskinskade);
  if (choice.leiebil) ids.push(addOn.leiebil);
  return ids;
}

/** The parts of a price answer the comparison of a coverage with add-ons needs. */
export interface CoveragePrices {
  dekninger: readonly {
    id: string;
    heading: string;
    defaultDeductible: string;
    egenandeler: readonly { id: string; beloep: number; prisPerMnd: number }[];
    inkluderteTillegg?: readonly string[] | undefined;
  }[];
  tillegg: readonly { id: string; prisPerMnd: number }[];
}

/** A higher coverage that gives what the customer has chosen for no more a month. */
export interface HigherCoverageForLess {
  heading: string;
  prisPerMnd: number;
  /** The chosen coverage with the add-ons the higher one includes, a month. */
  chosenPerMnd: number;
  chosenHeading: string;
}

/**
 * Issue 29 item 18: a higher level that includes the add-ons chosen with a lower one (toppkasko
 * has rental car) and costs no more a month than the lower one with them, compared at the same
 * deductible amount when the higher level offers it, else at its default. The customer is told,
 * since the lower choice is then both less cover and more money. Only a level the customer may
 * choose (`selectable`) counts; the cheapest such level is named.
 */
export function higherCoverageForLess(
  offer: CoveragePrices,
  choice: { dekningId: string | null; egenandelId: string | null; tillegg: readonly string[] },
  selectable: (dekningId: string) => boolean,
): HigherCoverageForLess | null {
  const chosen = offer.dekninger.find((option) => option.id === choice.dekningId);
  const chosenRank = chosen ? coverageRank(chosen.id) : null;
  const deductible = chosen?.egenandeler.find((option) => option.id === choice.egenandelId);
  if (!chosen || chosenRank === null || !deductible) return null;
  const addOnPrice = (ids: readonly string[]) =>
    ids.reduce(
      (sum, id) => sum + (offer.tillegg.find((tillegg) => tillegg.id === id)?.prisPerMnd ?? 0),
      0,
    );
  const candidates = offer.dekninger.flatMap((option) => {
    const rank = coverageRank(option.id);
    const includes = option.inkluderteTillegg ?? [];
    const covered = choice.tillegg.filter((id) => includes.includes(id));
    if (rank === null || rank <= chosenRank || covered.length === 0 || !selectable(option.id))
      return [];
    const atSameAmount = option.egenandeler.find(
      (egenandel) => egenandel.beloep === deductible.beloep,
    );
    const atDefault = option.egenandeler.find(
      (egenandel) => egenandel.id === option.defaultDeductible,
    );
    const price = (atSameAmount ?? atDefault)?.prisPerMnd;
    const chosenPerMnd = deductible.prisPerMnd + addOnPrice(covered);
    return price !== undefined && price <= chosenPerMnd
      ? [
          {
            heading: option.heading,
            prisPerMnd: price,
            chosenPerMnd,
            chosenHeading: chosen.heading,
          },
        ]
      : [];
  });
  return candidates.sort((a, b) => a.prisPerMnd - b.prisPerMnd)[0] ?? null;
}
