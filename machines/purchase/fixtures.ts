/**
 * Fixture answers of the insurer API, typed with machines/types.ts. Used by the machine tests and
 * by QA's path model (tests/paths/model.ts), whose done-events carry some of these payloads. They
 * mirror the sandbox server's reserved test data (registration numbers, customers) where it has
 * them.
 */
import type {
  BasisData,
  CoverageId,
  Customer,
  Dekning,
  FetchOfferResponse,
  PriceResponse,
  PurchaseResponse,
  VehicleLookupResponse,
} from "../types.ts";

export const fixtureRegnr = "EK12345";
export const fixtureMotorhomeRegnr = "BO12345";
export const fixtureAvtalenummer = "100000001";
export const fixtureExpressReference = "ABCDEFGHIJ0123456789";

export function fixtureCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    niceKundenummer: "1000001",
    trackingId: "track-1000001",
    fornavn: "Kari",
    etternavn: "Nordmann",
    alder: 40,
    uonsket: false,
    isLoMedlem: false,
    isBankkunde: true,
    utenlandskBosted: false,
    kontaktInformasjon: { epostAdresse: "kari@example.no", mobilNummer: "91234567" },
    betalingsInformasjon: { betalingsFrekvens: "MAANEDLIG" },
    samtykker: { crossDomainConsent: "OPTED_IN", marketingConsent: "OPTED_IN" },
    prisInformasjon: {
      rabattProsent: 15,
      description: "10 % lojalitetsrabatt og 5 % ekstra som bankkunde",
      lojalitetsrabattProsent: 10,
      bankkunderabattProsent: 5,
    },
    ...overrides,
  };
}

export function fixtureVehicle(overrides: Partial<VehicleLookupResponse["bilinfo"]> = {}) {
  return {
    bilinfo: {
      registreringsnummer: fixtureRegnr,
      biltype: "BIL",
      merkenavn: "TOYOTA",
      modellnavn: "COROLLA",
      variantnavn: "1.8 HYBRID",
      merkekode: "5070",
      modellkode: "101",
      variantkode: "12",
      modellaar: 2021,
      registreringsaar: 2021,
      beskrivelse: "TOYOTA COROLLA 1.8 HYBRID",
      ...overrides,
    },
  } satisfies VehicleLookupResponse;
}

export const fixtureMotorhome: VehicleLookupResponse = {
  bilinfo: {
    ...fixtureVehicle().bilinfo,
    registreringsnummer: fixtureMotorhomeRegnr,
    biltype: "BOBIL",
    merkenavn: "HYMER",
    modellnavn: "B-KLASSE",
    beskrivelse: "HYMER B-KLASSE",
  },
  bobilMerker: [
    { bobilVerdikode: "V1", maksverdi: 500_000, tekst: "inntil 500 000 kr" },
    { bobilVerdikode: "V2", maksverdi: 1_000_000, tekst: "inntil 1 000 000 kr" },
  ],
};

function dekning(id: CoverageId, heading: string, isDefault: boolean, base: number): Dekning {
  return {
    id,
    heading,
    isDefault,
    defaultDeductible: "E8000",
    egenandeler: [
      {
        id: "E4000",
        beloep: 4000,
        prisPerMnd: base + 60,
        prisPerAar: (base + 60) * 12,
        isDefault: false,
      },
      { id: "E8000", beloep: 8000, prisPerMnd: base, prisPerAar: base * 12, isDefault: true },
      {
        id: "E12000",
        beloep: 12000,
        prisPerMnd: base - 40,
        prisPerAar: (base - 40) * 12,
        isDefault: false,
      },
    ],
    tilgjengelig: true,
  };
}

/** Every coverage open, so the machine's own rules (LO, lien, leasing) are what closes them. */
export function fixturePrice(overrides: Partial<PriceResponse> = {}): PriceResponse {
  return {
    dekninger: [
      dekning("150", "Ansvar", false, 200),
      dekning("140", "Minikasko", false, 300),
      dekning("120", "Kasko", false, 450),
      dekning("110", "Toppkasko", true, 550),
      dekning("111", "Toppkasko LO", false, 540),
    ],
    tillegg: [
      { id: "122", heading: "Maskinskade", prisPerMnd: 90, prisPerAar: 1080 },
      { id: "190", heading: "Leiebil", prisPerMnd: 40, prisPerAar: 480 },
    ],
    tfadetaljer: { prisPerMnd: 250, prisPerAar: 3000 },
    nyPakkestruktur: true,
    ...overrides,
  };
}

/** The fixture price as the sandbox answers it: toppkasko (110, 111) includes rental car. */
export function fixturePriceWithIncludedRentalCar(
  overrides: Partial<PriceResponse> = {},
): PriceResponse {
  const price = fixturePrice(overrides);
  return {
    ...price,
    dekninger: price.dekninger.map((option) =>
      option.id === "110" || option.id === "111"
        ? { ...option, inkluderteTillegg: ["190"] }
        : option,
    ),
  };
}

export const fixturePurchaseSuccess: PurchaseResponse = {
  success: true,
  avtalenummer: fixtureAvtalenummer,
  prisPerMnd: 890,
  prisPerAar: 10680,
};

export const fixtureBasisData: BasisData = {
  valgtBonuskode: "50",
  registreringsnummer: fixtureRegnr,
  ungFoerer: true,
  pant: false,
  valgtKjoerelengdekode: "16",
};

export const fixtureStoredOffer: FetchOfferResponse = {
  tilbud: {
    avtalenummer: fixtureAvtalenummer,
    bonuskode: "70",
    foererUnder23: false,
    pant: true,
    leasing: false,
    panthaverId: "DNB",
    kjorelengdekode: "20",
    dekningsId: "120",
    dekningsbeskrivelse: "Kasko",
    egenandelId: "E4000",
    egenandel: 4000,
    prisPerMndUtenTfa: 510,
    prisPerAarUtenTfa: 6120,
    bildata: { registreringsnummer: fixtureRegnr },
    merkenavn: "TOYOTA",
    modellnavn: "COROLLA",
    tilleggsdekninger: [],
    nyPakkestruktur: true,
  },
  garanti: {},
};

/** A price/vehicle error as the API client throws it (HTTP 422). */
export function fixtureApiError(feil: unknown, status = 422) {
  return Object.assign(new Error("Unprocessable Entity"), {
    status,
    statusText: "Unprocessable Entity",
    details: { feil },
  });
}
