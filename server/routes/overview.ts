import { Hono } from "hono";
import type { DistributorResponse } from "../../core/contract/auth.ts";
import type { OfferOverviewResponse } from "../../core/contract/lists.ts";
import { contactInformation } from "../catalogue/lists.ts";
import type { ServerConfig } from "../config.ts";
import {
  type AppEnv,
  requireSession,
  requireSessionInfo,
  type SessionInfo,
} from "../http/session.ts";
import type { RouteDeps } from "./deps.ts";
import { monthlyTotal, type OfferData } from "./motor/offers.ts";

interface OfferSummaryRow {
  avtalenummer: string;
  produkt: string;
  beskrivelse: string;
  registreringsnummer: string | null;
  created_at: Date;
  updated_at: Date;
  data: OfferData;
}

/**
 * `/avtaleoversikt/tilbud`: the customer's open offers, the latest change first (the start page
 * offers the first to continue, issue 26.6); the count is the menu's badge.
 */
export function overviewRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/tilbud", requireSession, async (c) => {
    const session = requireSessionInfo(c);
    const rows = await db.query<OfferSummaryRow>(
      `select avtalenummer, produkt, beskrivelse, registreringsnummer, created_at, updated_at, data
       from offers o
       where kundenummer = $1
         and not exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer)
       order by updated_at desc, avtalenummer desc`,
      [session.kundenummer],
    );
    return c.json({
      tilbud: rows.map((row) => ({
        avtalenummer: row.avtalenummer,
        produkt: row.produkt,
        beskrivelse: row.beskrivelse,
        registreringsnummer: row.registreringsnummer,
        opprettet: new Date(row.created_at).toISOString(),
        oppdatert: new Date(row.updated_at).toISOString(),
        kjoretoy: row.data.kjoretoy.beskrivelse,
        dekning: row.data.tilbud.dekningsbeskrivelse,
        prisPerMnd: monthlyTotal(row.data),
      })),
    } satisfies OfferOverviewResponse);
  });
  return routes;
}

/** Footer contact block; public, so the footer also shows on the login page. */
export function contactRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => c.json(contactInformation));
  return routes;
}

/**
 * GET /distributor's answer: the session's distributor, or without a session the default one, and
 * its addresses. The app's pages carry it too (pageServer/pages.ts).
 */
export function distributorAnswer(
  config: ServerConfig,
  session: SessionInfo | undefined,
): DistributorResponse {
  const shortname = session?.distributor ?? config.defaultDistributor;
  const { loggUtUrl, timeoutUrl, nettbankUrl } = config.distributors[shortname];
  return { shortname, info: { loggUtUrl, timeoutUrl, nettbankUrl } };
}

export function distributorRoutes({ config }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => c.json(distributorAnswer(config, c.get("session"))));
  return routes;
}
