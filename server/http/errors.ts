import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

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
