import { idnr } from "@navikt/fnrvalidator";
import { describe, expect, it } from "vitest";
import { syntheticFnr } from "../../../server/catalogue/syntheticFnr.ts";
import { ageOn } from "../../../server/routes/customer.ts";
import { birthDateForAge } from "../../../server/seed/testPersons.ts";

const birthDates = ["1969-01-11", "1999-12-31", "2000-02-29", "2010-07-04", "1950-05-20"] as const;

describe("syntheticFnr", () => {
  for (const date of birthDates) {
    it(`makes a valid Test Norge id for ${date}`, () => {
      const fnr = syntheticFnr(new Date(`${date}T00:00:00Z`));
      expect(fnr).toHaveLength(11);
      expect(idnr(fnr)).toEqual({ status: "valid", type: "tnr" });
      expect(fnr.slice(0, 2)).toBe(date.slice(8, 10));
      expect(Number(fnr.slice(2, 4))).toBe(Number(date.slice(5, 7)) + 80);
    });
  }

  it("uses individual numbers 500-999 for people born from 2000", () => {
    expect(
      Number(syntheticFnr(new Date("2010-07-04T00:00:00Z")).slice(6, 9)),
    ).toBeGreaterThanOrEqual(500);
    expect(Number(syntheticFnr(new Date("1969-01-11T00:00:00Z")).slice(6, 9))).toBeLessThan(500);
  });
});

describe("test person ages", () => {
  const todays = ["2026-01-01", "2026-06-15", "2026-11-22", "2030-12-31"] as const;
  for (const today of todays) {
    it(`keeps every persona at its age on ${today}`, () => {
      const date = new Date(`${today}T09:00:00Z`);
      for (const [index, alder] of [45, 16, 20, 57].entries()) {
        expect(ageOn(birthDateForAge(alder, date, 10 + index * 3), date)).toBe(alder);
      }
    });
  }
});
