/** A day as Norwegians write it, '1. mars 2026', in the given time zone. */
const norwegianDay = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat("nb-NO", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(moment);

/** Dates like '1. mars 2026' (nb-NO); input is an ISO date (yyyy-mm-dd…). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return norwegianDay(date, "UTC");
}

/**
 * The day a moment fell on in Norway, like '1. mars 2026': a timestamp the sandbox keeps in UTC
 * (an offer saved at 00:30 in Oslo is saved that day, not the day before).
 */
export function formatNorwegianDay(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  if (Number.isNaN(moment.getTime())) return isoTimestamp;
  return norwegianDay(moment, "Europe/Oslo");
}
