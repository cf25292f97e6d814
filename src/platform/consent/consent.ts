/**
 * Where the customer's analytics consent comes from (SPEC §4 "Consent and analytics"):
 * - the bank distributors (sb1, eika, dnb): the cookie `kfp-clvl`, a consent level where 2 means
 *   opted in to statistics (the spec names dnb; the same cookie is read for every bank);
 * - the union variant (none): the provider's consent cookie, JSON with `statistics`
 *   'accepted' | 'denied' (Jøkul's cookie-consent format);
 * and re-reading it 250 ms after the bank's consent window posts 'optin_closed', from a bank
 * origin only.
 */
import type { ConsentStatus, Distributor } from "../../../core/contract/common.ts";
import { distributorVariant } from "../../../core/domain/distributorVariants.ts";
import { type CookieSource, documentCookies, readCookie } from "../cookies.ts";

export { type ConsentStatus, consentStatuses } from "../../../core/contract/common.ts";

export type ConsentDistributor = Distributor;

/** The bank's consent-level cookie; level 2 (or more) means statistics are allowed. */
export const bankConsentCookie = "kfp-clvl";
export const bankOptedInLevel = 2;
/** The none variant's consent cookie (Jøkul's default cookie name). */
export const defaultNoneConsentCookie = "fremtind-cookie-consent";
/** SPEC §9: consent is re-read this long after 'optin_closed'. */
export const consentRereadDelayMs = 250;
export const optinClosedMessage = "optin_closed";

export interface ConsentSourceOptions {
  distributor: ConsentDistributor;
  cookies?: CookieSource;
  noneConsentCookie?: string;
}

export function readBankConsent(cookies: string): ConsentStatus {
  const value = readCookie(cookies, bankConsentCookie);
  if (value === undefined || value.trim() === "") return "UNANSWERED";
  const level = Number(value);
  if (!Number.isFinite(level)) return "UNANSWERED";
  return level >= bankOptedInLevel ? "OPTED_IN" : "OPTED_OUT";
}

export function readNoneConsent(
  cookies: string,
  cookieName = defaultNoneConsentCookie,
): ConsentStatus {
  const value = readCookie(cookies, cookieName);
  if (!value) return "UNANSWERED";
  try {
    const statistics = (JSON.parse(value) as { statistics?: unknown } | null)?.statistics;
    if (statistics === "accepted") return "OPTED_IN";
    if (statistics === "denied") return "OPTED_OUT";
  } catch {
    // A cookie we cannot read is no answer.
  }
  return "UNANSWERED";
}

/** One kind of consent in the provider's cookie: null while the kind is asked but not answered. */
export type NoneConsentAnswer = "accepted" | "denied" | null;
/** The provider's consent cookie as Jøkul's cookie consent keeps it (its format, on every page of the site). */
export interface NoneConsent {
  marketing?: NoneConsentAnswer;
  functional?: NoneConsentAnswer;
  statistics?: NoneConsentAnswer;
}
/** Jøkul's lifetime of the consent cookie: 120 days. */
export const noneConsentMaxAgeSeconds = 10_368_000;

/**
 * The provider's consent cookie as it stands. Every kind is null until answered, as Jøkul reads
 * it: a page of the site that asks for more kinds (marketing, functional) sees them unanswered and
 * asks, where a missing kind would read as answered.
 */
export function readNoneConsentCookie(
  cookies: string,
  cookieName = defaultNoneConsentCookie,
): NoneConsent {
  const value = readCookie(cookies, cookieName);
  if (value) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
        return parsed as NoneConsent;
    } catch {
      // A cookie we cannot read is no answer.
    }
  }
  return { marketing: null, functional: null, statistics: null };
}

/**
 * The `document.cookie` assignment that stores an answer, in Jøkul's format (raw JSON, 120 days,
 * SameSite=Lax) so that the provider's other pages, which use Jøkul's dialog, read it; the path
 * makes it hold for the whole site (without one it belonged to the page's folder, and the
 * motorhome flow and the product pages asked again).
 */
export function noneConsentCookie(
  consent: NoneConsent,
  { path, cookieName = defaultNoneConsentCookie }: { path: string; cookieName?: string },
): string {
  return [
    `${cookieName}=${JSON.stringify(consent)}`,
    `max-age=${noneConsentMaxAgeSeconds}`,
    "SameSite=Lax",
    `path=${path}`,
  ].join(";");
}

/**
 * A bank's answer is the bank's cookie. Where the bank has not answered (the app opened in an
 * ordinary browser, outside the bank's frame, where the footer's button opens the app's own
 * dialog), the answer given in the app's own dialog counts.
 */
export function readConsent(options: ConsentSourceOptions): ConsentStatus {
  const cookies = (options.cookies ?? documentCookies)();
  const own = () => readNoneConsent(cookies, options.noneConsentCookie);
  if (distributorVariant(options.distributor).consentOwner === "app") return own();
  const bank = readBankConsent(cookies);
  return bank === "UNANSWERED" ? own() : bank;
}

/** An https origin on one of the bank domains (the domain itself or a subdomain of it). */
export function isBankOrigin(origin: string, bankDomains: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  return bankDomains.some((domain) => {
    const bare = domain.toLowerCase().replace(/^\./, "");
    return bare !== "" && (host === bare || host.endsWith(`.${bare}`));
  });
}

function isOptinClosed(data: unknown): boolean {
  if (data === optinClosedMessage) return true;
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === optinClosedMessage
  );
}

export interface WatchConsentOptions extends ConsentSourceOptions {
  /** The window whose 'message' events are heard. */
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  /** Configured bank domains, e.g. ['sparebank1.no', 'eika.no', 'dnb.no']. */
  bankDomains: readonly string[];
  onChange: (status: ConsentStatus) => void;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * Calls `onChange` with the new status 250 ms after the bank's consent window reports
 * 'optin_closed' (when the status differs from the last one read). Returns the unsubscribe.
 */
export function watchConsent(options: WatchConsentOptions): () => void {
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let last = readConsent(options);
  let pending: unknown;
  const listener = (event: Event) => {
    const message = event as MessageEvent;
    if (!isOptinClosed(message.data) || !isBankOrigin(message.origin, options.bankDomains)) return;
    if (pending !== undefined) cancel(pending);
    pending = schedule(() => {
      pending = undefined;
      const status = readConsent(options);
      if (status !== last) {
        last = status;
        options.onChange(status);
      }
    }, consentRereadDelayMs);
  };
  options.target.addEventListener("message", listener);
  return () => {
    options.target.removeEventListener("message", listener);
    if (pending !== undefined) cancel(pending);
  };
}

export interface CookieSettingsOptions {
  distributor: ConsentDistributor;
  /** The none variant: open the provider's own consent dialog (src/app/OwnConsentDialog.tsx). */
  openConsentDialog: () => void;
  /** A bank: ask the bank window for its consent dialog; it answers with 'optin_closed'. */
  bankWindow?: Pick<Window, "postMessage"> | null;
  /** The bank window's origin (never '*'). */
  bankOrigin?: string;
}

/** The message a bank window gets when the customer presses the footer's cookie settings. */
export const optinOpenMessage = "optin_open";

/** What the footer's cookie-settings button does (SPEC §2 footer). */
export function createCookieSettingsHandler(options: CookieSettingsOptions): () => void {
  return () => {
    const owner = distributorVariant(options.distributor).consentOwner;
    if (owner === "bank" && options.bankWindow && options.bankOrigin) {
      options.bankWindow.postMessage(optinOpenMessage, options.bankOrigin);
      return;
    }
    options.openConsentDialog();
  };
}
