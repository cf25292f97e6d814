import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { firstIssueMessage, requiredText } from "../../../core/domain/validate";

describe("firstIssueMessage", () => {
  const schema = v.pipe(
    v.string("not a string"),
    v.nonEmpty("empty"),
    v.regex(/^\d+$/, "not digits"),
    v.check((value) => value.length === 3, "not three long"),
  );

  const cases = [
    { value: 12, message: "not a string" },
    { value: "", message: "empty" },
    { value: "ab", message: "not digits" },
    { value: "1234", message: "not three long" },
    { value: "123", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "undefined"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(schema, value)).toBe(message);
    });
  }

  it("stops at the first broken rule, so later rules never see rejected input", () => {
    let laterRuleRuns = 0;
    const counting = v.pipe(
      v.string(),
      v.nonEmpty("empty"),
      v.check(() => {
        laterRuleRuns += 1;
        return false;
      }, "later"),
    );
    expect(firstIssueMessage(counting, "")).toBe("empty");
    expect(laterRuleRuns).toBe(0);
  });
});

describe("requiredText", () => {
  const schema = requiredText("Du må skrive noe");

  const cases = [
    { value: undefined, message: "Du må skrive noe" },
    { value: "", message: "Du må skrive noe" },
    { value: " \t ", message: "Du må skrive noe" },
    { value: 12, message: "Du må skrive noe" },
    { value: " tekst ", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`gives ${message ?? "undefined"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(schema, value)).toBe(message);
    });
  }

  it("outputs the trimmed text", () => {
    expect(v.parse(schema, " tekst ")).toBe("tekst");
  });

  it("gives the field's message, not valibot's, for a key missing from a form object", () => {
    expect(firstIssueMessage(v.object({ name: schema }), {})).toBe("Du må skrive noe");
  });
});
