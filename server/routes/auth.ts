import { Hono } from "hono";
import { LoginQuery, LogoutRequest } from "../../src/api/contract/auth.ts";
import { safeAppPath } from "../http/paths.ts";
import {
  type AppEnv,
  endSession,
  publicSessionId,
  requireSession,
  requireSessionInfo,
} from "../http/session.ts";
import { readJsonBody, readQuery } from "../http/validation.ts";
import { bankContacts } from "../seed/lists.ts";
import type { RouteDeps } from "./deps.ts";

export function authRoutes({ sessions, config }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/session-status", (c) => {
    const session = c.get("session");
    return c.json(session ? { kfpSessionId: publicSessionId(session) } : {});
  });

  routes.get("/client-context", requireSession, (c) => {
    const session = requireSessionInfo(c);
    return c.json({ loginContext: session.loginContext, distributor: session.distributor });
  });

  routes.get("/login", (c) => {
    const query = readQuery(c, LoginQuery);
    const params = new URLSearchParams({ goto: safeAppPath(query.goto) });
    if (query.distributor) params.set("distributor", query.distributor);
    return c.json({ loginUrl: `/sandbox/login?${params}` });
  });

  routes.post("/logout", async (c) => {
    const body = await readJsonBody(c, LogoutRequest);
    const distributor = c.get("session")?.distributor ?? config.defaultDistributor;
    await endSession(c, sessions, config);
    c.set("session", undefined);
    const logoutUrl = body.goto
      ? safeAppPath(body.goto)
      : config.distributors[distributor].loggUtUrl;
    return c.json({ logoutUrl });
  });

  routes.get("/bankkontakt", requireSession, (c) => {
    const session = requireSessionInfo(c);
    return c.json({ distributor: session.distributor, ...bankContacts[session.distributor] });
  });

  return routes;
}
