import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  chassisNumberLength,
  chassisNumberSchema,
  hasOnlyChassisCharacters,
  normalizeChassisNumber,
} from "../../../core/domain/chassisNumber";
import { firstIssueMessage } from "../../../core/domain/validate";

describe("normalizeChassisNumber", () => {
  const cases = [
    { input: "abc123456", output: "ABC123456" },
    { input: "WVWZZZ1JZXW000001", output: "ZXW000001" },
    { input: " wvwzzz1jzxw000001 ", output: "ZXW000001" },
    { input: "ab12", output: "AB12" },
  ] as const;

  for (const { input, output } of cases) {
    it(`keeps "${output}" of "${input}"`, () => {
      expect(normalizeChassisNumber(input)).toBe(output);
    });
  }

  it(`keeps at most ${chassisNumberLength} characters`, () => {
    expect(normalizeChassisNumber("A".repeat(20))).toHaveLength(chassisNumberLength);
  });
});

describe("hasOnlyChassisCharacters", () => {
  const cases = [
    { value: "ABC123456", valid: true },
    { value: "abc123456", valid: true },
    { value: "ABC-23456", valid: false },
    { value: "ABC 23456", valid: false },
    { value: "ÆBC123456", valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`${valid ? "accepts" : "rejects"} "${value}"`, () => {
      expect(hasOnlyChassisCharacters(value)).toBe(valid);
    });
  }
});

describe("chassisNumberSchema", () => {
  const cases = [
    { value: undefined, message: "Du må oppgi understellsnummer" },
    { value: "", message: "Du må oppgi understellsnummer" },
    { value: "   ", message: "Du må oppgi understellsnummer" },
    { value: "ABC-23456", message: "Du kan ikke skrive ugyldige tegn" },
    { value: "ABC12345$", message: "Du kan ikke skrive ugyldige tegn" },
    { value: "ABC1234", message: "Du må oppgi de 9 siste tegnene i understellsnummeret" },
    { value: "abc123456", message: undefined },
    { value: "WVWZZZ1JZXW000001", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(chassisNumberSchema, value)).toBe(message);
    });
  }

  it("outputs the last nine characters, uppercased", () => {
    expect(v.parse(chassisNumberSchema, "wvwzzz1jzxw000001")).toBe("ZXW000001");
  });
});
