import { randomUUID } from "node:crypto";
import type { ConsentStatus } from "../../core/contract/common.ts";
import { syntheticFnr } from "../catalogue/syntheticFnr.ts";
import type { Queryable } from "../db/database.ts";

export interface TestPerson {
  persona: string;
  kundenummer: string;
  fornavn: string;
  etternavn: string;
  /** Age in whole years on the day the sandbox seeds, so a persona keeps its age over time. */
  alder: number;
  /** What a tester uses this person for; shown on the login page and in the README. */
  formaal: string;
  uonsket?: boolean;
  loMedlem?: boolean;
  bankkunde?: boolean;
  utenlandskBosted?: boolean;
  marketingConsent?: ConsentStatus;
  crossDomainConsent?: ConsentStatus;
  rabattProsent?: number;
  mobil: string;
}

/** Synthetic people only. Names are invented; e-mail addresses use the reserved example.com. */
export const testPersons: readonly TestPerson[] = [
  {
    persona: "vanlig",
    kundenummer: "10000002",
    fornavn: "Kari",
    etternavn: "Nordkapp",
    alder: 45,
    formaal: "Vanlig voksen bankkunde",
    bankkunde: true,
    marketingConsent: "OPTED_IN",
    crossDomainConsent: "OPTED_IN",
    rabattProsent: 10,
    mobil: "41000002",
  },
  {
    persona: "lo",
    kundenummer: "10000011",
    fornavn: "Leif",
    etternavn: "Forbundsen",
    alder: 38,
    formaal: "LO-medlem (toppkasko til kaskopris)",
    loMedlem: true,
    marketingConsent: "OPTED_OUT",
    crossDomainConsent: "OPTED_OUT",
    rabattProsent: 15,
    mobil: "41000011",
  },
  {
    persona: "under18",
    kundenummer: "10000024",
    fornavn: "Una",
    etternavn: "Ungdom",
    alder: 16,
    formaal: "Under 18 år (blokkert)",
    mobil: "41000024",
  },
  {
    persona: "uonsket",
    kundenummer: "10000035",
    fornavn: "Ulrik",
    etternavn: "Sperre",
    alder: 52,
    formaal: "Markert som uønsket (generell sperre)",
    uonsket: true,
    mobil: "41000035",
  },
  {
    persona: "utland",
    kundenummer: "10000046",
    fornavn: "Ulla",
    etternavn: "Utvandret",
    alder: 41,
    formaal: "Bostedsadresse utenfor Norge",
    utenlandskBosted: true,
    bankkunde: true,
    mobil: "41000046",
  },
  {
    persona: "ung",
    kundenummer: "10000057",
    fornavn: "Theo",
    etternavn: "Tjuesen",
    alder: 20,
    formaal: "20 år (fører under 23)",
    bankkunde: true,
    marketingConsent: "OPTED_OUT",
    crossDomainConsent: "OPTED_OUT",
    mobil: "41000057",
  },
  {
    persona: "samtykke",
    kundenummer: "10000068",
    fornavn: "Siri",
    etternavn: "Samtykkesen",
    alder: 33,
    formaal: "Markedsføringssamtykke ikke besvart (sb1)",
    bankkunde: true,
    marketingConsent: "UNANSWERED",
    crossDomainConsent: "UNANSWERED",
    rabattProsent: 5,
    mobil: "41000068",
  },
  {
    persona: "eksisterende",
    kundenummer: "10000079",
    fornavn: "Erik",
    etternavn: "Eiersen",
    alder: 57,
    formaal: "Har avtaler og åpne tilbud",
    bankkunde: true,
    marketingConsent: "OPTED_IN",
    crossDomainConsent: "OPTED_IN",
    rabattProsent: 15,
    mobil: "41000079",
  },
  {
    persona: "fylt23",
    kundenummer: "10000093",
    fornavn: "Tuva",
    etternavn: "Tjuetre",
    alder: 23,
    formaal: "Nøyaktig 23 år (ikke fører under 23)",
    bankkunde: true,
    marketingConsent: "OPTED_OUT",
    crossDomainConsent: "OPTED_OUT",
    mobil: "41000093",
  },
];

/** Birthday a fixed number of days into the year so the persona's age is stable all year. */
export function birthDateForAge(alder: number, today: Date, dayOfYear: number): Date {
  const birth = new Date(Date.UTC(today.getUTCFullYear() - alder, 0, 1 + dayOfYear));
  // A birthday still ahead this year would make the person a year younger than intended.
  if (
    birth.getUTCMonth() > today.getUTCMonth() ||
    (birth.getUTCMonth() === today.getUTCMonth() && birth.getUTCDate() > today.getUTCDate())
  ) {
    birth.setUTCFullYear(birth.getUTCFullYear() - 1);
  }
  return birth;
}

export function emailFor(person: TestPerson): string {
  return `${person.fornavn}.${person.etternavn}@example.com`.toLowerCase();
}

/**
 * Inserts or refreshes the test persons. Their fnr follows their birth date, which follows
 * today's date, so re-seeding on a later day updates fnr and birth date in place.
 */
export async function seedTestPersons(db: Queryable, today: Date): Promise<void> {
  for (const [index, person] of testPersons.entries()) {
    const birthDate = birthDateForAge(person.alder, today, 10 + index * 3);
    const fnr = syntheticFnr(birthDate, index * 37);
    await db.query(
      `insert into customers (kundenummer, persona, fnr, fornavn, etternavn, fodselsdato, tracking_id,
         uonsket, lo_medlem, bankkunde, utenlandsk_bosted, epost, mobil, marketing_consent,
         cross_domain_consent, rabatt_prosent, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       on conflict (kundenummer) do update set fnr = excluded.fnr, fodselsdato = excluded.fodselsdato,
         tracking_id = case when customers.tracking_id = 'trk-' || customers.kundenummer
           then excluded.tracking_id else customers.tracking_id end`,
      [
        person.kundenummer,
        person.persona,
        fnr,
        person.fornavn,
        person.etternavn,
        birthDate.toISOString().slice(0, 10),
        // Opaque and random: analytics gets it as the customer's identity, so it must not be the
        // customer number (it was 'trk-' + kundenummer; a database seeded so gets a new one).
        randomUUID(),
        person.uonsket ?? false,
        person.loMedlem ?? false,
        person.bankkunde ?? false,
        person.utenlandskBosted ?? false,
        emailFor(person),
        person.mobil,
        person.marketingConsent ?? "UNANSWERED",
        person.crossDomainConsent ?? "UNANSWERED",
        person.rabattProsent ?? 0,
        index,
      ],
    );
  }
}
