import { describe, expect, it } from "vitest";
import { mobileNumberInputMaxLength } from "../../../core/domain/contact";
import { formatFnrInput, formatPhoneInput } from "../../../core/domain/inputMasks";

const maskCases = {
  nationalId: [
    { input: "", output: "" },
    { input: "0101", output: "0101" },
    { input: "010190", output: "010190" },
    { input: "010190 ", output: "010190" },
    { input: "0101901", output: "010190\u00a01" },
    { input: "01019012345", output: "010190\u00a012345" },
    { input: "010190 12345", output: "010190\u00a012345" },
    { input: "010190123456", output: "010190123456" },
    { input: "01019O", output: "01019O" },
  ],
  phone: [
    { input: "", output: "" },
    { input: "8", output: "8" },
    { input: "800", output: "800" },
    { input: "8001", output: "800\u00a01" },
    { input: "80012345", output: "800\u00a012\u00a0345" },
    { input: "4", output: "4" },
    { input: "412", output: "41\u00a02" },
    { input: "41234567", output: "41\u00a023\u00a045\u00a067" },
    { input: "22334455", output: "22\u00a033\u00a044\u00a055" },
    { input: "41 23 45 67", output: "41\u00a023\u00a045\u00a067" },
    // With the country code: "+47" and the digits, no spaces, so it fits 11 characters (SPEC §5).
    { input: "+4741234567", output: "+4741234567" },
    { input: "004780012345", output: "+4780012345" },
    { input: "+47", output: "+47" },
    { input: "+47 4", output: "+47 4" },
    { input: "+47 41 23 45 67", output: "+4741234567" },
    { input: "012345678", output: "012345678" },
    { input: "1881", output: "1881" },
    { input: "412345678", output: "412345678" },
    { input: "4123x", output: "4123x" },
    // A foreign number keeps its "+" (Jøkul alone would drop it and group "46…" as Norwegian).
    { input: "+46 70 123", output: "+46 70 123" },
  ],
} as const;

/** The masks of the app's fields: the other owner's national id and the mobile number. */
const masks = {
  nationalId: formatFnrInput,
  phone: (value: string) => formatPhoneInput(value),
} as const satisfies Record<keyof typeof maskCases, (value: string) => string>;

describe("the fields' input masks", () => {
  for (const kind of Object.keys(maskCases) as (keyof typeof maskCases)[]) {
    describe(kind, () => {
      for (const { input, output } of maskCases[kind]) {
        it(`formats "${input}" as "${output}"`, () => {
          expect(masks[kind](input)).toBe(output);
        });
      }

      it("gives the same result when applied again", () => {
        for (const { output } of maskCases[kind]) {
          expect(masks[kind](output)).toBe(output);
        }
      });
    });
  }
});

describe("one phone mask (SPEC §5, issue 29.4)", () => {
  const spaced = (value: string) => value.replace(/\u00a0/g, " ");
  it.each([
    ["41000002", "41 00 00 02"],
    ["91234567", "91 23 45 67"],
    ["22334455", "22 33 44 55"],
    ["80012345", "800 12 345"],
  ])(
    "groups %s as %s: a mobile number starting with 8 3+2+3, any other 2+2+2+2",
    (input, expected) => {
      expect(spaced(formatPhoneInput(input))).toBe(expected);
    },
  );

  it("a masked number, and one with the country code, fit the field's 11 characters", () => {
    expect(formatPhoneInput("41000002").length).toBeLessThanOrEqual(mobileNumberInputMaxLength);
    expect(formatPhoneInput("+47 41 00 00 02").length).toBeLessThanOrEqual(
      mobileNumberInputMaxLength,
    );
  });
});
