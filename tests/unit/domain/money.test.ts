import { describe, expect, it } from "vitest";
import {
  formatBobilValue,
  formatCurrency,
  isOfferedMotorhomeValue,
} from "../../../core/domain/money";

const group = "\u00a0";
const minus = "\u2212";

describe("formatCurrency", () => {
  const cases = [
    { amount: 0, output: "0\u00a0kr" },
    { amount: 750, output: "750\u00a0kr" },
    { amount: 1234, output: `1${group}234\u00a0kr` },
    { amount: 1234.5, output: `1${group}234,50\u00a0kr` },
    { amount: 1234.567, output: `1${group}234,57\u00a0kr` },
    { amount: 2_500_000, output: `2${group}500${group}000\u00a0kr` },
    { amount: -1500, output: `${minus}1${group}500\u00a0kr` },
    { amount: "1 234,5", output: `1${group}234,50\u00a0kr` },
    { amount: "99.9", output: "99,90\u00a0kr" },
    { amount: "ikke et tall", output: "ikke et tall" },
  ] as const;

  for (const { amount, output } of cases) {
    it(`formats ${JSON.stringify(amount)}`, () => {
      expect(formatCurrency(amount)).toBe(output);
    });
  }
});

describe("formatBobilValue", () => {
  const cases = [
    { amount: 500_000, output: `inntil 500${group}000\u00a0kr` },
    { amount: "2500000", output: `inntil 2${group}500${group}000\u00a0kr` },
  ] as const;

  for (const { amount, output } of cases) {
    it(`formats ${JSON.stringify(amount)} as a ceiling`, () => {
      expect(formatBobilValue(amount)).toBe(output);
    });
  }
});

describe("isOfferedMotorhomeValue", () => {
  const cases = [
    { value: 1_000_000, offered: true },
    { value: 2_500_000, offered: true },
    { value: 2_500_001, offered: false },
  ] as const;

  for (const { value, offered } of cases) {
    it(`is ${offered} for ${value}`, () => {
      expect(isOfferedMotorhomeValue(value)).toBe(offered);
    });
  }
});
