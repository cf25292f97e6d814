/**
 * Offers (tilbud): the chosen coverage checked against the rules, stored as the SPEC §3 "Stored
 * offer" with its price, and read back for the edit flow. Seeding uses the same code.
 */
import type {
  AddOnId,
  Biltype,
  BobilMerke,
  Dekning,
  Egenandel,
  OfferResumeStep,
  Pris,
  SaveOfferRequest,
  StoredOffer,
  Tillegg,
} from "../../../core/contract/motor.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { apiError, badRequest, notFound } from "../../http/errors.ts";
import { addOnIdsFor } from "../../tariff/tariff.ts";
import { nextAvtalenummer } from "./avtalenummer.ts";
import { type PricedVehicle, priceRequest } from "./pricing.ts";
import { describeVehicle, type FactsReader, ownAgreementExists } from "./vehicleFacts.ts";

/** The vehicle as it was when the offer was priced. */
export interface VehicleSnapshot {
  registreringsnummer?: string;
  biltype: Biltype;
  merkekode: string;
  merkenavn: string;
  modellkode: string;
  modellnavn: string;
  variantkode: string;
  variantnavn: string;
  modellaar: number;
  registreringsaar: number;
  beskrivelse: string;
}

/** What `offers.data` holds. */
export interface OfferData {
  request: Omit<SaveOfferRequest, "avtalenummer">;
  tilbud: Omit<StoredOffer, "avtalenummer">;
  kjoretoy: VehicleSnapshot;
  bobilVerdi?: BobilMerke;
  pris: { dekning: Pris; tillegg: Tillegg[]; tfa: Pris };
}

export interface ChosenCoverage {
  dekning: Dekning;
  egenandel: Egenandel;
  tillegg: Tillegg[];
}

/**
 * The chosen coverage, deductible and add-ons, checked against the price: unknown ids are bad
 * input (400 naming the field); a coverage or add-on the rules close is 422
 * `dekningIkkeTilgjengelig` (with `sperreaarsak`) or `tilleggIkkeTilgjengelig`.
 */
export function chooseCoverage(
  priced: PricedVehicle,
  choice: { dekningsgruppeId: string; egenandelId: string; tilleggsdekninger: readonly AddOnId[] },
): ChosenCoverage {
  const dekning = priced.response.dekninger.find((option) => option.id === choice.dekningsgruppeId);
  if (!dekning) throw badRequest("dekningsgruppeId", "Dekningen tilbys ikke for dette kjøretøyet");
  if (!dekning.tilgjengelig) {
    throw apiError(422, "dekningIkkeTilgjengelig", {
      felt: "dekningsgruppeId",
      ...(dekning.sperreaarsak ? { sperreaarsak: dekning.sperreaarsak } : {}),
    });
  }
  const egenandel = dekning.egenandeler.find((option) => option.id === choice.egenandelId);
  if (!egenandel) throw badRequest("egenandelId", "Egenandelen finnes ikke for denne dekningen");
  return { dekning, egenandel, tillegg: chooseAddOns(priced, dekning, choice.tilleggsdekninger) };
}

/**
 * The requested add-ons, each one the coverage can be bought with (`addOnIdsFor`): an add-on
 * the price does not offer, one the coverage takes none of (liability, minikasko) or one it
 * already includes (toppkasko's rental car) is 422 `tilleggIkkeTilgjengelig`.
 */
export function chooseAddOns(
  priced: PricedVehicle,
  dekning: Dekning,
  ids: readonly AddOnId[],
): Tillegg[] {
  const open = addOnIdsFor(
    dekning.id,
    priced.response.tillegg.map((option) => option.id),
  );
  return ids.map((id) => {
    const offered = priced.response.tillegg.find((option) => option.id === id);
    if (!offered || !open.includes(id)) {
      throw apiError(422, "tilleggIkkeTilgjengelig", { felt: "tilleggsdekninger", tillegg: id });
    }
    return offered;
  });
}

export function snapshotOf(priced: PricedVehicle): VehicleSnapshot {
  const { vehicle } = priced;
  return {
    ...(vehicle.registreringsnummer ? { registreringsnummer: vehicle.registreringsnummer } : {}),
    biltype: vehicle.biltype,
    merkekode: vehicle.merkekode,
    merkenavn: vehicle.merkenavn,
    modellkode: vehicle.modellkode,
    modellnavn: vehicle.modellnavn,
    variantkode: vehicle.variantkode,
    variantnavn: vehicle.variantnavn,
    modellaar: vehicle.modellaar,
    registreringsaar: vehicle.registreringsaar,
    beskrivelse: describeVehicle(vehicle),
  };
}

const sum = (prices: readonly Pris[], key: keyof Pris) =>
  prices.reduce((total, price) => total + price[key], 0);

export function buildOfferData(
  request: SaveOfferRequest,
  priced: PricedVehicle,
  chosen: ChosenCoverage,
): OfferData {
  const { avtalenummer: _number, ...stored } = request;
  const { egenandel, dekning, tillegg } = chosen;
  const withoutTfa = [egenandel, ...tillegg];
  const annenEier =
    request.annenEier?.fodselsnummer && request.annenEier.navn
      ? { fnrOrgnr: request.annenEier.fodselsnummer, navn: request.annenEier.navn }
      : undefined;
  const kjoretoy = snapshotOf(priced);
  const bildetaljer = request.bildetaljer;
  return {
    request: stored,
    tilbud: {
      bonuskode: request.bonuskode,
      foererUnder23: request.foererUnder23,
      pant: request.pant,
      leasing: priced.input.leasing,
      ...(request.leasingselskapId ? { leasingselskapId: request.leasingselskapId } : {}),
      ...(request.panthaverId ? { panthaverId: request.panthaverId } : {}),
      kjorelengdekode: request.kjorelengdekode,
      dekningsId: dekning.id,
      dekningsbeskrivelse: dekning.heading,
      egenandelId: egenandel.id,
      egenandel: egenandel.beloep,
      prisPerMndUtenTfa: sum(withoutTfa, "prisPerMnd"),
      prisPerAarUtenTfa: sum(withoutTfa, "prisPerAar"),
      ...(annenEier ? { annenEier } : {}),
      bildata: bildetaljer.registreringsnummer
        ? {
            registreringsnummer: bildetaljer.registreringsnummer,
            ...(bildetaljer.bobilVerdi ? { bobilVerdi: bildetaljer.bobilVerdi } : {}),
          }
        : {
            ...(bildetaljer.ofvdata ? { ofvdata: bildetaljer.ofvdata } : {}),
            ...(bildetaljer.bobilVerdi ? { bobilVerdi: bildetaljer.bobilVerdi } : {}),
          },
      merkenavn: kjoretoy.merkenavn,
      modellnavn: kjoretoy.modellnavn,
      tilleggsdekninger: tillegg.map((option) => option.id),
      nyPakkestruktur: request.nyPakkestruktur,
    },
    kjoretoy,
    ...(priced.bobilVerdi ? { bobilVerdi: priced.bobilVerdi } : {}),
    pris: {
      dekning: { prisPerMnd: egenandel.prisPerMnd, prisPerAar: egenandel.prisPerAar },
      tillegg,
      tfa: priced.response.tfadetaljer,
    },
  };
}

/** What the offer costs a month: the coverage at its deductible, its add-ons and the traffic fee. */
export function monthlyTotal(data: OfferData): number {
  return data.tilbud.prisPerMndUtenTfa + data.pris.tfa.prisPerMnd;
}

export const productOf = (biltype: Biltype) => (biltype === "BOBIL" ? "bobil" : "bil");

export function offerDescription(data: OfferData): string {
  return `Tilbud ${data.tilbud.dekningsbeskrivelse.toLowerCase()}, ${data.kjoretoy.beskrivelse}`;
}

/**
 * Prices and checks a save request; throws the same errors as /pris, and the choice's. An
 * update is checked first: another customer's number is 404 before anything is priced.
 */
export async function prepareOffer(
  db: Queryable,
  facts: FactsReader,
  kundenummer: string,
  request: SaveOfferRequest,
  now: Date,
): Promise<OfferData> {
  if (request.avtalenummer) {
    const offer = await findOwnOffer(db, kundenummer, request.avtalenummer);
    if (offer.kjopt) {
      throw ownAgreementExists(request.avtalenummer);
    }
  }
  const priced = await priceRequest(facts, kundenummer, request, now);
  const chosen = chooseCoverage(priced, request);
  return buildOfferData(request, priced, chosen);
}

/**
 * Stores the offer. With a number: an update of the caller's own open offer (another customer's
 * number answers 404 like a missing one; a bought offer answers alleredeForsikret). Without one:
 * the caller's open offer for the same vehicle (its registration number, or the model picker's
 * ofvdata) is updated, so a customer has one open offer per vehicle however many times it is
 * priced anew (issue 26.5); only a vehicle with no open offer gets a new number. The lookup and
 * the insert run under a lock per customer, so two saves at once cannot both insert.
 */
export async function saveOffer(
  db: Database,
  kundenummer: string,
  avtalenummer: string | undefined,
  data: OfferData,
): Promise<string> {
  if (avtalenummer) return updateOwnOffer(db, kundenummer, avtalenummer, data);
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`offers:${kundenummer}`]);
    const open = await openOfferForVehicle(tx, kundenummer, data);
    if (open) return updateOwnOffer(tx, kundenummer, open, data);
    const number = await nextAvtalenummer(tx);
    await tx.query(
      `insert into offers (avtalenummer, kundenummer, registreringsnummer, produkt, beskrivelse, data)
       values ($6, $1, $2, $3, $4, $5::jsonb)`,
      [...offerColumns(kundenummer, data), number],
    );
    return number;
  });
}

function offerColumns(kundenummer: string, data: OfferData) {
  return [
    kundenummer,
    data.kjoretoy.registreringsnummer ?? null,
    productOf(data.kjoretoy.biltype),
    offerDescription(data),
    JSON.stringify(data),
  ];
}

/** The newest open (not bought) offer of the customer for this offer's vehicle, if any. */
export async function openOfferForVehicle(
  db: Queryable,
  kundenummer: string,
  data: OfferData,
): Promise<string | undefined> {
  const plate = data.kjoretoy.registreringsnummer ?? null;
  const rows = await db.query<{ avtalenummer: string }>(
    `select o.avtalenummer from offers o
     where o.kundenummer = $1 and o.produkt = $2
       and (case when $3::text is not null then o.registreringsnummer = $3
            else o.registreringsnummer is null
              and o.data -> 'tilbud' -> 'bildata' -> 'ofvdata' = $4::jsonb end)
       and not exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer)
     order by o.updated_at desc, o.avtalenummer desc
     limit 1`,
    [
      kundenummer,
      productOf(data.kjoretoy.biltype),
      plate,
      JSON.stringify(data.tilbud.bildata.ofvdata ?? null),
    ],
  );
  return rows[0]?.avtalenummer;
}

async function updateOwnOffer(
  db: Queryable,
  kundenummer: string,
  avtalenummer: string,
  data: OfferData,
): Promise<string> {
  const updated = await db.query<{ avtalenummer: string }>(
    `update offers o set registreringsnummer = $2, produkt = $3, beskrivelse = $4,
       data = $5::jsonb, updated_at = now()
     where o.avtalenummer = $6 and o.kundenummer = $1
       and not exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer)
     returning o.avtalenummer`,
    [...offerColumns(kundenummer, data), avtalenummer],
  );
  if (updated[0]) return avtalenummer;
  const owned = await db.query<{ kundenummer: string }>(
    "select kundenummer from offers where avtalenummer = $1 and kundenummer = $2",
    [avtalenummer, kundenummer],
  );
  if (owned.length === 0) throw notFound();
  throw ownAgreementExists(avtalenummer);
}

export interface OfferRow {
  avtalenummer: string;
  data: OfferData;
  kjopt: boolean;
  sist_steg: OfferResumeStep;
}

/** Keeps where the customer has got to in the caller's own open offer; 404 for any other. */
export async function recordOfferStep(
  db: Queryable,
  kundenummer: string,
  avtalenummer: string,
  steg: OfferResumeStep,
): Promise<void> {
  const updated = await db.query<{ avtalenummer: string }>(
    `update offers o set sist_steg = $3
     where o.avtalenummer = $1 and o.kundenummer = $2
       and not exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer)
     returning o.avtalenummer`,
    [avtalenummer, kundenummer, steg],
  );
  if (!updated[0]) throw notFound();
}

/** The caller's offer, or 404 (a missing number and another customer's look the same). */
export async function findOwnOffer(
  db: Queryable,
  kundenummer: string,
  avtalenummer: string,
): Promise<OfferRow> {
  const rows = await db.query<OfferRow>(
    `select o.avtalenummer, o.data, o.sist_steg,
       exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer) as kjopt
     from offers o where o.avtalenummer = $1 and o.kundenummer = $2`,
    [avtalenummer, kundenummer],
  );
  const row = rows[0];
  if (!row?.data?.tilbud) throw notFound();
  return row;
}
