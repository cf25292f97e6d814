import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  emailRejectedByServerMessage,
  emailSchema,
  isEmailFormat,
  isPhoneNumber,
  mobileNumberInputMaxLength,
  mobileNumberSchema,
  mobileRejectedByServerMessage,
  normalizePhoneNumber,
} from "../../../src/domain/contact";
import { firstIssueMessage } from "../../../src/domain/validate";

describe("phone number", () => {
  it("normalizePhoneNumber removes spaces", () => {
    expect(normalizePhoneNumber(" 412 34 567 ")).toBe("41234567");
  });

  const cases = [
    { value: "41234567", valid: true },
    { value: "412 34 567", valid: true },
    { value: "22 33 44 55", valid: true },
    { value: "4123456", valid: false },
    { value: "412345678", valid: false },
    { value: "+4741234567", valid: false },
    { value: "4123456a", valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`isPhoneNumber is ${valid} for "${value}"`, () => {
      expect(isPhoneNumber(value)).toBe(valid);
    });
  }
});

describe("mobileNumberSchema", () => {
  const required = "Du må skrive inn et mobilnummer";
  const format = "Mobilnummer består av 8 siffer";

  const cases = [
    { value: undefined, message: required },
    { value: "", message: required },
    { value: "   ", message: required },
    { value: "4123456", message: format },
    { value: "412345678", message: format },
    { value: "abcdefgh", message: format },
    { value: "+4741234567", message: format },
    { value: "41 23 45 67 8", message: format },
    { value: "41234567", message: undefined },
    { value: "412 34 567", message: undefined },
    { value: "41 23 45 67", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(mobileNumberSchema, value)).toBe(message);
    });
  }

  it("allows the widest mask, 2+2+2+2, as input", () => {
    expect("41 23 45 67").toHaveLength(mobileNumberInputMaxLength);
  });

  it("outputs the eight digits", () => {
    expect(v.parse(mobileNumberSchema, "412 34 567")).toBe("41234567");
  });
});

describe("e-mail", () => {
  const cases = [
    { value: "ola.nordmann@example.no", valid: true },
    { value: "Ola.Nordmann@Example.NO", valid: true },
    { value: "bjørn.åsmund@fjord.no", valid: true },
    { value: "ola+forsikring@mail.example.com", valid: true },
    { value: "o'neil@example.com", valid: true },
    { value: "post@blåbær.no", valid: true },
    { value: "ola@example", valid: false },
    { value: "ola", valid: false },
    { value: "@example.no", valid: false },
    { value: "ola@.no", valid: false },
    { value: "ola@example.", valid: false },
    { value: "ola nordmann@example.no", valid: false },
    { value: "ola@@example.no", valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`isEmailFormat is ${valid} for "${value}"`, () => {
      expect(isEmailFormat(value)).toBe(valid);
    });
  }

  const schemaCases = [
    { value: undefined, message: "Du må skrive inn en e-postadresse" },
    { value: "", message: "Du må skrive inn en e-postadresse" },
    { value: "ola@example", message: "Du må skrive inn en gyldig e-postadresse" },
    { value: " ola@example.no ", message: undefined },
  ] as const;

  for (const { value, message } of schemaCases) {
    it(`emailSchema gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(emailSchema, value)).toBe(message);
    });
  }

  it("emailSchema outputs the trimmed address", () => {
    expect(v.parse(emailSchema, " ola@example.no ")).toBe("ola@example.no");
  });
});

describe("server-check messages", () => {
  it("has the mobile message", () => {
    expect(mobileRejectedByServerMessage).toBe(
      "Sjekk at mobilnummeret er korrekt eller prøv med et annet.",
    );
  });

  it("has the e-mail message", () => {
    expect(emailRejectedByServerMessage).toBe(
      "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen",
    );
  });
});
