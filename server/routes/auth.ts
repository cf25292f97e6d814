import { type Context, Hono } from "hono";
import {
  LoginQuery,
  type LoginResponse,
  LogoutRequest,
  type SessionStatusResponse,
} from "../../core/contract/auth.ts";
import type { Distributor } from "../../core/contract/common.ts";
import { bankContacts } from "../catalogue/lists.ts";
import type { ServerConfig } from "../config.ts";
import { loginStateFor } from "../http/loginState.ts";
import { safeAppPath, sandboxLoginPath } from "../http/paths.ts";
import { pairedOrigin } from "../http/requestInfo.ts";
import {
  type AppEnv,
  endSession,
  publicSessionId,
  requireSession,
  requireSessionInfo,
  type SessionInfo,
} from "../http/session.ts";
import { readJsonBody, readQuery } from "../http/validation.ts";
import type { RouteDeps } from "./deps.ts";

/** GET /auth/session-status's answer; also written into the page (`PageStart`). */
export function sessionStatusOf(session: SessionInfo | undefined): SessionStatusResponse {
  return session ? { kfpSessionId: publicSessionId(session) } : {};
}

/**
 * GET /auth/login's answer, and the page's (`PageStart.login`): the sandbox's login page, which
 * returns to `goto` afterwards. On the other loopback name when there is one (decision 0015), so
 * the browser runs the frame as the other site's that production's login is; else on this origin,
 * relative. It carries the browser's login state, whose cookie it sets on this answer.
 */
export function loginAnswer(
  c: Context,
  config: ServerConfig,
  goto: string | undefined,
  distributor?: Distributor,
): LoginResponse {
  const params = new URLSearchParams({ goto: safeAppPath(goto) });
  if (distributor) params.set("distributor", distributor);
  params.set("state", loginStateFor(c, config));
  return { loginUrl: `${pairedOrigin(c, config)}${sandboxLoginPath}?${params}` };
}

export function authRoutes({ sessions, config }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/session-status", (c) => c.json(sessionStatusOf(c.get("session"))));

  routes.get("/client-context", requireSession, (c) => {
    const session = requireSessionInfo(c);
    return c.json({ loginContext: session.loginContext, distributor: session.distributor });
  });

  routes.get("/login", (c) => {
    const query = readQuery(c, LoginQuery);
    return c.json(loginAnswer(c, config, query.goto, query.distributor));
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
