import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  isOdometerReadingInRange,
  odometerSchema,
  parseOdometerReading,
} from "../../../core/domain/odometer";
import { firstIssueMessage } from "../../../core/domain/validate";

const invalidCharacters = "Kilometerstand inneholder ugyldige tegn";
const tooHigh = "Kilometerstand kan ikke være mer enn 999 999";

/** The thousands separators a Norwegian writes or a copied number brings. */
const separators = [" ", "\u00a0", "\u202f", "."] as const;

/** "12500" written with a separator between groups of three, as `toLocaleString("nb")` does. */
function grouped(reading: number, separator: string): string {
  return String(reading).replace(/\B(?=(\d{3})+$)/g, separator);
}

describe("parseOdometerReading", () => {
  const cases = [
    { value: "0", digits: "0" },
    { value: "12500", digits: "12500" },
    { value: " 120 000 ", digits: "120000" },
    { value: "12.500", digits: "12500" },
    { value: "12\u00a0500", digits: "12500" },
    { value: "12\u202f500", digits: "12500" },
    { value: "1 234 567", digits: "1234567" },
    { value: "1.5", digits: undefined },
    { value: "12,5", digits: undefined },
    { value: "12 50", digits: undefined },
    { value: "12 500.000", digits: undefined },
    { value: "1 2 3", digits: undefined },
    { value: ".500", digits: undefined },
    { value: "12500.", digits: undefined },
    { value: "-5", digits: undefined },
    { value: "12a", digits: undefined },
    { value: "", digits: undefined },
  ] as const;

  for (const { value, digits } of cases) {
    it(`reads ${JSON.stringify(value)} as ${digits ?? "no number"}`, () => {
      expect(parseOdometerReading(value)).toBe(digits);
    });
  }

  test.prop([fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom(...separators)])(
    "reads a whole number with any thousands separator as its digits",
    (reading, separator) => {
      expect(parseOdometerReading(grouped(reading, separator))).toBe(String(reading));
    },
  );

  test.prop([fc.integer({ min: 1000, max: 9_999_999 }), fc.constantFrom(...separators)])(
    "refuses a separator that does not stand between groups of three",
    (reading, separator) => {
      const digits = String(reading);
      const misplaced = `${digits.slice(0, -2)}${separator}${digits.slice(-2)}`;
      expect(parseOdometerReading(misplaced)).toBeUndefined();
    },
  );

  test.prop([fc.string()])("gives only digits, or nothing", (value) => {
    const digits = parseOdometerReading(value);
    if (digits !== undefined) expect(digits).toMatch(/^\d+$/);
  });

  test.prop([fc.string().filter((value) => /[^\d\s.\u00a0\u202f]/.test(value))])(
    "refuses anything with a character other than digits and separators",
    (value) => {
      expect(parseOdometerReading(value)).toBeUndefined();
    },
  );
});

describe("isOdometerReadingInRange", () => {
  it("caps at 999 999", () => {
    expect(isOdometerReadingInRange("999999")).toBe(true);
    expect(isOdometerReadingInRange("1000000")).toBe(false);
  });
});

describe("odometerSchema", () => {
  const cases = [
    { value: undefined, message: undefined },
    { value: "", message: undefined },
    { value: "  ", message: undefined },
    { value: "0", message: undefined },
    { value: "120 000", message: undefined },
    { value: "12.500", message: undefined },
    { value: "12\u00a0500", message: undefined },
    { value: "999999", message: undefined },
    { value: "999 999", message: undefined },
    { value: "12a", message: invalidCharacters },
    { value: "-5", message: invalidCharacters },
    { value: "1.5", message: invalidCharacters },
    { value: "12,500", message: invalidCharacters },
    { value: "1000000", message: tooHigh },
    { value: "1.000.000", message: tooHigh },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(odometerSchema, value)).toBe(message);
    });
  }

  it("outputs the digits without separators, and an empty string when left out", () => {
    expect(v.parse(odometerSchema, "120 000")).toBe("120000");
    expect(v.parse(odometerSchema, "12.500")).toBe("12500");
    expect(v.parse(odometerSchema, undefined)).toBe("");
  });

  test.prop([fc.integer({ min: 0, max: 999_999 }), fc.constantFrom(...separators)])(
    "accepts every reading up to 999 999 however it is grouped, and outputs its digits",
    (reading, separator) => {
      const result = v.safeParse(odometerSchema, grouped(reading, separator));
      expect(result.success && result.output).toBe(String(reading));
    },
  );

  test.prop([fc.integer({ min: 1_000_000, max: 99_999_999 }), fc.constantFrom(...separators)])(
    "refuses every reading over 999 999 as too high",
    (reading, separator) => {
      expect(firstIssueMessage(odometerSchema, grouped(reading, separator))).toBe(tooHigh);
    },
  );
});
