/**
 * Whether the app runs inside the bank's mobile app (SPEC §6): the first screen needs to know;
 * the native bridge itself (bankAppBridge.ts) is loaded when a link first needs it.
 */
import { type CookieSource, documentCookies, readCookie } from "./cookies.ts";

export const bankAppCookie = "isMobilbankApp";
/** Part of the bank app's user agent (configurable: the real marker comes from the bank). */
export const defaultBankAppUserAgentMarker = "MobilbankApp";

export function isInsideBankApp(options: {
  cookies?: CookieSource;
  userAgent: string;
  marker?: string;
}): boolean {
  const cookies = (options.cookies ?? documentCookies)();
  return (
    readCookie(cookies, bankAppCookie) !== undefined ||
    options.userAgent.includes(options.marker ?? defaultBankAppUserAgentMarker)
  );
}

/**
 * SPEC §6: whether a link out of the app opens through the bank app: inside the app, in the
 * mobile-bank login context. Decided at the click (the browser's own navigation is prevented then),
 * before the bridge's code has loaded.
 */
export function opensThroughBankApp(opening: {
  loginContext: string | null | undefined;
  insideApp: boolean;
}): boolean {
  return opening.insideApp && opening.loginContext?.startsWith("MOBILBANK") === true;
}
