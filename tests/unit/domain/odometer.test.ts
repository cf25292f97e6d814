import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  hasOnlyOdometerDigits,
  isOdometerReadingInRange,
  maximumOdometerReading,
  normalizeOdometerReading,
  odometerSchema,
} from "../../../src/domain/odometer";
import { firstIssueMessage } from "../../../src/domain/validate";

const invalidCharacters = "Kilometerstand inneholder ugyldige tegn";
const tooHigh = "Kilometerstand kan ikke være mer enn 999 999";

describe("odometer predicates", () => {
  it("removes spaces", () => {
    expect(normalizeOdometerReading(" 120 000 ")).toBe("120000");
  });

  const cases = [
    { value: "0", digitsOnly: true, inRange: true },
    { value: "120 000", digitsOnly: true, inRange: true },
    { value: "999999", digitsOnly: true, inRange: true },
    { value: "1000000", digitsOnly: true, inRange: false },
    { value: "-5", digitsOnly: false, inRange: true },
    { value: "12,5", digitsOnly: false, inRange: false },
  ] as const;

  for (const { value, digitsOnly, inRange } of cases) {
    it(`"${value}": digits only ${digitsOnly}`, () => {
      expect(hasOnlyOdometerDigits(value)).toBe(digitsOnly);
    });
    if (digitsOnly) {
      it(`"${value}": in range ${inRange}`, () => {
        expect(isOdometerReadingInRange(value)).toBe(inRange);
      });
    }
  }

  it("caps at 999 999", () => {
    expect(maximumOdometerReading).toBe(999_999);
  });
});

describe("odometerSchema", () => {
  const cases = [
    { value: undefined, message: undefined },
    { value: "", message: undefined },
    { value: "0", message: undefined },
    { value: "120 000", message: undefined },
    { value: "999999", message: undefined },
    { value: "12a", message: invalidCharacters },
    { value: "-5", message: invalidCharacters },
    { value: "1.5", message: invalidCharacters },
    { value: "1000000", message: tooHigh },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(odometerSchema, value)).toBe(message);
    });
  }

  it("outputs digits without spaces, and an empty string when left out", () => {
    expect(v.parse(odometerSchema, "120 000")).toBe("120000");
    expect(v.parse(odometerSchema, undefined)).toBe("");
  });
});
