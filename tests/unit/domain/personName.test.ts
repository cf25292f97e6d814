import { describe, expect, it } from "vitest";
import {
  freeTextForbiddenCharacters,
  freeTextSchema,
  hasAtLeastTwoWords,
  hasNoForbiddenCharacters,
  isValidName,
  ownerNameSchema,
} from "../../../core/domain/personName";
import { firstIssueMessage } from "../../../core/domain/validate";

describe("isValidName", () => {
  const cases = [
    { value: "Ola Nordmann", valid: true },
    { value: "Anne-Lise O'Neil", valid: true },
    { value: "Åse Øyen Ærlig", valid: true },
    { value: "Zoë Ångström", valid: true },
    { value: "Ola", valid: true },
    { value: "Ola2 Nordmann", valid: false },
    { value: "Ola! Nordmann", valid: false },
    { value: "Ola Nordmann.", valid: false },
    { value: "Ola (Nordmann)", valid: false },
    { value: "Ola@Nordmann", valid: false },
    { value: "Ola 😀", valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`${valid ? "accepts" : "rejects"} "${value}"`, () => {
      expect(isValidName(value)).toBe(valid);
    });
  }
});

describe("hasAtLeastTwoWords", () => {
  const cases = [
    { value: "Ola Nordmann", valid: true },
    { value: "Ola Mellom Nordmann", valid: true },
    { value: "  Ola   Nordmann  ", valid: true },
    { value: "Ola", valid: false },
    { value: " Ola ", valid: false },
    { value: "", valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`is ${valid} for "${value}"`, () => {
      expect(hasAtLeastTwoWords(value)).toBe(valid);
    });
  }
});

describe("ownerNameSchema", () => {
  const cases = [
    { value: undefined, message: "Du må skrive inn et navn" },
    { value: "", message: "Du må skrive inn et navn" },
    { value: "  ", message: "Du må skrive inn et navn" },
    { value: "Ola N0rdmann", message: "Navnet inneholder ugyldige tegn" },
    {
      value: "Ola",
      message: "Vennligst fyll inn både fornavn, eventuelle mellomnavn og etternavn",
    },
    { value: "Ola Nordmann", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(ownerNameSchema, value)).toBe(message);
    });
  }
});

describe("free text", () => {
  const specCharacters = [
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "%",
    "/",
    "$",
    "@",
    "*",
    "?",
    "_",
    ";",
    ":",
    '"',
  ] as const;

  for (const character of specCharacters) {
    it(`rejects "${character}"`, () => {
      expect(freeTextForbiddenCharacters).toContain(character);
      expect(hasNoForbiddenCharacters(`Tekst ${character} her`)).toBe(false);
      expect(firstIssueMessage(freeTextSchema, `Tekst ${character} her`)).toBe(
        "Teksten inneholder ugyldige tegn",
      );
    });
  }

  for (const character of freeTextForbiddenCharacters) {
    it(`rejects every listed character: "${character}"`, () => {
      expect(hasNoForbiddenCharacters(character)).toBe(false);
    });
  }

  const allowed = [
    "Hei, dette er en vanlig tekst - med bindestrek og punktum.",
    "Bilen er 5 år gammel & i god stand!",
    "Kari's bil",
    "",
  ] as const;

  for (const value of allowed) {
    it(`accepts "${value}"`, () => {
      expect(hasNoForbiddenCharacters(value)).toBe(true);
      expect(firstIssueMessage(freeTextSchema, value)).toBeUndefined();
    });
  }

  it("accepts a missing value", () => {
    expect(firstIssueMessage(freeTextSchema, undefined)).toBeUndefined();
  });
});
