import { monthNames } from "../../../core/texts/common.ts";

/** Dates like '1. mars 2026' (nb-NO); input is an ISO date (yyyy-mm-dd…). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // Written out, not asked of Intl.DateTimeFormat: the first Intl formatter a page creates loads
  // the locale's data, a long task on a phone in the click that opens the receipt (issue 31).
  return `${date.getUTCDate()}. ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** One formatter per page: making one is the costly part (the locale's data, the time zone's). */
let osloDay: Intl.DateTimeFormat | undefined;

/**
 * The day a moment fell on in Norway, like '1. mars 2026': a timestamp the sandbox keeps in UTC
 * (an offer saved at 00:30 in Oslo is saved that day, not the day before).
 */
export function formatNorwegianDay(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  if (Number.isNaN(moment.getTime())) return isoTimestamp;
  // The day in Oslo needs the time zone's rules, which only Intl has here.
  osloDay ??= new Intl.DateTimeFormat("nb-NO", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Oslo",
  });
  return osloDay.format(moment);
}
