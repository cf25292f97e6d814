/**
 * The sandbox vehicle register: reserved vehicles for every case a tester needs (docs/sandbox.md)
 * and a generated fleet drawn from the catalogue with a seeded generator. Model years are
 * relative to the seeding day, so a reserved vehicle keeps its age (and its case) as years pass.
 */
import {
  type Garantieier,
  minimumModelYear,
  type Transaksjonstype,
  type VehicleErrorCode,
} from "../../core/contract/motor.ts";
import type { Queryable } from "../db/database.ts";
import { createPrng, pickFrom, pickInt } from "./prng.ts";
import {
  type CatalogVariant,
  catalogVariant,
  catalogVariants,
  lastModelYear,
} from "./vehiclesCatalog.ts";

export const vehicleStatuses = ["REGISTRERT", "AVREGISTRERT", "VRAKET"] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

/** Blocks the register itself holds (the other §8 codes follow from data and rules). */
export type RegisterBlock = Extract<VehicleErrorCode, "finnes" | "begrenset">;

export interface ReservedVehicle {
  registreringsnummer: string;
  variant: CatalogVariant;
  /** Years before the current year: model year = current year - alder. */
  alder: number;
  status?: VehicleStatus;
  sperre?: RegisterBlock;
  transaksjonstype?: Transaksjonstype;
  garantieier?: Garantieier;
  leasingselskapId?: string;
  /**
   * The price answer (POST /pris) carries this error with a 200, as SPEC §7's `feil` of the
   * price response, instead of coverages: the tariff, not the register, refuses the vehicle.
   */
  prisfeil?: RegisterBlock;
  /** A large motorhome: the register also lists values above the online cap (SPEC §5). */
  verdierOverTaket?: boolean;
  /** The price answer also holds SPEC §3's further casco variants 121, 510, 520 and 530. */
  kaskovarianter?: boolean;
  /** The test person who owns it (shown as a tag button on velg-bil). */
  eier?: string;
  /** What it is for, in Norwegian, as in docs/sandbox.md. */
  formaal: string;
}

const persons = {
  vanlig: "10000002",
  lo: "10000011",
  ung: "10000057",
  samtykke: "10000068",
  utland: "10000046",
  eksisterende: "10000079",
} as const;

export const reservedVehicles: readonly ReservedVehicle[] = [
  {
    registreringsnummer: "SX10001",
    variant: catalogVariant("Volvo", "XC60"),
    alder: 0,
    eier: persons.vanlig,
    formaal: "Ny bil: alle dekninger, maskinskade og leiebil",
  },
  {
    registreringsnummer: "SX20002",
    variant: catalogVariant("Toyota", "Corolla", 1),
    alder: 8,
    eier: persons.vanlig,
    formaal: "Vanlig bil, 8 år",
  },
  {
    registreringsnummer: "SX30003",
    variant: catalogVariant("Volkswagen", "Golf"),
    alder: 16,
    formaal: "Eldre bil (16 år): minikasko som standard, ingen maskinskade",
  },
  {
    registreringsnummer: "SX40004",
    variant: catalogVariant("Skoda", "Octavia"),
    alder: 4,
    eier: persons.lo,
    formaal: "LO-medlemmets bil",
  },
  {
    registreringsnummer: "SX50005",
    variant: catalogVariant("Volkswagen", "Polo"),
    alder: 12,
    eier: persons.ung,
    formaal: "Den unge førerens bil",
  },
  {
    registreringsnummer: "SX60006",
    variant: catalogVariant("Tesla", "Model 3"),
    alder: 2,
    eier: persons.samtykke,
    formaal: "Elbil",
  },
  {
    registreringsnummer: "SX70007",
    variant: catalogVariant("Ford", "Focus"),
    alder: 6,
    eier: persons.utland,
    formaal: "Bil til personen med utenlandsk adresse",
  },
  {
    registreringsnummer: "LE10001",
    variant: catalogVariant("BMW", "X3", 1),
    alder: 1,
    leasingselskapId: "LS01",
    eier: persons.vanlig,
    formaal: "Leaset bil (Polar Leasing): ansvar og minikasko stengt",
  },
  {
    registreringsnummer: "BO10001",
    variant: catalogVariant("Hobby", "Optima"),
    alder: 3,
    formaal: "Bobil",
  },
  {
    registreringsnummer: "BO20002",
    variant: catalogVariant("Adria", "Coral", 1),
    alder: 9,
    formaal: "Bobil, 9 år",
  },
  {
    registreringsnummer: "BO30003",
    variant: catalogVariant("Hobby", "Optima"),
    alder: 1,
    verdierOverTaket: true,
    formaal: "Stor bobil: registeret har også verdier over 2 500 000 kr",
  },
  {
    registreringsnummer: "AV10001",
    variant: catalogVariant("Audi", "A4"),
    alder: 7,
    status: "AVREGISTRERT",
    formaal: "Avregistrert bil: bare brann og tyveri (142)",
  },
  {
    registreringsnummer: "EK12345",
    variant: catalogVariant("Volvo", "V60"),
    alder: 7,
    eier: persons.eksisterende,
    formaal: "alleredeForsikret: avtale 600000017",
  },
  {
    registreringsnummer: "EK23456",
    variant: catalogVariant("Toyota", "Corolla", 1),
    alder: 5,
    eier: persons.eksisterende,
    formaal: "Åpent tilbud 600000025",
  },
  {
    registreringsnummer: "EK34567",
    variant: catalogVariant("Hobby", "Optima", 1),
    alder: 8,
    eier: persons.eksisterende,
    formaal: "Bobil med åpent tilbud 600000033",
  },
  {
    registreringsnummer: "EK45678",
    variant: catalogVariant("Peugeot", "308"),
    alder: 10,
    status: "AVREGISTRERT",
    eier: persons.eksisterende,
    formaal: "lagringsforsikring: avregistrert, avtale 600000041",
  },
  {
    registreringsnummer: "FE30003",
    variant: catalogVariant("Nissan", "Qashqai"),
    alder: 5,
    sperre: "finnes",
    formaal: "finnes: tilsvarende kjøretøy er allerede forsikret",
  },
  {
    registreringsnummer: "FE40004",
    variant: catalogVariant("Renault", "Megane"),
    alder: 9,
    status: "VRAKET",
    formaal: "kjoretoystatus: vraket",
  },
  {
    registreringsnummer: "FE50005",
    variant: catalogVariant("Porsche", "911", 1),
    alder: 2,
    sperre: "begrenset",
    formaal: "begrenset: krever vurdering",
  },
  {
    registreringsnummer: "FE60006",
    variant: catalogVariant("Ford", "Transit"),
    alder: 4,
    formaal: "kjoretoygruppe: tung varebil",
  },
  {
    registreringsnummer: "FE70007",
    variant: catalogVariant("Toyota", "Corolla"),
    alder: 25,
    formaal: "gammeltKjoretoy: over 20 år",
  },
  {
    registreringsnummer: "FE80008",
    variant: catalogVariant("Porsche", "911", 1),
    alder: 3,
    prisfeil: "begrenset",
    formaal: "Prissvaret har feil begrenset (200 med feil, ingen dekninger)",
  },
  {
    registreringsnummer: "GA10001",
    variant: catalogVariant("Kia", "Niro"),
    alder: 3,
    transaksjonstype: "STOPP_KJOP",
    formaal: "Garanti STOPP_KJOP",
  },
  {
    registreringsnummer: "GA20002",
    variant: catalogVariant("Hyundai", "Kona"),
    alder: 4,
    transaksjonstype: "SELSKAPSBYTTE",
    formaal: "Garanti SELSKAPSBYTTE",
  },
  {
    registreringsnummer: "GA30003",
    variant: catalogVariant("Mazda", "CX-5"),
    alder: 5,
    transaksjonstype: "DISTRIBUTORBYTTE",
    formaal: "Garanti DISTRIBUTORBYTTE",
  },
  {
    registreringsnummer: "GA40004",
    variant: catalogVariant("Volkswagen", "ID.4"),
    alder: 2,
    garantieier: "LEASINGSELSKAP",
    leasingselskapId: "LS02",
    formaal: "Garantieier LEASINGSELSKAP (leaset, Kyst Bilfinans)",
  },
  {
    registreringsnummer: "GA50005",
    variant: catalogVariant("Mercedes-Benz", "EQA"),
    alder: 3,
    garantieier: "ANNET_SELSKAP",
    formaal: "Garantieier ANNET_SELSKAP",
  },
  {
    registreringsnummer: "KV50001",
    variant: catalogVariant("Volvo", "V60"),
    alder: 2,
    kaskovarianter: true,
    formaal: "Kaskovarianter: prissvaret har også 121, 510, 520 og 530",
  },
];

const reservedByNumber = new Map(
  reservedVehicles.map((vehicle) => [vehicle.registreringsnummer, vehicle]),
);

/** The error a reserved vehicle's price answer carries with a 200 (SPEC §7 `feil`), if any. */
export function priceAnswerError(registreringsnummer: string): RegisterBlock | undefined {
  return reservedByNumber.get(registreringsnummer)?.prisfeil;
}

/** Whether the insurer offers SPEC §3's further casco variants for this vehicle. */
export function offersCascoVariants(registreringsnummer: string | undefined): boolean {
  if (registreringsnummer === undefined) return false;
  return reservedByNumber.get(registreringsnummer)?.kaskovarianter === true;
}

/** Whether the register lists values above the online cap for this motorhome (SPEC §5). */
export function listsValuesAboveCap(registreringsnummer: string): boolean {
  return reservedByNumber.get(registreringsnummer)?.verdierOverTaket === true;
}

const reservedPrefixes = new Set(reservedVehicles.map((v) => v.registreringsnummer.slice(0, 2)));

/** How many vehicles the generator adds to the reserved ones. */
export const generatedVehicleCount = 320;
const registerSeed = 20_260_101;
const plateLetters = "ABCDEFGHJKLMNPRSTUVWXYZ";
const chassisCharacters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

export interface RegisterVehicle {
  registreringsnummer: string;
  merkekode: string;
  modellkode: string;
  variantkode: string;
  modellaar: number;
  registreringsaar: number;
  chassisnummer: string;
  status: VehicleStatus;
  sperre: RegisterBlock | null;
  transaksjonstype: Transaksjonstype | null;
  garantieier: Garantieier | null;
  leasingselskap_id: string | null;
  eier_kundenummer: string | null;
  reservert: boolean;
}

function chassisNumber(random: () => number): string {
  return Array.from({ length: 9 }, () => pickFrom(random, [...chassisCharacters])).join("");
}

function hashSeed(text: string): number {
  let hash = 2_166_136_261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

function reservedRow(vehicle: ReservedVehicle, currentYear: number): RegisterVehicle {
  const modellaar = currentYear - vehicle.alder;
  return {
    registreringsnummer: vehicle.registreringsnummer,
    merkekode: vehicle.variant.merkekode,
    modellkode: vehicle.variant.modellkode,
    variantkode: vehicle.variant.variantkode,
    modellaar,
    registreringsaar: modellaar,
    chassisnummer: chassisNumber(createPrng(hashSeed(vehicle.registreringsnummer))),
    status: vehicle.status ?? "REGISTRERT",
    sperre: vehicle.sperre ?? null,
    transaksjonstype: vehicle.transaksjonstype ?? null,
    garantieier: vehicle.garantieier ?? null,
    leasingselskap_id: vehicle.leasingselskapId ?? null,
    eier_kundenummer: vehicle.eier ?? null,
    reservert: true,
  };
}

/**
 * The generated fleet: the same plates, makes and models on every machine; model years are drawn
 * within each variant's years as they stand in `currentYear` (1994 up to next year).
 */
export function generateVehicles(currentYear: number): RegisterVehicle[] {
  const random = createPrng(registerSeed);
  const plates = new Set<string>();
  const vehicles: RegisterVehicle[] = [];
  while (vehicles.length < generatedVehicleCount) {
    const letters = pickFrom(random, [...plateLetters]) + pickFrom(random, [...plateLetters]);
    const plate = `${letters}${pickInt(random, 10_000, 99_999)}`;
    const variant = pickFrom(random, catalogVariants);
    const yearDraw = random();
    const registrationDraw = random();
    const chassis = chassisNumber(random);
    if (reservedPrefixes.has(letters) || plates.has(plate)) continue;
    plates.add(plate);
    const first = Math.max(variant.fraAar, minimumModelYear);
    const last = lastModelYear(variant, currentYear);
    const modellaar = first + Math.floor(yearDraw * (last - first + 1));
    const offset = registrationDraw < 0.1 ? -1 : registrationDraw < 0.25 ? 1 : 0;
    const registreringsaar = Math.min(currentYear, modellaar + offset);
    vehicles.push({
      registreringsnummer: plate,
      merkekode: variant.merkekode,
      modellkode: variant.modellkode,
      variantkode: variant.variantkode,
      modellaar,
      registreringsaar,
      chassisnummer: chassis,
      status: "REGISTRERT",
      sperre: null,
      transaksjonstype: null,
      garantieier: null,
      leasingselskap_id: null,
      eier_kundenummer: null,
      reservert: false,
    });
  }
  return vehicles;
}

export function registerVehicles(currentYear: number): RegisterVehicle[] {
  return [
    ...reservedVehicles.map((vehicle) => reservedRow(vehicle, currentYear)),
    ...generateVehicles(currentYear),
  ];
}

/** The calendar year in Norway on `today` (ages and model years count in Norwegian years). */
const norwegianYearFormat = new Intl.DateTimeFormat("en", {
  timeZone: "Europe/Oslo",
  year: "numeric",
});

const hourMs = 3_600_000;
let lastHour = Number.NaN;
let lastYear = 0;

export function norwegianYear(today: Date): number {
  // Norway is a whole number of hours off UTC, so the year cannot change within a UTC hour; the
  // price call asks for it on every call, and Intl formatting is not free.
  const hour = Math.floor(today.getTime() / hourMs);
  if (hour !== lastHour) {
    lastYear = Number(norwegianYearFormat.format(today));
    lastHour = hour;
  }
  return lastYear;
}

/**
 * Inserts or refreshes the catalogue and the register in two statements. Refreshing moves the
 * relative model years along when the sandbox is started in a later year.
 */
export async function seedVehicles(db: Queryable, today: Date): Promise<void> {
  const currentYear = norwegianYear(today);
  const variants = catalogVariants.map((variant) => ({
    merkekode: variant.merkekode,
    merkenavn: variant.merkenavn,
    modellkode: variant.modellkode,
    modellnavn: variant.modellnavn,
    variantkode: variant.variantkode,
    variantnavn: variant.variantnavn,
    biltype: variant.biltype,
    kjoretoygruppe: variant.kjoretoygruppe,
    verdigruppe: variant.verdigruppe,
    fra_aar: variant.fraAar,
    til_aar: variant.tilAar,
  }));
  await db.query(
    `insert into vehicle_variants (merkekode, merkenavn, modellkode, modellnavn, variantkode,
       variantnavn, biltype, kjoretoygruppe, verdigruppe, fra_aar, til_aar)
     select * from json_to_recordset($1::json) as x(merkekode text, merkenavn text,
       modellkode text, modellnavn text, variantkode text, variantnavn text, biltype text,
       kjoretoygruppe text, verdigruppe integer, fra_aar integer, til_aar integer)
     on conflict (merkekode, modellkode, variantkode) do update set
       merkenavn = excluded.merkenavn, modellnavn = excluded.modellnavn,
       variantnavn = excluded.variantnavn, biltype = excluded.biltype,
       kjoretoygruppe = excluded.kjoretoygruppe, verdigruppe = excluded.verdigruppe,
       fra_aar = excluded.fra_aar, til_aar = excluded.til_aar`,
    [JSON.stringify(variants)],
  );
  await db.query(
    `insert into vehicles (registreringsnummer, merkekode, modellkode, variantkode, modellaar,
       registreringsaar, chassisnummer, status, sperre, transaksjonstype, garantieier,
       leasingselskap_id, eier_kundenummer, reservert)
     select * from json_to_recordset($1::json) as x(registreringsnummer text, merkekode text,
       modellkode text, variantkode text, modellaar integer, registreringsaar integer,
       chassisnummer text, status text, sperre text, transaksjonstype text, garantieier text,
       leasingselskap_id text, eier_kundenummer text, reservert boolean)
     on conflict (registreringsnummer) do update set
       merkekode = excluded.merkekode, modellkode = excluded.modellkode,
       variantkode = excluded.variantkode, modellaar = excluded.modellaar,
       registreringsaar = excluded.registreringsaar, chassisnummer = excluded.chassisnummer,
       status = excluded.status, sperre = excluded.sperre,
       transaksjonstype = excluded.transaksjonstype, garantieier = excluded.garantieier,
       leasingselskap_id = excluded.leasingselskap_id,
       eier_kundenummer = excluded.eier_kundenummer, reservert = excluded.reservert`,
    [JSON.stringify(registerVehicles(currentYear))],
  );
}
