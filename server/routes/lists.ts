import { Hono } from "hono";
import { TermsQuery } from "../../core/contract/lists.ts";
import {
  bonusLevels,
  bonusTransferCompanies,
  leasingCompanies,
  lienHolders,
  mileageOptions,
} from "../catalogue/lists.ts";
import { notFound } from "../http/errors.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { readQuery } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

/** `/skadeforsikring/*`: reference lists and the terms document of an offer or agreement. */
export function listRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(requireSession);
  routes.get("/selskaper/panthavere", (c) => c.json({ selskaper: lienHolders }));
  routes.get("/selskaper/bonusoverfoering", (c) => c.json({ selskaper: bonusTransferCompanies }));
  routes.get("/selskaper/leasing", (c) => c.json({ selskaper: leasingCompanies }));
  routes.get("/bonusliste", (c) => c.json({ bonusliste: bonusLevels }));
  routes.get("/kjoerelengder", (c) => c.json({ kjoerelengder: mileageOptions }));
  routes.get("/dokument/avtalevilkaar", async (c) => {
    const { avtalenummer } = readQuery(c, TermsQuery);
    const session = requireSessionInfo(c);
    // Another customer's number answers exactly like a number that does not exist.
    const owned = await db.query<{ produkt: string }>(
      `select produkt from offers where avtalenummer = $1 and kundenummer = $2
       union all
       select produkt from agreements where avtalenummer = $1 and kundenummer = $2`,
      [avtalenummer, session.kundenummer],
    );
    const first = owned[0];
    if (!first) throw notFound();
    const product = first.produkt === "bobil" ? "bobil" : "bil";
    return c.json({
      avtalenummer,
      dokumenter: [
        {
          tittel: `Forsikringsvilkår ${product}`,
          url: `/sandbox/dokumenter/vilkaar-${product}.html`,
        },
        {
          tittel: "Produktinformasjon",
          url: `/sandbox/dokumenter/produktinformasjon-${product}.html`,
        },
      ],
    });
  });
  return routes;
}
