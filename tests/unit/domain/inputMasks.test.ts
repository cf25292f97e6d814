import { describe, expect, it } from "vitest";
import {
  formatFnrInput,
  formatMobileNumber,
  formatPhoneInput,
} from "../../../core/domain/inputMasks";

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
    { input: "+4741234567", output: "+47\u00a041\u00a023\u00a045\u00a067" },
    { input: "004780012345", output: "+47\u00a0800\u00a012\u00a0345" },
    { input: "+47", output: "+47" },
    { input: "+47 4", output: "+47 4" },
    { input: "+47 41 23 45 67", output: "+47\u00a041\u00a023\u00a045\u00a067" },
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

describe("formatPhoneInput with the country code", () => {
  const cases = [
    { input: "41234567", output: "+47\u00a041\u00a023\u00a045\u00a067" },
    { input: "800123", output: "+47\u00a0800\u00a012\u00a03" },
    { input: "+47 41234567", output: "+47\u00a041\u00a023\u00a045\u00a067" },
    { input: "", output: "" },
    { input: "01234567", output: "01234567" },
  ] as const;

  for (const { input, output } of cases) {
    it(`formats "${input}" as "${output}"`, () => {
      expect(formatPhoneInput(input, { withCountryCode: true })).toBe(output);
      expect(formatPhoneInput(output, { withCountryCode: true })).toBe(output);
    });
  }
});

describe("formatMobileNumber (SPEC §5 mobile mask 3+2+3, for reading)", () => {
  const spaced = (value: string) => value.replace(/\u00a0/g, " ");
  it.each([
    ["41000002", "410 00 002"],
    ["410 00 002", "410 00 002"],
    ["91 23 45 67", "912 34 567"],
    ["+4741000002", "+47 410 00 002"],
    ["004791234567", "+47 912 34 567"],
  ])("groups the mobile number %s as %s", (input, expected) => {
    expect(spaced(formatMobileNumber(input))).toBe(expected);
  });

  it("groups with no-break spaces, so the number never breaks over two lines", () => {
    expect(formatMobileNumber("41000002")).toBe("410\u00a000\u00a0002");
  });

  it.each([
    ["22334455", "22 33 44 55"],
    ["+46701234567", "+46701234567"],
    ["4100000", "41 00 00 0"],
  ])(
    "leaves a number that is not a Norwegian mobile number to the phone mask: %s",
    (input, expected) => {
      expect(spaced(formatMobileNumber(input))).toBe(spaced(formatPhoneInput(input)));
      expect(spaced(formatMobileNumber(input))).toBe(expected);
    },
  );
});
