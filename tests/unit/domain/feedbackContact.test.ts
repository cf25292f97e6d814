import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  characterCount,
  charactersOverLimit,
  createFeedbackContactSchema,
  createFeedbackTextSchema,
  feedbackEmailSchema,
  feedbackPhoneSchema,
  tooManyCharactersMessage,
} from "../../../core/domain/feedbackContact";
import { firstIssueMessage } from "../../../core/domain/validate";

const emailRequired = "Du må oppgi e-postadresse for at vi kan kontakte deg";
const emailInvalid = "Skriv inn en gyldig e-postadresse";
const phoneRequired = "Du må oppgi telefonnummer for at vi kan kontakte deg";
const phoneInvalid = "Skriv inn et gyldig telefonnummer";

describe("feedbackEmailSchema", () => {
  const cases = [
    { value: undefined, message: emailRequired },
    { value: "", message: emailRequired },
    { value: "  ", message: emailRequired },
    { value: "ola@example", message: emailInvalid },
    { value: "ola.nordmann@example.no", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(feedbackEmailSchema, value)).toBe(message);
    });
  }
});

describe("feedbackPhoneSchema", () => {
  const cases = [
    { value: undefined, message: phoneRequired },
    { value: "", message: phoneRequired },
    { value: "1234567", message: phoneInvalid },
    { value: "telefon", message: phoneInvalid },
    { value: "41234567", message: undefined },
    { value: "41 23 45 67", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(feedbackPhoneSchema, value)).toBe(message);
    });
  }
});

describe("createFeedbackContactSchema", () => {
  const cases = [
    { phoneRequested: false, value: { email: "ola@example.no" }, message: undefined },
    { phoneRequested: false, value: { email: "" }, message: emailRequired },
    {
      phoneRequested: false,
      value: { email: "ola@example.no", phone: "not checked" },
      message: undefined,
    },
    { phoneRequested: true, value: { email: "ola@example.no" }, message: phoneRequired },
    {
      phoneRequested: true,
      value: { email: "ola@example.no", phone: "123" },
      message: phoneInvalid,
    },
    {
      phoneRequested: true,
      value: { email: "ola@example.no", phone: "41234567" },
      message: undefined,
    },
    { phoneRequested: true, value: { email: "x", phone: "" }, message: emailInvalid },
  ] as const;

  for (const { phoneRequested, value, message } of cases) {
    it(`with phone ${phoneRequested ? "requested" : "not requested"} gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(createFeedbackContactSchema({ phoneRequested }), value)).toBe(
        message,
      );
    });
  }

  it("drops a phone number that was not asked for", () => {
    const schema = createFeedbackContactSchema({ phoneRequested: false });
    expect(v.parse(schema, { email: "ola@example.no", phone: "41234567" })).toEqual({
      email: "ola@example.no",
    });
  });
});

describe("free-text counter", () => {
  const cases = [
    { text: "", max: 10, count: 0, over: 0, message: undefined },
    { text: "abcdefghij", max: 10, count: 10, over: 0, message: undefined },
    { text: "abcdefghijk", max: 10, count: 11, over: 1, message: "Du har skrevet 1 tegn for mye" },
    { text: "æøå😀", max: 2, count: 4, over: 2, message: "Du har skrevet 2 tegn for mye" },
  ] as const;

  for (const { text, max, count, over, message } of cases) {
    it(`counts "${text}" against ${max}`, () => {
      expect(characterCount(text)).toBe(count);
      expect(charactersOverLimit(text, max)).toBe(over);
      expect(tooManyCharactersMessage(text, max)).toBe(message);
      expect(firstIssueMessage(createFeedbackTextSchema(max), text)).toBe(message);
    });
  }

  it("accepts a missing text", () => {
    expect(firstIssueMessage(createFeedbackTextSchema(10), undefined)).toBeUndefined();
  });
});
