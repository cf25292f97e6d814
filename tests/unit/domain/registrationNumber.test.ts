import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  bonusTransferRegistrationNumberSchema,
  carRegistrationNumberSchema,
  isReadyForLookup,
  isValidRegistrationNumber,
  isVeteranRegistrationNumber,
  mopedOrMotorcycleRegistrationNumberSchema,
  normalizeRegistrationNumber,
  registrationNumberFormats,
  registrationNumberMaxLength,
} from "../../../core/domain/registrationNumber";
import { firstIssueMessage } from "../../../core/domain/validate";

const required = "Du må skrive inn et registreringsnummer";
const carFormat = "Registreringsnummer må bestå av 2 bokstaver og 5 siffer";
const mopedFormat = "Registreringsnummer må bestå av 2 bokstaver og 4 siffer";
const bonusFormat = "Registreringsnummer må bestå av 2 bokstaver og 4 eller 5 siffer";

describe("normalizeRegistrationNumber", () => {
  const cases = [
    { input: "ab12345", output: "AB12345" },
    { input: "ab 12345", output: "AB12345" },
    { input: " ab-12345 ", output: "AB12345" },
    { input: "el 1234", output: "EL1234" },
    { input: "ab123456", output: "AB12345" },
    { input: "", output: "" },
  ] as const;

  for (const { input, output } of cases) {
    it(`turns "${input}" into "${output}"`, () => {
      expect(normalizeRegistrationNumber(input)).toBe(output);
    });
  }

  it(`never gives more than ${registrationNumberMaxLength} characters`, () => {
    expect(normalizeRegistrationNumber("abcdefghijk")).toHaveLength(7);
  });

  it("removes the space before it counts, so a pasted 'SX 10001' stays whole", () => {
    expect(normalizeRegistrationNumber("SX 10001")).toBe("SX10001");
  });
});

/** Letters, digits and the separators people type or paste into a plate. */
const plateish = fc
  .array(fc.constantFrom(..."abcxyzABCXYZ0123456789 -\t\u00a0._"), { maxLength: 16 })
  .map((characters) => characters.join(""));
const anyInput = fc.oneof(plateish, fc.string(), fc.string({ unit: "grapheme" }));
const plate = fc.stringMatching(/^[A-Z]{2}\d{4,5}$/);
/** The plate with lower case here and there and spaces or dashes anywhere. */
const typedPlate = plate.chain((value) =>
  fc
    .tuple(
      fc.array(fc.constantFrom("", " ", "  ", "-", " - ", "\u00a0"), {
        minLength: value.length + 1,
        maxLength: value.length + 1,
      }),
      fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }),
    )
    .map(([gaps, lower]) => ({
      value,
      typed:
        [...value]
          .map(
            (character, index) =>
              `${gaps[index]}${lower[index] ? character.toLowerCase() : character}`,
          )
          .join("") + gaps[value.length],
    })),
);

describe("normalizeRegistrationNumber properties (SPEC §5)", () => {
  test.prop([anyInput])("is idempotent", (input) => {
    const once = normalizeRegistrationNumber(input);
    expect(normalizeRegistrationNumber(once)).toBe(once);
  });

  test.prop([anyInput])(
    "gives upper case, never a space or dash, at most 7 characters",
    (input) => {
      const output = normalizeRegistrationNumber(input);
      expect(output).toBe(output.toUpperCase());
      expect(output).not.toMatch(/[\s-]/);
      expect(output.length).toBeLessThanOrEqual(registrationNumberMaxLength);
    },
  );

  test.prop([typedPlate])(
    "turns any valid plate typed with spaces or lower case into itself",
    ({ value, typed }) => {
      expect(normalizeRegistrationNumber(typed)).toBe(value);
    },
  );

  test.prop([typedPlate])(
    "keeps the whole plate however many separators were pasted with it",
    ({ value, typed }) => {
      expect(isValidRegistrationNumber(typed, "bonusTransfer")).toBe(true);
      expect(normalizeRegistrationNumber(typed)).toHaveLength(value.length);
    },
  );
});

describe("isValidRegistrationNumber", () => {
  const cases = [
    { value: "AB12345", valid: { car: true, mopedOrMotorcycle: false, bonusTransfer: true } },
    { value: "ab 12345", valid: { car: true, mopedOrMotorcycle: false, bonusTransfer: true } },
    { value: "AB1234", valid: { car: false, mopedOrMotorcycle: true, bonusTransfer: true } },
    { value: "AB123", valid: { car: false, mopedOrMotorcycle: false, bonusTransfer: false } },
    { value: "A12345", valid: { car: false, mopedOrMotorcycle: false, bonusTransfer: false } },
    { value: "ABC1234", valid: { car: false, mopedOrMotorcycle: false, bonusTransfer: false } },
    { value: "1234567", valid: { car: false, mopedOrMotorcycle: false, bonusTransfer: false } },
    { value: "AB123456", valid: { car: false, mopedOrMotorcycle: false, bonusTransfer: false } },
  ] as const;

  for (const { value, valid } of cases) {
    for (const format of registrationNumberFormats) {
      it(`${valid[format] ? "accepts" : "rejects"} "${value}" as ${format}`, () => {
        expect(isValidRegistrationNumber(value, format)).toBe(valid[format]);
      });
    }
  }

  it("checks the car format by default", () => {
    expect(isValidRegistrationNumber("AB12345")).toBe(true);
    expect(isValidRegistrationNumber("AB1234")).toBe(false);
  });
});

describe("isVeteranRegistrationNumber", () => {
  const cases = [
    { value: "A12345", veteran: true },
    { value: "a 12345", veteran: true },
    { value: "AB12345", veteran: false },
    { value: "A1234", veteran: false },
    { value: "12345", veteran: false },
  ] as const;

  for (const { value, veteran } of cases) {
    it(`${veteran ? "flags" : "does not flag"} "${value}"`, () => {
      expect(isVeteranRegistrationNumber(value)).toBe(veteran);
    });
  }
});

describe("isReadyForLookup", () => {
  const cases = [
    { value: "AB12345", ready: true },
    { value: "ab 12345", ready: true },
    { value: "AB1234", ready: false },
    { value: "AB123", ready: false },
    { value: "ABC1234", ready: false },
    { value: "A123456", ready: false },
    { value: "AB123456", ready: false },
    { value: "", ready: false },
  ] as const;

  for (const { value, ready } of cases) {
    it(`is ${ready} for "${value}"`, () => {
      expect(isReadyForLookup(value)).toBe(ready);
    });
  }
});

describe("registration number schemas", () => {
  const schemas = [
    {
      name: "carRegistrationNumberSchema",
      schema: carRegistrationNumberSchema,
      cases: [
        { value: undefined, message: required },
        { value: "", message: required },
        { value: "  ", message: required },
        { value: "AB1234", message: carFormat },
        { value: "A12345", message: carFormat },
        { value: "AB123456", message: carFormat },
        { value: "ab 12345", message: undefined },
      ],
    },
    {
      name: "mopedOrMotorcycleRegistrationNumberSchema",
      schema: mopedOrMotorcycleRegistrationNumberSchema,
      cases: [
        { value: "", message: required },
        { value: "AB12345", message: mopedFormat },
        { value: "AB123", message: mopedFormat },
        { value: "ab1234", message: undefined },
      ],
    },
    {
      name: "bonusTransferRegistrationNumberSchema",
      schema: bonusTransferRegistrationNumberSchema,
      cases: [
        { value: "", message: required },
        { value: "AB123", message: bonusFormat },
        { value: "A12345", message: bonusFormat },
        { value: "AB1234", message: undefined },
        { value: "AB12345", message: undefined },
      ],
    },
  ] as const;

  for (const { name, schema, cases } of schemas) {
    describe(name, () => {
      for (const { value, message } of cases) {
        it(`gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
          expect(firstIssueMessage(schema, value)).toBe(message);
        });
      }
    });
  }

  it("outputs the normalized plate", () => {
    expect(v.parse(carRegistrationNumberSchema, " ab 12345 ")).toBe("AB12345");
  });
});
