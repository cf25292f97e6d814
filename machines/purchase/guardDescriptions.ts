/**
 * Every guard of the purchase machine as the condition a product owner reads, in Norwegian. The
 * inspector's customer steps view and docs/flow.md label each branch with these sentences;
 * tests/inspector/customerSteps.test.ts fails when a guard of the machine has none. Kept beside the
 * guards (not inside `setup`) because XState guards carry no description of their own.
 */

/** A sentence, or one made from the guard's static params (`editsQuestion(question=pant)`). */
export type GuardDescription = string | ((params: Record<string, unknown>) => string);

const summaryCards: Record<string, string> = {
  leasing: "leasing",
  eier: "eier",
  pant: "pant",
  over23: "sjåfører under 23",
  bonus: "bonus",
  bobilVerdi: "bobilens verdi",
};

/** The overview's rows (kjop), by the question each row's "Endre" opens. */
const overviewRows: Record<string, string> = {
  ...summaryCards,
  bonusOverforing: "bonusoverføring",
  dekning: "dekning",
  tillegg: "tillegg",
  egenandel: "egenandel",
  kjorelengde: "kjørelengde",
  identitet: "registreringsnummer eller understellsnummer",
  kilometerstand: "kilometerstand",
  kontakt: "kontaktinformasjon",
};

export const purchaseGuardDescriptions: Readonly<Record<string, GuardDescription>> = {
  // --- entry ---------------------------------------------------------------------------------
  entryIsExpressPrice: "Kunden kom fra en lenke til ekspresspris",
  entryHasValidExpressReference: "Ekspressreferansen er gyldig (20 tegn)",
  entryIsStoredOffer: "Kunden kom fra en lenke til et lagret tilbud",
  entryHasRegistrationNumber: "Adressen har et registreringsnummer",
  productIsMotorhome: "Kunden kjøper bobilforsikring",
  isValidExpressReference: "Ekspressreferansen i lenken er gyldig (20 tegn)",
  hasQuoteToResume: "Det finnes et tilbud å fortsette på",
  savedOffersUnchecked:
    "Flyten har ikke spurt etter kundens lagrede tilbud (ny innlogging eller ny fane)",
  hasSavedOfferToResume: "Kunden har et lagret tilbud hos selskapet å fortsette på",
  opensAtSavedStep: "Tilbudet ble forlatt på et senere steg enn prisen",
  // --- vehicle -------------------------------------------------------------------------------
  remembersRegistrationNumber: "Kunden husker registreringsnummeret",
  registrationNumberIsComplete: "Registreringsnummeret er helt (7 gyldige tegn)",
  registrationNumberChanged: "Registreringsnummeret er nytt",
  vehicleFound: "Bilen er allerede funnet",
  typedNumberIsNotTheFoundVehicle: "Nummeret i feltet er et annet enn bilen som er funnet",
  submitsFoundVehicle: "Registreringsnummeret i feltet er bilen som er funnet",
  hasVehicle: "Kjøretøyet er valgt",
  vehicleIsMotorhome: "Kjøretøyet er en bobil",
  hasRegistrationNumber: "Tilbudet gjelder et registreringsnummer",
  guaranteeRequestChanged: "Garantiforespørselen er ny",
  guaranteeStopsPurchase: "Garantien stopper kjøpet (STOPP_KJOP)",
  offerIsMissing: "Tilbudet finnes ikke",
  // --- questions -----------------------------------------------------------------------------
  isReturningToSummary: "Kunden kom fra oppsummeringen",
  isReturningToOverview: "Kunden kom fra oversikten før kjøp",
  isLeased: "Bilen er leaset",
  ownerAnswered: "Eierspørsmålet er besvart",
  ownerIsCustomer: "Kunden eier bilen",
  ownerIsNotCustomer: "En annen eier bilen",
  youngCustomerSaysAllOver23: "Kunden er under 23 år og svarer at alle som kjører er over 23",
  editsQuestion: (params) => {
    const question = String(params.question);
    return params.from === "kjop"
      ? `Kunden trykker Endre ved ${overviewRows[question] ?? question} i oversikten`
      : `Kunden trykker på kortet for ${summaryCards[question] ?? question}`;
  },
  isExpressQuote: "Tilbudet kom fra en ekspresspris",
  lienLacksLender: "Det er lån med pant uten valgt långiver",
  leasingUnanswered: "Leasingspørsmålet er ikke besvart",
  ownerUnanswered: "Bilen er ikke leaset og eierspørsmålet er ikke besvart",
  vehicleQuestionsAnswered: "Leasing, eier og bobilverdi er besvart",
  motorhomeValueMissing: "Bobilen mangler verdi",
  // --- price and offer -----------------------------------------------------------------------
  priceRequestChanged: "Prisforespørselen er endret",
  offerChanged: "Tilbudet er endret siden det ble lagret",
  carriesError: "Svaret har en feil (feil) i stedet for pris eller grunnlag",
  priceHasNoCoverages: "Prisen har ingen dekning kunden kan velge",
  isRefusal: "Forsikringsselskapet sier nei med en egen feilkode (ikke den generelle feil)",
  offerIsReady: "Tilbudet er oppdatert og lagret",
  priceIsRefused: "Forsikringsselskapet har sagt nei til å gi pris",
  isOnPurchasePage: "Kunden er på kjøpssiden",
  isSelectableCoverage: "Dekningen kan velges",
  hasCoverage: "En dekning er valgt",
  hasOfferAndCoverage: "Tilbud og dekning er valgt",
  showsAddOnsStep: "Dekningen kan ha tillegg (leiebil eller maskinskade)",
  bonusFromOtherCompany: "Bonus fra annet selskap",
  insurerRefusesContact: "Selskapet sier at mobilnummeret eller e-postadressen ikke kan brukes",
  bonusTransferMissing: "Bonusoverføringen mangler selskap eller registreringsnummer",
  // --- purchase, consent, receipt ------------------------------------------------------------
  purchaseWasRefused: "Kjøpet ble avvist",
  needsMarketingConsent: "Samtykke til markedsføring er ikke besvart (SpareBank 1)",
  consentTextsMissing: "Ingen samtykketekster",
  isSessionRefusal: "Økten er avvist (401 eller 403)",
  hasPurchaseSuccess: "Kjøpet er gjennomført",
};
