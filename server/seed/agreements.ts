import type { Queryable } from "../db/database.ts";

/** The "existing customer" persona's agreement and open offers (README, test persons). */
export const seededAgreements = [
  {
    avtalenummer: "600000017",
    kundenummer: "10000079",
    registreringsnummer: "EK12345",
    produkt: "bil",
    beskrivelse: "Toppkasko, Volvo V60 2019",
  },
] as const;

export const seededOffers = [
  {
    avtalenummer: "600000025",
    kundenummer: "10000079",
    registreringsnummer: "EK23456",
    produkt: "bil",
    beskrivelse: "Tilbud kasko, Toyota Corolla 2021",
  },
  {
    avtalenummer: "600000033",
    kundenummer: "10000079",
    registreringsnummer: "EK34567",
    produkt: "bobil",
    beskrivelse: "Tilbud toppkasko, Hobby bobil 2018",
  },
] as const;

export async function seedAgreements(db: Queryable): Promise<void> {
  for (const agreement of seededAgreements) {
    await db.query(
      `insert into agreements (avtalenummer, kundenummer, registreringsnummer, produkt, beskrivelse)
       values ($1, $2, $3, $4, $5) on conflict (avtalenummer) do nothing`,
      [
        agreement.avtalenummer,
        agreement.kundenummer,
        agreement.registreringsnummer,
        agreement.produkt,
        agreement.beskrivelse,
      ],
    );
  }
  for (const offer of seededOffers) {
    await db.query(
      `insert into offers (avtalenummer, kundenummer, registreringsnummer, produkt, beskrivelse)
       values ($1, $2, $3, $4, $5) on conflict (avtalenummer) do nothing`,
      [
        offer.avtalenummer,
        offer.kundenummer,
        offer.registreringsnummer,
        offer.produkt,
        offer.beskrivelse,
      ],
    );
  }
}
