/**
 * The insurer's answers QA's path model (pathModel.ts) gives where the sandbox's data is not
 * modelled one by one: the customer's other fields around a test person, and a price with every
 * coverage open. The machine and view tests take them as their fixtures too
 * (tests/fixtures/purchase.ts), so a path and a test start from the same answers.
 */
import type { CoverageId, Customer, Dekning, PriceResponse } from "../machines/types.ts";

export function modelCustomer(overrides: Partial<Customer> = {}): Customer {
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
export function modelPrice(overrides: Partial<PriceResponse> = {}): PriceResponse {
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
