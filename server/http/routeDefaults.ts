import { HTTPException } from "hono/http-exception";
import { apiError } from "./errors.ts";

/**
 * SPEC §8 "The router defaults are 404 no route, 405 method not allowed and 400 bad request":
 * the API's answer to a request no route takes. A path some route serves with other methods is
 * 405 with `Allow` naming them; any other path is 404 `ikkeFunnet`. (Bad input to a route is its
 * own 400, `ugyldigForespoersel` naming the field.)
 */
export function unroutedAnswer(
  router: { routes: readonly { method: string; path: string }[] },
  basePath: string,
) {
  let patterns: { method: string; pattern: RegExp }[] | undefined;
  const routesOf = () => {
    patterns ??= router.routes
      .filter((route) => route.method !== "ALL" && !/^\/?\*?$/.test(route.path))
      .map((route) => ({ method: route.method, pattern: patternOf(route.path) }));
    return patterns;
  };
  return (path: string, method: string): HTTPException => {
    const below = path.startsWith(basePath) ? path.slice(basePath.length) : path;
    const methods = new Set(
      routesOf()
        .filter((route) => route.pattern.test(below))
        .map((route) => route.method),
    );
    if (methods.has("GET")) methods.add("HEAD");
    if (methods.size === 0 || methods.has(method)) return apiError(404, "ikkeFunnet");
    const allow = [...methods].sort().join(", ");
    return new HTTPException(405, {
      res: new Response(JSON.stringify({ feil: { kode: "metodeIkkeTillatt" } }), {
        status: 405,
        headers: { "Content-Type": "application/json; charset=utf-8", Allow: allow },
      }),
    });
  };
}

/** A route's path as a pattern: `:name` (with or without `{…}`) is one segment, `*` the rest. */
function patternOf(routePath: string): RegExp {
  const body = routePath
    .replace(/\/+$/, "")
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}/*$`);
}
