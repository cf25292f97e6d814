import type { VehicleNoun } from "./questions.ts";

export const introTexts = {
  title: (product: "bil" | "bobil") =>
    product === "bobil" ? "Kjøp bobilforsikring" : "Kjøp bilforsikring",
  /** SPEC §2: an A/B test on the intro text, by even or odd customer number. */
  leadA: "Det tar bare noen minutter å få pris og kjøpe forsikring på nett.",
  leadB: (product: "bil" | "bobil") =>
    `Svar på noen få spørsmål om ${product === "bobil" ? "bobilen" : "bilen"}, så får du prisen med en gang.`,
  start: "Start",
  /** The customer's latest saved offer (issue 26.6): vehicle, coverage, monthly price, date. */
  savedOffer: (offer: { kjoretoy: string; dekning: string; pris: string; dato: string }) =>
    `Du har et tilbud på ${offer.kjoretoy} fra ${offer.dato}: ${offer.dekning} til ${offer.pris} i måneden. Vil du fortsette der du slapp?`,
  /** An express price link whose reference is not 20 characters (SPEC §2: it redirects here). */
  invalidExpressLink:
    "Lenken til ekspresspris er ikke gyldig, så vi kan ikke vise prisen den gjaldt. Trykk Start, så får du pris på noen minutter.",
  /** The bonus the insurer offers this customer (GET /motor/bil/defaultBonus), not always 60 (issue 29.23). */
  bonusInfo: (offered: string) =>
    `Bonusen din gjelder fra dag én: maks bonus er 80 prosent, og du starter på ${offered} prosent.`,
  discountLoyalty: "Som lojal kunde får du opptil 15 prosent rabatt.",
  discountBank: "Er du bankkunde, får du 5 prosent ekstra.",
} as const;

export const harBilTexts = {
  title: "Husker du registreringsnummeret?",
  legend: "Husker du registreringsnummeret?",
  help: (product: "bil" | "bobil") =>
    `Du finner det på vognkortet eller på skiltene på ${product === "bobil" ? "bobilen" : "bilen"}.`,
} as const;

export const velgBilTexts = {
  title: (noun: VehicleNoun) => `Hva er registreringsnummeret på ${noun}?`,
  label: "Registreringsnummer",
  help: "For eksempel AB12345",
  ownCars: (noun: VehicleNoun) => (noun === "bobilen" ? "Dine bobiler" : "Dine biler"),
  ownCarsHelp: (noun: VehicleNoun) =>
    `Velg en av ${noun === "bobilen" ? "bobilene" : "bilene"} dine, eller skriv inn et annet registreringsnummer.`,
  found: (noun: VehicleNoun) => `Vi fant ${noun}`,
  lookingUp: "Slår opp registreringsnummeret",
  veteranQuestion: "Er bilen over 30 år?",
  pickModel: "Jeg husker ikke registreringsnummeret",
  mustLookUp: (noun: VehicleNoun) => `Skriv inn hele registreringsnummeret, så finner vi ${noun}.`,
} as const;

/** A saved offer's link (SPEC §2 {policyNumber}) that is not this customer's offer. */
export const redigerTilbudTexts = {
  /** The insurer has no offer with this number for this customer (404): trying later never helps. */
  notTheCustomers: {
    title: "Vi fant ikke tilbudet",
    text: (avtalenummer: string) =>
      `Du har ikke noe tilbud med nummeret ${avtalenummer}. Sjekk nummeret i lenken, se tilbudene du har, eller få en ny pris.`,
    toOffers: "Se tilbudene dine",
  },
} as const;
