import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ageFromFnr,
  birthDateFromFnr,
  fnrInputMaxLength,
  isValidFnr,
  normalizeFnr,
  ownerFnrSchema,
} from "../../../core/domain/fnr";
import { firstIssueMessage } from "../../../core/domain/validate";

/*
 * Test ids are built here from a birth date with the official mod-11 weights, so the tests
 * do not depend on the library they check.
 */
const firstCheckWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const secondCheckWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(digits: string, weights: readonly number[]): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? undefined : digit;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

interface IdSpec {
  day: number;
  month: number;
  year: number;
  /** Individual numbers to try, in order, until one gives two usable check digits. */
  individualFrom: number;
  individualTo: number;
  /** +40 for D-numbers. */
  dayOffset?: number;
  /** +80 for Test-Norge synthetic ids, +40 for H-numbers. */
  monthOffset?: number;
}

function makeId(spec: IdSpec): string {
  const step = spec.individualFrom <= spec.individualTo ? 1 : -1;
  for (let individual = spec.individualFrom; ; individual += step) {
    const base =
      twoDigits(spec.day + (spec.dayOffset ?? 0)) +
      twoDigits(spec.month + (spec.monthOffset ?? 0)) +
      twoDigits(spec.year % 100) +
      String(individual).padStart(3, "0");
    const first = checkDigit(base, firstCheckWeights);
    const second =
      first === undefined ? undefined : checkDigit(`${base}${first}`, secondCheckWeights);
    if (first !== undefined && second !== undefined) return `${base}${first}${second}`;
    if (individual === spec.individualTo) throw new Error("no valid individual number in range");
  }
}

/** Replaces the second check digit, which has exactly one valid value. */
function withWrongCheckDigit(id: string): string {
  const last = Number(id.slice(-1));
  return `${id.slice(0, -1)}${(last + 1) % 10}`;
}

const validIds = [
  {
    name: "fnr born 1990",
    spec: { day: 15, month: 6, year: 1990, individualFrom: 100, individualTo: 199 },
    birthDate: [1990, 6, 15],
  },
  {
    name: "fnr born 1854 (individual 500-749)",
    spec: { day: 1, month: 1, year: 1854, individualFrom: 600, individualTo: 749 },
    birthDate: [1854, 1, 1],
  },
  {
    name: "fnr born 2005 (individual 500-999)",
    spec: { day: 31, month: 12, year: 2005, individualFrom: 600, individualTo: 999 },
    birthDate: [2005, 12, 31],
  },
  {
    name: "fnr born 1945 (individual 900-999)",
    spec: { day: 9, month: 5, year: 1945, individualFrom: 950, individualTo: 999 },
    birthDate: [1945, 5, 9],
  },
  {
    name: "fnr at the top of the 1900 range (individual 499)",
    spec: { day: 2, month: 3, year: 1939, individualFrom: 499, individualTo: 400 },
    birthDate: [1939, 3, 2],
  },
  {
    name: "fnr at the bottom of the 2000 range (individual 500)",
    spec: { day: 2, month: 3, year: 2039, individualFrom: 500, individualTo: 600 },
    birthDate: [2039, 3, 2],
  },
  {
    name: "D-number (day + 40)",
    spec: { day: 17, month: 5, year: 1985, individualFrom: 200, individualTo: 299, dayOffset: 40 },
    birthDate: [1985, 5, 17],
  },
  {
    name: "Test-Norge synthetic id (month + 80)",
    spec: {
      day: 24,
      month: 12,
      year: 1970,
      individualFrom: 300,
      individualTo: 399,
      monthOffset: 80,
    },
    birthDate: [1970, 12, 24],
  },
  {
    name: "H-number / older synthetic id (month + 40)",
    spec: { day: 3, month: 4, year: 1999, individualFrom: 300, individualTo: 399, monthOffset: 40 },
    birthDate: [1999, 4, 3],
  },
  {
    name: "synthetic D-number (day + 40, month + 80)",
    spec: {
      day: 5,
      month: 7,
      year: 2001,
      individualFrom: 700,
      individualTo: 799,
      dayOffset: 40,
      monthOffset: 80,
    },
    birthDate: [2001, 7, 5],
  },
  {
    name: "leap day 2000",
    spec: { day: 29, month: 2, year: 2000, individualFrom: 500, individualTo: 999 },
    birthDate: [2000, 2, 29],
  },
] as const;

const validFnr = makeId(validIds[0].spec);

const invalidIds = [
  { name: "all zeros", value: "00000000000" },
  { name: "wrong check digit", value: withWrongCheckDigit(validFnr) },
  { name: "ten digits", value: validFnr.slice(0, 10) },
  { name: "twelve digits", value: `${validFnr}0` },
  { name: "letters", value: `${validFnr.slice(0, 10)}A` },
  {
    name: "impossible date with correct check digits",
    value: makeId({ day: 32, month: 1, year: 1990, individualFrom: 100, individualTo: 199 }),
  },
  {
    name: "month 13 with correct check digits",
    value: makeId({ day: 1, month: 13, year: 1990, individualFrom: 100, individualTo: 199 }),
  },
  { name: "empty", value: "" },
] as const;

describe("isValidFnr", () => {
  for (const { name, spec } of validIds) {
    it(`accepts a ${name}`, () => {
      expect(isValidFnr(makeId(spec))).toBe(true);
    });
  }

  for (const { name, value } of invalidIds) {
    it(`rejects ${name} (${value})`, () => {
      expect(isValidFnr(value)).toBe(false);
    });
  }

  it("accepts the 6+5 masked form", () => {
    expect(isValidFnr(`${validFnr.slice(0, 6)} ${validFnr.slice(6)}`)).toBe(true);
  });
});

describe("normalizeFnr", () => {
  it("removes the mask's spaces", () => {
    expect(normalizeFnr(" 150690 12345 ")).toBe("15069012345");
  });
});

describe("birthDateFromFnr", () => {
  for (const { name, spec, birthDate } of validIds) {
    it(`reads the birth date of a ${name}`, () => {
      const [year, month, day] = birthDate;
      expect(birthDateFromFnr(makeId(spec))).toEqual(new Date(year, month - 1, day));
    });
  }

  for (const { name, value } of invalidIds) {
    it(`gives undefined for ${name}`, () => {
      expect(birthDateFromFnr(value)).toBeUndefined();
    });
  }

  it("gives undefined when the individual number is not allocated for that year", () => {
    // 500-899 with year 40-53 belongs to no century.
    const id = makeId({ day: 1, month: 1, year: 1950, individualFrom: 800, individualTo: 899 });
    expect(isValidFnr(id)).toBe(true);
    expect(birthDateFromFnr(id)).toBeUndefined();
  });

  it("gives undefined for 29 February 1900, which was not a leap day", () => {
    const id = makeId({ day: 29, month: 2, year: 1900, individualFrom: 100, individualTo: 199 });
    expect(birthDateFromFnr(id)).toBeUndefined();
  });
});

describe("ageFromFnr", () => {
  const bornJune15th1990 = makeId({
    day: 15,
    month: 6,
    year: 1990,
    individualFrom: 100,
    individualTo: 199,
  });
  const bornLeapDay2000 = makeId({
    day: 29,
    month: 2,
    year: 2000,
    individualFrom: 500,
    individualTo: 999,
  });
  const dNumberBorn2006 = makeId({
    day: 10,
    month: 10,
    year: 2006,
    individualFrom: 500,
    individualTo: 999,
    dayOffset: 40,
  });

  const cases = [
    { name: "the day before the birthday", fnr: bornJune15th1990, today: [2024, 6, 14], age: 33 },
    { name: "on the birthday", fnr: bornJune15th1990, today: [2024, 6, 15], age: 34 },
    { name: "earlier month", fnr: bornJune15th1990, today: [2024, 1, 31], age: 33 },
    { name: "later month", fnr: bornJune15th1990, today: [2024, 12, 1], age: 34 },
    { name: "leap day birthday, 28 Feb", fnr: bornLeapDay2000, today: [2023, 2, 28], age: 22 },
    { name: "leap day birthday, 1 March", fnr: bornLeapDay2000, today: [2023, 3, 1], age: 23 },
    {
      name: "leap day birthday in a leap year",
      fnr: bornLeapDay2000,
      today: [2024, 2, 29],
      age: 24,
    },
    { name: "D-number, under 18", fnr: dNumberBorn2006, today: [2024, 10, 9], age: 17 },
    { name: "D-number, turns 18", fnr: dNumberBorn2006, today: [2024, 10, 10], age: 18 },
  ] as const;

  for (const { name, fnr, today, age } of cases) {
    it(`is ${age} ${name}`, () => {
      const [year, month, day] = today;
      expect(ageFromFnr(fnr, new Date(year, month - 1, day))).toBe(age);
    });
  }

  it("gives undefined for an invalid id", () => {
    expect(ageFromFnr("00000000000", new Date(2024, 0, 1))).toBeUndefined();
  });
});

describe("ownerFnrSchema", () => {
  const required = "Du må skrive inn et fødselsnummer";
  const invalid = "Du må skrive inn et gyldig fødselsnummer";

  const cases = [
    { name: "missing", value: undefined, message: required },
    { name: "empty", value: "", message: required },
    { name: "only spaces", value: "   ", message: required },
    { name: "all zeros", value: "00000000000", message: invalid },
    { name: "wrong check digit", value: withWrongCheckDigit(validFnr), message: invalid },
    { name: "too short", value: validFnr.slice(0, 10), message: invalid },
    { name: "longer than the input allows", value: `${validFnr} 0`, message: invalid },
    { name: "valid", value: validFnr, message: undefined },
    {
      name: "valid with mask",
      value: `${validFnr.slice(0, 6)} ${validFnr.slice(6)}`,
      message: undefined,
    },
  ] as const;

  for (const { name, value, message } of cases) {
    it(`${name} gives ${message ?? "no message"}`, () => {
      expect(firstIssueMessage(ownerFnrSchema, value)).toBe(message);
    });
  }

  it("outputs the bare digits", () => {
    const masked = `${validFnr.slice(0, 6)} ${validFnr.slice(6)}`;
    expect(masked).toHaveLength(fnrInputMaxLength);
    expect(v.parse(ownerFnrSchema, masked)).toBe(validFnr);
  });
});
