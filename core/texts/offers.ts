/**
 * Copy of the offers page (issue 26.7): the customer's open offers, each opening in the purchase
 * flow. Short plain Norwegian; SPEC names the page only as the menu's "offers".
 */
export const offersPageTexts = {
  title: "Tilbudene dine",
  lead: "Her er tilbudene du har fått, men ikke kjøpt ennå. Åpne et tilbud for å se prisen og kjøpe forsikringen.",
  loading: "Henter tilbudene dine",
  /** The list's accessible name (the offers, one item each). */
  listLabel: "Åpne tilbud",
  registrationNumber: "Registreringsnummer",
  coverage: "Dekning",
  price: "Pris",
  priceIncludesTfa: "Prisene er med trafikkforsikringsavgift.",
  saved: "Lagret",
  /** The link that opens the offer; the vehicle follows for screen readers. */
  open: "Se tilbudet",
  openFor: (vehicle: string) => `på ${vehicle}`,
  emptyTitle: "Du har ingen tilbud som venter",
  emptyText: "Når du har fått en pris på nett, finner du tilbudet her til du kjøper forsikringen.",
  failedTitle: "Vi får ikke hentet tilbudene dine akkurat nå",
  failedText:
    "Prøv igjen om litt. Du kan også sjekke prisen på nytt, eller ta kontakt med oss om feilen vedvarer.",
  retry: "Prøv igjen",
  /** The ways on from the page, whatever the list holds. */
  newQuoteHeading: "Vil du ha pris på noe annet?",
  newCarQuote: "Sjekk pris på bilforsikring",
  newMotorhomeQuote: "Sjekk pris på bobilforsikring",
} as const;
