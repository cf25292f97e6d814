import { Hono } from "hono";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { contactInformation } from "../seed/lists.ts";
import type { RouteDeps } from "./deps.ts";

interface OfferSummaryRow {
  avtalenummer: string;
  produkt: string;
  beskrivelse: string;
  registreringsnummer: string | null;
  created_at: Date;
}

/** `/avtaleoversikt/tilbud`: the customer's open offers; the count is the menu's badge. */
export function overviewRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/tilbud", requireSession, async (c) => {
    const session = requireSessionInfo(c);
    const rows = await db.query<OfferSummaryRow>(
      `select avtalenummer, produkt, beskrivelse, registreringsnummer, created_at
       from offers o
       where kundenummer = $1
         and not exists (select 1 from agreements a where a.avtalenummer = o.avtalenummer)
       order by created_at desc, avtalenummer`,
      [session.kundenummer],
    );
    return c.json({
      tilbud: rows.map((row) => ({
        avtalenummer: row.avtalenummer,
        produkt: row.produkt,
        beskrivelse: row.beskrivelse,
        registreringsnummer: row.registreringsnummer,
        opprettet: new Date(row.created_at).toISOString(),
      })),
    });
  });
  return routes;
}

/** Footer contact block; public, so the footer also shows on the login page. */
export function contactRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => c.json(contactInformation));
  return routes;
}

export function distributorRoutes({ config }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    const shortname = c.get("session")?.distributor ?? config.defaultDistributor;
    const { loggUtUrl, timeoutUrl, nettbankUrl } = config.distributors[shortname];
    return c.json({ shortname, info: { loggUtUrl, timeoutUrl, nettbankUrl } });
  });
  return routes;
}
