/** SPEC §9: digits in URLs are replaced with a placeholder before anything is sent. */
export const urlDigitPlaceholder = ":id";

export function maskUrlDigits(url: string): string {
  return url.replace(/\d+/g, urlDigitPlaceholder);
}

/** A value that is a URL or a path (and so has its digits masked). */
export function looksLikeUrl(value: string): boolean {
  return /^(?:https?:\/\/|\/)/i.test(value.trim());
}

/** Properties the provider fills with URLs by itself. */
export const providerUrlProperties = [
  "$current_url",
  "$referrer",
  "$initial_referrer",
  "current_url_path",
  "current_url_search",
  "current_page_title",
] as const;
