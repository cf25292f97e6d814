/**
 * What each coverage includes (SPEC §9 "Coverage details"), as benefits for the price page: the
 * full text in the card's expandable section, the short name in its comparison. Copy only: which
 * coverage a customer may choose is decided in core/domain/coverage.ts, the comparison in
 * core/domain/coverageComparison.ts.
 */
import type { CoverageId } from "../../domain/coverage.ts";
import type { Benefit } from "../../domain/coverageComparison.ts";
import type { VehicleNoun } from "./questions.ts";

/** A number's groups and its unit stay on one line ('100 000 kr', '15 000 km', '45 dager'). */
const unbroken = (text: string) =>
  text.replace(/(\d) (?=\d{3}\b|kr\b|km\b|dager\b|år\b|måneder\b|millioner\b)/g, "$1\u00a0");

const benefit = (
  key: string,
  text: string,
  short: string,
  { note = false, maxVehicleAge }: { note?: boolean; maxVehicleAge?: number } = {},
): Benefit => ({
  key,
  text: unbroken(text),
  short: unbroken(short),
  ...(note ? { note } : {}),
  ...(maxVehicleAge !== undefined ? { maxVehicleAge } : {}),
});

/** SPEC §9: a new car on total loss up to 3 years (toppkasko), 1 year (kasko, minikasko). */
const newCarYears = { short: 1, long: 3 } as const;

const items = {
  liability: benefit(
    "liability",
    "Ansvar: ubegrenset for skade på personer, opptil 100 millioner kroner for skade på ting",
    "ansvar",
  ),
  legalAid: benefit("legalAid", "Rettshjelp opptil 100 000 kr", "rettshjelp"),
  personalInjury: benefit(
    "personalInjury",
    "Fører- og passasjerulykke opptil 200 000 kr per person",
    "fører- og passasjerulykke",
  ),
  fireTheft: benefit("fireTheft", "Brann og tyveri", "brann og tyveri"),
  fireTheftUnregistered: benefit(
    "fireTheft",
    "Brann og tyveri mens kjøretøyet er avregistrert",
    "brann og tyveri",
  ),
  glass: benefit("glass", "Glass, med 3 000 kr i egenandel", "glass"),
  roadside: benefit("roadside", "Veihjelp, med 750 kr i egenandel", "veihjelp"),
  collision: benefit(
    "collision",
    "Skade på egen bil ved kollisjon, utforkjøring og hærverk",
    "skade på egen bil",
  ),
  newCarShort: benefit(
    "newCar",
    "Ny bil ved totalskade det første året og under 15 000 km",
    "ny bil ved totalskade det første året",
    { maxVehicleAge: newCarYears.short },
  ),
  newCarLong: benefit(
    "newCar",
    "Ny bil ved totalskade i opptil 3 år og under 100 000 km",
    "ny bil ved totalskade i opptil 3 år",
    { maxVehicleAge: newCarYears.long },
  ),
  belongings: benefit("belongings", "Personlige eiendeler opptil 10 000 kr", "eiendeler"),
  belongingsTop: benefit(
    "belongings",
    "Personlige eiendeler opptil 20 000 kr",
    "eiendeler opptil 20 000 kr",
  ),
  rentalCarTop: benefit("rentalCar", "Leiebil i opptil 45 dager", "leiebil i opptil 45 dager"),
  cheapCar: benefit("cheapCar", "Passer for biler som er verdt under 50 000 kr", "", {
    note: true,
  }),
} as const;

const motorhomeItems = {
  collision: benefit(
    "collision",
    "Skade på egen bobil ved kollisjon, utforkjøring og hærverk",
    "skade på egen bobil",
  ),
  newCarShort: benefit(
    "newCar",
    "Ny bobil ved totalskade det første året og under 15 000 km",
    "ny bobil ved totalskade det første året",
    { maxVehicleAge: newCarYears.short },
  ),
  newCarLong: benefit(
    "newCar",
    "Ny bobil ved totalskade i opptil 3 år og under 100 000 km",
    "ny bobil ved totalskade i opptil 3 år",
    { maxVehicleAge: newCarYears.long },
  ),
  rentOut: benefit("rentOut", "Du kan leie ut bobilen 2 måneder i året", "utleie 2 måneder i året"),
  damp: benefit("damp", "Fuktskade i opptil 15 år", "fuktskade"),
  holiday: benefit("holiday", "Feriegaranti: 1 500 kr per dag i opptil 14 dager", "feriegaranti"),
  belongings: benefit("belongings", "Personlige eiendeler opptil 40 000 kr", "eiendeler"),
  belongingsTop: benefit(
    "belongings",
    "Personlige eiendeler opptil 80 000 kr",
    "eiendeler opptil 80 000 kr",
  ),
  equipment: benefit(
    "equipment",
    "Fortelt og annet tilleggsutstyr opptil 50 000 kr, annet utstyr opptil 10 000 kr",
    "fortelt og utstyr",
  ),
  equipmentTop: benefit(
    "equipment",
    "Fortelt og annet utstyr opptil 50 000 kr",
    "fortelt og annet utstyr opptil 50 000 kr",
  ),
} as const;

const base = [items.liability, items.legalAid, items.personalInjury];
const mini = [
  ...base,
  items.fireTheft,
  items.glass,
  items.roadside,
  items.newCarShort,
  items.cheapCar,
];
const kasko = [
  ...base,
  items.fireTheft,
  items.glass,
  items.roadside,
  items.collision,
  items.newCarShort,
  items.belongings,
];
const topp = [
  ...base,
  items.fireTheft,
  items.glass,
  items.roadside,
  items.collision,
  items.newCarLong,
  items.belongingsTop,
  items.rentalCarTop,
];

const carBenefits: Record<CoverageId, readonly Benefit[]> = {
  "150": base,
  "140": mini,
  "142": [items.fireTheftUnregistered],
  "121": kasko,
  "120": kasko,
  "510": kasko,
  "520": kasko,
  "530": kasko,
  "111": topp,
  "110": topp,
};

/** A car's benefit as the motorhome's own (the motorhome flow never speaks of a car, issue 20). */
const motorhomeVersion = new Map<Benefit, Benefit | null>([
  [items.collision, motorhomeItems.collision],
  [items.newCarShort, motorhomeItems.newCarShort],
  [items.newCarLong, motorhomeItems.newCarLong],
  [items.belongings, motorhomeItems.belongings],
  [items.belongingsTop, motorhomeItems.belongingsTop],
  [items.cheapCar, null],
]);
const asMotorhome = (benefits: readonly Benefit[]): Benefit[] =>
  benefits.flatMap((item) => {
    const own = motorhomeVersion.get(item);
    return own === undefined ? [item] : own === null ? [] : [own];
  });

const motorhomeKasko = [
  ...asMotorhome(kasko),
  motorhomeItems.equipment,
  motorhomeItems.damp,
  motorhomeItems.holiday,
  motorhomeItems.rentOut,
];
const motorhomeTopp = [
  ...asMotorhome(topp),
  motorhomeItems.equipmentTop,
  motorhomeItems.damp,
  motorhomeItems.holiday,
  motorhomeItems.rentOut,
];

const motorhomeBenefits: Record<CoverageId, readonly Benefit[]> = {
  ...carBenefits,
  "140": [...asMotorhome(mini), motorhomeItems.rentOut],
  "121": motorhomeKasko,
  "120": motorhomeKasko,
  "510": motorhomeKasko,
  "520": motorhomeKasko,
  "530": motorhomeKasko,
  "111": motorhomeTopp,
  "110": motorhomeTopp,
};

/** What a coverage includes, as benefits; an id the copy does not know gets none. */
export function coverageBenefits(dekningId: string, motorhome: boolean): readonly Benefit[] {
  const table = motorhome ? motorhomeBenefits : carBenefits;
  return Object.hasOwn(table, dekningId) ? table[dekningId as CoverageId] : [];
}

/** The add-ons (tillegg), SPEC §9, for the car ('bilen') or the motorhome ('bobilen'). */
export const addOnDetails = {
  "122": (noun: VehicleNoun) =>
    unbroken(
      `Maskinskade dekker motor, girkasse og andre mekaniske og elektriske deler, når ${noun} er opptil 10 år og har kjørt under 250 000 km.`,
    ),
  "190": (noun: VehicleNoun) =>
    unbroken(
      `Leiebil mens ${noun} er på verksted etter en skade som forsikringen dekker, i opptil 15 dager.`,
    ),
} as const;
