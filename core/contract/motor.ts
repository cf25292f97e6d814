/**
 * The motor calls of SPEC §7 (`/motor/bil/*`): requests the sandbox server validates and
 * responses the app checks, in one place so client, server and tests cannot drift.
 * Field names are the insurer API's own (Norwegian).
 */
import * as v from "valibot";
import { bonusCodes } from "./bonus.ts";
import { Avtalenummer, ErrorBody, products } from "./common.ts";
import { Rabatt } from "./customer.ts";
import {
  isValidNationalId,
  isValidOrganisationNumber,
  motorhomeValueCap,
  registrationNumberPatterns,
} from "./fieldRules.ts";
import { addOnIds, coverageBlockReasons, coverageIds, mileageCodes } from "./offerCodes.ts";

export * from "./errorCodes.ts";
export * from "./fieldRules.ts";

// ---------------------------------------------------------------------------------------------
// Fixed value sets
// ---------------------------------------------------------------------------------------------

export const biltyper = ["BIL", "BOBIL"] as const;
export type Biltype = (typeof biltyper)[number];

export const transaksjonstyper = ["STOPP_KJOP", "SELSKAPSBYTTE", "DISTRIBUTORBYTTE"] as const;
export type Transaksjonstype = (typeof transaksjonstyper)[number];

export const garantieiere = ["LEASINGSELSKAP", "ANNET_SELSKAP"] as const;
export type Garantieier = (typeof garantieiere)[number];

export { type BonusCode, bonusCodes, DefaultBonusResponse, isBonusCode } from "./bonus.ts";
export * from "./offerCodes.ts";

/** Deductible amounts in kroner; an egenandel's id is its amount as a string. */
export const deductibleAmounts = [4000, 6000, 10000, 20000] as const;

export const agreementStatuses = ["AKTIV", "LAGRING"] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

/** Oldest model year sold online and the vehicle age limit (SPEC §9). */
export const minimumModelYear = 1994;
export const maximumVehicleAgeYears = 20;
export const maximumOdometer = 999_999;
export const expressReferenceLength = 20;

// ---------------------------------------------------------------------------------------------
// Field rules shared by requests
// ---------------------------------------------------------------------------------------------

const compactUpper = (value: string) => value.toUpperCase().replace(/[\s-]/g, "");

/** A car plate: 2 letters and 5 digits; spaces and dashes are dropped, letters uppercased. */
export const Registreringsnummer = v.pipe(
  v.string("registreringsnummer må være tekst"),
  v.maxLength(12, "registreringsnummer er for langt"),
  v.transform(compactUpper),
  v.regex(
    registrationNumberPatterns.car,
    "Registreringsnummer må bestå av 2 bokstaver og 5 siffer",
  ),
);

/** The plate of the car a bonus is transferred from: 2 letters and 4 or 5 digits. */
export const BonusRegistreringsnummer = v.pipe(
  v.string(),
  v.maxLength(12),
  v.transform(compactUpper),
  v.regex(
    registrationNumberPatterns.bonusTransfer,
    "Registreringsnummer må bestå av 2 bokstaver og 4 eller 5 siffer",
  ),
);

/**
 * The chassis number: only the last nine characters of the VIN count (SPEC §5, §9). A whole
 * VIN (up to 17) is accepted and cut to its last nine; letters and digits only.
 */
export const Chassisnummer = v.pipe(
  v.string(),
  v.transform((value: string) => value.trim().toUpperCase()),
  v.regex(/^[A-Z0-9]{9,17}$/, "Understellsnummer må være minst 9 tegn, bare bokstaver og siffer"),
  v.transform((value: string) => value.slice(-9)),
);

const Id = v.pipe(v.string(), v.minLength(1, "mangler verdi"), v.maxLength(20));
const Year = v.pipe(v.number("må være et årstall"), v.integer("må være et helt år"));
const QueryBoolean = v.picklist(["true", "false"], "må være true eller false");
const QueryYear = v.pipe(
  v.string(),
  v.regex(/^\d{4}$/, "aar må være fire siffer"),
  v.transform(Number),
);
const QueryCode = v.pipe(v.string(), v.minLength(1, "mangler verdi"), v.maxLength(20));

const PersonName = v.pipe(
  v.string(),
  v.maxLength(200),
  v.transform((value: string) => value.trim()),
  v.regex(/^[\p{L}\p{M}\s'’-]+$/u, "Navnet inneholder ugyldige tegn"),
  v.check(
    (value) => value.split(/\s+/).filter(Boolean).length >= 2,
    "Vennligst fyll inn både fornavn, eventuelle mellomnavn og etternavn",
  ),
);

// ---------------------------------------------------------------------------------------------
// Vehicle register: /sok, /sok/merker|modeller|varianter, /biler, /garanti
// ---------------------------------------------------------------------------------------------

export const VehicleSearchQuery = v.object({
  registreringsnummer: Registreringsnummer,
  inkludereBobil: v.optional(QueryBoolean, "true"),
});
/** The search as the client passes it; the client writes the flag as the query's "true"/"false". */
export type VehicleSearchParams = { registreringsnummer: string; inkludereBobil: boolean };

export const MakesQuery = v.object({
  aar: QueryYear,
  inkludereBobil: v.optional(QueryBoolean, "false"),
});
export const ModelsQuery = v.object({
  aar: QueryYear,
  merkekode: QueryCode,
  inkludereBobil: v.optional(QueryBoolean, "false"),
});
export const VariantsQuery = v.object({
  aar: QueryYear,
  merkekode: QueryCode,
  modellkode: QueryCode,
  inkludereBobil: v.optional(QueryBoolean, "false"),
});

export const Bilinfo = v.object({
  registreringsnummer: v.string(),
  biltype: v.picklist(biltyper),
  merkenavn: v.string(),
  modellnavn: v.string(),
  variantnavn: v.string(),
  merkekode: v.string(),
  modellkode: v.string(),
  variantkode: v.string(),
  modellaar: v.number(),
  registreringsaar: v.number(),
  beskrivelse: v.string(),
  /** The register knows the car is leased (the leasing company's id in /selskaper/leasing). */
  leasingselskapId: v.optional(v.string()),
});
export type Bilinfo = v.InferOutput<typeof Bilinfo>;

export const Garanti = v.object({
  transaksjonstype: v.optional(v.picklist(transaksjonstyper)),
  garantieier: v.optional(v.picklist(garantieiere)),
  forsikringStartdato: v.optional(v.string()),
});
export type Garanti = v.InferOutput<typeof Garanti>;

/** A motorhome value choice: `bobilVerdi` in the price request is its `bobilVerdikode`. */
export const BobilMerke = v.object({
  bobilVerdikode: v.string(),
  maksverdi: v.number(),
  tekst: v.string(),
});
export type BobilMerke = v.InferOutput<typeof BobilMerke>;

/**
 * A motorhome's value choices as offered online: SPEC §5 caps the value at 2 500 000, and the
 * register may list larger values too, which are left out (the rest of the answer stands).
 */
export const BobilMerker = v.pipe(
  v.array(BobilMerke),
  v.filterItems((choice) => choice.maksverdi <= motorhomeValueCap),
);

export const VehicleSearchResponse = v.object({
  bilinfo: Bilinfo,
  garanti: v.optional(Garanti),
  bobilMerker: v.optional(BobilMerker),
});
export type VehicleSearchResponse = v.InferOutput<typeof VehicleSearchResponse>;

export const MakesResponse = v.object({
  merker: v.array(v.object({ merkekode: v.string(), merkenavn: v.string() })),
});
export type MakesResponse = v.InferOutput<typeof MakesResponse>;
export const ModelsResponse = v.object({
  modeller: v.array(v.object({ modellkode: v.string(), modellnavn: v.string() })),
});
export type ModelsResponse = v.InferOutput<typeof ModelsResponse>;
export const VariantsResponse = v.object({
  varianter: v.array(
    v.object({
      variantkode: v.string(),
      variantnavn: v.string(),
      /** A motorhome variant's value choices, as /sok gives them for a registered motorhome. */
      bobilMerker: v.optional(BobilMerker),
    }),
  ),
});
export type VariantsResponse = v.InferOutput<typeof VariantsResponse>;

export const OwnCarsResponse = v.object({
  biler: v.array(
    v.object({
      registreringsnummer: v.string(),
      beskrivelse: v.string(),
      /** Car or motorhome: the motorhome flow lists only the customer's motorhomes (issue 20). */
      biltype: v.picklist(biltyper),
    }),
  ),
});
export type OwnCarsResponse = v.InferOutput<typeof OwnCarsResponse>;

export const GuaranteeRequest = v.strictObject({
  registreringsnummer: Registreringsnummer,
  /** The other owner's national id (11 digits) or organisation number (9 digits). */
  fnrOrgnrAnnenEier: v.optional(
    v.pipe(
      v.string(),
      v.transform((value: string) => value.replace(/\s/g, "")),
      v.check(
        (value) => isValidNationalId(value) || isValidOrganisationNumber(value),
        "Må være et gyldig fødselsnummer eller organisasjonsnummer",
      ),
    ),
  ),
  inkludereBobil: v.boolean(),
});
export type GuaranteeRequest = v.InferOutput<typeof GuaranteeRequest>;
/** The body as the client sends it (before the server's check trims and normalises it). */
export type GuaranteeRequestBody = v.InferInput<typeof GuaranteeRequest>;

export const GuaranteeResponse = v.object({ garanti: Garanti });
export type GuaranteeResponse = v.InferOutput<typeof GuaranteeResponse>;

// ---------------------------------------------------------------------------------------------
// Price, offers
// ---------------------------------------------------------------------------------------------

export const Ofvdata = v.strictObject({
  modellaar: Year,
  registreringsaar: Year,
  merkekode: Id,
  modellkode: Id,
  variantkode: Id,
});
export type Ofvdata = v.InferOutput<typeof Ofvdata>;

/** The vehicle: a registration number (with the motorhome value code) or a model-picker choice. */
export const Bildetaljer = v.pipe(
  v.strictObject({
    registreringsnummer: v.optional(Registreringsnummer),
    bobilVerdi: v.optional(Id),
    ofvdata: v.optional(Ofvdata),
  }),
  v.forward(
    v.check(
      (value) => (value.registreringsnummer === undefined) !== (value.ofvdata === undefined),
      "Oppgi enten registreringsnummer eller ofvdata",
    ),
    ["registreringsnummer"],
  ),
);
export type Bildetaljer = v.InferOutput<typeof Bildetaljer>;

export const AnnenEier = v.strictObject({
  leasingKundenr: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, "bare siffer"))),
  fodselsnummer: v.optional(
    v.pipe(
      v.string(),
      v.transform((value: string) => value.replace(/\s/g, "")),
      v.check(isValidNationalId, "Du må skrive inn et gyldig fødselsnummer"),
    ),
  ),
  navn: v.optional(PersonName),
});

const priceRequestEntries = {
  avtalenummer: v.optional(Avtalenummer),
  clientMode: v.optional(v.pipe(v.string(), v.maxLength(40))),
  bonuskode: v.picklist(bonusCodes, "ukjent bonuskode"),
  foererUnder23: v.boolean(),
  nyPakkestruktur: v.boolean(),
  tilleggsdekninger: v.pipe(
    v.array(v.picklist(addOnIds, "ukjent tilleggsdekning")),
    v.check((ids) => new Set(ids).size === ids.length, "en tilleggsdekning er nevnt to ganger"),
  ),
  pant: v.boolean(),
  leasing: v.boolean(),
  kjorelengdekode: v.picklist(mileageCodes, "ukjent kjørelengdekode"),
  bildetaljer: Bildetaljer,
  annenEier: v.optional(AnnenEier),
  panthaverId: v.optional(Id),
  leasingselskapId: v.optional(Id),
  dekningsgruppeId: v.optional(v.picklist(coverageIds, "ukjent dekning")),
  egenandelId: v.optional(Id),
  /** Sent by the app for motorhome requests; the price follows the vehicle register anyway. */
  inkludereBobil: v.optional(v.boolean()),
};

export const PriceRequest = v.strictObject(priceRequestEntries);
export type PriceRequest = v.InferOutput<typeof PriceRequest>;
/** The body as the client sends it (before the server's check trims and normalises it). */
export type PriceRequestBody = v.InferInput<typeof PriceRequest>;

export const SaveOfferRequest = v.strictObject({
  ...priceRequestEntries,
  dekningsgruppeId: v.picklist(coverageIds, "ukjent dekning"),
  egenandelId: Id,
});
export type SaveOfferRequest = v.InferOutput<typeof SaveOfferRequest>;
/** The body as the client sends it (before the server's check trims and normalises it). */
export type SaveOfferRequestBody = v.InferInput<typeof SaveOfferRequest>;

export const Egenandel = v.object({
  id: v.string(),
  beloep: v.number(),
  prisPerMnd: v.number(),
  prisPerAar: v.number(),
  isDefault: v.boolean(),
});
export type Egenandel = v.InferOutput<typeof Egenandel>;

export const Dekning = v.object({
  id: v.picklist(coverageIds),
  heading: v.string(),
  isDefault: v.boolean(),
  defaultDeductible: v.string(),
  egenandeler: v.array(Egenandel),
  /**
   * Not named by SPEC §3: an answer without it offers the coverage unless `sperreaarsak` or a
   * rule of §6 closes it.
   */
  tilgjengelig: v.optional(v.boolean(), true),
  sperreaarsak: v.optional(v.picklist(coverageBlockReasons)),
  /**
   * Add-ons this coverage already includes (toppkasko: rental car for 45 days, SPEC §9). They
   * are not sold with it: a request naming one with this coverage is 422
   * `tilleggIkkeTilgjengelig`. Left out when the coverage includes none.
   */
  inkluderteTillegg: v.optional(v.array(v.picklist(addOnIds))),
});
export type Dekning = v.InferOutput<typeof Dekning>;

export const Tillegg = v.object({
  id: v.picklist(addOnIds),
  heading: v.string(),
  prisPerMnd: v.number(),
  prisPerAar: v.number(),
});
export type Tillegg = v.InferOutput<typeof Tillegg>;

export const Pris = v.object({ prisPerMnd: v.number(), prisPerAar: v.number() });
export type Pris = v.InferOutput<typeof Pris>;

/**
 * SPEC §7: the price answer may carry `feil` (a code object or a plain code, as an error body's)
 * with a 200: the price or vehicle error the customer is then shown (SPEC §8).
 */
const pricedAnswerEntries = {
  dekninger: v.array(Dekning),
  /** Not named by SPEC §7's price answer: without it the offer has no add-ons. */
  tillegg: v.optional(v.array(Tillegg), () => []),
  tfadetaljer: Pris,
  nyPakkestruktur: v.boolean(),
  feil: v.optional(ErrorBody.entries.feil),
};

/**
 * An answer that is only the error (SPEC §8: "They come from details.feil"): nothing to price,
 * read as the same shape with no coverages, so the flow shows the error and stores no price.
 */
const ErrorOnlyPriceAnswer = v.object({
  feil: ErrorBody.entries.feil,
  dekninger: v.optional(v.array(Dekning), () => []),
  tillegg: v.optional(v.array(Tillegg), () => []),
  tfadetaljer: v.optional(Pris, () => ({ prisPerMnd: 0, prisPerAar: 0 })),
  nyPakkestruktur: v.optional(v.boolean(), false),
});

export const PriceResponse = v.union([v.object(pricedAnswerEntries), ErrorOnlyPriceAnswer]);
export type PriceResponse = v.InferOutput<typeof PriceResponse>;
/** The answer as sent: an answer may leave out what SPEC does not name, or be only `feil`. */
export type PriceResponseBody = v.InferInput<typeof PriceResponse>;

export const SaveOfferResponse = v.object({ avtalenummer: Avtalenummer });
export type SaveOfferResponse = v.InferOutput<typeof SaveOfferResponse>;

export const OfferQuery = v.object({ avtalenummer: Avtalenummer });

/** SPEC §3 "Stored offer", plus the add-ons, the package flag and the offer's number. */
export const StoredOffer = v.object({
  avtalenummer: v.string(),
  bonuskode: v.picklist(bonusCodes),
  foererUnder23: v.boolean(),
  pant: v.boolean(),
  leasing: v.boolean(),
  leasingselskapId: v.optional(v.string()),
  panthaverId: v.optional(v.string()),
  kjorelengdekode: v.picklist(mileageCodes),
  dekningsId: v.picklist(coverageIds),
  dekningsbeskrivelse: v.string(),
  egenandelId: v.string(),
  egenandel: v.number(),
  prisPerMndUtenTfa: v.number(),
  prisPerAarUtenTfa: v.number(),
  annenEier: v.optional(v.object({ fnrOrgnr: v.string(), navn: v.string() })),
  bildata: v.object({
    registreringsnummer: v.optional(v.string()),
    ofvdata: v.optional(
      v.object({
        modellaar: v.number(),
        registreringsaar: v.number(),
        merkekode: v.string(),
        modellkode: v.string(),
        variantkode: v.string(),
      }),
    ),
    bobilVerdi: v.optional(v.string()),
  }),
  merkenavn: v.string(),
  modellnavn: v.string(),
  tilleggsdekninger: v.array(v.picklist(addOnIds)),
  nyPakkestruktur: v.boolean(),
});
export type StoredOffer = v.InferOutput<typeof StoredOffer>;

/**
 * The offer steps a saved offer can be opened on again (issue 26.6): from the price page up to the
 * identity step, whose answer (and those after it) the offer does not keep.
 */
export const offerResumeSteps = [
  "pris",
  "tilleggsdekning",
  "tilpass",
  "regnummerChassisnummer",
] as const;
export type OfferResumeStep = (typeof offerResumeSteps)[number];

/** POST /motor/bil/tilbud/steg: the customer has reached this step of the saved offer. */
export const OfferStepRequest = v.strictObject({
  avtalenummer: Avtalenummer,
  steg: v.picklist(offerResumeSteps),
});
export type OfferStepRequestBody = v.InferInput<typeof OfferStepRequest>;
/** 204: nothing to answer. */
export const OfferStepResponse = v.undefined();

export const FetchOfferResponse = v.object({
  tilbud: StoredOffer,
  garanti: Garanti,
  bobilmerke: v.optional(BobilMerke),
  /** Where the customer left the offer (the sandbox's extension, issue 26.6). */
  sisteSteg: v.optional(v.picklist(offerResumeSteps)),
});
export type FetchOfferResponse = v.InferOutput<typeof FetchOfferResponse>;

// ---------------------------------------------------------------------------------------------
// Express price, default bonus, discount
// ---------------------------------------------------------------------------------------------

export const BasisDataQuery = v.object({
  prisreferanse: v.pipe(
    v.string(),
    v.length(expressReferenceLength, "prisreferanse må være nøyaktig 20 tegn"),
  ),
});

/** SPEC §4: basis data that contains an error (`feil`, as an error body's) sets that error. */
const BasisData = v.object({
  valgtBonuskode: v.picklist(bonusCodes),
  registreringsnummer: v.string(),
  ungFoerer: v.boolean(),
  pant: v.boolean(),
  valgtKjoerelengdekode: v.picklist(mileageCodes),
  feil: v.optional(ErrorBody.entries.feil),
});

/** Basis data that is only the error (SPEC §8 "details.feil"): nothing else is read from it. */
const ErrorOnlyBasisData = v.object({ feil: ErrorBody.entries.feil });

export const BasisDataResponse = v.union([BasisData, ErrorOnlyBasisData]);
export type BasisDataResponse = v.InferOutput<typeof BasisDataResponse>;
export type BasisData = v.InferOutput<typeof BasisData>;

/** Whether the answer holds the reference's data (and not only its error). */
export const holdsBasisData = (answer: BasisDataResponse): answer is BasisData =>
  "registreringsnummer" in answer;

/** GET /rabatt: the same figures as the customer's `prisInformasjon`. */
export const DiscountResponse = Rabatt;
export type DiscountResponse = Rabatt;

// ---------------------------------------------------------------------------------------------
// Purchase and agreement
// ---------------------------------------------------------------------------------------------

/** SPEC §3 "Purchase request" plus the chosen deductible; sent with an Idempotency-Key header. */
export const PurchaseRequest = v.strictObject({
  avtalenummer: Avtalenummer,
  bonusFraSelskap: v.optional(Id),
  bonusRegnr: v.optional(BonusRegistreringsnummer),
  panthaverId: v.optional(Id),
  leasingselskapId: v.optional(Id),
  chassisnummer: v.optional(Chassisnummer),
  regnr: v.optional(Registreringsnummer),
  registreringsaar: v.optional(Year),
  kmStand: v.optional(
    v.pipe(
      v.number("kmStand må være et tall"),
      v.integer("kmStand må være et helt tall"),
      v.minValue(0, "kmStand kan ikke være negativ"),
      v.maxValue(maximumOdometer, "Kilometerstand kan ikke være mer enn 999 999"),
    ),
  ),
  epostadresse: v.pipe(v.string(), v.minLength(3, "mangler e-postadresse"), v.maxLength(254)),
  mobilnummer: v.pipe(v.string(), v.minLength(1, "mangler mobilnummer"), v.maxLength(20)),
  inkludereBobil: v.boolean(),
  nyPakkestruktur: v.boolean(),
  egenandelId: Id,
});
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequest>;
/** The body as the client sends it (before the server's check trims and normalises it). */
export type PurchaseRequestBody = v.InferInput<typeof PurchaseRequest>;

export const PurchaseResponse = v.object({
  success: v.literal(true),
  avtalenummer: Avtalenummer,
  /** Totals with TFA and the chosen add-ons. */
  prisPerMnd: v.number(),
  prisPerAar: v.number(),
});
export type PurchaseResponse = v.InferOutput<typeof PurchaseResponse>;

export const AgreementQuery = v.object({ avtalenummer: Avtalenummer });

export const Agreement = v.object({
  avtalenummer: v.string(),
  status: v.picklist(agreementStatuses),
  produkt: v.picklist(products),
  startdato: v.string(),
  kjoretoy: v.object({
    registreringsnummer: v.optional(v.string()),
    chassisnummer: v.optional(v.string()),
    biltype: v.picklist(biltyper),
    merkenavn: v.string(),
    modellnavn: v.string(),
    variantnavn: v.string(),
    modellaar: v.number(),
    registreringsaar: v.number(),
    beskrivelse: v.string(),
  }),
  dekning: v.object({ id: v.picklist(coverageIds), heading: v.string() }),
  egenandel: v.object({ id: v.string(), beloep: v.number() }),
  tillegg: v.array(Tillegg),
  dekningPris: Pris,
  tfa: Pris,
  prisPerMnd: v.number(),
  prisPerAar: v.number(),
  bonuskode: v.string(),
  kjorelengdekode: v.string(),
  foererUnder23: v.boolean(),
  pant: v.boolean(),
  panthaverId: v.optional(v.string()),
  leasing: v.boolean(),
  leasingselskapId: v.optional(v.string()),
  bobilVerdi: v.optional(BobilMerke),
  kmStand: v.optional(v.number()),
  epostadresse: v.string(),
  mobilnummer: v.string(),
  bonusoverfoering: v.optional(
    v.object({ selskapId: v.string(), registreringsnummer: v.string() }),
  ),
  /** The other registered owner the customer named (SPEC §2 eier-navn, eier-fnr). */
  annenEier: v.optional(v.object({ navn: v.string(), fnrOrgnr: v.string() })),
  /** A vehicle chosen in the model picker: the codes of its make, model and variant. */
  ofvdata: v.optional(Ofvdata),
});
export type Agreement = v.InferOutput<typeof Agreement>;

export const AgreementResponse = v.object({ avtale: Agreement });
export type AgreementResponse = v.InferOutput<typeof AgreementResponse>;
