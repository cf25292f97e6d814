import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isJsonContentType,
  maxInputDepth,
  unstorableInputPath,
} from "../../../server/http/validation.ts";

describe("the input rule of the HTTP layer", () => {
  it("accepts ordinary Norwegian text, emoji (a surrogate pair) and numbers", () => {
    expect(
      unstorableInputPath({ a: "Ærlig øl på Å", b: ["👍", 3, null, true], c: { d: "x" } }),
    ).toBeUndefined();
  });

  it("names the dot path of a NUL at any depth", () => {
    expect(unstorableInputPath({ a: { b: [0, "x\u0000"] } })).toBe("a.b.1");
    expect(unstorableInputPath("\u0000")).toBe("body");
  });

  it("names a lone high or low surrogate, and a key that holds one", () => {
    expect(unstorableInputPath({ text: "a\ud800" })).toBe("text");
    expect(unstorableInputPath({ text: "\udc00a" })).toBe("text");
    expect(unstorableInputPath({ "k\ud800": 1 })).toBe("k\ud800");
  });

  it("treats __proto__ as an ordinary key", () => {
    expect(unstorableInputPath(JSON.parse('{"__proto__": {"x": "\\u0000"}}'))).toBe("__proto__.x");
  });

  it("refuses nesting past the limit without exhausting the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(unstorableInputPath(deep)?.split(".")).toHaveLength(maxInputDepth);
    let shallow: unknown = "ok";
    for (let level = 0; level < maxInputDepth; level++) shallow = [shallow];
    expect(unstorableInputPath(shallow)).toBeUndefined();
  });
});

/** The rule spelled out with recursion, for inputs well inside the stack: the oracle. */
function breaksTheRule(value: unknown, depth = 0): boolean {
  const unstorable = (text: string) =>
    [...text].some((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code === 0 || (code >= 0xd800 && code <= 0xdfff);
    });
  if (typeof value === "string") return unstorable(value);
  if (typeof value !== "object" || value === null) return false;
  if (depth >= maxInputDepth) return true;
  return Object.entries(value).some(
    ([key, child]) => unstorable(key) || breaksTheRule(child, depth + 1),
  );
}

describe("the input rule's walk", () => {
  // The walk first asks whether anything is wrong and builds the dot path only then: the answer
  // must still be "nothing" exactly when nothing breaks the rule.
  it("finds something exactly when a string or the depth breaks the rule", () => {
    const awkwardText = fc.string({
      unit: fc.constantFrom("a", "ø", "👍", "\u0000", "\ud800", "\udc00", "\ud83d", "\ude00"),
      maxLength: 4,
    });
    const input = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        awkwardText,
        fc.integer(),
        fc.constant(null),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(awkwardText, tie("node"), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(input, (value) => {
        expect(unstorableInputPath(value) !== undefined).toBe(breaksTheRule(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe("the JSON content type", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["Application/JSON;charset=UTF-8", true],
    ["application/jsonx", false],
    ["application/json-patch+json", false],
    ["text/plain", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (header, accepted) => {
    expect(isJsonContentType(header)).toBe(accepted);
  });
});
