/** Copy of the navigation menu for logged-in customers (SPEC §2, "Other screens"). */
export const menuTexts = {
  label: "Hovedmeny",
  toggle: "Meny",
  links: {
    overview: "Forsikringsoversikt",
    documents: "Dokumenter",
    invoice: "Faktura",
    buy: "Kjøp forsikring",
    reportClaim: "Meld skade",
    claims: "Skadesaker",
    profile: "Forsikringsprofil",
    offers: "Tilbud",
    bankOverview: "Til nettbanken",
  },
  logout: "Logg ut",
  /** Read after the offers link text, so a screen reader says 'Tilbud (2)'. */
  offerCount: (count: number) => `(${count})`,
} as const;
