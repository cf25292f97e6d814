import { Hono } from "hono";
import {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackRequest,
  StoredFeedbackQuery,
} from "../../core/contract/feedback.ts";
import { apiError, notFound } from "../http/errors.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { readJsonBody, readQuery } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

interface FeedbackRow {
  product_code: string;
  page: string;
  feedback_value: number;
  text: string | null;
  intentional_submit: boolean | null;
  avtalenummer: string | null;
  created_at: Date;
}

/**
 * The feedback widget's answers. The main answer is kept with the customer (SPEC §7); the
 * follow-up answers and the contact request are kept without: the one holds opinions about the
 * pages, the other only what the customer typed to be contacted.
 */
export function feedbackRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(requireSession);

  // An answer about a purchase names the customer's own agreement, and is kept once: a second
  // answer for the same purchase is refused, not stored (issue 29 item 16).
  routes.post("/", async (c) => {
    const feedback = await readJsonBody(c, FeedbackRequest);
    const session = requireSessionInfo(c);
    const avtalenummer = feedback.avtalenummer ?? null;
    if (avtalenummer !== null) {
      const own = await db.query(
        "select 1 from agreements where avtalenummer = $1 and kundenummer = $2",
        [avtalenummer, session.kundenummer],
      );
      if (own.length === 0) throw notFound();
    }
    const stored = await db.query(
      `insert into feedback
         (kundenummer, product_code, page, feedback_value, text, intentional_submit, avtalenummer)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict do nothing
       returning id`,
      [
        session.kundenummer,
        feedback.productCode,
        feedback.page,
        feedback.feedbackValue,
        feedback.text ?? null,
        feedback.intentionalSubmit ?? null,
        avtalenummer,
      ],
    );
    if (stored.length === 0) throw apiError(409, "tilbakemeldingFinnes");
    return c.json({ mottatt: true }, 201);
  });

  // The sandbox shows a customer what it stored of their own answers: the receipt asks whether its
  // purchase has one (issue 29 item 16); tests and testers read them all.
  routes.get("/", async (c) => {
    const session = requireSessionInfo(c);
    const { avtalenummer } = readQuery(c, StoredFeedbackQuery);
    const rows = await db.query<FeedbackRow>(
      `select product_code, page, feedback_value, text, intentional_submit, avtalenummer, created_at
       from feedback where kundenummer = $1 and ($2::text is null or avtalenummer = $2)
       order by id`,
      [session.kundenummer, avtalenummer ?? null],
    );
    return c.json({
      tilbakemeldinger: rows.map((row) => ({
        productCode: row.product_code,
        page: row.page,
        feedbackValue: row.feedback_value,
        ...(row.text === null ? {} : { text: row.text }),
        ...(row.intentional_submit === null ? {} : { intentionalSubmit: row.intentional_submit }),
        ...(row.avtalenummer === null ? {} : { avtalenummer: row.avtalenummer }),
        opprettet: new Date(row.created_at).toISOString(),
      })),
    });
  });

  routes.post("/oppfolging", async (c) => {
    const followup = await readJsonBody(c, FeedbackFollowupRequest);
    await db.query(
      `insert into feedback_followups (product_code, page, answers) values ($1, $2, $3::jsonb)`,
      [followup.productCode, followup.page, JSON.stringify(followup.answers)],
    );
    return c.json({ mottatt: true }, 201);
  });

  routes.post("/kontakt", async (c) => {
    const contact = await readJsonBody(c, FeedbackContactRequest);
    await db.query(
      `insert into feedback_contacts (product_code, page, email, phone) values ($1, $2, $3, $4)`,
      [contact.productCode, contact.page, contact.email, contact.phone ?? null],
    );
    return c.json({ mottatt: true }, 201);
  });
  return routes;
}
