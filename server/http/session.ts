import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  type Distributor,
  type LoginContext,
  requestedByHeader,
  sessionExpiryHeader,
  xsrfHeader,
} from "../../src/api/contract/common.ts";
import type { ServerConfig } from "../config.ts";
import type { Database, Queryable } from "../db/database.ts";
import { apiError, notLoggedIn } from "./errors.ts";
import { isHttps } from "./requestInfo.ts";

export interface SessionInfo {
  /** sha256 of the cookie token: the database never holds a usable token. */
  id: string;
  kundenummer: string;
  distributor: Distributor;
  loginContext: LoginContext;
  xsrfToken: string;
  expiresAt: Date;
}

export interface AppEnv {
  Variables: { session: SessionInfo | undefined };
}

/** Over HTTPS the cookies get the `__Host-` prefix: Secure, no Domain, Path=/. */
export function cookieNames(secure: boolean) {
  return secure
    ? { session: "__Host-kfp-session", xsrf: "__Host-XSRF-TOKEN" }
    : { session: "kfp-session", xsrf: "XSRF-TOKEN" };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** The id the client sees as `kfpSessionId`: derived from, but useless as, the cookie token. */
export const publicSessionId = (session: SessionInfo) => session.id.slice(0, 24);

export function secondsLeft(session: SessionInfo, now: Date): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}

interface SessionRow {
  id: string;
  kundenummer: string;
  distributor: Distributor;
  login_context: LoginContext;
  xsrf_token: string;
  expires_at: Date;
}

export async function startSession(
  c: Context,
  db: Database,
  config: ServerConfig,
  login: { kundenummer: string; distributor: Distributor; loginContext: LoginContext },
): Promise<void> {
  const token = newToken();
  const xsrfToken = newToken();
  const now = config.now();
  const expiresAt = new Date(now.getTime() + config.sessionTtlSeconds * 1000);
  await db.query("delete from sessions where expires_at <= $1", [now]);
  await db.query(
    `insert into sessions (id, kundenummer, distributor, login_context, xsrf_token, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      login.kundenummer,
      login.distributor,
      login.loginContext,
      xsrfToken,
      expiresAt,
    ],
  );
  const secure = isHttps(c, config);
  const names = cookieNames(secure);
  setCookie(c, names.session, token, { httpOnly: true, sameSite: "Lax", path: "/", secure });
  // Readable by the app's script: it copies the value into the X-XSRF-TOKEN header.
  setCookie(c, names.xsrf, xsrfToken, { httpOnly: false, sameSite: "Lax", path: "/", secure });
}

export async function endSession(c: Context, db: Queryable, config: ServerConfig): Promise<void> {
  const session = c.get("session") as SessionInfo | undefined;
  if (session) await db.query("delete from sessions where id = $1", [session.id]);
  const secure = isHttps(c, config);
  const names = cookieNames(secure);
  deleteCookie(c, names.session, { path: "/", secure });
  deleteCookie(c, names.xsrf, { path: "/", secure });
}

/**
 * The expiry slides on activity, but is written at most once per this many seconds: a write on
 * every call was the price call's largest cost under load. Between writes X-Session-Expiry reports
 * the stored expiry, so the client's countdown is never longer than the server's
 * (docs/decisions/0002-api-additions.md).
 */
export const sessionSlideIntervalSeconds = 30;

/**
 * Loads the caller's session and slides its expiry: every authenticated call counts as
 * activity. The remaining seconds go out in X-Session-Expiry; an anonymous caller gets none,
 * so the app shows no timeout warning to someone who is not logged in.
 */
export function loadSession(db: Queryable, config: ServerConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const names = cookieNames(isHttps(c, config));
    const token = getCookie(c, names.session);
    let session: SessionInfo | undefined;
    if (token) {
      const id = hashToken(token);
      const now = config.now();
      const expiresAt = new Date(now.getTime() + config.sessionTtlSeconds * 1000);
      const rows = await db.query<SessionRow>(
        `select id, kundenummer, distributor, login_context, xsrf_token, expires_at
         from sessions where id = $1 and expires_at > $2`,
        [id, now],
      );
      const row = rows[0];
      if (row) {
        let storedExpiry = new Date(row.expires_at);
        // An explicit refresh ('Fortsett økten' calls session-status, SPEC §4) always extends;
        // other calls extend at most every `sessionSlideIntervalSeconds` (one write, not one per call).
        const explicitRefresh = c.req.path.endsWith("/auth/session-status");
        const due =
          expiresAt.getTime() - storedExpiry.getTime() >= sessionSlideIntervalSeconds * 1000;
        if (explicitRefresh ? expiresAt > storedExpiry : due) {
          // Conditional, so a concurrent logout or a later extension is never undone.
          const updated = await db.query<{ expires_at: Date }>(
            `update sessions set expires_at = $3 where id = $1 and expires_at > $2
               and expires_at < $3 returning expires_at`,
            [id, now, expiresAt],
          );
          if (updated[0]) storedExpiry = new Date(updated[0].expires_at);
        }
        session = {
          id: row.id,
          kundenummer: row.kundenummer,
          distributor: row.distributor,
          loginContext: row.login_context,
          xsrfToken: row.xsrf_token,
          expiresAt: storedExpiry,
        };
      }
    }
    c.set("session", session);
    await next();
    const current = c.get("session");
    if (current) c.header(sessionExpiryHeader, String(secondsLeft(current, config.now())));
  });
}

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("session")) throw notLoggedIn();
  await next();
});

export function requireSessionInfo(c: Context<AppEnv>): SessionInfo {
  const session = c.get("session");
  if (!session) throw notLoggedIn();
  return session;
}

/** Every API call names its caller; a request without the marker is not from our app. */
export const requireMarkerHeader = createMiddleware(async (c, next) => {
  if (!c.req.header(requestedByHeader))
    throw apiError(400, "manglerMarkoer", { felt: requestedByHeader });
  await next();
});

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Anti-forgery check on every non-GET call: the header must match the cookie and, for a
 * logged-in caller, the token stored with the session.
 */
export function requireXsrfToken(config: ServerConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const header = c.req.header(xsrfHeader) ?? "";
    const cookie = getCookie(c, cookieNames(isHttps(c, config)).xsrf) ?? "";
    const session = c.get("session");
    const expected = session?.xsrfToken ?? cookie;
    if (!header || !cookie || !sameToken(header, cookie) || !sameToken(header, expected)) {
      throw apiError(403, "xsrf");
    }
    await next();
  });
}
