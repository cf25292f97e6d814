import { describe, expect, it } from "vitest";
import { firstIssueMessage } from "../../../core/domain/validate";
import {
  createModelYearSchema,
  createRegistrationYearSchema,
  isModelYearInRange,
  isRegistrationYearInRange,
  maximumModelYear,
  registrationYearRange,
} from "../../../core/domain/vehicleYears";

const today = new Date(2024, 5, 15);

describe("model year", () => {
  it("allows 1994 up to next year", () => {
    expect(maximumModelYear(today)).toBe(2025);
  });

  const rangeCases = [
    { year: 1993, inRange: false },
    { year: 1994, inRange: true },
    { year: 2025, inRange: true },
    { year: 2026, inRange: false },
  ] as const;

  for (const { year, inRange } of rangeCases) {
    it(`isModelYearInRange is ${inRange} for ${year}`, () => {
      expect(isModelYearInRange(year, today)).toBe(inRange);
    });
  }

  const schema = createModelYearSchema(today);
  const cases = [
    { value: undefined, message: "Du må skrive inn bilens årsmodell" },
    { value: "", message: "Du må skrive inn bilens årsmodell" },
    { value: "199", message: "Årsmodell må bestå av 4 siffer" },
    { value: "19944", message: "Årsmodell må bestå av 4 siffer" },
    { value: "abcd", message: "Årsmodell må bestå av 4 siffer" },
    { value: "1993", message: "På grunn av bilens alder kan du ikke kjøpe forsikring på nett" },
    { value: "2026", message: "Årsmodell kan ikke være senere enn 2025" },
    { value: "1994", message: undefined },
    { value: " 2025 ", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`createModelYearSchema gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(schema, value)).toBe(message);
    });
  }
});

describe("registration year", () => {
  const rangeCases = [
    { modelYear: 2010, range: { minimum: 2009, maximum: 2025 } },
    { modelYear: undefined, range: { minimum: 1993, maximum: 2025 } },
    { modelYear: Number.NaN, range: { minimum: 1993, maximum: 2025 } },
  ] as const;

  for (const { modelYear, range } of rangeCases) {
    it(`registrationYearRange for model year ${modelYear} is ${range.minimum}-${range.maximum}`, () => {
      expect(registrationYearRange(modelYear, today)).toEqual(range);
    });
  }

  const inRangeCases = [
    { year: 2008, inRange: false },
    { year: 2009, inRange: true },
    { year: 2025, inRange: true },
    { year: 2026, inRange: false },
  ] as const;

  for (const { year, inRange } of inRangeCases) {
    it(`isRegistrationYearInRange is ${inRange} for ${year} with model year 2010`, () => {
      expect(isRegistrationYearInRange(year, 2010, today)).toBe(inRange);
    });
  }

  const schema = createRegistrationYearSchema({ modelYear: 2010, today });
  const outOfRange = "Registreringsåret må være mellom 2009 og 2025";
  const cases = [
    { value: undefined, message: "Du må skrive inn registreringsåret" },
    { value: "", message: "Du må skrive inn registreringsåret" },
    { value: "201", message: "Registreringsår må bestå av 4 siffer" },
    { value: "20a0", message: "Registreringsår må bestå av 4 siffer" },
    { value: "2008", message: outOfRange },
    { value: "2026", message: outOfRange },
    { value: "2009", message: undefined },
    { value: "2025", message: undefined },
  ] as const;

  for (const { value, message } of cases) {
    it(`createRegistrationYearSchema gives ${message ?? "no message"} for ${JSON.stringify(value)}`, () => {
      expect(firstIssueMessage(schema, value)).toBe(message);
    });
  }

  it("falls back to the oldest model year when none is known", () => {
    const withoutModelYear = createRegistrationYearSchema({ modelYear: undefined, today });
    expect(firstIssueMessage(withoutModelYear, "1992")).toBe(
      "Registreringsåret må være mellom 1993 og 2025",
    );
  });
});
