/**
 * The purchase (/kjop): every field checked again, the stored offer priced again, and the offer
 * turned into an agreement with the same number. Idempotent per customer and Idempotency-Key,
 * through the primary key of `purchase_requests` (migration 002).
 */
import { createHash } from "node:crypto";
import type {
  Agreement,
  AgreementStatus,
  BobilMerke,
  Pris,
  PurchaseRequest,
  PurchaseResponse,
  SaveOfferRequest,
  Tillegg,
} from "../../../core/contract/motor.ts";
import { bonusTransferCompanies } from "../../catalogue/lists.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { apiError, badRequest } from "../../http/errors.ts";
import { ageOn } from "../customer.ts";
import { isDeliverableEmail, isDeliverableMobile } from "../validate.ts";
import {
  type ChosenCoverage,
  chooseCoverage,
  findOwnOffer,
  type OfferData,
  productOf,
  snapshotOf,
  type VehicleSnapshot,
} from "./offers.ts";
import { checkListIds, type PricedVehicle, priceRequest } from "./pricing.ts";
import { databaseFacts, norwegianDate, ownAgreementExists } from "./vehicleFacts.ts";

/** What `agreements.data` holds: the agreement of the detail page, less number and status. */
export type AgreementData = Omit<Agreement, "avtalenummer" | "status" | "produkt">;

export interface PurchaseDetails {
  chassisnummer?: string | undefined;
  kmStand?: number | undefined;
  epostadresse: string;
  mobilnummer: string;
  bonusoverfoering?: { selskapId: string; registreringsnummer: string } | undefined;
}

const total = (prices: readonly Pris[], key: keyof Pris) =>
  prices.reduce((sum, price) => sum + price[key], 0);

/** Totals as the receipt shows them (SPEC §5): the deductible's price, add-ons and TFA. */
export function totalsOf(dekningPris: Pris, tillegg: readonly Tillegg[], tfa: Pris): Pris {
  const parts = [dekningPris, ...tillegg, tfa];
  return { prisPerMnd: total(parts, "prisPerMnd"), prisPerAar: total(parts, "prisPerAar") };
}

export function buildAgreementData(
  request: Omit<SaveOfferRequest, "avtalenummer">,
  priced: PricedVehicle,
  chosen: ChosenCoverage,
  details: PurchaseDetails,
  startdato: string,
): AgreementData {
  const kjoretoy: VehicleSnapshot & { chassisnummer?: string } = {
    ...snapshotOf(priced),
    ...(details.chassisnummer ? { chassisnummer: details.chassisnummer } : {}),
  };
  const dekningPris = {
    prisPerMnd: chosen.egenandel.prisPerMnd,
    prisPerAar: chosen.egenandel.prisPerAar,
  };
  const tfa = priced.response.tfadetaljer;
  const bobilVerdi: BobilMerke | undefined = priced.bobilVerdi;
  return {
    startdato,
    kjoretoy: {
      ...(kjoretoy.registreringsnummer
        ? { registreringsnummer: kjoretoy.registreringsnummer }
        : {}),
      ...(kjoretoy.chassisnummer ? { chassisnummer: kjoretoy.chassisnummer } : {}),
      biltype: kjoretoy.biltype,
      merkenavn: kjoretoy.merkenavn,
      modellnavn: kjoretoy.modellnavn,
      variantnavn: kjoretoy.variantnavn,
      modellaar: kjoretoy.modellaar,
      registreringsaar: kjoretoy.registreringsaar,
      beskrivelse: kjoretoy.beskrivelse,
    },
    dekning: { id: chosen.dekning.id, heading: chosen.dekning.heading },
    egenandel: { id: chosen.egenandel.id, beloep: chosen.egenandel.beloep },
    tillegg: chosen.tillegg,
    dekningPris,
    tfa,
    ...totalsOf(dekningPris, chosen.tillegg, tfa),
    bonuskode: request.bonuskode,
    kjorelengdekode: request.kjorelengdekode,
    foererUnder23: request.foererUnder23,
    pant: request.pant,
    ...(request.panthaverId ? { panthaverId: request.panthaverId } : {}),
    leasing: priced.input.leasing,
    ...(request.leasingselskapId ? { leasingselskapId: request.leasingselskapId } : {}),
    ...(bobilVerdi ? { bobilVerdi } : {}),
    ...(details.kmStand !== undefined ? { kmStand: details.kmStand } : {}),
    epostadresse: details.epostadresse,
    mobilnummer: details.mobilnummer,
    ...(details.bonusoverfoering ? { bonusoverfoering: details.bonusoverfoering } : {}),
    ...(request.annenEier?.navn && request.annenEier.fodselsnummer
      ? { annenEier: { navn: request.annenEier.navn, fnrOrgnr: request.annenEier.fodselsnummer } }
      : {}),
    ...(request.bildetaljer.ofvdata ? { ofvdata: request.bildetaljer.ofvdata } : {}),
  };
}

export function agreementDescription(data: AgreementData): string {
  return `${data.dekning.heading}, ${data.kjoretoy.beskrivelse}`;
}

export async function insertAgreement(
  db: Queryable,
  agreement: {
    avtalenummer: string;
    kundenummer: string;
    status: AgreementStatus;
    data: AgreementData;
    createdAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into agreements (avtalenummer, kundenummer, registreringsnummer, produkt, beskrivelse,
       data, status, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      agreement.avtalenummer,
      agreement.kundenummer,
      agreement.data.kjoretoy.registreringsnummer ?? null,
      productOf(agreement.data.kjoretoy.biltype),
      agreementDescription(agreement.data),
      JSON.stringify(agreement.data),
      agreement.status,
      agreement.createdAt,
    ],
  );
}

/** Checks that need no database: contact data and the bonus transfer pair. */
export function checkPurchaseFields(request: PurchaseRequest): void {
  if (!isDeliverableEmail(request.epostadresse)) {
    throw badRequest(
      "epostadresse",
      "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen",
    );
  }
  if (!isDeliverableMobile(request.mobilnummer, true)) {
    throw badRequest("mobilnummer", "Sjekk at mobilnummeret er korrekt eller prøv med et annet.");
  }
  checkListIds(request);
  if (request.bonusFraSelskap && !request.bonusRegnr) {
    throw badRequest(
      "bonusRegnr",
      "Bonusoverføring krever registreringsnummeret bonusen kommer fra",
    );
  }
  if (request.bonusRegnr && !request.bonusFraSelskap) {
    throw badRequest("bonusFraSelskap", "Bonusoverføring krever selskapet bonusen kommer fra");
  }
  if (
    request.bonusFraSelskap &&
    !bonusTransferCompanies.some((company) => company.id === request.bonusFraSelskap)
  ) {
    throw badRequest("bonusFraSelskap", "Ukjent selskap for bonusoverføring");
  }
}

interface BlockRow {
  fodselsdato: Date | string;
  uonsket: boolean;
  utenlandsk_bosted: boolean;
}

/** Purchase blocks of SPEC §6, enforced on the server too: 403 `kjopssperre` with `sperre`. */
async function checkPurchaseBlock(db: Queryable, kundenummer: string, now: Date) {
  const rows = await db.query<BlockRow>(
    "select fodselsdato, uonsket, utenlandsk_bosted from customers where kundenummer = $1",
    [kundenummer],
  );
  const row = rows[0];
  if (!row) throw apiError(401, "ikkeInnlogget");
  const sperre =
    ageOn(row.fodselsdato, now) < 18
      ? "under18"
      : row.uonsket
        ? "unwanted"
        : row.utenlandsk_bosted
          ? "utenlandskBosted"
          : null;
  if (sperre) throw apiError(403, "kjopssperre", { sperre });
}

/** The identity the insurance is bought on must fit the offer (SPEC §5, reg-and-chassis). */
function checkIdentity(request: PurchaseRequest, offer: OfferData) {
  const plate = offer.kjoretoy.registreringsnummer;
  if (plate) {
    if (request.regnr && request.regnr !== plate) {
      throw badRequest("regnr", `Tilbudet gjelder registreringsnummer ${plate}`);
    }
    if (!request.regnr && !request.chassisnummer) {
      throw badRequest("regnr", "Oppgi registreringsnummer eller understellsnummer");
    }
  } else {
    if (request.regnr) {
      throw badRequest("regnr", "Tilbudet gjelder et kjøretøy valgt uten registreringsnummer");
    }
    if (!request.chassisnummer) {
      throw badRequest("chassisnummer", "Du må oppgi understellsnummer");
    }
  }
  if (
    request.registreringsaar !== undefined &&
    request.registreringsaar !== offer.kjoretoy.registreringsaar
  ) {
    throw badRequest(
      "registreringsaar",
      `Registreringsåret for kjøretøyet er ${offer.kjoretoy.registreringsaar}`,
    );
  }
}

/** Does the purchase inside the caller's transaction; throws 4xx errors that roll it back. */
async function purchase(
  tx: Queryable,
  kundenummer: string,
  request: PurchaseRequest,
  now: Date,
): Promise<{ response: PurchaseResponse; registreringsnummer: string | undefined }> {
  const offer = await findOwnOffer(tx, kundenummer, request.avtalenummer);
  if (offer.kjopt) throw ownAgreementExists(offer.avtalenummer);
  await checkPurchaseBlock(tx, kundenummer, now);
  checkIdentity(request, offer.data);

  const panthaverId = request.panthaverId ?? offer.data.request.panthaverId;
  const leasingselskapId = request.leasingselskapId ?? offer.data.request.leasingselskapId;
  const priceInput = {
    ...offer.data.request,
    ...(panthaverId ? { panthaverId } : {}),
    ...(leasingselskapId ? { leasingselskapId } : {}),
    egenandelId: request.egenandelId,
    nyPakkestruktur: request.nyPakkestruktur,
  };
  if (priceInput.pant && !panthaverId) throw badRequest("panthaverId", "Du må velge et selskap");
  const priced = await priceRequest(databaseFacts(tx), kundenummer, priceInput, now);
  if (priced.input.leasing && !leasingselskapId && !priced.vehicle.leasingselskap_id) {
    throw badRequest("leasingselskapId", "Du må velge et selskap");
  }
  if (priced.vehicle.transaksjonstype === "STOPP_KJOP") throw apiError(422, "stoppKjop");
  const chosen = chooseCoverage(priced, priceInput);
  const data = buildAgreementData(
    priceInput,
    priced,
    chosen,
    {
      chassisnummer: request.chassisnummer,
      kmStand: request.kmStand,
      epostadresse: request.epostadresse,
      mobilnummer: request.mobilnummer,
      bonusoverfoering:
        request.bonusFraSelskap && request.bonusRegnr
          ? { selskapId: request.bonusFraSelskap, registreringsnummer: request.bonusRegnr }
          : undefined,
    },
    norwegianDate(now),
  );
  try {
    await insertAgreement(tx, {
      avtalenummer: offer.avtalenummer,
      kundenummer,
      status: "AKTIV",
      data,
      createdAt: now,
    });
  } catch (error) {
    // Another purchase won the race: of this very offer (the caller's own, so its number is
    // named), or of the same vehicle on another offer (one agreement per vehicle).
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code !== "23505") throw error;
    throw constraint === "agreements_pkey"
      ? ownAgreementExists(offer.avtalenummer)
      : apiError(422, "alleredeForsikret");
  }
  return {
    response: {
      success: true,
      avtalenummer: offer.avtalenummer,
      prisPerMnd: data.prisPerMnd,
      prisPerAar: data.prisPerAar,
    },
    registreringsnummer: data.kjoretoy.registreringsnummer,
  };
}

/** A stable hash of the parsed request: the same fields in any order give the same hash. */
export function requestHash(request: PurchaseRequest): string {
  const sorted = Object.fromEntries(
    Object.entries(request).sort(([left], [right]) => left.localeCompare(right)),
  );
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

export interface PurchaseOutcome {
  response: PurchaseResponse;
  replayed: boolean;
  /** The registration number that got an agreement, once committed (a replay changed nothing). */
  bought?: string;
}

/**
 * Claims the key first, in the purchase's own transaction: a second request with the same key
 * waits for the first to commit (PostgreSQL: on the primary key; PGlite: one transaction at a
 * time) and then answers the stored response, or 422 when its body differs. A purchase that
 * fails rolls back its claim, so a retry is tried afresh.
 */
export function purchaseOnce(
  db: Database,
  kundenummer: string,
  idempotencyKey: string,
  request: PurchaseRequest,
  now: Date,
): Promise<PurchaseOutcome> {
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into purchase_requests (kundenummer, idempotency_key, request_hash, avtalenummer)
       values ($1, $2, $3, $4)
       on conflict (kundenummer, idempotency_key) do nothing
       returning idempotency_key`,
      [kundenummer, idempotencyKey, hash, request.avtalenummer],
    );
    if (claimed.length === 0) {
      const rows = await tx.query<{ request_hash: string; response: string | null }>(
        `select request_hash, response from purchase_requests
         where kundenummer = $1 and idempotency_key = $2`,
        [kundenummer, idempotencyKey],
      );
      const stored = rows[0];
      if (!stored?.response || stored.request_hash !== hash) {
        throw apiError(422, "idempotensnokkelGjenbrukt");
      }
      return { response: JSON.parse(stored.response) as PurchaseResponse, replayed: true };
    }
    const { response, registreringsnummer } = await purchase(tx, kundenummer, request, now);
    await tx.query(
      `update purchase_requests set response = $3
       where kundenummer = $1 and idempotency_key = $2`,
      [kundenummer, idempotencyKey, JSON.stringify(response)],
    );
    return {
      response,
      replayed: false,
      ...(registreringsnummer ? { bought: registreringsnummer } : {}),
    };
  });
}
