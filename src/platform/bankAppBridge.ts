/**
 * The app inside a mobile bank (SPEC §1, §6, §8): detection (cookie `isMobilbankApp` or the
 * bank app's user-agent marker), the native bridge (iOS webkit message handler, Android
 * JavaScript interface), URL checks, PDFs with a default file name and external links opened in
 * the app browser in the mobile-bank login context. Everything browser-shaped is injected.
 */
import { opensThroughBankApp } from "./bankAppDetection.ts";

export {
  bankAppCookie,
  defaultBankAppUserAgentMarker,
  isInsideBankApp,
  opensThroughBankApp,
} from "./bankAppDetection.ts";
/** SPEC §6: a PDF without a name gets this one. */
export const defaultPdfFileName = "dokument.pdf";

export const bridgeErrors = {
  webkitMissing: "Webkit configuration failed",
  invalidUrl: "URL is not valid.",
  plainHttp: "Plain text http is not allowed.",
  notSerialisable: "Initial state must be serialisable.",
} as const;

/** Plain http is refused except on this port (a local bank-app simulator). */
export const allowedPlainHttpPort = "8000";

/** Throws 'URL is not valid.' / 'Plain text http is not allowed.'; returns the parsed URL. */
export function assertBridgeUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(bridgeErrors.invalidUrl);
  }
  if (parsed.protocol === "http:" && parsed.port !== allowedPlainHttpPort) {
    throw new Error(bridgeErrors.plainHttp);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(bridgeErrors.invalidUrl);
  }
  return parsed;
}

/** Plain data only: what survives JSON unchanged (no functions, class instances, cycles, NaN). */
export function isSerialisable(value: unknown, seen = new Set<object>()): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object": {
      if (seen.has(value)) return false;
      seen.add(value);
      const ok = Array.isArray(value)
        ? value.every((item) => isSerialisable(item, seen))
        : Object.getPrototypeOf(value) === Object.prototype &&
          Object.values(value).every((item) => item !== undefined && isSerialisable(item, seen));
      seen.delete(value);
      return ok;
    }
    default:
      return false;
  }
}

export function pdfFileName(name: string | undefined | null): string {
  const trimmed = name?.trim();
  if (!trimmed) return defaultPdfFileName;
  return /\.pdf$/i.test(trimmed) ? trimmed : `${trimmed}.pdf`;
}

/** What the app window must offer for the bridge (tests pass a fake). */
export interface BridgeWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined>;
  };
  [androidInterface: string]: unknown;
}

export interface BankAppBridgeOptions {
  window: BridgeWindow;
  userAgent: string;
  /** The iOS message handler's name. */
  iosHandler?: string;
  /** The Android JavaScript interface's name. */
  androidInterface?: string;
  warn?: (...args: unknown[]) => void;
}

export const defaultIosHandler = "mobilbank";
export const defaultAndroidInterface = "MobilbankAndroid";

export type BridgeMessage =
  | { action: "openWebPage"; url: string; initialState?: unknown }
  | { action: "openPdf"; url: string; fileName: string }
  | { action: "openExternalBrowser"; url: string };

export interface BankAppBridge {
  platform: "ios" | "android" | "none";
  openWebPage(url: string, initialState?: unknown): void;
  openPdf(url: string, fileName?: string): void;
  openExternalBrowser(url: string): void;
}

export function createBankAppBridge(options: BankAppBridgeOptions): BankAppBridge {
  const iosHandler = options.iosHandler ?? defaultIosHandler;
  const androidName = options.androidInterface ?? defaultAndroidInterface;
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  const isIos = /iPhone|iPad|iPod/i.test(options.userAgent) || Boolean(options.window.webkit);
  const isAndroid = !isIos && /Android/i.test(options.userAgent);
  const platform = isIos ? "ios" : isAndroid ? "android" : "none";

  const post = (message: BridgeMessage) => {
    if (platform === "ios") {
      const handler = options.window.webkit?.messageHandlers?.[iosHandler];
      if (!handler) throw new Error(bridgeErrors.webkitMissing);
      handler.postMessage(message);
      return;
    }
    try {
      const bridge = options.window[androidName] as
        | Record<string, ((payload: string) => void) | undefined>
        | undefined;
      const method = bridge?.[message.action];
      if (typeof method !== "function")
        throw new Error(`${androidName}.${message.action} is missing`);
      method.call(bridge, JSON.stringify(message));
    } catch (error) {
      warn("Android bridge call failed", message.action, error);
    }
  };

  return {
    platform,
    openWebPage(url, initialState) {
      assertBridgeUrl(url);
      if (initialState !== undefined && !isSerialisable(initialState)) {
        throw new Error(bridgeErrors.notSerialisable);
      }
      post({ action: "openWebPage", url, ...(initialState === undefined ? {} : { initialState }) });
    },
    openPdf(url, fileName) {
      assertBridgeUrl(url);
      post({ action: "openPdf", url, fileName: pdfFileName(fileName) });
    },
    openExternalBrowser(url) {
      assertBridgeUrl(url);
      post({ action: "openExternalBrowser", url });
    },
  };
}

export interface OpenLinkOptions {
  url: string;
  loginContext: string | null | undefined;
  insideApp: boolean;
  bridge: Pick<BankAppBridge, "openWebPage" | "openExternalBrowser">;
  /** The ordinary browser: `window.open`. */
  openInBrowser: (url: string) => void;
}

/** SPEC §6: in the mobile-bank login context external links open in the app browser. */
export function openExternalLink(options: OpenLinkOptions): void {
  const mobileBank = options.loginContext?.startsWith("MOBILBANK") ?? false;
  if (options.insideApp && mobileBank) {
    options.bridge.openWebPage(options.url);
    return;
  }
  options.openInBrowser(options.url);
}

/** What a link needs to know to open through the bank app. */
export interface LinkOpening {
  loginContext: string | null | undefined;
  insideApp: boolean;
  bridge: Pick<BankAppBridge, "openWebPage" | "openExternalBrowser">;
}

/**
 * SPEC §6: a click on a link out of the app. Inside the bank app, in the mobile-bank login context,
 * it opens through the bridge (returns true: the caller prevents the browser's own navigation);
 * anywhere else it returns false and the link works as a plain link.
 */
export function openLinkThroughBankApp(href: string, base: string, opening: LinkOpening): boolean {
  if (!opensThroughBankApp(opening)) return false;
  openExternalLink({
    url: new URL(href, base).toString(),
    loginContext: opening.loginContext,
    insideApp: true,
    bridge: opening.bridge,
    openInBrowser: () => {},
  });
  return true;
}
