/**
 * Issue 31: the list of words in a sentence and the date of the receipt and the summary are
 * written out instead of asked of Intl (the first Intl formatter a page makes loads the locale's
 * data, a long task on a phone). Intl, which the code no longer calls, is the oracle: the same
 * words for every list and every date.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { listInSentence } from "../../../core/texts/common.ts";
import { formatDate, formatNorwegianDay } from "../../../src/views/offer-common/format.ts";

const word = fc.stringMatching(/^[a-zæøå]{1,12}$/);
const isoDay = fc
  .date({
    min: new Date("1900-01-01T00:00:00Z"),
    max: new Date("2199-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe("Norwegian wording without Intl", () => {
  test.prop([fc.array(word, { maxLength: 6 })])(
    "a list reads as Intl.ListFormat('nb') writes it",
    (items) => {
      const intl = new Intl.ListFormat("nb", { type: "conjunction" }).format(items);
      expect(listInSentence(items)).toBe(intl);
    },
  );

  test.prop([isoDay])("a date reads as Intl.DateTimeFormat('nb-NO') writes it", (day) => {
    const intl = new Intl.DateTimeFormat("nb-NO", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T12:00:00Z`));
    expect(formatDate(day)).toBe(intl);
    expect(formatDate(`${day}T23:59:00+02:00`)).toBe(intl);
  });

  test.prop([
    fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
  ])("a moment's day in Oslo reads as Intl writes it, on the Oslo calendar", (moment) => {
    const intl = new Intl.DateTimeFormat("nb-NO", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Oslo",
    }).format(moment);
    expect(formatNorwegianDay(moment.toISOString())).toBe(intl);
  });
});
