/** SPEC §2 screens that explain a term: the tooltip's trigger and its explanation. */
export const termTexts = {
  bonus: {
    trigger: "Hva er bonus?",
    explanation:
      "Bonus er rabatten du får for å kjøre uten skader. Maks bonus er 80 prosent, og du starter på 60 prosent. Bonusen regnes ut fra avtalene dine de siste 3 årene.",
  },
  egenandel: {
    trigger: "Hva er egenandel?",
    explanation:
      "Egenandelen er det du selv betaler når du har en skade. Velger du høyere egenandel, blir forsikringen billigere.",
  },
  kjorelengde: {
    trigger: "Hva er kjørelengde?",
    explanation:
      "Kjørelengden er hvor mange kilometer du regner med å kjøre i løpet av et år. Kjører du lenger enn du har oppgitt, kan egenandelen bli høyere ved en skade.",
  },
  tfa: {
    trigger: "Hva er trafikkforsikringsavgift?",
    explanation:
      "Trafikkforsikringsavgiften (TFA) er en avgift til staten for alle kjøretøy med ansvarsforsikring. Vi krever den inn sammen med forsikringen.",
  },
} as const;
export type Term = keyof typeof termTexts;
