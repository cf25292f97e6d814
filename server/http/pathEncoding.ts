import type { Context } from "hono";
import { apiBasePath } from "../../core/contract/common.ts";
import { badRequest } from "./errors.ts";

/** The path of a request URL as sent, still percent-encoded (without scheme, host and query). */
function rawPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}

/**
 * The text with its percent-escapes decoded, or undefined when one is malformed. The decoded
 * text is returned, not only checked: the server bundle dropped a bare `decodeURIComponent(path)`
 * inside a `try` (Rolldown counts the call as free of side effects), and with it the refusal
 * (issue 28). Only a value something uses survives the build.
 */
export function decodedOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * A path with a malformed percent-escape (`/ekspresspris/%`) is refused at the door: everything
 * after it may decode the path, and a URIError there was a 500 (issue 17). Under the API the
 * refusal is thrown (the API's 400 `ugyldigForespoersel`), elsewhere it is the answer; undefined
 * for a path that decodes.
 */
export function undecodablePathRefusal(c: Context): Response | undefined {
  const path = rawPath(c.req.url);
  if (!path.includes("%") || decodedOrUndefined(path) !== undefined) return undefined;
  if (path.startsWith(apiBasePath)) throw badRequest("path", "Ugyldig prosentkoding i stien");
  return c.text("Ugyldig adresse", 400);
}
