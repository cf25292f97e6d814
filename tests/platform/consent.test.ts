import { describe, expect, it, vi } from "vitest";
import {
  getConsentCookie,
  setConsentCookie,
} from "../../node_modules/@fremtind/jokul/build/es/components/cookie-consent/cookieConsentUtils.js";
import {
  bankConsentCookie,
  consentRereadDelayMs,
  createCookieSettingsHandler,
  defaultNoneConsentCookie,
  isBankOrigin,
  type NoneConsent,
  noneConsentCookie,
  readConsent,
  readNoneConsentCookie,
  watchConsent,
} from "../../src/platform/consent/index.ts";

const noneCookie = (statistics: string) =>
  `fremtind-cookie-consent=${encodeURIComponent(JSON.stringify({ statistics }))}`;

function fakeTimers() {
  const timers: { at: number; run: () => void; id: number }[] = [];
  let now = 0;
  let nextId = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers].filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe("reading consent", () => {
  it.each([
    ["", "UNANSWERED"],
    [`${bankConsentCookie}=2`, "OPTED_IN"],
    [`${bankConsentCookie}=3`, "OPTED_IN"],
    [`${bankConsentCookie}=1`, "OPTED_OUT"],
    [`${bankConsentCookie}=0`, "OPTED_OUT"],
    [`${bankConsentCookie}=abc`, "UNANSWERED"],
  ] as const)("dnb with cookie '%s' is %s", (cookie, status) => {
    expect(readConsent({ distributor: "dnb", cookies: () => `a=b; ${cookie}` })).toBe(status);
  });

  it.each([
    ["sb1", `${bankConsentCookie}=1; ${noneCookie("accepted")}`, "OPTED_OUT"],
    ["eika", `${bankConsentCookie}=2; ${noneCookie("denied")}`, "OPTED_IN"],
    ["dnb", noneCookie("accepted"), "OPTED_IN"],
    ["sb1", noneCookie("denied"), "OPTED_OUT"],
  ] as const)(
    "%s with '%s' is %s: the bank's answer wins; without one, the app's own dialog's answer counts (outside the bank's frame)",
    (distributor, cookie, status) => {
      expect(readConsent({ distributor, cookies: () => cookie })).toBe(status);
    },
  );

  it.each([
    [noneCookie("accepted"), "OPTED_IN"],
    [noneCookie("denied"), "OPTED_OUT"],
    [noneCookie("null"), "UNANSWERED"],
    ["fremtind-cookie-consent=not-json", "UNANSWERED"],
    ["", "UNANSWERED"],
  ] as const)("none with '%s' is %s", (cookie, status) => {
    expect(readConsent({ distributor: "none", cookies: () => cookie })).toBe(status);
  });
});

describe("isBankOrigin", () => {
  const domains = ["sparebank1.no", "dnb.no"];
  it.each([
    ["https://www.sparebank1.no", true],
    ["https://dnb.no", true],
    ["http://www.dnb.no", false],
    ["https://evil-dnb.no", false],
    ["https://dnb.no.evil.example", false],
    ["null", false],
  ] as const)("%s → %s", (origin, expected) => {
    expect(isBankOrigin(origin, domains)).toBe(expected);
  });
});

describe("watchConsent", () => {
  function setup() {
    let cookies = "";
    const changes: string[] = [];
    const target = new EventTarget();
    const timers = fakeTimers();
    const stop = watchConsent({
      distributor: "dnb",
      cookies: () => cookies,
      target,
      bankDomains: ["dnb.no"],
      onChange: (status) => changes.push(status),
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    const post = (data: unknown, origin: string) =>
      target.dispatchEvent(new MessageEvent("message", { data, origin }));
    return {
      setCookies: (value: string) => {
        cookies = value;
      },
      changes,
      post,
      timers,
      stop,
    };
  }

  it("re-reads the cookie 250 ms after 'optin_closed' from the bank", () => {
    const { setCookies, changes, post, timers } = setup();
    setCookies(`${bankConsentCookie}=2`);
    post("optin_closed", "https://www.dnb.no");
    timers.advance(consentRereadDelayMs - 1);
    expect(changes).toEqual([]);
    timers.advance(1);
    expect(changes).toEqual(["OPTED_IN"]);
  });

  it("ignores the message from any other origin, and other messages", () => {
    const { setCookies, changes, post, timers } = setup();
    setCookies(`${bankConsentCookie}=2`);
    post("optin_closed", "https://evil.example");
    post({ type: "something_else" }, "https://www.dnb.no");
    timers.advance(1000);
    expect(changes).toEqual([]);
  });

  it("stops listening when unsubscribed", () => {
    const { setCookies, changes, post, timers, stop } = setup();
    stop();
    setCookies(`${bankConsentCookie}=2`);
    post("optin_closed", "https://www.dnb.no");
    timers.advance(1000);
    expect(changes).toEqual([]);
  });
});

describe("the footer's cookie-settings button", () => {
  it("opens the provider's dialog in the none variant", () => {
    const opened: string[] = [];
    createCookieSettingsHandler({
      distributor: "none",
      openConsentDialog: () => opened.push("dialog"),
    })();
    expect(opened).toEqual(["dialog"]);
  });

  it("asks the bank window, with its origin, for a bank", () => {
    const posted: unknown[][] = [];
    createCookieSettingsHandler({
      distributor: "sb1",
      openConsentDialog: () => posted.push(["dialog"]),
      bankWindow: { postMessage: (...args: unknown[]) => void posted.push(args) } as never,
      bankOrigin: "https://www.sparebank1.no",
    })();
    expect(posted).toEqual([["optin_open", "https://www.sparebank1.no"]]);
  });
});

describe("the app's own dialog writes the provider's consent cookie as Jøkul's dialog did (issue 29 item 23)", () => {
  // Jøkul's own reader and writer (the dialog it belongs to is no longer used): the oracle for the
  // format the provider's other pages, which still use Jøkul's dialog, read and write.
  const jokulCookie = (consent: NoneConsent) => {
    const written: string[] = [];
    vi.stubGlobal("document", {
      set cookie(value: string) {
        written.push(value);
      },
    });
    try {
      setConsentCookie({ consent, name: defaultNoneConsentCookie, path: "/" });
    } finally {
      vi.unstubAllGlobals();
    }
    return written[0];
  };
  const jokulReads = (cookies: string) => {
    vi.stubGlobal("document", { cookie: cookies });
    try {
      return getConsentCookie({ name: defaultNoneConsentCookie });
    } finally {
      vi.unstubAllGlobals();
    }
  };
  /** The name=value part of a `document.cookie` assignment, as the browser gives it back. */
  const stored = (assignment: string) => assignment.split(";")[0] ?? "";

  it.each([
    ["statistics accepted", "accepted"],
    ["statistics refused", "denied"],
  ] as const)(
    "%s, with no answer before: the same cookie, read back as the answer",
    (_, answer) => {
      const consent = { ...readNoneConsentCookie(""), statistics: answer };
      const ours = noneConsentCookie(consent, { path: "/" });
      expect(ours).toBe(jokulCookie({ marketing: null, functional: null, statistics: answer }));
      expect(readConsent({ distributor: "none", cookies: () => stored(ours) })).toBe(
        answer === "accepted" ? "OPTED_IN" : "OPTED_OUT",
      );
      // The kinds this app does not ask stay unanswered for the pages that do.
      expect(jokulReads(stored(ours))).toEqual({
        marketing: null,
        functional: null,
        statistics: answer,
      });
    },
  );

  it("keeps the answers another page of the site gave, and changes statistics only", () => {
    const earlier = jokulCookie({ marketing: "accepted", functional: "denied", statistics: null });
    const consent = {
      ...readNoneConsentCookie(stored(earlier ?? "")),
      statistics: "denied" as const,
    };
    expect(noneConsentCookie(consent, { path: "/" })).toBe(
      jokulCookie({ marketing: "accepted", functional: "denied", statistics: "denied" }),
    );
  });

  it("reads a cookie it cannot parse as no answer", () => {
    expect(readNoneConsentCookie(`${defaultNoneConsentCookie}={oops`)).toEqual({
      marketing: null,
      functional: null,
      statistics: null,
    });
  });
});
