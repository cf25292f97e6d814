import { createMiddleware } from "hono/factory";
import { apiBasePath } from "../../src/api/contract/common.ts";
import { badRequest } from "./errors.ts";

/** The path of a request URL as sent, still percent-encoded (without scheme, host and query). */
function rawPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}

/**
 * A path with a malformed percent-escape (`/ekspresspris/%`) is refused at the door: everything
 * after it may decode the path, and a URIError there was a 500 (issue 17).
 */
export const refuseUndecodablePath = createMiddleware(async (c, next) => {
  const path = rawPath(c.req.url);
  if (path.includes("%")) {
    try {
      decodeURIComponent(path);
    } catch {
      if (path.startsWith(apiBasePath)) throw badRequest("path", "Ugyldig prosentkoding i stien");
      return c.text("Ugyldig adresse", 400);
    }
  }
  await next();
});
