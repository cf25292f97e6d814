import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/apiError.ts";
import {
  shouldRedirectToUnauthorized,
  unauthorizedMessages,
  unauthorizedRedirectTarget,
} from "../../src/platform/unauthorized.ts";

describe("shouldRedirectToUnauthorized", () => {
  it("is true for a 401 from the api client", () => {
    expect(shouldRedirectToUnauthorized(new ApiError(401, "", undefined))).toBe(true);
  });

  it.each(unauthorizedMessages)("is true for the message '%s'", (message) => {
    expect(shouldRedirectToUnauthorized(new Error(message))).toBe(true);
    expect(shouldRedirectToUnauthorized(message)).toBe(true);
  });

  it("is true for a 403 whose status text is 'Forbidden' and a browser network failure", () => {
    expect(shouldRedirectToUnauthorized(new ApiError(403, "Forbidden", undefined))).toBe(true);
    expect(shouldRedirectToUnauthorized(new TypeError("Failed to fetch"))).toBe(true);
  });

  it.each([
    new ApiError(500, "Internal Server Error", undefined),
    new ApiError(404, "Not Found", undefined),
    new Error("Unauthorized access to something else"),
    null,
    undefined,
    42,
  ])("is false for %s", (error) => {
    expect(shouldRedirectToUnauthorized(error)).toBe(false);
  });

  it("gives the URL only when one is configured", () => {
    const error = new ApiError(401, "Unauthorized", undefined);
    expect(unauthorizedRedirectTarget(error, "https://bank.example/logg-inn")).toBe(
      "https://bank.example/logg-inn",
    );
    expect(unauthorizedRedirectTarget(error, "")).toBeUndefined();
    expect(unauthorizedRedirectTarget(new Error("boom"), "https://x.example")).toBeUndefined();
  });
});

describe("a 403 on GET /skadekunde/ (SPEC §8 kanIkkeSeForsikringPaaNett)", () => {
  const url = "https://bank.example/logg-inn";
  const forbidden = new ApiError(403, "Forbidden", { feil: { kode: "feil" } });

  it("is not sent to unauthorizedUrl: the app shows 'Du kan ikke se forsikringer på nett'", () => {
    expect(
      unauthorizedRedirectTarget(forbidden, url, { method: "GET", path: "/skadekunde/" }),
    ).toBe(undefined);
  });

  it("401, 'Unauthorized' and 'Failed to fetch' on the customer call still redirect", () => {
    const customer = { method: "GET", path: "/skadekunde/" };
    expect(unauthorizedRedirectTarget(new ApiError(401, "", undefined), url, customer)).toBe(url);
    expect(unauthorizedRedirectTarget(new Error("Unauthorized"), url, customer)).toBe(url);
    expect(unauthorizedRedirectTarget(new TypeError("Failed to fetch"), url, customer)).toBe(url);
  });

  it("a 403 'Forbidden' on any other call still redirects", () => {
    expect(
      unauthorizedRedirectTarget(forbidden, url, { method: "GET", path: "/auth/bankkontakt" }),
    ).toBe(url);
    expect(unauthorizedRedirectTarget(forbidden, url)).toBe(url);
  });
});
