/**
 * What the sandbox knows about a vehicle and the customer pricing it, from the database or a
 * read cache in front of it, and the register's rules on top: the price and vehicle errors of SPEC §8 and the guarantee (garanti).
 */

import type {
  Bilinfo,
  Biltype,
  Garanti,
  Garantieier,
  Ofvdata,
  Transaksjonstype,
  VehicleErrorCode,
} from "../../../core/contract/motor.ts";
import { maximumVehicleAgeYears } from "../../../core/contract/motor.ts";
import { describeVehicle } from "../../../core/domain/vehicleDescription.ts";
import { syntheticFnr } from "../../catalogue/syntheticFnr.ts";
import type { RegisterBlock, RegisterVehicle, VehicleStatus } from "../../catalogue/vehicles.ts";
import {
  type CatalogVariant,
  findCatalogVariant,
  type VehicleGroup,
} from "../../catalogue/vehiclesCatalog.ts";
import type { Queryable } from "../../db/database.ts";
import { ReadCache, type ReadCachePolicy } from "../../db/readCache.ts";
import { apiError, notFound } from "../../http/errors.ts";

export interface CustomerFacts {
  kundenummer: string;
  /** Only to compare with an other owner's national id; never sent to the browser. */
  fnr: string;
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

const customerColumns = `c.kundenummer, c.fnr, c.fodselsdato, c.lo_medlem, c.bankkunde,
  c.rabatt_prosent, c.uonsket, c.utenlandsk_bosted`;

/** A register vehicle as the seed writes it, with the agreement on it (if any) joined in. */
type RegisterRow = Omit<
  RegisterVehicle,
  "registreringsnummer" | "eier_kundenummer" | "reservert"
> & {
  registreringsnummer: string | null;
  avtale_avtalenummer: string | null;
  avtale_kundenummer: string | null;
  avtale_status: string | null;
};

function customerOf(row: CustomerFacts): CustomerFacts {
  return {
    kundenummer: row.kundenummer,
    fnr: row.fnr,
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

const registerColumns = `v.registreringsnummer, v.merkekode, v.modellkode, v.variantkode,
  v.modellaar, v.registreringsaar, v.chassisnummer, v.status, v.sperre, v.transaksjonstype,
  v.garantieier, v.leasingselskap_id, a.avtalenummer as avtale_avtalenummer,
  a.kundenummer as avtale_kundenummer, a.status as avtale_status`;

export type ModelFacts = PricingFacts & { fraAar: number; tilAar: number | null };

/** Where the pricing facts come from: the database, or a cache in front of it. */
export interface FactsReader {
  /** The customer and a registered vehicle with its agreement; 401 / 404 when either is unknown. */
  byRegistrationNumber(kundenummer: string, registreringsnummer: string): Promise<PricingFacts>;
  /** The customer and a model-picker vehicle from the catalogue (no register data). */
  byModel(kundenummer: string, ofvdata: Ofvdata): Promise<ModelFacts>;
  /**
   * What `byRegistrationNumber` answers, when a cache in front holds the customer and the
   * vehicle; undefined when the database must be asked. Without a promise: a turn of the
   * microtask queue per `await` on the price call's way (issue 31).
   */
  heldByRegistrationNumber?(
    kundenummer: string,
    registreringsnummer: string,
  ): PricingFacts | undefined;
}

/** Names and value group come from the catalogue in code; the rest from the register row. */
function vehicleOf(registreringsnummer: string, register: RegisterRow): VehicleFacts {
  return {
    ...variantFacts(variantOf(register.merkekode, register.modellkode, register.variantkode)),
    registreringsnummer,
    modellaar: register.modellaar,
    registreringsaar: register.registreringsaar,
    chassisnummer: register.chassisnummer,
    status: register.status,
    sperre: register.sperre,
    transaksjonstype: register.transaksjonstype,
    garantieier: register.garantieier,
    leasingselskap_id: register.leasingselskap_id,
    avtale_avtalenummer: register.avtale_avtalenummer,
    avtale_kundenummer: register.avtale_kundenummer,
    avtale_status: register.avtale_status,
  };
}

function modelFacts(
  customer: CustomerFacts | undefined,
  variant: CatalogVariant,
  ofvdata: Ofvdata,
): ModelFacts {
  if (!customer) throw apiError(401, "ikkeInnlogget");
  return {
    customer: customerOf(customer),
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

async function selectCustomer(
  db: Queryable,
  kundenummer: string,
): Promise<CustomerFacts | undefined> {
  const rows = await db.query<CustomerFacts>(
    `select ${customerColumns} from customers c where c.kundenummer = $1`,
    [kundenummer],
  );
  return rows[0];
}

/** A register vehicle and the agreement on it, if any (one per vehicle). */
async function selectRegistered(
  db: Queryable,
  registreringsnummer: string,
): Promise<VehicleFacts | undefined> {
  const rows = await db.query<RegisterRow>(
    `select ${registerColumns}
     from vehicles v
     left join agreements a on a.registreringsnummer = v.registreringsnummer
     where v.registreringsnummer = $1`,
    [registreringsnummer],
  );
  const row = rows[0];
  return row?.registreringsnummer ? vehicleOf(row.registreringsnummer, row) : undefined;
}

/**
 * Straight from the database: inside a transaction (the purchase prices within its own) and in
 * the seed. A registered vehicle takes one query on three primary or unique keys.
 */
export function databaseFacts(db: Queryable): FactsReader {
  return {
    async byRegistrationNumber(kundenummer, registreringsnummer) {
      const rows = await db.query<CustomerFacts & RegisterRow>(
        `select ${customerColumns}, ${registerColumns}
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
        vehicle: vehicleOf(row.registreringsnummer, row),
      };
    },
    async byModel(kundenummer, ofvdata) {
      const variant = variantOf(ofvdata.merkekode, ofvdata.modellkode, ofvdata.variantkode);
      return modelFacts(await selectCustomer(db, kundenummer), variant, ofvdata);
    },
  };
}

export interface CachedFacts extends Required<FactsReader> {
  /** An agreement on this registration number was written: the next read asks the database. */
  vehicleChanged(registreringsnummer: string): void;
}

/** Test persons and the register are a few hundred rows; the bound only stops a flood of plates. */
const cachedFactsMax = 10_000;

/** The cache's entries are shared by every call: each call gets its own copy. */
const ownCopies = (customer: CustomerFacts, vehicle: VehicleFacts): PricingFacts => ({
  customer: { ...customer },
  vehicle: { ...vehicle },
});

/**
 * The same facts with a read cache in front (docs/decisions/0004), for every call outside a
 * transaction. The customer's priced fields and the register are written only by the seed,
 * before the server listens; an agreement is written only by the purchase, which calls
 * `vehicleChanged` once it has committed. Unknown plates are kept too: they stay unknown until
 * the next seed. Entries are shared by every call, so each call gets its own copy.
 */
export function cachedFacts(db: Queryable, policy: ReadCachePolicy): CachedFacts {
  const customers = new ReadCache<string, CustomerFacts | undefined>(policy, cachedFactsMax);
  const register = new ReadCache<string, VehicleFacts | undefined>(policy, cachedFactsMax);
  const customer = (kundenummer: string) =>
    customers.read(
      kundenummer,
      async () => {
        const row = await selectCustomer(db, kundenummer);
        return row ? customerOf(row) : undefined;
      },
      (found) => found !== undefined,
    );
  return {
    async byRegistrationNumber(kundenummer, registreringsnummer) {
      const customerFacts = await customer(kundenummer);
      if (!customerFacts) throw apiError(401, "ikkeInnlogget");
      const vehicle = await register.read(registreringsnummer, () =>
        selectRegistered(db, registreringsnummer),
      );
      if (!vehicle) throw notFound();
      return ownCopies(customerFacts, vehicle);
    },
    heldByRegistrationNumber(kundenummer, registreringsnummer) {
      const customerFacts = customers.peek(kundenummer);
      const vehicle = customerFacts && register.peek(registreringsnummer);
      return vehicle ? ownCopies(customerFacts, vehicle) : undefined;
    },
    async byModel(kundenummer, ofvdata) {
      const variant = variantOf(ofvdata.merkekode, ofvdata.modellkode, ofvdata.variantkode);
      return modelFacts(await customer(kundenummer), variant, ofvdata);
    },
    vehicleChanged(registreringsnummer) {
      register.delete(registreringsnummer);
    },
  };
}

export interface VehicleError {
  kode: VehicleErrorCode;
  avtalenummer?: string;
  /** With an agreement on the vehicle: whether it is the caller's own (the number only then). */
  egenAvtale?: boolean;
}

/**
 * The price and vehicle errors of SPEC §8, in this order: an agreement on the vehicle
 * (alleredeForsikret, or lagringsforsikring for a storage insurance; whether it is the caller's
 * own, and the agreement number only to its owner), a block in the register (finnes,
 * begrenset), a scrapped vehicle (kjoretoystatus), a vehicle group not sold online
 * (kjoretoygruppe), and age over 20 years (gammeltKjoretoy).
 */
export function vehicleError(
  vehicle: VehicleFacts,
  kundenummer: string,
  currentYear: number,
): VehicleError | null {
  if (vehicle.avtale_avtalenummer) {
    const kode = vehicle.avtale_status === "LAGRING" ? "lagringsforsikring" : "alleredeForsikret";
    return vehicle.avtale_kundenummer === kundenummer
      ? { kode, avtalenummer: vehicle.avtale_avtalenummer, egenAvtale: true }
      : { kode, egenAvtale: false };
  }
  if (vehicle.sperre) return { kode: vehicle.sperre };
  if (vehicle.status === "VRAKET") return { kode: "kjoretoystatus" };
  if (vehicle.kjoretoygruppe !== "PERSONBIL" && vehicle.kjoretoygruppe !== "BOBIL") {
    return { kode: "kjoretoygruppe" };
  }
  if (currentYear - vehicle.modellaar > maximumVehicleAgeYears) return { kode: "gammeltKjoretoy" };
  return null;
}

export function throwVehicleError({ kode, ...details }: VehicleError): never {
  throw apiError(422, kode, details);
}

/** The caller's own offer is already bought: alleredeForsikret with its agreement. */
export function ownAgreementExists(avtalenummer: string) {
  return apiError(422, "alleredeForsikret", { avtalenummer, egenAvtale: true });
}

/**
 * The customer named themself as the vehicle's other owner (SPEC §2: the other owner is a spouse,
 * cohabitant or partner). The browser does not know the customer's national id, so the sandbox
 * refuses it for the guarantee and the price alike.
 */
export function checkOtherOwner(customer: CustomerFacts, fnrOrgnrAnnenEier: string | undefined) {
  if (fnrOrgnrAnnenEier === customer.fnr) throw apiError(422, "annenEierErKunden");
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

export { describeVehicle };

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
