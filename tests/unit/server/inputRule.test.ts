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
