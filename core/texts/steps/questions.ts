/**
 * Copy of the vehicle and question steps (modellvelger … sjekk-bil-info, bonus-overforing).
 * Texts quoted in SPEC are verbatim (marked "SPEC"); the rest is short, plain Norwegian.
 * Validation messages live in core/texts/validation.ts.
 */

/** "bilen" or "bobilen", by what the customer is insuring. */
export type VehicleNoun = "bilen" | "bobilen";

export const questionTexts = {
  /** Names of the lists for 'Laster inn {list}' (SPEC §8). */
  lists: {
    makes: "bilmerker",
    models: "modeller",
    variants: "varianter",
    leasing: "leasingselskaper",
    lenders: "banker og finansselskaper",
    bonus: "bonusnivåer",
    bonusTransfer: "forsikringsselskaper",
  },
  retry: "Prøv igjen",
  selectPlaceholder: "Velg",
} as const;

export const modellvelgerTexts = {
  title: (noun: VehicleNoun) =>
    noun === "bobilen" ? "Hvilken bobil har du?" : "Hvilken bil har du?",
  lead: "Velg årsmodell først, så merke, modell og variant.",
  modelYear: "Årsmodell",
  modelYearHelp: "Står på vognkortet, for eksempel 2019",
  make: "Merke",
  model: "Modell",
  variant: "Variant",
  registrationYear: "Første gang registrert (år)",
  registrationYearHelp: "Året kjøretøyet ble registrert første gang, for eksempel 2020",
  noMakes: "Vi fant ingen bilmerker for denne årsmodellen.",
} as const;

export const bobilVerdiTexts = {
  title: "Hva er bobilen verdt?",
  legend: "Velg verdien på bobilen",
  help: "Velg verdien som er nærmest det bobilen er verdt i dag, med innredning og utstyr.",
  noValues:
    "Vi fant ingen verdier vi kan tilby for denne bobilen. Ta kontakt med oss, så hjelper vi deg.",
  /** The register has values above what can be bought online (SPEC §5 cap; issue 29 item 19). */
  aboveCap: (cap: string) =>
    `Er bobilen verdt mer enn ${cap}, kan du ikke kjøpe forsikringen på nett. Ta kontakt med oss, så hjelper vi deg.`,
} as const;

export const leasingTexts = {
  title: (noun: VehicleNoun) => `Er ${noun} leaset?`,
  legend: (noun: VehicleNoun) => `Er ${noun} leaset?`,
  help: "Når du leaser, er det leasingselskapet som eier kjøretøyet.",
  company: "Hvilket leasingselskap?",
  fromRegister: (noun: VehicleNoun) =>
    `Kjøretøyregisteret viser at ${noun} er leaset, så vi har svart ja for deg. Stemmer ikke det, kan du endre svaret.`,
  /** Said before a yes drops answers given (issue 29 item 20). */
  yesDrops: (noun: VehicleNoun, dropped: { lien: boolean; otherOwner: string | null }) => {
    const parts = [
      ...(dropped.lien ? ["lånet med pant"] : []),
      ...(dropped.otherOwner !== null ? [`${dropped.otherOwner} som eier`] : []),
    ];
    return `Er ${noun} leaset, er det leasingselskapet som eier ${noun}. Svarer du ja, fjerner vi derfor ${parts.join(" og ")} fra forsikringen.`;
  },
} as const;

export const eierTexts = {
  title: (noun: VehicleNoun) => `Er du registrert eier av ${noun}?`,
  legend: (noun: VehicleNoun) => `Er du registrert eier av ${noun}?`,
  help: "Du finner eieren på vognkortet.",
  /** The register names a company as the owner (SPEC §4 garantieier, issue 29 item 14). */
  registerSaysCompany: (noun: VehicleNoun) =>
    `Kjøretøyregisteret viser at et selskap eier ${noun}. Du kan bare kjøpe forsikringen her når du selv, ektefellen, samboeren eller den registrerte partneren din eier ${noun}. Har du nettopp kjøpt ${noun}, kan det ta litt tid før eierskiftet står i registeret.`,
  otherOwnerRule:
    "Eier du ikke kjøretøyet selv, kan eieren bare være ektefellen, samboeren eller den registrerte partneren din, og dere må bo på samme adresse.",
} as const;

export const eierNavnTexts = {
  title: "Hva er navnet på eieren?", // SPEC
  label: "Fullt navn",
  help: "Skriv navnet slik det står i folkeregisteret.",
  otherOwnerRule:
    "Eieren må være ektefellen, samboeren eller den registrerte partneren din, og bo på samme adresse som deg.",
} as const;

export const eierFnrTexts = {
  title: (ownerName: string) => `Hva er fødselsnummeret til ${ownerName || "eieren"}?`, // SPEC
  label: "Fødselsnummer",
  help: "11 siffer",
  /** The insurer says the number is the customer's own (422 annenEierErKunden). */
  ownFnr: (ownerName: string) =>
    `Dette er ditt eget fødselsnummer. Skriv inn fødselsnummeret til ${ownerName || "den andre eieren"}.`,
} as const;

export const pantTexts = {
  title: (noun: VehicleNoun) => `Har du lån med pant i ${noun}?`,
  legend: (noun: VehicleNoun) => `Har du lån med pant i ${noun}?`,
  help: "Har du billån, har banken eller finansselskapet som regel pant i kjøretøyet.",
  lender: "Hvem har du lånet hos?",
} as const;

export const over23Texts = {
  title: (noun: VehicleNoun) => `Er alle som skal kjøre ${noun}, over 23 år?`,
  legend: (noun: VehicleNoun) => `Er alle som skal kjøre ${noun}, over 23 år?`,
  help: "Svar nei hvis noen under 23 år skal kjøre, også om det bare er av og til.",
  /** A customer under 23 has only one answer (SPEC §4, issue 29.21). */
  youngCustomer: (noun: VehicleNoun) =>
    `Du er under 23 år, så minst én som kjører ${noun}, er under 23 år. Prisen tar hensyn til det.`,
} as const;

export const bonusTexts = {
  title: "Hvor mye bonus har du?",
  legend: "Velg bonus",
  help: (offered: string) =>
    `Hos oss får du ${offered} prosent bonus. Har du høyere bonus i et annet forsikringsselskap, velger du den. Da overfører vi den til oss.`,
  helpWithoutOffer: "Velg bonusen du har i dag.",
  fromUs: (percent: string) => `${percent} % bonus fra oss`,
  fromOtherCompany: (percent: string) => `${percent} % bonus fra et annet forsikringsselskap`,
  switchedNotice:
    "Denne bonusen er høyere enn den vi tilbyr, så den regnes som bonus fra et annet selskap. Før du kjøper, oppgir du hvor du har bonusen fra.",
  verifiedNotice: "Vi sjekker bonusen. Er den feil, kan prisen endre seg.",
} as const;

export const sjekkBilInfoTexts = {
  title: "Har vi riktig info?", // SPEC 'Har vi riktig info'
  lead: "Se over svarene dine før du ser prisen. Du kan endre dem her.",
  submit: "Se pris",
  change: "Endre",
  notAnswered: "Ikke besvart",
  cards: {
    vehicle: (noun: VehicleNoun) => (noun === "bobilen" ? "Bobilen" : "Bilen"),
    leasing: "Leasing",
    owner: "Eier",
    lien: "Lån med pant",
    under23: "Sjåfører under 23 år",
    bonus: "Bonus",
    motorhomeValue: "Verdien på bobilen",
  },
  vehicle: {
    registrationNumber: "Registreringsnummer",
    modelYear: "Årsmodell",
    registrationYear: "Første gang registrert",
  },
  leased: (company: string) => (company ? `Ja, hos ${company}` : "Ja"),
  notLeased: "Nei",
  ownerIsCustomer: "Du er registrert eier",
  otherOwner: (name: string) =>
    name ? `${name} er registrert eier` : "En annen er registrert eier",
  lien: (lender: string) => (lender ? `Ja, hos ${lender}` : "Ja"),
  noLien: "Nei",
  under23: "Ja, noen under 23 år skal kjøre",
  noneUnder23: "Nei, alle som kjører er over 23 år",
  bonusFromUs: (percent: string) => `${percent} % bonus fra oss`,
  bonusFromOtherCompany: (percent: string) => `${percent} % bonus fra et annet forsikringsselskap`,
  /** SPEC §8 notices. */
  notices: {
    imported: "Er kjøretøyet importert og ikke fortollet, kan du ikke kjøpe forsikring på nett.",
    registrationCertificate: "Stemmer ikke opplysningene med vognkortet, kan prisen bli justert.",
    bonusVerified: "Vi sjekker bonusen din. Er den feil, kan prisen endre seg.",
  },
  noticesHeading: "Greit å vite",
  /** Answers the customer was never asked: what we assumed (issue 29.21). */
  answersHeading: "Svarene dine",
  assumedHeading: "Dette har vi gått ut fra",
  assumedLead: "Du har ikke svart på dette. Stemmer det ikke, kan du endre det.",
  under23Customer: "Ja, du er under 23 år",
} as const;

export const bonusOverforingTexts = {
  title: "Overføring av bonus",
  lead: "Vi henter bonusen fra selskapet der du har den i dag. Vi sjekker bonusen, og er den feil, kan prisen endre seg.",
  registrationNumber: "Registreringsnummeret på kjøretøyet du har bonusen på",
  registrationNumberHelp: "For eksempel AB1234 eller AB12345",
  company: "Hvilket forsikringsselskap har du bonusen hos?",
} as const;
