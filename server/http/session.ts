import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  apiBasePath,
  type Distributor,
  type LoginContext,
  requestedByHeader,
  sessionExpiryHeader,
  xsrfHeader,
} from "../../core/contract/common.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ReadCache, type ReadCachePolicy, readCachePolicy } from "../db/readCache.ts";
import { apiError, notLoggedIn } from "./errors.ts";
import { requestCookie, requestHeader } from "./requestHeaders.ts";
import { isHttps } from "./requestInfo.ts";
import {
  addHeaderSource,
  type HeaderSource,
  isCompleteAnswer,
  setResponseHeaders,
} from "./responseHeaders.ts";

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

/**
 * Over HTTPS the cookies get the `__Host-` prefix: Secure, no Domain, Path=/. `loginState` binds a
 * login to the browser that started it (server/http/loginState.ts).
 */
export function cookieNames(secure: boolean) {
  return secure
    ? { session: "__Host-kfp-session", xsrf: "__Host-XSRF-TOKEN", loginState: "__Host-kfp-login" }
    : { session: "kfp-session", xsrf: "XSRF-TOKEN", loginState: "kfp-login" };
}

/** The database keeps a token (session, login state, login ticket) only as its SHA-256. */
export const hashToken = (token: string) => hash("sha256", token, "hex");
/** 32 random bytes in base64url (43 characters): every token the server hands out. */
export const newToken = () => randomBytes(32).toString("base64url");

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

/**
 * The expiry slides on activity, but is written at most once per this many seconds: a write on
 * every call was the price call's largest cost under load. Between writes X-Session-Expiry reports
 * the stored expiry, so the client's countdown is never longer than the server's
 * (docs/decisions/0002-api-additions.md).
 */
export const sessionSlideIntervalSeconds = 30;

/** Enough for every tester at once; beyond it the oldest entries are read again from the table. */
const cachedSessionsMax = 10_000;

/**
 * The sessions table with a read cache in front, so a call within the slide interval needs no
 * query. The table stays the truth: every change is written there first and then here
 * (docs/decisions/0004).
 */
export class SessionStore {
  private readonly cache: ReadCache<string, SessionInfo | undefined>;
  /** Other processes may end a session (PostgreSQL): the cache may hold one that is gone. */
  private readonly shared: boolean;

  constructor(
    private readonly db: Database,
    private readonly config: ServerConfig,
    policy: ReadCachePolicy = readCachePolicy(db.kind),
  ) {
    this.cache = new ReadCache(policy, cachedSessionsMax);
    this.shared = Number.isFinite(policy.ttlMs);
  }

  /** Stores a new session; returns the cookie tokens. */
  async start(login: {
    kundenummer: string;
    distributor: Distributor;
    loginContext: LoginContext;
  }): Promise<{ token: string; xsrfToken: string }> {
    const token = newToken();
    const xsrfToken = newToken();
    const now = this.config.now();
    const session: SessionInfo = {
      id: hashToken(token),
      kundenummer: login.kundenummer,
      distributor: login.distributor,
      loginContext: login.loginContext,
      xsrfToken,
      expiresAt: new Date(now.getTime() + this.config.sessionTtlSeconds * 1000),
    };
    await this.db.query("delete from sessions where expires_at <= $1", [now]);
    await this.db.query(
      `insert into sessions (id, kundenummer, distributor, login_context, xsrf_token, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        session.id,
        session.kundenummer,
        session.distributor,
        session.loginContext,
        session.xsrfToken,
        session.expiresAt,
      ],
    );
    this.cache.set(session.id, session);
    return { token, xsrfToken };
  }

  /**
   * The live session of a cookie token, or undefined (unknown, ended or expired). `fresh` asks
   * the table even when the cache holds it, where another process may have ended it a moment
   * ago (a shared PostgreSQL; PGlite's cache sees every change).
   */
  async find(token: string, { fresh = false } = {}): Promise<SessionInfo | undefined> {
    const id = hashToken(token);
    const now = this.config.now();
    if (fresh && this.shared) {
      const before = this.cache.version();
      const session = await this.select(id, now);
      if (session) this.cache.set(id, session, before);
      else this.cache.delete(id);
      return session;
    }
    const cached = this.cache.peek(id);
    if (cached && cached.expiresAt > now) return cached;
    // Expired by what this process knows; another instance may have extended it since.
    if (cached) this.cache.delete(id);
    // Unknown tokens are not kept: anyone can send them, and they would push out real sessions.
    const session = await this.cache.read(
      id,
      () => this.select(id, now),
      (found) => found !== undefined,
    );
    return session && session.expiresAt > now ? session : undefined;
  }

  /**
   * Slides the expiry to a full TTL from now when due: an explicit refresh ('Fortsett økten'
   * calls session-status, SPEC §4) always extends; other calls at most every
   * `sessionSlideIntervalSeconds` (one write, not one per call). Returns the session with the
   * expiry the table holds.
   */
  async slide(session: SessionInfo, explicitRefresh: boolean): Promise<SessionInfo> {
    const now = this.config.now();
    const expiresAt = this.slidExpiry(now);
    if (!this.slideDue(session, expiresAt, explicitRefresh)) return session;
    // Conditional, so a concurrent logout or a later extension is never undone.
    const before = this.cache.version();
    const updated = await this.db.query<{ expires_at: Date }>(
      `update sessions set expires_at = $3 where id = $1 and expires_at > $2
         and expires_at < $3 returning expires_at`,
      [session.id, now, expiresAt],
    );
    const row = updated[0];
    if (!row) {
      // Ended or extended elsewhere: this call goes on as read, the next one asks the table.
      this.cache.delete(session.id);
      return session;
    }
    const slid = { ...session, expiresAt: new Date(row.expires_at) };
    this.cache.set(session.id, slid, before);
    return slid;
  }

  /**
   * What `find` and then `slide` answer when the cache alone can tell: a live session it holds
   * whose expiry is not due to slide (nor asked to, by an explicit refresh). Undefined when the
   * table must be asked. Without a promise: the price call's way (issue 31).
   */
  cachedAsSlid(token: string, explicitRefresh: boolean, { fresh = false } = {}) {
    if (fresh && this.shared) return undefined;
    const cached = this.cache.peek(hashToken(token));
    if (!cached) return undefined;
    const now = this.config.now();
    if (cached.expiresAt <= now) return undefined;
    return this.slideDue(cached, this.slidExpiry(now), explicitRefresh) ? undefined : cached;
  }

  private slidExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.sessionTtlSeconds * 1000);
  }

  /** An explicit refresh extends whenever it can; other calls once per slide interval. */
  private slideDue(session: SessionInfo, slidExpiry: Date, explicitRefresh: boolean): boolean {
    if (explicitRefresh) return slidExpiry > session.expiresAt;
    const gainedMs = slidExpiry.getTime() - session.expiresAt.getTime();
    return gainedMs >= sessionSlideIntervalSeconds * 1000;
  }

  /** Ends the session of a cookie token, if there is one. */
  endToken(token: string): Promise<void> {
    return this.end(hashToken(token));
  }

  async end(id: string): Promise<void> {
    await this.db.query("delete from sessions where id = $1", [id]);
    this.cache.delete(id);
  }

  private async select(id: string, now: Date): Promise<SessionInfo | undefined> {
    const rows = await this.db.query<SessionRow>(
      `select id, kundenummer, distributor, login_context, xsrf_token, expires_at
       from sessions where id = $1 and expires_at > $2`,
      [id, now],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      kundenummer: row.kundenummer,
      distributor: row.distributor,
      loginContext: row.login_context,
      xsrfToken: row.xsrf_token,
      expiresAt: new Date(row.expires_at),
    };
  }
}

export async function startSession(
  c: Context,
  sessions: SessionStore,
  config: ServerConfig,
  login: { kundenummer: string; distributor: Distributor; loginContext: LoginContext },
): Promise<void> {
  const secure = isHttps(c, config);
  const names = cookieNames(secure);
  // A new login ends the session this browser had: its token (perhaps planted, perhaps copied)
  // is refused from now on, and the new one is fresh (no session fixation).
  const previous = requestCookie(c, names.session);
  if (previous) await sessions.endToken(previous);
  const { token, xsrfToken } = await sessions.start(login);
  setCookie(c, names.session, token, { httpOnly: true, sameSite: "Lax", path: "/", secure });
  // Readable by the app's script: it copies the value into the X-XSRF-TOKEN header.
  setCookie(c, names.xsrf, xsrfToken, { httpOnly: false, sameSite: "Lax", path: "/", secure });
}

export async function endSession(
  c: Context,
  sessions: SessionStore,
  config: ServerConfig,
): Promise<void> {
  const session = c.get("session") as SessionInfo | undefined;
  if (session) await sessions.end(session.id);
  const secure = isHttps(c, config);
  const names = cookieNames(secure);
  deleteCookie(c, names.session, { path: "/", secure });
  deleteCookie(c, names.xsrf, { path: "/", secure });
}

/**
 * The API's POST calls that write nothing: they post a body the answer is computed from (the
 * price, the register's guarantee), so a session from the cache is as good for them as for a GET.
 */
const readingPosts = new Set(
  ["/motor/bil/pris", "/motor/bil/garanti"].map((path) => `${apiBasePath}${path}`),
);

/**
 * The caller's live session, its expiry slid (see `loadSession`). A call that may write (any
 * method but GET and HEAD, except the POSTs that only read) reads it from the table, never from
 * the cache: a logout on another instance sharing the database holds for it at once (issue 28).
 * The price call on PostgreSQL was a third slower for that query (issue 31). Answered at once,
 * without a promise, when the cache can tell (`cachedAsSlid`); `settledSession` takes either.
 */
export function readSession(
  c: Context,
  sessions: SessionStore,
  config: ServerConfig,
): SessionInfo | undefined | Promise<SessionInfo | undefined> {
  const token = requestCookie(c, cookieNames(isHttps(c, config)).session);
  if (!token) return undefined;
  const mayWrite =
    c.req.method !== "GET" &&
    c.req.method !== "HEAD" &&
    !readingPosts.has(c.req.path.replace(/\/$/, ""));
  const explicitRefresh = c.req.path.endsWith("/auth/session-status");
  return (
    sessions.cachedAsSlid(token, explicitRefresh, { fresh: mayWrite }) ??
    findAndSlide(sessions, token, mayWrite, explicitRefresh)
  );
}

async function findAndSlide(
  sessions: SessionStore,
  token: string,
  fresh: boolean,
  explicitRefresh: boolean,
): Promise<SessionInfo | undefined> {
  const session = await sessions.find(token, { fresh });
  return session && sessions.slide(session, explicitRefresh);
}

/**
 * Puts the caller's session in the context (`readSession`), waiting only when it came from the
 * table: an `await` of a value is a turn of the microtask queue as well.
 */
export function settledSession(
  c: Context<AppEnv>,
  sessions: SessionStore,
  config: ServerConfig,
): Promise<void> | undefined {
  const session = readSession(c, sessions, config);
  if (!(session instanceof Promise)) {
    c.set("session", session);
    return undefined;
  }
  return session.then((found) => {
    c.set("session", found);
  });
}

/**
 * X-Session-Expiry: the remaining seconds of the caller's session. An anonymous caller gets none,
 * so the app shows no timeout warning to someone who is not logged in. `addTo` registers it for a
 * complete answer (`completeAnswer`), `setOn` puts it on any other answer on its way out.
 */
export function sessionExpiryReport(config: ServerConfig): {
  addTo: HeaderSource;
  setOn: (c: Context<AppEnv>) => void;
} {
  const reportOf = (c: Context<AppEnv>): Record<string, string> | undefined => {
    const current = c.get("session");
    return current && { [sessionExpiryHeader]: String(secondsLeft(current, config.now())) };
  };
  const addTo: HeaderSource = (c, headers) => Object.assign(headers, reportOf(c));
  const setOn = (c: Context<AppEnv>) => {
    const report = isCompleteAnswer(c) ? undefined : reportOf(c);
    if (report) setResponseHeaders(c, report);
  };
  return { addTo, setOn };
}

/**
 * Loads the caller's session and slides its expiry (every authenticated call counts as
 * activity), and reports the remaining seconds in X-Session-Expiry: the app's pages
 * (pageServer/pages.ts); the API does the same in `guardApiCalls`.
 */
export function loadSession(sessions: SessionStore, config: ServerConfig) {
  const expiry = sessionExpiryReport(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    await settledSession(c, sessions, config);
    addHeaderSource(c, expiry.addTo);
    await next();
    expiry.setOn(c);
  });
}

// Not async: nothing to do after next(), and each async wrapper around it was more promises and
// turns of the microtask queue on every call (issue 31). Hono's chain catches what it throws.
export const requireSession = createMiddleware<AppEnv>((c, next) => {
  if (!c.get("session")) throw notLoggedIn();
  return next();
});

export function requireSessionInfo(c: Context<AppEnv>): SessionInfo {
  const session = c.get("session");
  if (!session) throw notLoggedIn();
  return session;
}

/** Every API call names its caller; a request without the marker is not from our app. */
export function checkMarkerHeader(c: Context): void {
  if (!requestHeader(c, requestedByHeader))
    throw apiError(400, "manglerMarkoer", { felt: requestedByHeader });
}

/** Two tokens (or two hashes) compared in constant time. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Anti-forgery check on every non-GET call (after the session is loaded): the header must match
 * the cookie and, for a logged-in caller, the token stored with the session.
 */
export function xsrfTokenCheck(config: ServerConfig): (c: Context<AppEnv>) => void {
  return (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return;
    const header = requestHeader(c, xsrfHeader) ?? "";
    const cookie = requestCookie(c, cookieNames(isHttps(c, config)).xsrf) ?? "";
    const session = c.get("session");
    const expected = session?.xsrfToken ?? cookie;
    if (!header || !cookie || !sameToken(header, cookie) || !sameToken(header, expected)) {
      throw apiError(403, "xsrf");
    }
  };
}
