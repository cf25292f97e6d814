/**
 * What each coverage includes (SPEC §9 "Coverage details"), as short lists for the price page.
 * Copy only: which coverage a customer may choose is decided in src/domain/coverage.ts.
 */
import type { CoverageId } from "../../domain/coverage.ts";

const items = {
  liability:
    "Ansvar: ubegrenset for skade på personer, opptil 100 millioner kroner for skade på ting",
  legalAid: "Rettshjelp opptil 100 000 kr",
  personalInjury: "Fører- og passasjerulykke opptil 200 000 kr per person",
  fireTheft: "Brann og tyveri",
  fireTheftUnregistered: "Brann og tyveri mens kjøretøyet er avregistrert",
  glass: "Glass, med 3 000 kr i egenandel",
  roadside: "Veihjelp, med 750 kr i egenandel",
  collision: "Skade på egen bil ved kollisjon, utforkjøring og hærverk",
  newCarShort: "Ny bil ved totalskade det første året og under 15 000 km",
  newCarLong: "Ny bil ved totalskade i opptil 3 år og under 100 000 km",
  belongings: "Personlige eiendeler opptil 10 000 kr",
  belongingsTop: "Personlige eiendeler opptil 20 000 kr",
  rentalCarTop: "Leiebil i opptil 45 dager",
  cheapCar: "Passer for biler som er verdt under 50 000 kr",
} as const;

const motorhomeItems = {
  rentOut: "Du kan leie ut bobilen 2 måneder i året",
  damp: "Fuktskade i opptil 15 år",
  holiday: "Feriegaranti: 1 500 kr per dag i opptil 14 dager",
  belongings: "Personlige eiendeler opptil 40 000 kr",
  belongingsTop: "Personlige eiendeler opptil 80 000 kr",
  equipment: "Fortelt og annet tilleggsutstyr opptil 50 000 kr, annet utstyr opptil 10 000 kr",
  equipmentTop: "Fortelt og annet utstyr opptil 50 000 kr",
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

const carDetails: Record<CoverageId, readonly string[]> = {
  "150": base,
  "140": mini,
  "142": [items.fireTheftUnregistered],
  "120": kasko,
  "111": topp,
  "110": topp,
};

const motorhomeKasko = [
  ...kasko.filter((item) => item !== items.belongings),
  motorhomeItems.belongings,
  motorhomeItems.equipment,
  motorhomeItems.damp,
  motorhomeItems.holiday,
  motorhomeItems.rentOut,
];
const motorhomeTopp = [
  ...topp.filter((item) => item !== items.belongingsTop),
  motorhomeItems.belongingsTop,
  motorhomeItems.equipmentTop,
  motorhomeItems.damp,
  motorhomeItems.holiday,
  motorhomeItems.rentOut,
];

const motorhomeDetails: Record<CoverageId, readonly string[]> = {
  ...carDetails,
  "140": [...mini.filter((item) => item !== items.cheapCar), motorhomeItems.rentOut],
  "120": motorhomeKasko,
  "111": motorhomeTopp,
  "110": motorhomeTopp,
};

/** What a coverage includes; an id the copy does not know gets no list. */
export function coverageDetails(dekningId: string, motorhome: boolean): readonly string[] {
  const table = motorhome ? motorhomeDetails : carDetails;
  return Object.hasOwn(table, dekningId) ? table[dekningId as CoverageId] : [];
}

/** The add-ons (tillegg), SPEC §9. */
export const addOnDetails = {
  "122":
    "Maskinskade dekker motor, girkasse og andre mekaniske og elektriske deler, for biler opptil 10 år og 250 000 km.",
  "190":
    "Leiebil mens bilen er på verksted etter en skade som forsikringen dekker, i opptil 15 dager.",
} as const;
