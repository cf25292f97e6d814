import { describe, expect, it } from "vitest";
import {
  assertBridgeUrl,
  bankAppCookie,
  bridgeErrors,
  createBankAppBridge,
  defaultPdfFileName,
  isInsideBankApp,
  isSerialisable,
  openExternalLink,
  openLinkThroughBankApp,
} from "../../src/platform/bankAppBridge.ts";

const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MobilbankApp/5.1";
const android = "Mozilla/5.0 (Linux; Android 14) MobilbankApp/5.1";

describe("inside the bank app", () => {
  it("by the isMobilbankApp cookie or the user-agent marker", () => {
    expect(isInsideBankApp({ cookies: () => `${bankAppCookie}=true`, userAgent: "Firefox" })).toBe(
      true,
    );
    expect(isInsideBankApp({ cookies: () => "", userAgent: iPhone })).toBe(true);
    expect(isInsideBankApp({ cookies: () => "a=b", userAgent: "Mozilla/5.0 Chrome" })).toBe(false);
    expect(isInsideBankApp({ cookies: () => "", userAgent: "Bank/1 X", marker: "Bank/" })).toBe(
      true,
    );
  });
});

describe("URL checks", () => {
  it.each(["not a url", "/relative/path", "javascript:alert(1)"])("'%s' is not valid", (url) => {
    expect(() => assertBridgeUrl(url)).toThrow(bridgeErrors.invalidUrl);
  });
  it("refuses plain http unless the port is 8000", () => {
    expect(() => assertBridgeUrl("http://bank.example/x")).toThrow(bridgeErrors.plainHttp);
    expect(assertBridgeUrl("http://localhost:8000/x").port).toBe("8000");
    expect(assertBridgeUrl("https://bank.example/x").protocol).toBe("https:");
  });
});

describe("the native bridge", () => {
  it("posts to the iOS message handler", () => {
    const posted: unknown[] = [];
    const bridge = createBankAppBridge({
      userAgent: iPhone,
      window: {
        webkit: { messageHandlers: { mobilbank: { postMessage: (m) => void posted.push(m) } } },
      },
    });
    bridge.openWebPage("https://bank.example/side", { fra: "kvittering" });
    bridge.openPdf("https://bank.example/vilkaar");
    expect(posted).toEqual([
      {
        action: "openWebPage",
        url: "https://bank.example/side",
        initialState: { fra: "kvittering" },
      },
      { action: "openPdf", url: "https://bank.example/vilkaar", fileName: defaultPdfFileName },
    ]);
  });

  it("throws 'Webkit configuration failed' when the iOS handler is missing", () => {
    const bridge = createBankAppBridge({ userAgent: iPhone, window: {} });
    expect(() => bridge.openExternalBrowser("https://bank.example")).toThrow(
      "Webkit configuration failed",
    );
  });

  it("calls the Android interface, and only warns when that fails", () => {
    const received: string[] = [];
    const warnings: unknown[][] = [];
    const bridge = createBankAppBridge({
      userAgent: android,
      window: { MobilbankAndroid: { openPdf: (payload: string) => void received.push(payload) } },
      warn: (...args) => void warnings.push(args),
    });
    bridge.openPdf("https://bank.example/dok", "vilkaar");
    expect(JSON.parse(received[0] ?? "{}")).toEqual({
      action: "openPdf",
      url: "https://bank.example/dok",
      fileName: "vilkaar.pdf",
    });
    expect(() => bridge.openWebPage("https://bank.example")).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it("refuses an initial state that is not serialisable", () => {
    const bridge = createBankAppBridge({ userAgent: android, window: {}, warn: () => {} });
    expect(() => bridge.openWebPage("https://bank.example", { when: new Date() })).toThrow(
      bridgeErrors.notSerialisable,
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(isSerialisable(cyclic)).toBe(false);
    expect(isSerialisable({ a: [1, "b", null, { c: true }] })).toBe(true);
    expect(isSerialisable({ f: () => 1 })).toBe(false);
    expect(isSerialisable({ n: Number.NaN })).toBe(false);
  });
});

describe("external links", () => {
  it("open in the app browser in the mobile-bank context, else in the browser", () => {
    const opened: string[] = [];
    const bridge = {
      openWebPage: (url: string) => void opened.push(`app:${url}`),
      openExternalBrowser: (url: string) => void opened.push(`ext:${url}`),
    };
    const openInBrowser = (url: string) => void opened.push(`browser:${url}`);
    const url = "https://finansportalen.example";
    openExternalLink({ url, loginContext: "MOBILBANK", insideApp: true, bridge, openInBrowser });
    openExternalLink({ url, loginContext: "NETTBANK", insideApp: false, bridge, openInBrowser });
    openExternalLink({
      url,
      loginContext: "MOBILBANK_DNB",
      insideApp: false,
      bridge,
      openInBrowser,
    });
    expect(opened).toEqual([`app:${url}`, `browser:${url}`, `browser:${url}`]);
  });

  it("a link's click opens through the bridge inside the bank app, with the address made absolute; elsewhere it is left to the browser", () => {
    const opened: string[] = [];
    const bridge = {
      openWebPage: (url: string) => void opened.push(url),
      openExternalBrowser: (url: string) => void opened.push(`ext:${url}`),
    };
    const base = "https://forsikring.example/privat/forsikring/motor/bil/kvittering";
    expect(
      openLinkThroughBankApp("/privat/forsikring/personvern", base, {
        loginContext: "MOBILBANK",
        insideApp: true,
        bridge,
      }),
    ).toBe(true);
    expect(
      openLinkThroughBankApp("/chat", base, { loginContext: "NETTBANK", insideApp: true, bridge }),
    ).toBe(false);
    expect(
      openLinkThroughBankApp("/chat", base, {
        loginContext: "MOBILBANK",
        insideApp: false,
        bridge,
      }),
    ).toBe(false);
    expect(opened).toEqual(["https://forsikring.example/privat/forsikring/personvern"]);
  });
});
