/**
 * The sandbox vehicle catalogue: makes, models and variants with the years they were sold and
 * their value group (docs/tariff.md). Make and model names are real vehicle data; codes are
 * the sandbox's own. The model picker (`/sok/merker|modeller|varianter`) reads this catalogue,
 * and the register's vehicles (vehicles.ts) are drawn from it.
 */
import type { Biltype } from "../../core/contract/motor.ts";

/** PERSONBIL and BOBIL are sold online; a heavy van is not (SPEC §8 kjoretoygruppe). */
export const vehicleGroups = ["PERSONBIL", "BOBIL", "VAREBIL_TUNG"] as const;
export type VehicleGroup = (typeof vehicleGroups)[number];

interface ModelSpec {
  navn: string;
  fra: number;
  /** Last model year sold; null while still sold (up to next year). */
  til: number | null;
  /** Value group of the first variant; each further variant is one group higher (max 12). */
  verdigruppe: number;
  varianter: readonly string[];
  gruppe?: VehicleGroup;
}

interface MakeSpec {
  kode: string;
  navn: string;
  biltype: Biltype;
  modeller: readonly ModelSpec[];
}

const m = (
  navn: string,
  fra: number,
  til: number | null,
  verdigruppe: number,
  varianter: readonly string[],
  gruppe?: VehicleGroup,
): ModelSpec => ({ navn, fra, til, verdigruppe, varianter, ...(gruppe ? { gruppe } : {}) });

const makes: readonly MakeSpec[] = [
  {
    kode: "101",
    navn: "Volvo",
    biltype: "BIL",
    modeller: [
      m("850", 1994, 1997, 5, ["2.5 GLT", "2.0 T5"]),
      m("V70", 1997, 2016, 6, ["2.4", "D5 AWD"]),
      m("V60", 2011, null, 7, ["B4", "T6 Recharge AWD"]),
      m("XC60", 2009, null, 8, ["B5 AWD", "T8 Recharge"]),
      m("XC40", 2018, null, 6, ["B3", "Recharge"]),
      m("EX30", 2024, null, 5, ["Single Motor", "Twin Motor"]),
    ],
  },
  {
    kode: "102",
    navn: "Toyota",
    biltype: "BIL",
    modeller: [
      m("Corolla", 1994, null, 4, ["1.6 VVT-i", "1.8 Hybrid"]),
      m("RAV4", 1996, null, 6, ["2.0", "2.5 Plug-in Hybrid"]),
      m("Yaris", 1999, null, 3, ["1.0", "1.5 Hybrid"]),
      m("bZ4X", 2022, null, 7, ["FWD", "AWD"]),
    ],
  },
  {
    kode: "103",
    navn: "Volkswagen",
    biltype: "BIL",
    modeller: [
      m("Golf", 1994, null, 4, ["1.4 TSI", "2.0 TDI", "GTI"]),
      m("Passat", 1994, null, 5, ["1.8 TSI", "2.0 TDI 4Motion"]),
      m("Polo", 1994, null, 3, ["1.0 TSI", "1.2"]),
      m("ID.4", 2021, null, 7, ["Pro", "GTX"]),
      m("Crafter", 2006, null, 6, ["35 2.0 TDI"], "VAREBIL_TUNG"),
    ],
  },
  {
    kode: "104",
    navn: "Tesla",
    biltype: "BIL",
    modeller: [
      m("Model S", 2013, null, 10, ["Long Range", "Plaid"]),
      m("Model 3", 2019, null, 7, ["RWD", "Long Range AWD"]),
      m("Model Y", 2021, null, 8, ["RWD", "Long Range AWD"]),
    ],
  },
  {
    kode: "105",
    navn: "BMW",
    biltype: "BIL",
    modeller: [
      m("3-serie", 1994, null, 7, ["320i", "330e"]),
      m("5-serie", 1994, null, 9, ["520d", "530e"]),
      m("X3", 2004, null, 8, ["xDrive20d", "xDrive30e"]),
      m("i4", 2022, null, 9, ["eDrive40", "M50"]),
    ],
  },
  {
    kode: "106",
    navn: "Audi",
    biltype: "BIL",
    modeller: [
      m("A4", 1995, null, 7, ["2.0 TFSI", "2.0 TDI quattro"]),
      m("A6", 1994, null, 9, ["40 TDI", "55 TFSI e quattro"]),
      m("Q4 e-tron", 2021, null, 8, ["40", "50 quattro"]),
      m("e-tron", 2019, 2023, 10, ["50 quattro", "55 quattro"]),
    ],
  },
  {
    kode: "107",
    navn: "Mercedes-Benz",
    biltype: "BIL",
    modeller: [
      m("C-klasse", 1994, null, 8, ["C 200", "C 300 e"]),
      m("E-klasse", 1994, null, 9, ["E 220 d", "E 300 e"]),
      m("EQA", 2021, null, 8, ["250", "350 4MATIC"]),
      m("Sprinter", 1995, null, 7, ["516 CDI"], "VAREBIL_TUNG"),
    ],
  },
  {
    kode: "108",
    navn: "Skoda",
    biltype: "BIL",
    modeller: [
      m("Octavia", 1997, null, 5, ["1.5 TSI", "2.0 TDI 4x4"]),
      m("Fabia", 2000, null, 3, ["1.0 TSI"]),
      m("Superb", 2002, null, 6, ["1.5 TSI", "2.0 TDI"]),
      m("Enyaq", 2021, null, 7, ["60", "80x"]),
    ],
  },
  {
    kode: "109",
    navn: "Ford",
    biltype: "BIL",
    modeller: [
      m("Focus", 1998, null, 4, ["1.0 EcoBoost", "1.5 TDCi"]),
      m("Mondeo", 1994, 2022, 5, ["2.0", "2.0 TDCi"]),
      m("Mustang Mach-E", 2021, null, 9, ["RWD", "AWD Extended Range"]),
      m("Transit", 1994, null, 6, ["350 L4 2.0 EcoBlue"], "VAREBIL_TUNG"),
    ],
  },
  {
    kode: "110",
    navn: "Nissan",
    biltype: "BIL",
    modeller: [
      m("Leaf", 2011, null, 5, ["40 kWh", "62 kWh e+"]),
      m("Qashqai", 2007, null, 5, ["1.3 DIG-T", "e-Power"]),
      m("Micra", 1994, null, 2, ["1.0", "1.2"]),
    ],
  },
  {
    kode: "111",
    navn: "Hyundai",
    biltype: "BIL",
    modeller: [
      m("i30", 2007, null, 4, ["1.0 T-GDi", "1.6 CRDi"]),
      m("Kona", 2018, null, 5, ["Electric 64 kWh", "1.6 Hybrid"]),
      m("Ioniq 5", 2021, null, 8, ["RWD", "AWD"]),
    ],
  },
  {
    kode: "112",
    navn: "Kia",
    biltype: "BIL",
    modeller: [
      m("Ceed", 2007, null, 4, ["1.0 T-GDi", "1.6 CRDi"]),
      m("Niro", 2016, null, 5, ["EV", "Hybrid"]),
      m("Sportage", 1995, null, 5, ["1.6 T-GDi", "Plug-in Hybrid AWD"]),
      m("EV6", 2021, null, 8, ["RWD", "GT-Line AWD"]),
    ],
  },
  {
    kode: "113",
    navn: "Peugeot",
    biltype: "BIL",
    modeller: [
      m("306", 1994, 2002, 3, ["1.6", "1.9 D"]),
      m("208", 2012, null, 3, ["1.2 PureTech", "e-208"]),
      m("308", 2007, null, 4, ["1.2 PureTech", "1.5 BlueHDi"]),
      m("3008", 2009, null, 5, ["1.2 PureTech", "Hybrid4"]),
    ],
  },
  {
    kode: "114",
    navn: "Renault",
    biltype: "BIL",
    modeller: [
      m("Clio", 1994, null, 3, ["1.0 TCe", "1.5 dCi"]),
      m("Megane", 1996, null, 4, ["1.3 TCe", "E-Tech Electric"]),
      m("Zoe", 2013, 2024, 4, ["R110", "R135"]),
    ],
  },
  {
    kode: "115",
    navn: "Opel",
    biltype: "BIL",
    modeller: [
      m("Astra", 1994, null, 4, ["1.4 Turbo", "1.6 CDTi"]),
      m("Corsa", 1994, null, 3, ["1.2", "Corsa-e"]),
      m("Vectra", 1995, 2008, 4, ["1.8", "2.2 DTI"]),
    ],
  },
  {
    kode: "116",
    navn: "Mazda",
    biltype: "BIL",
    modeller: [
      m("626", 1994, 2002, 4, ["2.0", "2.0 DiTD"]),
      m("3", 2003, null, 4, ["2.0 Skyactiv-G", "2.0 e-Skyactiv X"]),
      m("CX-5", 2012, null, 6, ["2.0", "2.5 AWD"]),
    ],
  },
  {
    kode: "117",
    navn: "Subaru",
    biltype: "BIL",
    modeller: [
      m("Impreza", 1994, null, 4, ["1.6i AWD", "2.0 WRX"]),
      m("Outback", 1995, null, 6, ["2.5i AWD", "2.0D AWD"]),
      m("Forester", 1997, null, 5, ["2.0i AWD", "e-Boxer"]),
    ],
  },
  {
    kode: "118",
    navn: "Mitsubishi",
    biltype: "BIL",
    modeller: [
      m("Lancer", 1994, 2017, 3, ["1.5", "2.0"]),
      m("Outlander", 2003, null, 6, ["2.0", "PHEV"]),
      m("Space Star", 2013, null, 2, ["1.0", "1.2"]),
    ],
  },
  {
    kode: "119",
    navn: "Citroën",
    biltype: "BIL",
    modeller: [
      m("Berlingo", 1996, null, 4, ["1.5 BlueHDi", "ë-Berlingo"]),
      m("C3", 2002, null, 3, ["1.2 PureTech", "ë-C3"]),
      m("C4", 2004, null, 4, ["1.2 PureTech", "ë-C4"]),
    ],
  },
  {
    kode: "120",
    navn: "Honda",
    biltype: "BIL",
    modeller: [
      m("Civic", 1994, null, 4, ["1.5 VTEC Turbo", "2.0 e:HEV"]),
      m("CR-V", 1997, null, 6, ["2.0 i-MMD", "1.5 AWD"]),
      m("Jazz", 2002, null, 3, ["1.3", "1.5 e:HEV"]),
    ],
  },
  {
    kode: "121",
    navn: "Suzuki",
    biltype: "BIL",
    modeller: [
      m("Vitara", 1994, null, 4, ["1.4 Boosterjet AllGrip", "1.6"]),
      m("Swift", 2005, null, 2, ["1.2 Dualjet", "1.4 Sport"]),
      m("Ignis", 2017, null, 2, ["1.2 Hybrid"]),
    ],
  },
  {
    kode: "122",
    navn: "Polestar",
    biltype: "BIL",
    modeller: [
      m("2", 2020, null, 8, ["Long Range Single Motor", "Long Range Dual Motor"]),
      m("3", 2024, null, 11, ["Long Range Dual Motor"]),
    ],
  },
  {
    kode: "123",
    navn: "Porsche",
    biltype: "BIL",
    modeller: [
      m("911", 1994, null, 12, ["Carrera", "Turbo S"]),
      m("Cayenne", 2003, null, 11, ["E-Hybrid", "S"]),
      m("Taycan", 2020, null, 12, ["4S", "Turbo"]),
    ],
  },
  {
    kode: "124",
    navn: "Jaguar",
    biltype: "BIL",
    modeller: [
      m("XF", 2008, 2023, 9, ["2.0d", "3.0 V6 S"]),
      m("I-Pace", 2018, 2024, 10, ["EV400 SE", "EV400 HSE"]),
    ],
  },
  {
    kode: "125",
    navn: "Land Rover",
    biltype: "BIL",
    modeller: [
      m("Discovery", 1994, null, 10, ["TD5", "D300"]),
      m("Range Rover Evoque", 2011, null, 9, ["D165", "P300e"]),
      m("Defender", 2020, null, 11, ["D250", "P400e"]),
    ],
  },
  {
    kode: "126",
    navn: "MG",
    biltype: "BIL",
    modeller: [
      m("ZS EV", 2019, null, 4, ["Standard Range", "Long Range"]),
      m("MG4", 2022, null, 4, ["Standard", "Long Range"]),
      m("Marvel R", 2022, null, 6, ["Performance AWD"]),
    ],
  },
  {
    kode: "127",
    navn: "Fiat",
    biltype: "BIL",
    modeller: [
      m("Punto", 1994, 2018, 2, ["1.2", "1.3 Multijet"]),
      m("500", 2008, null, 2, ["1.2", "500e"]),
      m("Ducato", 1994, null, 5, ["35 2.3 Multijet"], "VAREBIL_TUNG"),
    ],
  },
  {
    kode: "128",
    navn: "Dacia",
    biltype: "BIL",
    modeller: [
      m("Sandero", 2008, null, 2, ["1.0 TCe", "Stepway"]),
      m("Duster", 2010, null, 3, ["1.3 TCe 4x4", "1.5 dCi"]),
      m("Spring", 2021, null, 1, ["Electric 45", "Electric 65"]),
    ],
  },
  {
    kode: "129",
    navn: "Seat",
    biltype: "BIL",
    modeller: [
      m("Ibiza", 1994, null, 3, ["1.0 TSI", "1.6"]),
      m("Leon", 1999, null, 4, ["1.5 TSI", "2.0 TDI"]),
    ],
  },
  {
    kode: "130",
    navn: "Lexus",
    biltype: "BIL",
    modeller: [
      m("RX", 1998, null, 10, ["450h AWD", "500h F Sport"]),
      m("UX", 2019, null, 7, ["250h", "300e"]),
    ],
  },
  {
    kode: "131",
    navn: "Jeep",
    biltype: "BIL",
    modeller: [
      m("Wrangler", 1994, null, 9, ["2.0 4xe", "3.6 V6"]),
      m("Compass", 2007, null, 6, ["1.3 4xe", "1.6 MultiJet"]),
    ],
  },
  {
    kode: "132",
    navn: "Mini",
    biltype: "BIL",
    modeller: [
      m("Cooper", 2001, null, 5, ["1.5", "Cooper SE"]),
      m("Countryman", 2010, null, 6, ["1.5 ALL4", "SE ALL4"]),
    ],
  },
  {
    kode: "201",
    navn: "Hobby",
    biltype: "BOBIL",
    modeller: [
      m("Siesta", 1994, 2011, 6, ["A 65 GM"], "BOBIL"),
      m("Optima", 2012, null, 8, ["De Luxe T65 HFL", "Ontour Edition T70 F"], "BOBIL"),
    ],
  },
  {
    kode: "202",
    navn: "Adria",
    biltype: "BOBIL",
    modeller: [
      m("Coral", 2005, null, 8, ["Axess 600 SP", "XL Plus 670 SL"], "BOBIL"),
      m("Matrix", 2008, null, 9, ["Plus 670 SL"], "BOBIL"),
    ],
  },
  {
    kode: "203",
    navn: "Dethleffs",
    biltype: "BOBIL",
    modeller: [
      m("Globebus", 2010, null, 7, ["T 1", "I 6"], "BOBIL"),
      m("Trend", 2013, null, 8, ["T 7057 EB", "I 7057 EB"], "BOBIL"),
    ],
  },
  {
    kode: "204",
    navn: "Knaus",
    biltype: "BOBIL",
    modeller: [
      m("Sky Ti", 2010, null, 8, ["650 MEG", "700 MEG"], "BOBIL"),
      m("Van TI", 2014, null, 8, ["550 MF", "650 MEG"], "BOBIL"),
    ],
  },
  {
    kode: "205",
    navn: "Bürstner",
    biltype: "BOBIL",
    modeller: [m("Lyseo", 2014, null, 9, ["TD 728 G", "I 744"], "BOBIL")],
  },
  {
    kode: "206",
    navn: "Hymer",
    biltype: "BOBIL",
    modeller: [
      m("B-Klasse", 1994, null, 10, ["ModernComfort T 550", "MasterLine I 780"], "BOBIL"),
      m("Exsis", 2003, null, 9, ["T 580", "I 678"], "BOBIL"),
    ],
  },
];

export interface CatalogVariant {
  merkekode: string;
  merkenavn: string;
  modellkode: string;
  modellnavn: string;
  variantkode: string;
  variantnavn: string;
  biltype: Biltype;
  kjoretoygruppe: VehicleGroup;
  verdigruppe: number;
  fraAar: number;
  tilAar: number | null;
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** Every variant of the catalogue, codes derived from the positions above (stable). */
export const catalogVariants: readonly CatalogVariant[] = makes.flatMap((make) =>
  make.modeller.flatMap((model, modelIndex) => {
    const modellkode = `${make.kode}${pad2(modelIndex + 1)}`;
    return model.varianter.map(
      (variantnavn, variantIndex): CatalogVariant => ({
        merkekode: make.kode,
        merkenavn: make.navn,
        modellkode,
        modellnavn: model.navn,
        variantkode: `${modellkode}${variantIndex + 1}`,
        variantnavn,
        biltype: make.biltype,
        kjoretoygruppe: model.gruppe ?? (make.biltype === "BOBIL" ? "BOBIL" : "PERSONBIL"),
        verdigruppe: Math.min(12, model.verdigruppe + variantIndex),
        fraAar: model.fra,
        tilAar: model.til,
      }),
    );
  }),
);

/** The catalogue's variant of a make and model by name; throws when it does not exist. */
export function catalogVariant(merke: string, modell: string, variantIndex = 0): CatalogVariant {
  const variants = catalogVariants.filter(
    (variant) => variant.merkenavn === merke && variant.modellnavn === modell,
  );
  const variant = variants[variantIndex];
  if (!variant) throw new Error(`No catalogue variant ${merke} ${modell} #${variantIndex}`);
  return variant;
}

/** The last model year a variant is sold: its end year, or next year while still sold. */
export function lastModelYear(variant: Pick<CatalogVariant, "tilAar">, currentYear: number) {
  return Math.min(variant.tilAar ?? currentYear + 1, currentYear + 1);
}

const variantKey = (merkekode: string, modellkode: string, variantkode: string) =>
  `${merkekode}/${modellkode}/${variantkode}`;

const variantsByKey = new Map(
  catalogVariants.map((variant) => [
    variantKey(variant.merkekode, variant.modellkode, variant.variantkode),
    variant,
  ]),
);

/**
 * A variant by its codes, from the catalogue in code (the same rows the seed writes to
 * `vehicle_variants`), so the price call needs no join for names and value group.
 */
export function findCatalogVariant(
  merkekode: string,
  modellkode: string,
  variantkode: string,
): CatalogVariant | undefined {
  return variantsByKey.get(variantKey(merkekode, modellkode, variantkode));
}

/**
 * A car of this catalogue as the model picker answers it (Toyota Corolla 1.8 Hybrid 2020): the
 * car of the seeded offer 600000049, which has no registration number.
 */
export const modelPickerCar = {
  modellaar: 2020,
  registreringsaar: 2020,
  merkekode: "102",
  modellkode: "10201",
  variantkode: "102012",
};
