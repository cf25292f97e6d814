import { Hono } from "hono";
import { FeedbackRequest } from "../../src/api/contract/feedback.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../http/session.ts";
import { readJsonBody } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

export function feedbackRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.post("/", requireSession, async (c) => {
    const feedback = await readJsonBody(c, FeedbackRequest);
    const session = requireSessionInfo(c);
    await db.query(
      `insert into feedback (kundenummer, product_code, page, feedback_value, text)
       values ($1, $2, $3, $4, $5)`,
      [
        session.kundenummer,
        feedback.productCode,
        feedback.page,
        feedback.feedbackValue,
        feedback.text ?? null,
      ],
    );
    return c.json({ mottatt: true }, 201);
  });
  return routes;
}
