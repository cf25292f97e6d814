/** Copy of the contact footer (SPEC §2, "Other screens"). */
export const footerTexts = {
  label: "Bunntekst",
  contactHeading: "Kontakt oss",
  phone: "Telefon",
  email: "E-post",
  /** SPEC §6: inside the bank's mobile app, mail and phone links are labelled so. */
  contactLink: "Kontakt oss",
  /** The contact link's accessible name: its label, then where it leads. */
  contactLinkName: (value: string) => `Kontakt oss: ${value}`,
  openingHours: "Åpningstider",
  day: "Dag",
  time: "Tid",
  chatHeading: "Chat",
  noContactInfo:
    "Vi får ikke vist kontaktinformasjonen vår akkurat nå. Prøv igjen senere hvis du trenger å nå oss.",
  privacyAndCookies: "Personvern og informasjonskapsler",
  cookieSettings: "Innstillinger for informasjonskapsler",
  priceComparison:
    "Du kan sammenligne priser og vilkår på forsikringer på en nøytral prisportal for finansielle tjenester.",
} as const;

/** Where the privacy-and-cookies statement lives (outside this app). */
export const privacyHref = "/privat/forsikring/personvern";
