/** Shared copy (SPEC §9: the default loader text). */
export const commonTexts = {
  loader: "Vennligst vent",
  logout: "Logg ut",
  genericErrorTitle: "Noe har gått galt",
  genericErrorLead: "Prøv igjen, eller ta kontakt med oss",
} as const;

/** A quote in progress (issue 15): continue it or start a new one; also the way out of a dead end. */
export const quoteTexts = {
  inProgress: "Du har et pristilbud som ikke er ferdig. Vil du fortsette der du slapp?",

  resume: "Fortsett der du slapp",
  startOver: "Start på nytt",
} as const;

/**
 * Words as a list in a sentence, "maskinskade, leiebil og glass", as `Intl.ListFormat("nb",
 * { type: "conjunction" })` writes it. Written out because the first Intl formatter a page creates
 * loads the locale's data: on the add-ons step that was the longest part of the click that opens
 * it on a phone (issue 31).
 */
export function listInSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`;
}

/** The months as a date names them ("1. mars 2026"), January first. */
export const monthNames = [
  "januar",
  "februar",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "desember",
] as const;
