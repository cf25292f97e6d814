import { describe, expect, it } from "vitest";
import {
  expressReferenceSchema,
  isValidExpressReference,
} from "../../../core/domain/expressReference";
import { firstIssueMessage } from "../../../core/domain/validate";

describe("express reference id", () => {
  const cases = [
    { value: "a".repeat(20), valid: true },
    { value: "ABCDEFGHIJ0123456789", valid: true },
    { value: "a".repeat(19), valid: false },
    { value: "a".repeat(21), valid: false },
    { value: "", valid: false },
    { value: null, valid: false },
    { value: undefined, valid: false },
  ] as const;

  for (const { value, valid } of cases) {
    it(`isValidExpressReference is ${valid} for ${JSON.stringify(value)}`, () => {
      expect(isValidExpressReference(value)).toBe(valid);
    });

    it(`expressReferenceSchema ${valid ? "accepts" : "rejects"} ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(expressReferenceSchema, value) === undefined).toBe(valid);
    });
  }
});
