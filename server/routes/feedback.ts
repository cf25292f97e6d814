import { Hono } from "hono";
import {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackRequest,
} from "../../core/contract/feedback.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { readJsonBody } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

interface FeedbackRow {
  product_code: string;
  page: string;
  feedback_value: number;
  text: string | null;
  intentional_submit: boolean | null;
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

  routes.post("/", async (c) => {
    const feedback = await readJsonBody(c, FeedbackRequest);
    const session = requireSessionInfo(c);
    await db.query(
      `insert into feedback (kundenummer, product_code, page, feedback_value, text, intentional_submit)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        session.kundenummer,
        feedback.productCode,
        feedback.page,
        feedback.feedbackValue,
        feedback.text ?? null,
        feedback.intentionalSubmit ?? null,
      ],
    );
    return c.json({ mottatt: true }, 201);
  });

  // The sandbox shows a customer what it stored of their own answers (tests and testers read it).
  routes.get("/", async (c) => {
    const session = requireSessionInfo(c);
    const rows = await db.query<FeedbackRow>(
      `select product_code, page, feedback_value, text, intentional_submit, created_at
       from feedback where kundenummer = $1 order by id`,
      [session.kundenummer],
    );
    return c.json({
      tilbakemeldinger: rows.map((row) => ({
        productCode: row.product_code,
        page: row.page,
        feedbackValue: row.feedback_value,
        ...(row.text === null ? {} : { text: row.text }),
        ...(row.intentional_submit === null ? {} : { intentionalSubmit: row.intentional_submit }),
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
