import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  emailSchema,
  isEmailFormat,
  isPhoneNumber,
  maskEmail,
  mobileNumberSchema,
  normalizePhoneNumber,
  parseMobileNumber,
} from "../../../core/domain/contact";
import { firstIssueMessage } from "../../../core/domain/validate";

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

describe("parseMobileNumber", () => {
  const cases = [
    { value: "41234567", parsed: { kind: "norwegian", number: "41234567" } },
    { value: "412 34 567", parsed: { kind: "norwegian", number: "41234567" } },
    { value: "+47 412 34 567", parsed: { kind: "norwegian", number: "41234567" } },
    { value: "0047 41 23 45 67", parsed: { kind: "norwegian", number: "41234567" } },
    { value: "+46 70 123 45 67", parsed: { kind: "foreign", number: "+46701234567" } },
    { value: "0046-70-123 45 67", parsed: { kind: "foreign", number: "+46701234567" } },
    { value: "+1 202 555 0143", parsed: { kind: "foreign", number: "+12025550143" } },
    { value: "+123456789012345", parsed: { kind: "foreign", number: "+123456789012345" } },
    { value: "+1234567890123456", parsed: undefined },
    { value: "+123456", parsed: undefined },
    { value: "+46 (0)70 123 45 67", parsed: undefined },
    { value: "+0 123 456 789", parsed: undefined },
    { value: "+47 4123456", parsed: undefined },
    { value: "4123456", parsed: undefined },
    { value: "412345678", parsed: undefined },
    { value: "4123456a", parsed: undefined },
    { value: "", parsed: undefined },
  ] as const;

  for (const { value, parsed } of cases) {
    it(`reads ${JSON.stringify(value)} as ${parsed ? parsed.number : "no number"}`, () => {
      expect(parseMobileNumber(value)).toEqual(parsed);
    });
  }
});

/** Digits, separators and prefixes a customer types or pastes into the mobile field. */
const typedMobile = fc
  .array(fc.constantFrom(..."0123456789  +-"), { maxLength: 22 })
  .map((characters) => characters.join(""));
const withSpaces = (digits: string) =>
  fc
    .array(fc.constantFrom("", " ", "-"), { minLength: digits.length, maxLength: digits.length })
    .map((gaps) => [...digits].map((digit, index) => `${gaps[index]}${digit}`).join(""));
const norwegianMobile = fc.stringMatching(/^[49]\d{7}$/);
/** A country code other than Norway's and a number, 7 to 15 digits in all (E.164). */
const foreignMobile = fc
  .stringMatching(/^[1-9]\d{6,14}$/)
  .filter((digits) => !digits.startsWith("47"));

describe("mobileNumberSchema", () => {
  const required = "Du må skrive inn et mobilnummer";
  const format = "Mobilnummer består av 8 siffer";
  const foreignFormat =
    "Et utenlandsk mobilnummer skrives med landskode først, for eksempel +46 70 123 45 67";

  const cases = [
    { value: undefined, message: required },
    { value: "", message: required },
    { value: "   ", message: required },
    { value: "4123456", message: format },
    { value: "412345678", message: format },
    { value: "abcdefgh", message: format },
    { value: "41 23 45 67 8", message: format },
    { value: "+47 4123456", message: foreignFormat },
    { value: "+46 70", message: foreignFormat },
    { value: "41234567", message: undefined },
    { value: "412 34 567", message: undefined },
    { value: "41 23 45 67", message: undefined },
    { value: "+4741234567", message: undefined },
    { value: "+46 70 123 45 67", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(mobileNumberSchema, value)).toBe(message);
    });
  }

  it("outputs the eight digits of a Norwegian number, and + and the digits of a foreign one", () => {
    expect(v.parse(mobileNumberSchema, "412 34 567")).toBe("41234567");
    expect(v.parse(mobileNumberSchema, "+47 412 34 567")).toBe("41234567");
    expect(v.parse(mobileNumberSchema, "0046 70 123 45 67")).toBe("+46701234567");
  });

  test.prop([norwegianMobile.chain(withSpaces), fc.constantFrom("", "+47", "0047", "+47 ")])(
    "accepts a Norwegian number with or without +47/0047 and spaces, as its 8 digits",
    (typed, prefix) => {
      const result = v.safeParse(mobileNumberSchema, `${prefix}${typed}`);
      expect(result.success && result.output).toBe(typed.replace(/\D/g, ""));
    },
  );

  test.prop([foreignMobile, fc.constantFrom("+", "00", "+ ", "00 ")])(
    "accepts a foreign number with its country code, as + and its digits",
    (digits, prefix) => {
      const typed = `${prefix}${digits.replace(/(\d{3})(?=\d)/g, "$1 ")}`;
      const result = v.safeParse(mobileNumberSchema, typed);
      expect(result.success && result.output).toBe(`+${digits}`);
    },
  );

  test.prop([fc.oneof(typedMobile, fc.string())])(
    "outputs a number that reads the same again",
    (typed) => {
      const result = v.safeParse(mobileNumberSchema, typed);
      if (result.success) expect(parseMobileNumber(result.output)?.number).toBe(result.output);
    },
  );
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

describe("maskEmail (the receipt's confirmation line)", () => {
  it("keeps the first character and the domain, and hides the rest of the local part", () => {
    expect(maskEmail("kunde@example.com")).toBe("k••••@example.com");
    expect(maskEmail(" ola.nordmann@post.no ")).toBe("o•••••••••••@post.no");
  });

  it("hides at least three characters, so a short address does not show its length", () => {
    expect(maskEmail("a@b.no")).toBe("a•••@b.no");
    expect(maskEmail("ab@b.no")).toBe("a•••@b.no");
  });

  it("shows nothing of a value that is no address", () => {
    expect(maskEmail("kunde")).toBe("•••••");
    expect(maskEmail("@example.com")).not.toContain("example");
  });
});
