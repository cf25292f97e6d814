/**
 * Copy of the error catalogue (SPEC §8), the part shown inside the flow and on the agreement pages:
 * page errors and price and vehicle errors. Titles and leads quoted in the spec are verbatim
 * (marked "SPEC"). The full-screen errors, which the first screen may show, are in errors.ts.
 */

import type { VehicleNoun } from "./steps/questions.ts";

/** Page errors (SPEC §8 "Page errors"). */
export const pageErrorTexts = {
  notFound: {
    title: "Denne siden ser ut til å være borte...", // SPEC
    lead: "Lenken kan være feil, eller siden kan være flyttet.",
    toOverview: "Tilbake til forsikringsoversikten",
  },
  offerNotFound: {
    title: "Vi kunne ikke hente tilbudet",
    text: "Kunne ikke hente opp tilbudet på denne avtalen. Vennligst prøv igjen senere", // SPEC
  },

  expressPriceNotFound: {
    title: "Vi kunne ikke hente ekspressprisen",
    text: "Kunne ikke hente opp tilbudet. Vennligst prøv igjen eller ta kontakt med oss om feilen vedvarer", // SPEC
    retry: "Prøv igjen",
  },
  detailsNotFound: {
    text: "Vi kunne ikke hente detaljene på forsikringen din. Prøv igjen senere eller ta kontakt med oss om feilen vedvarer", // SPEC
  },
  listLoadFailed: {
    title: "Oi sann, her skjedde det en feil", // SPEC
    text: "Prøv igjen senere eller ta kontakt med oss om feilen vedvarer.", // SPEC
  },
  listLoading: (list: string) => `Laster inn ${list}`, // SPEC
} as const;

/** Price and vehicle errors (SPEC §8), keyed by `kode`; `feil` is the default. */
export const priceErrorTexts = {
  alleredeForsikret: {
    title: "Denne bilen er allerede forsikret", // SPEC
    withOverview: "Du finner forsikringen og detaljene om den hos oss.",
    detailsLink: "Se forsikringen",
    withoutOverview: "Du finner forsikringen under «Mine skadeforsikringer».",
    /** The agreement is someone else's: no link to it, and nothing that says it is yours. */
    notOwn:
      "Bilen er forsikret av noen andre. Har du kjøpt bilen, eller skal du overta den? Ta kontakt med oss, så hjelper vi deg.",
  },
  lagringsforsikring: {
    title: "Bilen har lagringsforsikring",
    /** The customer's own storage insurance: turning it into an ordinary one is not done online. */
    withAgreement:
      "Du har lagringsforsikring på bilen hos oss. Skal du bruke den igjen, gjør vi lagringsforsikringen om til en vanlig forsikring for deg. Det kan ikke gjøres på nett.",
    reactivateLink: "Slik tar du bilen i bruk igjen",
    withoutAgreement:
      "Bilen er lagringsforsikret hos oss. Ta kontakt med oss, så hjelper vi deg med å ta den i bruk igjen.",
    /** Someone else's storage insurance: nothing that says the car is the customer's (item 12). */
    notOwn:
      "Bilen har lagringsforsikring hos oss, men ikke på deg. Har du kjøpt bilen, eller skal du overta den? Ta kontakt med oss, så hjelper vi deg.",
  },
  finnes: {
    title: "Et lignende kjøretøy er allerede forsikret",
    text: "Derfor kan vi ikke gi deg et tilbud på nett. Ta kontakt med oss, så hjelper vi deg.",
  },
  kjoretoystatus: {
    title: "Vi kan ikke gi deg en pris på nett",
    text: "Vi må vite mer om deg og hvordan kjøretøyet skal brukes før vi kan gi deg en pris. Ta kontakt med oss, så hjelper vi deg.",
  },
  begrenset: {
    title: "Vi kan ikke gi deg en pris på nett",
    text: "Vi må vite mer om deg og hvordan kjøretøyet skal brukes før vi kan gi deg en pris. Ta kontakt med oss, så hjelper vi deg.",
  },
  kjoretoygruppe: {
    title: "Er registreringsnummeret riktig?", // SPEC
    text: "Dette kjøretøyet kan ikke forsikres på nett. Sjekk registreringsnummeret, eller ta kontakt med oss.",
  },
  gammeltKjoretoy: {
    title: "Kjøretøyet er for gammelt",
    text: "Vi kan ikke forsikre kjøretøy som er eldre enn 20 år.",
  },
  ikkeFunnet: {
    title: "Vi fant ikke kjøretøyet",
    text: "Vi fant ikke kjøretøyet i kjøretøyregisteret. Sjekk opplysningene, eller ta kontakt med oss.",
    /** On the registration number step, where the customer can check it or pick the model. */
    withRegistrationNumber: (registreringsnummer: string, vehicle: VehicleNoun) =>
      `Vi fant ikke ${vehicle} med registreringsnummer ${registreringsnummer}. Sjekk at det er riktig, eller velg ${vehicle} i modellvelgeren.`,
    /** Short: it must fit a phone's message box (the text above names the vehicle). */
    pickModel: "Til modellvelgeren",
  },
  annenEierErKunden: {
    title: "Dette er ditt eget fødselsnummer",
    text: "Den andre eieren må være en annen enn deg, for eksempel ektefelle, samboer eller registrert partner på samme adresse.",
  },
  feil: {
    title: "Det oppstod en feil.", // SPEC
    text: "Prøv igjen senere, eller ta kontakt med oss om feilen vedvarer.",
    stopPurchase:
      "Vi kan ikke selge forsikring på dette kjøretøyet på nett. Ta kontakt med oss, så hjelper vi deg videre.",
  },
  /** SPEC §6: the label of mail or phone links. */
  contactLink: "Kontakt oss",
} as const;
