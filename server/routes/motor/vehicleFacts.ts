/**
 * What the sandbox knows about a vehicle and the customer pricing it, read in one query, and the
 * register's rules on top: the price and vehicle errors of SPEC §8 and the guarantee (garanti).
 */
import type {
  Bilinfo,
  Biltype,
  Garanti,
  Garantieier,
  Ofvdata,
  Transaksjonstype,
  VehicleErrorCode,
} from "../../../src/api/contract/motor.ts";
import { maximumVehicleAgeYears } from "../../../src/api/contract/motor.ts";
import type { Queryable } from "../../db/database.ts";
import { apiError, notFound } from "../../http/errors.ts";
import { syntheticFnr } from "../../seed/syntheticFnr.ts";
import type { RegisterBlock, VehicleStatus } from "../../seed/vehicles.ts";
import {
  type CatalogVariant,
  findCatalogVariant,
  type VehicleGroup,
} from "../../seed/vehiclesCatalog.ts";

export interface CustomerFacts {
  kundenummer: string;
  fodselsdato: Date | string;
  lo_medlem: boolean;
  bankkunde: boolean;
  rabatt_prosent: number;
  uonsket: boolean;
  utenlandsk_bosted: boolean;
}

export interface VehicleFacts {
  /** Null for a model-picker vehicle (ofvdata). */
  registreringsnummer: string | null;
  merkekode: string;
  merkenavn: string;
  modellkode: string;
  modellnavn: string;
  variantkode: string;
  variantnavn: string;
  biltype: Biltype;
  kjoretoygruppe: VehicleGroup;
  verdigruppe: number;
  modellaar: number;
  registreringsaar: number;
  chassisnummer: string | null;
  status: VehicleStatus;
  sperre: RegisterBlock | null;
  transaksjonstype: Transaksjonstype | null;
  garantieier: Garantieier | null;
  leasingselskap_id: string | null;
  /** The agreement on this registration number, if any (one per vehicle). */
  avtale_avtalenummer: string | null;
  avtale_kundenummer: string | null;
  avtale_status: string | null;
}

export interface PricingFacts {
  customer: CustomerFacts;
  vehicle: VehicleFacts;
}

const customerColumns = `c.kundenummer, c.fodselsdato, c.lo_medlem, c.bankkunde, c.rabatt_prosent,
  c.uonsket, c.utenlandsk_bosted`;

interface RegisterRow {
  registreringsnummer: string | null;
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
  avtale_avtalenummer: string | null;
  avtale_kundenummer: string | null;
  avtale_status: string | null;
}

function customerOf(row: CustomerFacts): CustomerFacts {
  return {
    kundenummer: row.kundenummer,
    fodselsdato: row.fodselsdato,
    lo_medlem: row.lo_medlem,
    bankkunde: row.bankkunde,
    rabatt_prosent: row.rabatt_prosent,
    uonsket: row.uonsket,
    utenlandsk_bosted: row.utenlandsk_bosted,
  };
}

function variantOf(merkekode: string, modellkode: string, variantkode: string): CatalogVariant {
  const variant = findCatalogVariant(merkekode, modellkode, variantkode);
  if (!variant) throw notFound();
  return variant;
}

function variantFacts(variant: CatalogVariant) {
  return {
    merkekode: variant.merkekode,
    merkenavn: variant.merkenavn,
    modellkode: variant.modellkode,
    modellnavn: variant.modellnavn,
    variantkode: variant.variantkode,
    variantnavn: variant.variantnavn,
    biltype: variant.biltype,
    kjoretoygruppe: variant.kjoretoygruppe,
    verdigruppe: variant.verdigruppe,
  };
}

/**
 * The customer and a registered vehicle with its agreement: one query on three primary or
 * unique keys; names and value group come from the catalogue in code.
 */
export async function factsByRegistrationNumber(
  db: Queryable,
  kundenummer: string,
  registreringsnummer: string,
): Promise<PricingFacts> {
  const rows = await db.query<CustomerFacts & RegisterRow>(
    `select ${customerColumns}, v.registreringsnummer, v.merkekode, v.modellkode, v.variantkode,
       v.modellaar, v.registreringsaar, v.chassisnummer, v.status, v.sperre, v.transaksjonstype,
       v.garantieier, v.leasingselskap_id, a.avtalenummer as avtale_avtalenummer,
       a.kundenummer as avtale_kundenummer, a.status as avtale_status
     from customers c
     left join vehicles v on v.registreringsnummer = $2
     left join agreements a on a.registreringsnummer = v.registreringsnummer
     where c.kundenummer = $1`,
    [kundenummer, registreringsnummer],
  );
  const row = rows[0];
  if (!row) throw apiError(401, "ikkeInnlogget");
  if (!row.registreringsnummer) throw notFound();
  return {
    customer: customerOf(row),
    vehicle: {
      ...variantFacts(variantOf(row.merkekode, row.modellkode, row.variantkode)),
      registreringsnummer: row.registreringsnummer,
      modellaar: row.modellaar,
      registreringsaar: row.registreringsaar,
      chassisnummer: row.chassisnummer,
      status: row.status,
      sperre: row.sperre,
      transaksjonstype: row.transaksjonstype,
      garantieier: row.garantieier,
      leasingselskap_id: row.leasingselskap_id,
      avtale_avtalenummer: row.avtale_avtalenummer,
      avtale_kundenummer: row.avtale_kundenummer,
      avtale_status: row.avtale_status,
    },
  };
}

/** The customer and a model-picker vehicle from the catalogue (no register data). */
export async function factsByModel(
  db: Queryable,
  kundenummer: string,
  ofvdata: Ofvdata,
): Promise<PricingFacts & { fraAar: number; tilAar: number | null }> {
  const variant = variantOf(ofvdata.merkekode, ofvdata.modellkode, ofvdata.variantkode);
  const rows = await db.query<CustomerFacts>(
    `select ${customerColumns} from customers c where c.kundenummer = $1`,
    [kundenummer],
  );
  const row = rows[0];
  if (!row) throw apiError(401, "ikkeInnlogget");
  return {
    customer: customerOf(row),
    vehicle: {
      ...variantFacts(variant),
      registreringsnummer: null,
      modellaar: ofvdata.modellaar,
      registreringsaar: ofvdata.registreringsaar,
      chassisnummer: null,
      status: "REGISTRERT",
      sperre: null,
      transaksjonstype: null,
      garantieier: null,
      leasingselskap_id: null,
      avtale_avtalenummer: null,
      avtale_kundenummer: null,
      avtale_status: null,
    },
    fraAar: variant.fraAar,
    tilAar: variant.tilAar,
  };
}

export interface VehicleError {
  kode: VehicleErrorCode;
  avtalenummer?: string;
}

/**
 * The price and vehicle errors of SPEC §8, in this order: an agreement on the vehicle
 * (alleredeForsikret, or lagringsforsikring for a storage insurance; the agreement number only
 * to its owner), a block in the register (finnes, begrenset), a scrapped vehicle
 * (kjoretoystatus), a vehicle group not sold online (kjoretoygruppe), and age over 20 years
 * (gammeltKjoretoy).
 */
export function vehicleError(
  vehicle: VehicleFacts,
  kundenummer: string,
  currentYear: number,
): VehicleError | null {
  if (vehicle.avtale_avtalenummer) {
    const kode = vehicle.avtale_status === "LAGRING" ? "lagringsforsikring" : "alleredeForsikret";
    return vehicle.avtale_kundenummer === kundenummer
      ? { kode, avtalenummer: vehicle.avtale_avtalenummer }
      : { kode };
  }
  if (vehicle.sperre) return { kode: vehicle.sperre };
  if (vehicle.status === "VRAKET") return { kode: "kjoretoystatus" };
  if (vehicle.kjoretoygruppe !== "PERSONBIL" && vehicle.kjoretoygruppe !== "BOBIL") {
    return { kode: "kjoretoygruppe" };
  }
  if (currentYear - vehicle.modellaar > maximumVehicleAgeYears) return { kode: "gammeltKjoretoy" };
  return null;
}

export function throwVehicleError(error: VehicleError): never {
  throw apiError(422, error.kode, error.avtalenummer ? { avtalenummer: error.avtalenummer } : {});
}

const norwegianDateFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** yyyy-mm-dd of the Norwegian calendar day. */
export function norwegianDate(moment: Date): string {
  return norwegianDateFormat.format(moment);
}

function firstOfNextMonth(today: string): string {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, "0")}-01`;
}

/**
 * docs/sandbox.md "Guarantee cases": another owner the register has a purchase stop on. Any
 * vehicle's guarantee with this owner's fnr says STOPP_KJOP (so the owner-fnr step can stop).
 */
export const stopPurchaseOwnerFnr = syntheticFnr(new Date(Date.UTC(1950, 0, 1)));

/**
 * The guarantee (garanti) of SPEC §3/§4: the register's transaction type and owner type. An
 * organisation number as the other owner makes a company the owner (ANNET_SELSKAP) when the
 * register names no owner type. A company or distributor switch starts on the first day of
 * next month, anything else today.
 */
export function guaranteeFor(
  vehicle: Pick<VehicleFacts, "transaksjonstype" | "garantieier">,
  fnrOrgnrAnnenEier: string | undefined,
  now: Date,
): Garanti {
  const today = norwegianDate(now);
  const transaksjonstype =
    fnrOrgnrAnnenEier === stopPurchaseOwnerFnr ? "STOPP_KJOP" : vehicle.transaksjonstype;
  const garantieier: Garantieier | null =
    vehicle.garantieier ?? (fnrOrgnrAnnenEier?.length === 9 ? "ANNET_SELSKAP" : null);
  const switching = transaksjonstype === "SELSKAPSBYTTE" || transaksjonstype === "DISTRIBUTORBYTTE";
  return {
    ...(transaksjonstype ? { transaksjonstype } : {}),
    ...(garantieier ? { garantieier } : {}),
    forsikringStartdato: switching ? firstOfNextMonth(today) : today,
  };
}

export function describeVehicle(
  vehicle: Pick<VehicleFacts, "merkenavn" | "modellnavn" | "modellaar">,
): string {
  return `${vehicle.merkenavn} ${vehicle.modellnavn} ${vehicle.modellaar}`;
}

export function toBilinfo(vehicle: VehicleFacts & { registreringsnummer: string }): Bilinfo {
  return {
    registreringsnummer: vehicle.registreringsnummer,
    biltype: vehicle.biltype,
    merkenavn: vehicle.merkenavn,
    modellnavn: vehicle.modellnavn,
    variantnavn: vehicle.variantnavn,
    merkekode: vehicle.merkekode,
    modellkode: vehicle.modellkode,
    variantkode: vehicle.variantkode,
    modellaar: vehicle.modellaar,
    registreringsaar: vehicle.registreringsaar,
    beskrivelse: describeVehicle(vehicle),
    ...(vehicle.leasingselskap_id ? { leasingselskapId: vehicle.leasingselskap_id } : {}),
  };
}
