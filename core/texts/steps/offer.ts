/**
 * Copy of the steps from price to receipt, and of the agreement detail and reactivate pages.
 * Texts quoted in SPEC are marked `// SPEC`; the rest is short plain Norwegian.
 */
import type { PaymentFrequency } from "../../contract/common.ts";
import type { CoverageBlockReason } from "../../domain/coverage.ts";
import { formatCurrency } from "../../domain/money.ts";
import { formatNumber } from "../../domain/numbers.ts";
import { listInSentence } from "../common.ts";
import type { VehicleNoun } from "./questions.ts";

const perMonth = (amount: number) => `${formatCurrency(amount)} per måned`;
const perYear = (amount: number) => `${formatCurrency(amount)} per år`;

/** Shared by the steps that show or change the price. */
export const offerTexts = {
  perMonth,
  perYear,
  monthHeader: "Per måned",
  yearHeader: "Per år",
  summaryCaption: "Prisen din",
  /** Announced (politely) after the customer changed something and the new price is in. */
  newPrice: (monthly: number, yearly: number) =>
    `Ny pris: ${perMonth(monthly)}, ${perYear(yearly)}`,
  /**
   * How often the customer pays (SPEC §3 betalingsFrekvens; SPEC §9: monthly, every third month,
   * half-yearly, yearly): said on the overview before the purchase and on the receipt.
   */
  paymentFrequency: {
    MAANEDLIG: "Du betaler hver måned.",
    KVART_AARLIG: "Du betaler hver tredje måned.",
    HALV_AARLIG: "Du betaler hvert halvår.",
    AARLIG: "Du betaler en gang i året.",
  } satisfies Record<PaymentFrequency, string>,
  fetchingPrice: "Henter pris",
  updatingPrice: "Oppdaterer prisen",
  retry: "Prøv igjen",
} as const;

/** Labels of the price summary table (SPEC §3 "Price summary"). */
export const priceSummaryTexts = {
  dekning: "Dekning",
  maskinskade: "Maskinskade",
  leiebil: "Leiebil",
  /** Soft hyphens let the word break on a 360px phone; screen readers ignore them. */
  tfa: "Trafikk\u00adforsikrings\u00adavgift",
  total: "Totalt",
} as const;

export const prisTexts = {
  title: "Velg dekning",
  lead: (vehicle: string) => `Prisene gjelder for ${vehicle}.`,
  legend: "Dekninger",
  /** The expandable section of what a coverage includes, named with it for screen readers. */
  includes: (dekning: string) => `Dette er med i ${dekning}`,
  deductible: (amount: number) => `Med ${formatCurrency(amount)} i egenandel`,
  tfaNote: (yearly: number) =>
    `Prisene er uten trafikkforsikringsavgift til staten, som kommer i tillegg (${perYear(yearly)}).`,
  /** No fee to pay (a deregistered vehicle, issue 29 item 11): no "0 kr in addition". */
  noTfa: "Du betaler ingen trafikkforsikringsavgift for kjøretøyet slik det er registrert nå.",
  /** The coverage comparison (issue 20): what a level adds over the one below, what it lacks. */
  adds: (below: string) => `I tillegg til ${below}:`,
  lacks: "Ikke med:",
  /** 'a, b og c', starting with a capital. */
  list: (names: readonly string[]) => {
    const joined =
      names.length > 1 ? `${names.slice(0, -1).join(", ")} og ${names.at(-1)}` : (names[0] ?? "");
    return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
  },
  blockReasons: {
    LO: "Som LO-medlem får du toppkasko til samme pris, så kasko kan ikke velges.",
    PANT: "Kan ikke velges når det er lån med pant i kjøretøyet.",
    LEASING: "Kan ikke velges når kjøretøyet er leaset.",
    LEASET_I_REGISTERET:
      "Kan ikke velges fordi kjøretøyregisteret viser at kjøretøyet er leaset, selv om du har svart nei.",
  } satisfies Record<CoverageBlockReason, string>,
  notOffered: "Vi kan ikke tilby denne dekningen på nett.",
  discountHeading: "Bonus og rabatt",
  /** The bonus always says where it comes from (issue 26.1). */
  bonus: (bonuskode: string, fromUs: boolean) =>
    fromUs
      ? `Prisen er regnet ut med ${bonuskode} prosent bonus fra oss.`
      : `Prisen er regnet ut med ${bonuskode} prosent bonus fra et annet forsikringsselskap. Før du kjøper, oppgir du hvor du har bonusen fra, så overfører vi den.`,
  customerDiscount: (percent: number, description: string) =>
    `Du har ${percent} prosent rabatt: ${description}.`,
  /** SPEC §1 / §9. */
  discountLoyalty: "Som lojal kunde får du opptil 15 prosent rabatt.",
  discountBank: "Er du bankkunde, får du 5 prosent ekstra.",
  /** SPEC §8 notices. */
  bonusNotice: "Vi sjekker bonusen din. Er den feil, kan prisen endre seg.",
  registerNotice: "Prisen kan bli justert hvis opplysningene ikke stemmer med vognkortet.",
  importNotice:
    "Bruktimporterte kjøretøy som ikke er ferdig fortollet, kan ikke forsikres på nett.",
} as const;

/** "maskinskade og leiebil": the add-ons' headings as words in a sentence. */
const addOnList = (headings: readonly string[]) =>
  listInSentence(headings.map((heading) => heading.toLocaleLowerCase("nb")));

export const tilleggsdekningTexts = {
  title: "Vil du legge til noe?",
  /** Names the add-ons the chosen coverage can take (toppkasko: machine damage only). */
  lead: (headings: readonly string[]) =>
    `Du kan legge til ${addOnList(headings)}. Prisen oppdateres med en gang.`,
  /** Why an add-on is not offered: the coverage has it already (SPEC §9). */
  included: (headings: readonly string[], coverage: string) => {
    const list = addOnList(headings);
    return `${list.charAt(0).toLocaleUpperCase("nb")}${list.slice(1)} er allerede med i ${coverage}.`;
  },
  legend: "Tilleggsdekninger",
  addOnLabel: (heading: string, monthly: number) => `${heading} (+ ${perMonth(monthly)})`,
  /** A higher level gives the chosen add-ons for no more a month (issue 29 item 18). */
  higherForLess: (higher: string, higherMonthly: number, chosen: string, chosenMonthly: number) =>
    `${higher} har dette med og koster ${perMonth(higherMonthly)}. ${chosen} med tilleggene du har valgt koster ${perMonth(chosenMonthly)}. Du kan gå tilbake og velge ${higher}.`,
} as const;

export const tilpassTexts = {
  title: "Tilpass forsikringen",
  lead: "Velg hvor langt du kjører i året og hvor stor egenandel du vil ha. Prisen oppdateres med en gang.",
  /** No mileage question (a deregistered vehicle, issue 29 item 11). */
  leadDeductibleOnly: "Velg hvor stor egenandel du vil ha. Prisen oppdateres med en gang.",
  mileageLabel: "Hvor langt kjører du i året?",
  mileageHelp: "Kjører du lenger enn du har oppgitt, kan du få avkorting ved skade.",
  mileageList: "kjørelengder",
  deductibleLegend: "Egenandel",
  deductibleHelp:
    "Egenandelen er det du betaler selv ved en skade. Høyere egenandel gir lavere pris.",
  deductibleOption: (amount: number) => formatCurrency(amount),
  deductiblePrice: (monthly: number) => `Dekningen koster ${perMonth(monthly)}`,
  /** The total kept in view on a phone while the customer changes mileage or deductible. */
  totalInView: (monthly: number) => `Totalt ${perMonth(monthly)}`,
} as const;

export const identityTexts = {
  /** "bilen" or "bobilen": the motorhome flow never speaks of a car (issue 20). */
  title: (noun: VehicleNoun) => `Hvordan skal vi kjenne igjen ${noun}?`,
  legend: "Forsikringen kjøpes på",
  byRegistrationNumber: (registreringsnummer: string) =>
    `Registreringsnummer (${registreringsnummer})`,
  byChassisNumber: "Understellsnummer",
  identityHelp: (noun: VehicleNoun) =>
    `Bruk understellsnummer hvis ${noun} ikke har fått registreringsnummer ennå.`,
  noRegistrationNumber: (noun: VehicleNoun) =>
    `Vi har ikke registreringsnummeret til ${noun}, så forsikringen kjøpes på understellsnummeret.`,
  chassisLabel: "Understellsnummer",
  chassisHelp:
    "De 9 siste tegnene i understellsnummeret (VIN). Du finner det i vognkortet. Du kan også lime inn hele nummeret.",
} as const;

export const odometerTexts = {
  title: "Hva er kilometerstanden?",
  label: "Kilometerstand",
  help: "Du kan la feltet stå tomt og fylle det inn senere.",
  unit: "km",
  later: "Fyll inn senere",
} as const;

export const contactTexts = {
  title: "Kontaktinformasjon",
  lead: "Vi sender forsikringsbeviset og viktige beskjeder hit.",
  mobileLabel: "Mobilnummer",
  emailLabel: "E-post",
} as const;

export const kjopTexts = {
  title: "Se over og kjøp",
  lead: "Sjekk at alt stemmer før du kjøper.",
  overviewHeading: "Dette kjøper du",
  vehicle: "Kjøretøy",
  registrationNumber: "Registreringsnummer",
  chassisNumber: "Understellsnummer",
  /**
   * The overview's row for what the insurance is bought on (issue 29 item 20): its "Endre" opens
   * the identity step, which chooses registration or chassis number; the plate itself is the
   * vehicle, changed on velg-bil as a new quote.
   */
  identity: "Kjennetegn",
  identityByRegistrationNumber: (registreringsnummer: string) =>
    `Registreringsnummer ${registreringsnummer}`,
  identityByChassisNumber: (chassisnummer: string) => `Understellsnummer ${chassisnummer}`,
  coverage: "Dekning",
  deductible: "Egenandel",
  addOns: "Tillegg",
  noAddOns: "Ingen",
  mileage: "Kjørelengde per år",
  odometer: "Kilometerstand",
  odometerLater: "Fylles inn senere",
  odometerValue: (km: string) => `${formatNumber(Number(km))} km`,
  /** After an "Endre" that changed the price (issue 26.12): the monthly totals with the fee. */
  priceChanged: (from: number, to: number) =>
    `Prisen er endret fra ${formatCurrency(from)} til ${formatCurrency(to)} i måneden.`,
  /** When the insurance starts and how the customer pays (issue 26.11). */
  startHeading: "Oppstart og betaling",
  startsOn: (date: string) => `Forsikringen gjelder fra ${date}.`,
  /** SPEC §4 company switch (SELSKAPSBYTTE, DISTRIBUTORBYTTE): the customer need do nothing. */
  companySwitch:
    "Kjøretøyet er forsikret et annet sted i dag. Den forsikringen gjelder til denne starter, og vi ordner byttet for deg, så du trenger ikke si den opp selv.",
  motorhomeValue: "Verdien på bobilen",
  leasing: "Leasing",
  owner: "Eier",
  lien: "Lån med pant",
  under23: "Sjåfører under 23 år",
  bonus: "Bonus",
  bonusTransfer: "Bonusoverføring",
  bonusTransferValue: (company: string, regnr: string) =>
    company ? `Fra ${company}, opptjent på ${regnr}` : `Opptjent på ${regnr}`,
  /** The overview rows' button; the row's name follows for screen readers ("Endre bonus"). */
  change: "Endre",
  /** A value the customer gave, while the list that names it loads. */
  valueLoading: "Henter …",
  mileageUnavailable: "Vi får ikke vist kjørelengden akkurat nå",
  contactHeading: "Kontaktinformasjon",
  mobile: "Mobilnummer",
  email: "E-post",
  priceHeading: "Pris",
  termsHeading: "Vilkår",
  termsLead: "Les vilkårene før du kjøper.",
  termsFailed: "Vi kunne ikke hente vilkårene akkurat nå.",
  confirm: "Kjøp forsikringen",
  purchasing: "Vi gjennomfører kjøpet",
  failedTitle: "Kjøpet ble ikke gjennomført",
  failedText: "Prøv igjen, eller ta kontakt med oss om feilen vedvarer.",
} as const;

export const samtykkeTexts = {
  title: "Samtykker til markedsføring", // SPEC
  /** The purchase is done before this step (issue 29 item 15): the customer must not think it waits on the answers. */
  bought: (avtalenummer: string) =>
    `Forsikringen er kjøpt, og avtalenummeret er ${avtalenummer}. Svarene under gjelder bare markedsføring og endrer ikke forsikringen.`,
  lead: "Svar ja eller nei på hvert samtykke. Du kan endre svarene senere.",
  submit: "Fortsett til kvittering", // SPEC
  loading: "Henter samtykkene",
} as const;

export const kvitteringTexts = {
  title: "Takk for kjøpet!",
  lead: (avtalenummer: string) => `Forsikringen er kjøpt. Avtalenummeret er ${avtalenummer}.`,
  priceHeading: "Dette betaler du",
  priceIncludesTfa: "Prisen er med trafikkforsikringsavgift.",
  boughtHeading: "Dette har du kjøpt",
  boughtLoading: "Henter forsikringen",
  boughtUnavailable:
    "Vi får ikke vist detaljene akkurat nå. Du finner dem under Se detaljene om forsikringen.",
  confirmationSent: (maskedEmail: string) => `Vi har sendt en bekreftelse til ${maskedEmail}.`,
  nextHeading: "Hva nå?",
  payment: "Betaling",
  invoice: "Faktura",
  profile: "Forsikringsprofilen din",
  details: "Se detaljene om forsikringen",
} as const;

export const agreementTexts = {
  title: "Forsikringsdetaljer",
  loading: "Henter forsikringen",
  agreementNumber: "Avtalenummer",
  status: "Status",
  statuses: { AKTIV: "Aktiv", LAGRING: "Lagringsforsikring" },
  startDate: "Gjelder fra",
  storageNotice: "Bilen har lagringsforsikring.",
  reactivate: "Slik tar du bilen i bruk igjen",
} as const;

export const reactivateTexts = {
  title: "Bilen har lagringsforsikring",
  loadingTitle: "Lagringsforsikring",
  /** The number is of an agreement in force, not a storage insurance (issue 29 item 12). */
  notStorage: {
    title: "Forsikringen er ikke en lagringsforsikring",
    text: (description: string) =>
      `Forsikringen på ${description} er en vanlig forsikring, så bilen kan brukes som før.`,
  },
  lead: "Bilen er forsikret mens den står lagret og ikke brukes. Da kan den ikke kjøres på vei.",
  vehicle: (description: string) => `Gjelder ${description}.`,
  howTo:
    "Skal du begynne å bruke bilen igjen, må lagringsforsikringen gjøres om til en vanlig bilforsikring. Det kan vi ikke gjøre på nett, men vi hjelper deg gjerne.",
  contact: "Kontakt oss", // SPEC §6
  details: "Se forsikringen",
} as const;
