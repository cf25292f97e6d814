import { describe, expect, it } from "vitest";
import { validationTexts } from "../../../core/texts/validation";

/** Every message SPEC §5 quotes, letter for letter. */
const specQuotes = [
  "Du må skrive inn et registreringsnummer",
  "Registreringsnummer må bestå av 2 bokstaver og 5 siffer",
  "Er bilen over 30 år?",
  "Du må oppgi understellsnummer",
  "Du kan ikke skrive ugyldige tegn",
  "Du må skrive inn bilens årsmodell",
  "Du må velge et merke",
  "Du må velge en modell",
  "Du må velge en variant",
  "Kilometerstand inneholder ugyldige tegn",
  "Kilometerstand kan ikke være mer enn 999 999",
  "Mobilnummer består av 8 siffer",
  "Sjekk at mobilnummeret er korrekt eller prøv med et annet.",
  "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen",
  "Du må skrive inn et fødselsnummer",
  "Du må skrive inn et gyldig fødselsnummer",
  "Du må skrive inn et navn",
  "Navnet inneholder ugyldige tegn",
  "Vennligst fyll inn både fornavn, eventuelle mellomnavn og etternavn",
  "Du må velge et alternativ",
  "Du må velge et selskap",
  "Du må velge en bonus",
  "Du må velge en verdi på bobilen",
  "Du må oppgi e-postadresse for at vi kan kontakte deg",
  "Skriv inn en gyldig e-postadresse",
  "Du må oppgi telefonnummer for at vi kan kontakte deg",
  "Skriv inn et gyldig telefonnummer",
] as const;

const allTexts = Object.values(validationTexts).flatMap((group) => Object.values(group));

describe("validationTexts", () => {
  for (const quote of specQuotes) {
    it(`contains "${quote}"`, () => {
      expect(allTexts).toContain(quote);
    });
  }

  const numberedTexts = [
    {
      text: validationTexts.modelYear.tooNew(2025),
      expected: "Årsmodell kan ikke være senere enn 2025",
    },
    {
      text: validationTexts.registrationYear.outOfRange(2009, 2025),
      expected: "Registreringsåret må være mellom 2009 og 2025",
    },
    {
      text: validationTexts.feedback.tooManyCharacters(3),
      expected: "Du har skrevet 3 tegn for mye",
    },
  ] as const;

  for (const { text, expected } of numberedTexts) {
    it(`writes "${expected}"`, () => {
      expect(text).toBe(expected);
    });
  }
});
