/**
 * SPEC §7/§8 session errors: a 401, or an error whose message is 'Unauthorized', 'Forbidden' or
 * 'Failed to fetch', sends the browser to the runtime configuration's `unauthorizedUrl` (if set).
 * Pure: the caller navigates.
 */

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

/** Where to send the browser for this error, or undefined (no session error, or no URL configured). */
export function unauthorizedRedirectTarget(
  error: unknown,
  unauthorizedUrl: string | undefined | null,
): string | undefined {
  return unauthorizedUrl && shouldRedirectToUnauthorized(error) ? unauthorizedUrl : undefined;
}
