/**
 * Copy of the error catalogue (SPEC §8). Titles and leads quoted in the spec are verbatim (marked
 * "SPEC"); where the spec only gives the meaning, the text is written short and plain in the same
 * voice. The steps' and pages' errors are in stepErrors.ts: they load with the flow, these with the
 * first screen (issue 31).
 */

/**
 * Full-screen errors and purchase blocks, keyed by code. The keys are the codes the flow uses
 * (SPEC §8 "Full-screen errors", SPEC §6 "sperre").
 */
export const fullScreenErrors = {
  default: {
    title: "Oisann, her skjedde det en feil", // SPEC
    lead: "Prøv igjen senere, eller ta kontakt med oss om feilen vedvarer.",
  },
  generell: {
    title: "Noe har gått galt", // SPEC
    lead: "Prøv igjen, eller ta kontakt med oss", // SPEC
  },
  utilgjengelig: {
    title: "Tjenesten er utilgjengelig nå", // SPEC
    lead: "Prøv igjen etter klokken 06.00", // SPEC
  },
  avsluttForsikring: {
    title: "Forsikringen din kan ikke avsluttes på nett", // SPEC
    lead: "Ta kontakt med oss, så hjelper vi deg med å avslutte den.",
  },
  alleredeAvsluttet: {
    title: "Forsikringen er allerede avsluttet", // SPEC
    lead: "Du trenger ikke gjøre noe mer. Ta kontakt med oss hvis du har spørsmål.",
  },
  finnes: {
    title: "Tilsvarende produkt er allerede forsikret", // SPEC
    lead: "Du har allerede en slik forsikring hos oss. Ta kontakt med oss hvis du har spørsmål.",
  },
  kanIkkeSeForsikringPaaNett: {
    title: "Du kan ikke se forsikringer på nett", // SPEC
    lead: "Ta kontakt med oss, så hjelper vi deg.",
  },
  under18: {
    title: "Du må ha fylt 18 år for å kjøpe forsikring på nett", // SPEC
    lead: "Ta kontakt med oss hvis du har spørsmål om forsikring.",
  },
  utenlandskBosted: {
    title: "Bostedsadressen din er utenfor Norge", // SPEC
    lead: "Du må bo i Norge for å kjøpe forsikring på nett. Ta kontakt med oss, så hjelper vi deg.",
  },
  general: {
    title: "Du kan ikke kjøpe forsikring på nett", // SPEC
    lead: "Ta kontakt med oss, så hjelper vi deg videre.",
  },
  /** A non-member in the union channel (issue 29 item 13): say why, the offer is for members. */
  LO: {
    title: "Du kan ikke kjøpe forsikring på nett", // SPEC
    lead: "Forsikringen på denne siden er et tilbud til LO-medlemmer, og vi finner deg ikke som medlem. Er du medlem, eller vil du vite mer, kan du ta kontakt med oss.",
  },
  unwanted: {
    title: "Du kan ikke kjøpe forsikring på nett", // SPEC
    lead: "Ta kontakt med oss, så hjelper vi deg videre.",
  },
} as const;

export const fullScreenErrorActions = {
  back: "Gå tilbake",
  retry: "Prøv igjen",
  toOverview: "Til forsikringsoversikten", // SPEC §2
} as const;
