import { Hono } from "hono";
import type { CustomerResponse, Rabatt } from "../../core/contract/customer.ts";
import type { Queryable } from "../db/database.ts";
import { notFound } from "../http/errors.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { customerDiscount } from "../tariff/tariff.ts";
import type { RouteDeps } from "./deps.ts";

export interface CustomerRow {
  kundenummer: string;
  fnr: string;
  fornavn: string;
  etternavn: string;
  fodselsdato: Date | string;
  tracking_id: string;
  uonsket: boolean;
  lo_medlem: boolean;
  bankkunde: boolean;
  utenlandsk_bosted: boolean;
  epost: string;
  mobil: string;
  betalingsfrekvens: CustomerResponse["betalingsInformasjon"]["betalingsFrekvens"];
  cross_domain_consent: CustomerResponse["samtykker"]["crossDomainConsent"];
  marketing_consent: CustomerResponse["samtykker"]["marketingConsent"];
  rabatt_prosent: number;
}

export async function findCustomer(db: Queryable, kundenummer: string): Promise<CustomerRow> {
  const rows = await db.query<CustomerRow>("select * from customers where kundenummer = $1", [
    kundenummer,
  ]);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/** Whole years between birth and `today`, the way a birthday is counted. */
export function ageOn(birthDate: Date | string, today: Date): number {
  const birth = new Date(birthDate);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayPassed =
    today.getUTCMonth() > birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() >= birth.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

/** The customer's discount, as the tariff applies it (`prisInformasjon` and GET /rabatt). */
export function discountOf(row: Pick<CustomerRow, "rabatt_prosent" | "bankkunde">): Rabatt {
  return customerDiscount(row.rabatt_prosent, row.bankkunde);
}

export function toCustomerResponse(row: CustomerRow, today: Date): CustomerResponse {
  return {
    niceKundenummer: row.kundenummer,
    trackingId: row.tracking_id,
    fornavn: row.fornavn,
    etternavn: row.etternavn,
    alder: ageOn(row.fodselsdato, today),
    uonsket: row.uonsket,
    isLoMedlem: row.lo_medlem,
    isBankkunde: row.bankkunde,
    utenlandskBosted: row.utenlandsk_bosted,
    kontaktInformasjon: { epostAdresse: row.epost, mobilNummer: row.mobil },
    betalingsInformasjon: { betalingsFrekvens: row.betalingsfrekvens },
    samtykker: {
      crossDomainConsent: row.cross_domain_consent,
      marketingConsent: row.marketing_consent,
    },
    prisInformasjon: discountOf(row),
  };
}

export function customerRoutes({ db, config }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/", requireSession, async (c) => {
    const session = requireSessionInfo(c);
    const row = await findCustomer(db, session.kundenummer);
    return c.json(toCustomerResponse(row, config.now()));
  });
  return routes;
}
