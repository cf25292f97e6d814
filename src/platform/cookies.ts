/** Reads one cookie from a `document.cookie` string; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      const raw = value.join("=");
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Where cookies are read from; the app passes `() => document.cookie`, tests their own jar. */
export type CookieSource = () => string;

export const documentCookies: CookieSource = () =>
  typeof document === "undefined" ? "" : document.cookie;
