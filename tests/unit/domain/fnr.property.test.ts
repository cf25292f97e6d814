/**
 * Property tests of the national id rules (SPEC §5: 11 digits, not all zeros, two mod-11 check
 * digits with the weights 3,7,6,1,8,9,4,5,2 and 5,4,3,2,7,6,5,4,3,2, a result of 11 becoming 0),
 * on ids generated here with the spec's own arithmetic, and of the birth date read from them
 * against @navikt/fnrvalidator's date rules.
 */
import { fc, test } from "@fast-check/vitest";
import { idnr } from "@navikt/fnrvalidator";
import { describe, expect } from "vitest";
import {
  ageFromFnr,
  birthDateFromFnr,
  isValidFnr,
  normalizeFnr,
} from "../../../core/domain/fnr.ts";

const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The spec's check digit: 11 minus the weighted sum mod 11, where 11 becomes 0 and 10 is no digit. */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit;
}

/** The nine first digits with the spec's two check digits, or undefined when one would be 10. */
function withCheckDigits(nine: string): string | undefined {
  const digits = [...nine].map(Number);
  const first = checkDigit(digits, firstWeights);
  if (first === 10) return undefined;
  const second = checkDigit([...digits, first], secondWeights);
  if (second === 10) return undefined;
  return `${nine}${first}${second}`;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

/** Individual numbers (digits 7-9) that the Folkeregister gives people born in that year. */
function individualNumberRange(year: number): [number, number] {
  if (year < 1900) return [500, 749];
  if (year < 2000) return year >= 1940 ? [900, 999] : [0, 499];
  return [500, 999];
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A person: a real birth date, an individual number of that century and the id's kind. */
const person = fc
  .record({
    year: fc.integer({ min: 1854, max: 2039 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayIndex: fc.nat(),
    individualIndex: fc.nat(),
    kind: fc.constantFrom("fnr", "dnr", "synthetic"),
  })
  .map(({ year, month, dayIndex, individualIndex, kind }) => {
    const day = (dayIndex % daysInMonth(year, month)) + 1;
    const [low, high] = individualNumberRange(year);
    const individual = low + (individualIndex % (high - low + 1));
    const dayField = kind === "dnr" ? day + 40 : day;
    const monthField = kind === "synthetic" ? month + 80 : month;
    const nine = `${twoDigits(dayField)}${twoDigits(monthField)}${twoDigits(year % 100)}${String(individual).padStart(3, "0")}`;
    return { year, month, day, kind, id: withCheckDigits(nine) };
  })
  .filter(
    (generated): generated is typeof generated & { id: string } => generated.id !== undefined,
  );

describe("national ids made with the spec's mod-11 (SPEC §5)", () => {
  test.prop([person])("are accepted, with the birth date they were made from", (generated) => {
    expect(isValidFnr(generated.id)).toBe(true);
    expect(birthDateFromFnr(generated.id)).toEqual(
      new Date(generated.year, generated.month - 1, generated.day),
    );
  });

  test.prop([person, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 })])(
    "are refused when any one digit is changed (the second check digit sees every change)",
    (generated, position, shift) => {
      const digits = [...generated.id];
      digits[position] = String((Number(digits[position]) + shift) % 10);
      expect(isValidFnr(digits.join(""))).toBe(false);
    },
  );

  test.prop([person])("the input mask's space (6+5) changes nothing", (generated) => {
    const masked = `${generated.id.slice(0, 6)} ${generated.id.slice(6)}`;
    expect(normalizeFnr(masked)).toBe(generated.id);
    expect(isValidFnr(masked)).toBe(true);
  });

  test.prop([fc.stringMatching(/^\d{11}$/)])(
    "a random 11-digit string is accepted only if its second check digit is the spec's",
    (digits) => {
      if (!isValidFnr(digits)) return;
      const numbers = [...digits].map(Number);
      // The first check digit may take the alternatives allowed from 2032 (the library's rule);
      // the second is always the spec's, computed over the first ten digits.
      expect(checkDigit(numbers.slice(0, 10), secondWeights)).toBe(numbers[10]);
      expect(digits).not.toMatch(/^0+$/);
    },
  );

  test.prop([person, fc.integer({ min: 0, max: 120 })])(
    "the age is whole years since the birth date",
    (generated, yearsLater) => {
      const today = new Date(generated.year + yearsLater, 11, 31);
      expect(ageFromFnr(generated.id, today)).toBe(yearsLater);
    },
  );
});

describe("the birth date agrees with @navikt/fnrvalidator's date rules", () => {
  /** Any day 1-31 in any month: some of these dates do not exist (31 April, 30 February). */
  const anyDate = fc
    .record({
      yearOfCentury: fc.integer({ min: 1, max: 99 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      individual: fc.integer({ min: 0, max: 499 }),
    })
    .map(({ yearOfCentury, month, day, individual }) => ({
      year: 1900 + yearOfCentury,
      month,
      day,
      id: withCheckDigits(
        `${twoDigits(day)}${twoDigits(month)}${twoDigits(yearOfCentury)}${String(individual).padStart(3, "0")}`,
      ),
    }))
    .filter(
      (generated): generated is typeof generated & { id: string } => generated.id !== undefined,
    );

  test.prop([anyDate])(
    "a date the library refuses has no birth date here, and one it accepts is that date",
    (generated) => {
      const libraryAccepts = idnr(generated.id).status === "valid";
      const birthDate = birthDateFromFnr(generated.id);
      expect(birthDate !== undefined).toBe(libraryAccepts);
      expect(libraryAccepts).toBe(generated.day <= daysInMonth(generated.year, generated.month));
      if (birthDate)
        expect(birthDate).toEqual(new Date(generated.year, generated.month - 1, generated.day));
    },
  );

  // The one place they differ, on purpose: the library reads year 00 as 2000, a leap year, while
  // individual numbers 000-499 say 1900, which was not.
  test("29 February 1900 is no birth date, though the library takes it for 29 February 2000", () => {
    const id = withCheckDigits("290200123") ?? withCheckDigits("290200124");
    if (!id) throw new Error("no check digits for the example");
    expect(idnr(id).status).toBe("valid");
    expect(birthDateFromFnr(id)).toBeUndefined();
  });
});
