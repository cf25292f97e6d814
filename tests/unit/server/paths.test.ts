import { describe, expect, it } from "vitest";
import { safeAppPath } from "../../../server/http/paths.ts";

describe("safeAppPath", () => {
  const cases = [
    { goto: undefined, expected: "/privat/forsikring/motor/bil/" },
    {
      goto: "/privat/forsikring/motor/bobil/velg-bil",
      expected: "/privat/forsikring/motor/bobil/velg-bil",
    },
    { goto: "https://evil.example/", expected: "/privat/forsikring/motor/bil/" },
    { goto: "//evil.example/privat/forsikring/", expected: "/privat/forsikring/motor/bil/" },
    { goto: "/privat/forsikring/\\evil", expected: "/privat/forsikring/motor/bil/" },
    { goto: "/annet", expected: "/privat/forsikring/motor/bil/" },
  ] as const;
  for (const { goto, expected } of cases) {
    it(`${goto ?? "(none)"} → ${expected}`, () => expect(safeAppPath(goto)).toBe(expected));
  }
});
