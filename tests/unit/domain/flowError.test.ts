import { describe, expect, it } from "vitest";
import {
  errorStatus,
  flowErrorCodes,
  insurerFullScreenCode,
  insurerFullScreenCodes,
  isRefusal,
  toFlowError,
} from "../../../core/domain/flowError.ts";

function apiError(details: unknown) {
  return Object.assign(new Error("Unprocessable Entity"), { status: 422, details });
}

describe("Price and vehicle errors come from details.feil (SPEC §8)", () => {
  it.each(flowErrorCodes)("a code object with kode %s", (kode) => {
    expect(toFlowError(apiError({ feil: { kode } }))).toEqual({ kode });
  });
  it.each(flowErrorCodes)("a plain code %s", (kode) => {
    expect(toFlowError(apiError({ feil: kode }))).toEqual({ kode });
  });
  it("keeps the avtalenummer of alleredeForsikret", () => {
    expect(
      toFlowError(apiError({ feil: { kode: "alleredeForsikret", avtalenummer: "123456789" } })),
    ).toEqual({ kode: "alleredeForsikret", avtalenummer: "123456789" });
  });
  it("keeps whether the agreement is the customer's own, and never invents a number", () => {
    expect(
      toFlowError(
        apiError({
          feil: { kode: "alleredeForsikret", avtalenummer: "600000017", egenAvtale: true },
        }),
      ),
    ).toEqual({ kode: "alleredeForsikret", avtalenummer: "600000017", egenAvtale: true });
    expect(
      toFlowError(apiError({ feil: { kode: "alleredeForsikret", egenAvtale: false } })),
    ).toEqual({ kode: "alleredeForsikret", egenAvtale: false });
    expect(
      toFlowError(apiError({ feil: { kode: "alleredeForsikret", egenAvtale: "ja" } })),
    ).toEqual({
      kode: "alleredeForsikret",
    });
  });
  it.each([
    ["an unknown registration number (404)", "ikkeFunnet"],
    ["the customer's own fnr as the other owner's", "annenEierErKunden"],
  ] as const)("keeps the code of %s", (_, kode) => {
    expect(toFlowError(apiError({ feil: { kode } }))).toEqual({ kode });
  });
  it("reads a body with feil directly", () => {
    expect(toFlowError({ feil: "finnes" })).toEqual({ kode: "finnes" });
  });
  it.each([
    ["unknown code", apiError({ feil: "ukjent" })],
    ["unknown code object", apiError({ feil: { kode: "ukjent" } })],
    ["no details", new Error("Failed to fetch")],
    ["not an error", "boom"],
    ["null", null],
  ])("%s becomes 'feil'", (_, error) => {
    expect(toFlowError(error)).toEqual({ kode: "feil" });
  });
});

describe("the full-screen error an error answer names (SPEC §8)", () => {
  it.each(insurerFullScreenCodes)(
    "%s, as a code object or a plain code, thrown or as a body",
    (kode) => {
      expect(insurerFullScreenCode({ status: 503, details: { feil: { kode } } })).toBe(kode);
      expect(insurerFullScreenCode({ status: 422, details: { feil: kode } })).toBe(kode);
      expect(insurerFullScreenCode({ feil: { kode } })).toBe(kode);
    },
  );

  it.each([
    { details: { feil: { kode: "feil" } } },
    { details: { feil: "alleredeForsikret" } },
    { details: "utilgjengelig" },
    new TypeError("Failed to fetch"),
    null,
    undefined,
  ])("names none for %o", (error) => {
    expect(insurerFullScreenCode(error)).toBeNull();
  });

  it("errorStatus reads a thrown error's status, else null", () => {
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus(new Error("x"))).toBeNull();
  });
});

describe("isRefusal: a code of the insurer's own, which asking again would not change (issue 29 item 10)", () => {
  it.each(flowErrorCodes.filter((kode) => kode !== "feil"))(
    "%s in an error answer or a 200 body",
    (kode) => {
      expect(isRefusal(apiError({ feil: { kode } }))).toBe(true);
      expect(isRefusal({ feil: { kode } })).toBe(true);
    },
  );
  it("the general feil, an unknown code, a network error or a price without feil are not", () => {
    expect(isRefusal(apiError({ feil: "feil" }))).toBe(false);
    expect(isRefusal(apiError({ feil: { kode: "ukjent" } }))).toBe(false);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
    expect(isRefusal({ dekninger: [] })).toBe(false);
  });
});
