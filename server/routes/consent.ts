import { Hono } from "hono";
import { ConsentTextsQuery, ConsentUpdateRequest } from "../../core/contract/consent.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { readJsonBody, readQuery } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

const marketingText = {
  key: "marketingConsent",
  title: "Markedsføring",
  intro: "Vil du få tilbud og råd fra oss?",
  text: "Vi sender deg tilbud og nyttige råd om forsikring på e-post og SMS. Du kan trekke samtykket tilbake når som helst under Min profil.",
} as const;

const crossDomainText = {
  key: "crossDomainConsent",
  title: "Deling med banken din",
  intro: "Kan vi dele opplysninger med banken din?",
  text: "Banken din og vi kan dele opplysninger om hvilke produkter du har, slik at vi kan gi deg bedre tilbud. Du kan trekke samtykket tilbake når som helst.",
} as const;

export function consentRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(requireSession);

  // Sharing with the bank only makes sense for bank customers (SPEC §6: isBankkunde).
  routes.get("/tekster", (c) => {
    const { bankkunde } = readQuery(c, ConsentTextsQuery);
    const samtykketekster =
      bankkunde === "true" ? [marketingText, crossDomainText] : [marketingText];
    return c.json({ samtykketekster });
  });

  routes.post("/oppdater", async (c) => {
    const update = await readJsonBody(c, ConsentUpdateRequest);
    const session = requireSessionInfo(c);
    const status = (approved: boolean) => (approved ? "OPTED_IN" : "OPTED_OUT");
    const next = {
      crossDomainConsent: status(update.crossDomainConsentApproved),
      marketingConsent: status(update.marketingConsentApproved),
    };
    await db.transaction(async (tx) => {
      await tx.query(
        "update customers set cross_domain_consent = $2, marketing_consent = $3 where kundenummer = $1",
        [session.kundenummer, next.crossDomainConsent, next.marketingConsent],
      );
      await tx.query(
        `insert into consent_changes (kundenummer, cross_domain_consent, marketing_consent)
         values ($1, $2, $3)`,
        [session.kundenummer, next.crossDomainConsent, next.marketingConsent],
      );
    });
    return c.json(next);
  });
  return routes;
}
