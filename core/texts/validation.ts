/**
 * Every user-visible validation message (SPEC §5), in one place so copy changes never touch
 * the rules. Texts quoted in the spec are verbatim; the spec only describes a few (the year
 * ranges, the format variants, required mobile/e-mail), and those are written in the same voice.
 * Messages that carry a number are functions so the number cannot drift from the rule.
 */
export const validationTexts = {
  registrationNumber: {
    required: "Du må skrive inn et registreringsnummer",
    carFormat: "Registreringsnummer må bestå av 2 bokstaver og 5 siffer",
    mopedOrMotorcycleFormat: "Registreringsnummer må bestå av 2 bokstaver og 4 siffer",
    bonusTransferFormat: "Registreringsnummer må bestå av 2 bokstaver og 4 eller 5 siffer",
    veteranQuestion: "Er bilen over 30 år?",
    veteranNotice: "Du kan ikke kjøpe veteranbilforsikring her",
  },
  chassisNumber: {
    required: "Du må oppgi understellsnummer",
    invalidCharacters: "Du kan ikke skrive ugyldige tegn",
    tooShort: "Du må oppgi de 9 siste tegnene i understellsnummeret",
  },
  modelYear: {
    required: "Du må skrive inn bilens årsmodell",
    format: "Årsmodell må bestå av 4 siffer",
    tooOld: "På grunn av bilens alder kan du ikke kjøpe forsikring på nett",
    tooNew: (maximumYear: number) => `Årsmodell kan ikke være senere enn ${maximumYear}`,
  },
  registrationYear: {
    required: "Du må skrive inn registreringsåret",
    format: "Registreringsår må bestå av 4 siffer",
    outOfRange: (minimumYear: number, maximumYear: number) =>
      `Registreringsåret må være mellom ${minimumYear} og ${maximumYear}`,
  },
  odometer: {
    invalidCharacters: "Kilometerstand inneholder ugyldige tegn",
    tooHigh: "Kilometerstand kan ikke være mer enn 999 999",
  },
  mobile: {
    required: "Du må skrive inn et mobilnummer",
    format: "Mobilnummer består av 8 siffer",
    foreignFormat:
      "Et utenlandsk mobilnummer skrives med landskode først, for eksempel +46 70 123 45 67",
    rejectedByServer: "Sjekk at mobilnummeret er korrekt eller prøv med et annet.",
  },
  email: {
    required: "Du må skrive inn en e-postadresse",
    format: "Du må skrive inn en gyldig e-postadresse",
    rejectedByServer:
      "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen",
  },
  nationalId: {
    required: "Du må skrive inn et fødselsnummer",
    invalid: "Du må skrive inn et gyldig fødselsnummer",
  },
  personName: {
    required: "Du må skrive inn et navn",
    invalidCharacters: "Navnet inneholder ugyldige tegn",
    fullNameRequired: "Vennligst fyll inn både fornavn, eventuelle mellomnavn og etternavn",
  },
  freeText: {
    invalidCharacters: "Teksten inneholder ugyldige tegn",
  },
  choice: {
    alternative: "Du må velge et alternativ",
    company: "Du må velge et selskap",
    bonus: "Du må velge en bonus",
    motorhomeValue: "Du må velge en verdi på bobilen",
    make: "Du må velge et merke",
    model: "Du må velge en modell",
    variant: "Du må velge en variant",
  },
  feedback: {
    emailRequired: "Du må oppgi e-postadresse for at vi kan kontakte deg",
    emailInvalid: "Skriv inn en gyldig e-postadresse",
    phoneRequired: "Du må oppgi telefonnummer for at vi kan kontakte deg",
    phoneInvalid: "Skriv inn et gyldig telefonnummer",
    tooManyCharacters: (excess: number) => `Du har skrevet ${excess} tegn for mye`,
  },
} as const;
