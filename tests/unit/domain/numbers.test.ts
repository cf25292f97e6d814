import { describe, expect, it } from "vitest";
import { isExactLength, isInteger, parseNumber } from "../../../src/domain/numbers";

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
