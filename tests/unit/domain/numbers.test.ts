import { describe, expect, it } from "vitest";
import {
  formatNumber,
  groupSeparator,
  isExactLength,
  isInteger,
  parseNumber,
} from "../../../core/domain/numbers";

describe("parseNumber", () => {
  const cases = [
    { input: "12", output: 12 },
    { input: "12,5", output: 12.5 },
    { input: "12.5", output: 12.5 },
    { input: "1 234,56", output: 1234.56 },
    { input: "1\u00a0234,56", output: 1234.56 },
    { input: "1\u202f234,56", output: 1234.56 },
    { input: "1.234,56", output: 1234.56 },
    { input: "1,234.56", output: 1234.56 },
    { input: "1.234.567", output: 1234.567 },
    { input: ",5", output: 0.5 },
    { input: "-12,5", output: -12.5 },
    { input: "\u221212", output: -12 },
    { input: 42, output: 42 },
    { input: 4.2, output: 4.2 },
  ] as const;

  for (const { input, output } of cases) {
    it(`reads ${JSON.stringify(input)} as ${output}`, () => {
      expect(parseNumber(input)).toBe(output);
    });
  }

  const unreadable = ["", "  ", "abc", "12a", "1e5", "--1", ","] as const;

  for (const input of unreadable) {
    it(`gives NaN for ${JSON.stringify(input)}`, () => {
      expect(parseNumber(input)).toBeNaN();
    });
  }
});

describe("isInteger", () => {
  const cases = [
    { value: "12", integer: true },
    { value: "-12", integer: true },
    { value: "1 234 567", integer: true },
    { value: "- 12", integer: true },
    { value: 42, integer: true },
    { value: -7, integer: true },
    { value: "12,5", integer: false },
    { value: "12.5", integer: false },
    { value: 4.2, integer: false },
    { value: "", integer: false },
    { value: "   ", integer: false },
    { value: "-", integer: false },
    { value: "1-2", integer: false },
    { value: "abc", integer: false },
  ] as const;

  for (const { value, integer } of cases) {
    it(`is ${integer} for ${JSON.stringify(value)}`, () => {
      expect(isInteger(value)).toBe(integer);
    });
  }
});

describe("isExactLength", () => {
  const cases = [
    { value: "12345", length: 5, exact: true },
    { value: "1234", length: 5, exact: false },
    { value: "123456", length: 5, exact: false },
    { value: "", length: 0, exact: true },
  ] as const;

  for (const { value, length, exact } of cases) {
    it(`is ${exact} for "${value}" and ${length}`, () => {
      expect(isExactLength(value, length)).toBe(exact);
    });
  }
});

describe("formatNumber", () => {
  const cases = [
    { value: 0, options: {}, output: "0" },
    { value: 1234, options: {}, output: "1\u00a0234" },
    { value: 1234567.891, options: {}, output: "1\u00a0234\u00a0567,891" },
    { value: -1500, options: { maxFractionDigits: 0 }, output: "\u22121\u00a0500" },
    {
      value: 999.995,
      options: { minFractionDigits: 2, maxFractionDigits: 2 },
      output: "1\u00a0000,00",
    },
    { value: 1.005, options: { minFractionDigits: 2, maxFractionDigits: 2 }, output: "1,01" },
    { value: 2.5, options: { maxFractionDigits: 0 }, output: "3" },
    { value: -0.4, options: { maxFractionDigits: 0 }, output: "\u22120" },
    { value: 12.3, options: { minFractionDigits: 2, maxFractionDigits: 2 }, output: "12,30" },
  ] as const;

  for (const { value, options, output } of cases) {
    it(`formats ${value} with ${JSON.stringify(options)} as ${JSON.stringify(output)}`, () => {
      expect(formatNumber(value, options)).toBe(output);
    });
  }

  it("writes what Intl.NumberFormat('nb-NO') writes, with U+00A0 between groups", () => {
    const values = [
      0, 7, 42, 999, 1000, 1001, 9999.5, 12_345, 100_000, 2_500_000, 123_456_789, 0.1, 0.125, 0.005,
      1.0005, 19.99, 1234.5678, 2.71, 1e-6, 1e20, 2e21, 5e-7,
    ];
    const options = [
      { minFractionDigits: 0, maxFractionDigits: 0 },
      { minFractionDigits: 2, maxFractionDigits: 2 },
      { minFractionDigits: 0, maxFractionDigits: 3 },
    ];
    for (const value of [...values, ...values.map((v) => -v)]) {
      for (const option of options) {
        const intl = new Intl.NumberFormat("nb-NO", {
          minimumFractionDigits: option.minFractionDigits,
          maximumFractionDigits: option.maxFractionDigits,
        })
          .format(value)
          .replace(/\u202f/g, groupSeparator);
        expect(formatNumber(value, option), `${value} ${JSON.stringify(option)}`).toBe(intl);
      }
    }
  });
});
