import type { Context } from "hono";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiBasePath } from "../../core/contract/common.ts";
import { isDatabaseUnavailable } from "../db/database.ts";
import { sandboxPage } from "../sandbox/html.ts";

/** An API error with the JSON body of SPEC §8: `{ feil: { kode, ... } }`. */
export function apiError(
  status: ContentfulStatusCode,
  kode: string,
  extra: Record<string, string | boolean> = {},
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ feil: { kode, ...extra } }), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    }),
  });
}

export function badRequest(felt: string, melding: string): HTTPException {
  return apiError(400, "ugyldigForespoersel", { felt, melding });
}

export const notLoggedIn = () => apiError(401, "ikkeInnlogget");
export const notFound = () => apiError(404, "ikkeFunnet");

/**
 * The answer when the database did not answer in time or is out of reach (issue 28): 503 at
 * once, before the browser gives up on the call; the API's error shape under the API, a sandbox
 * page elsewhere (the app's own pages show the app's error page: pageServer/pages.ts). Never
 * stored, so a reload asks again.
 */
export function databaseUnavailableAnswer(c: Context): Response | Promise<Response> {
  const headers = { "Cache-Control": "no-store", "Retry-After": "5" };
  if (c.req.path.startsWith(apiBasePath)) {
    const melding = "Databasen svarer ikke nå. Prøv igjen om litt.";
    return c.json({ feil: { kode: "feil", melding } }, 503, headers);
  }
  return c.html(
    sandboxPage(
      "Sandkassen svarer ikke nå",
      html`<p>Databasen svarer ikke. Prøv igjen om litt.</p>`,
    ),
    503,
    headers,
  );
}

/**
 * The answer to an error thrown on a request's way: the app's `onError`, and what the guards
 * (`server/http/guards.ts`) answer for an error of their own checks, as Hono's chain would at
 * that check's layer. An HTTPException's own answer, 503 for a database away, else 500.
 */
export function errorAnswer(error: Error, c: Context): Response | Promise<Response> {
  if (error instanceof HTTPException) return error.getResponse();
  if (isDatabaseUnavailable(error)) {
    // A line, not a stack: a database away for a minute would fill the log with the same one.
    console.error(`${c.req.method} ${c.req.path}: the database did not answer (${error.message})`);
    return databaseUnavailableAnswer(c);
  }
  console.error(error);
  return c.json({ feil: { kode: "feil" } }, 500);
}
