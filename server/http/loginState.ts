/**
 * The sandbox login's state (decision 0015), as OAuth's `state`: the app's origin gives the
 * browser a random value in an httpOnly cookie and the same value in the login address it hands
 * out. The login page, on another site, cannot read the cookie; it carries the value in its form,
 * and the login's ticket is bound to its hash. Only the browser holding the cookie can exchange
 * the ticket for a session on the app's origin (`/sandbox/login/complete`): a login another site
 * started in this browser (login CSRF), or a ticket taken to another browser, starts nothing.
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { ServerConfig } from "../config.ts";
import { requestCookie } from "./requestHeaders.ts";
import { isHttps } from "./requestInfo.ts";
import { cookieNames, newToken } from "./session.ts";

/** What `newToken` makes (32 random bytes in base64url): the state and the ticket alike. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isLoginToken = (value: unknown): value is string =>
  typeof value === "string" && tokenPattern.test(value);

const stateCookieName = (c: Context, config: ServerConfig) =>
  cookieNames(isHttps(c, config)).loginState;

/**
 * The browser's login state, set on the answer when it has none. A well-formed one it has is
 * kept, so two tabs showing the login at once both work (a new value would undo the other tab's).
 * SameSite=Lax: the redirect back from the login's site is a cross-site top-level GET, which
 * carries Lax cookies and not Strict ones.
 */
export function loginStateFor(c: Context, config: ServerConfig): string {
  const current = sentLoginState(c, config);
  if (current) return current;
  const state = newToken();
  setCookie(c, stateCookieName(c, config), state, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c, config),
  });
  return state;
}

/** The state the browser sent with this request, if well-formed. */
export function sentLoginState(c: Context, config: ServerConfig): string | undefined {
  const state = requestCookie(c, stateCookieName(c, config));
  return isLoginToken(state) ? state : undefined;
}

/** The login is done: its state goes, and the next login gets a new one. */
export function clearLoginState(c: Context, config: ServerConfig): void {
  deleteCookie(c, stateCookieName(c, config), { path: "/", secure: isHttps(c, config) });
}
