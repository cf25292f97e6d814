import type {
  AgreementStatus,
  OfferResumeStep,
  SaveOfferRequest,
} from "../../core/contract/motor.ts";
import { modelPickerCar } from "../catalogue/vehiclesCatalog.ts";
import type { Queryable } from "../db/database.ts";
import {
  buildOfferData,
  chooseCoverage,
  offerDescription,
  productOf,
} from "../routes/motor/offers.ts";
import { priceRequest } from "../routes/motor/pricing.ts";
import { agreementDescription, buildAgreementData } from "../routes/motor/purchase.ts";
import { databaseFacts, norwegianDate } from "../routes/motor/vehicleFacts.ts";

type SeedRequest = Omit<SaveOfferRequest, "avtalenummer">;

const baseRequest = {
  clientMode: "KUNDE",
  foererUnder23: false,
  nyPakkestruktur: true,
  pant: false,
  leasing: false,
  kjorelengdekode: "12",
} as const;

/**
 * The "existing customer" persona's agreements and open offers (README, test persons;
 * docs/sandbox.md). Their data is priced with the tariff when seeded, like a real purchase.
 */
export const seededAgreements: readonly {
  avtalenummer: string;
  kundenummer: string;
  status: AgreementStatus;
  /** Bought this many years before the seeding day. */
  yearsAgo: number;
  request: SeedRequest;
}[] = [
  {
    avtalenummer: "600000017",
    kundenummer: "10000079",
    status: "AKTIV",
    yearsAgo: 2,
    request: {
      ...baseRequest,
      bonuskode: "70",
      // Toppkasko includes rental car (SPEC §9): only machine damage is an add-on.
      tilleggsdekninger: ["122"],
      bildetaljer: { registreringsnummer: "EK12345" },
      dekningsgruppeId: "110",
      egenandelId: "6000",
    },
  },
  {
    avtalenummer: "600000041",
    kundenummer: "10000079",
    status: "LAGRING",
    yearsAgo: 1,
    request: {
      ...baseRequest,
      bonuskode: "70",
      tilleggsdekninger: [],
      bildetaljer: { registreringsnummer: "EK45678" },
      dekningsgruppeId: "142",
      egenandelId: "6000",
    },
  },
];

export const seededOffers: readonly {
  avtalenummer: string;
  kundenummer: string;
  request: SeedRequest;
  /** Where the customer left it (issue 26.6); the price page unless said. */
  sisteSteg?: OfferResumeStep;
}[] = [
  {
    avtalenummer: "600000025",
    kundenummer: "10000079",
    request: {
      ...baseRequest,
      bonuskode: "70",
      tilleggsdekninger: ["190"],
      bildetaljer: { registreringsnummer: "EK23456" },
      dekningsgruppeId: "120",
      egenandelId: "6000",
    },
  },
  {
    avtalenummer: "600000033",
    kundenummer: "10000079",
    request: {
      ...baseRequest,
      bonuskode: "70",
      inkludereBobil: true,
      tilleggsdekninger: [],
      bildetaljer: { registreringsnummer: "EK34567", bobilVerdi: "BV08" },
      dekningsgruppeId: "110",
      egenandelId: "10000",
    },
  },
  {
    // A car chosen in the model picker (no registration number): Toyota Corolla 1.8 Hybrid 2020,
    // left on tilpass: opening it again goes there once its price is here.
    avtalenummer: "600000049",
    kundenummer: "10000079",
    sisteSteg: "tilpass",
    request: {
      ...baseRequest,
      bonuskode: "70",
      tilleggsdekninger: [],
      bildetaljer: { ofvdata: modelPickerCar },
      dekningsgruppeId: "120",
      egenandelId: "6000",
    },
  },
];

const yearsBefore = (today: Date, years: number) => {
  const moment = new Date(today);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment;
};

/**
 * Seeds the agreements and offers once; rows from an older sandbox without data (`{}`) get
 * their data filled in. A tester's changes to them are kept until the database is reset.
 */
export async function seedAgreements(db: Queryable, today: Date): Promise<void> {
  for (const agreement of seededAgreements) {
    const existing = await db.query<{ data: Record<string, unknown> }>(
      "select data from agreements where avtalenummer = $1",
      [agreement.avtalenummer],
    );
    if (existing[0] && Object.keys(existing[0].data ?? {}).length > 0) continue;
    const createdAt = yearsBefore(today, agreement.yearsAgo);
    const priced = await priceRequest(
      databaseFacts(db),
      agreement.kundenummer,
      agreement.request,
      createdAt,
      {
        skipVehicleErrors: true,
      },
    );
    const chosen = chooseCoverage(priced, agreement.request);
    const person = await db.query<{ epost: string; mobil: string }>(
      "select epost, mobil from customers where kundenummer = $1",
      [agreement.kundenummer],
    );
    const data = buildAgreementData(
      agreement.request,
      priced,
      chosen,
      { epostadresse: person[0]?.epost ?? "", mobilnummer: person[0]?.mobil ?? "" },
      norwegianDate(createdAt),
    );
    await db.query(
      `insert into agreements (avtalenummer, kundenummer, registreringsnummer, produkt,
         beskrivelse, data, status, created_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       on conflict (avtalenummer) do update set data = excluded.data, status = excluded.status,
         beskrivelse = excluded.beskrivelse, created_at = excluded.created_at`,
      [
        agreement.avtalenummer,
        agreement.kundenummer,
        data.kjoretoy.registreringsnummer ?? null,
        productOf(data.kjoretoy.biltype),
        agreementDescription(data),
        JSON.stringify(data),
        agreement.status,
        createdAt,
      ],
    );
  }
  for (const offer of seededOffers) {
    const existing = await db.query<{ data: Record<string, unknown> }>(
      "select data from offers where avtalenummer = $1",
      [offer.avtalenummer],
    );
    if (existing[0] && Object.keys(existing[0].data ?? {}).length > 0) continue;
    const priced = await priceRequest(databaseFacts(db), offer.kundenummer, offer.request, today, {
      skipVehicleErrors: true,
    });
    const data = buildOfferData(offer.request, priced, chooseCoverage(priced, offer.request));
    await db.query(
      `insert into offers (avtalenummer, kundenummer, registreringsnummer, produkt, beskrivelse, data,
         sist_steg)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7)
       on conflict (avtalenummer) do update set data = excluded.data,
         beskrivelse = excluded.beskrivelse, produkt = excluded.produkt, sist_steg = excluded.sist_steg`,
      [
        offer.avtalenummer,
        offer.kundenummer,
        data.kjoretoy.registreringsnummer ?? null,
        productOf(data.kjoretoy.biltype),
        offerDescription(data),
        JSON.stringify(data),
        offer.sisteSteg ?? "pris",
      ],
    );
  }
}
