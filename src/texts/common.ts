/** Shared copy (SPEC §9: the default loader text). */
export const commonTexts = {
  loader: "Vennligst vent",
  logout: "Logg ut",
  genericErrorTitle: "Noe har gått galt",
  genericErrorLead: "Prøv igjen, eller ta kontakt med oss",
} as const;
