/**
 * SPEC §7/§8 session errors: a 401, or an error whose message is 'Unauthorized', 'Forbidden' or
 * 'Failed to fetch', sends the browser to the runtime configuration's `unauthorizedUrl` (if set).
 * Pure: the caller navigates.
 */
import { customerPath } from "../api/customer.ts";

/** The error messages that mean the session is gone (as the spec lists them, exact). */
export const unauthorizedMessages = ["Unauthorized", "Forbidden", "Failed to fetch"] as const;

function field(error: unknown, name: string): unknown {
  return error !== null && typeof error === "object"
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/** True for a 401 status or one of the session-error messages; anything else is not ours. */
export function shouldRedirectToUnauthorized(error: unknown): boolean {
  if (field(error, "status") === 401) return true;
  const message = typeof error === "string" ? error : field(error, "message");
  return (
    typeof message === "string" &&
    (unauthorizedMessages as readonly string[]).includes(message.trim())
  );
}

/**
 * A 403 on GET /skadekunde/ is no session error: the customer is logged in but may not see
 * insurances online, and the app shows 'Du kan ikke se forsikringer på nett'
 * (kanIkkeSeForsikringPaaNett) instead of sending the browser away.
 */
export function isCustomerForbidden(error: unknown, call?: { method: string; path: string }) {
  return (
    field(error, "status") === 403 &&
    call?.method === "GET" &&
    call.path.replace(/\/+$/, "") === customerPath.replace(/\/+$/, "")
  );
}

/** Where to send the browser for this error, or undefined (no session error, or no URL configured). */
export function unauthorizedRedirectTarget(
  error: unknown,
  unauthorizedUrl: string | undefined | null,
  call?: { method: string; path: string },
): string | undefined {
  return unauthorizedUrl && needsUnauthorizedRedirect(error, call) ? unauthorizedUrl : undefined;
}

/** Whether this failed call sends the browser to `unauthorizedUrl` (SPEC §8 session errors). */
export function needsUnauthorizedRedirect(
  error: unknown,
  call?: { method: string; path: string },
): boolean {
  return !isCustomerForbidden(error, call) && shouldRedirectToUnauthorized(error);
}
