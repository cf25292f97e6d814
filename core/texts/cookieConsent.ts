/**
 * The provider's own cookie-consent dialog (SPEC §4 "Consent and analytics"; src/app/OwnConsentDialog.tsx).
 * Jøkul's dialog said "informasjonskaplser" and left out the comma before the main clause (issue
 * 29 item 23); the app asks for statistics only, so only that choice has words here.
 */
export const cookieConsentTexts = {
  title: "Velg informasjonskapsler",
  intro:
    "For at nettsidene skal fungere, må vi bruke tekniske informasjonskapsler. Disse lagres derfor uten samtykke.",
  statisticsLabel: "Tillat statistikk",
  statisticsDescription:
    "Informasjonskapslene lagrer statistikk som hjelper oss med å forstå hvordan nettsidene blir brukt, slik at vi kan gjøre dem bedre og enklere å bruke.",
  acceptAll: "Godta alle",
  acceptChosen: "Godta mine valg",
} as const;
