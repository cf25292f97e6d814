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
