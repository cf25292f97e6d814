/**
 * The feedback widget's copy (SPEC §3, §4 and §5 "Feedback widget"). Texts the spec quotes are
 * verbatim; the rest follow Jøkul's feedback component, whose wording the spec was taken from.
 * Validation messages live in `validation.ts` (`validationTexts.feedback`).
 */
export const feedbackTexts = {
  landmarkLabel: "Tilbakemelding",
  mainQuestion: "Hvor fornøyd er du med denne nettsiden?",
  /** SPEC §3: the smiley scale, values 1..5 in order (the same labels as Jøkul's preset). */
  smileyLabels: [
    "Veldig misfornøyd",
    "Litt misfornøyd",
    "Midt på treet",
    "Ganske fornøyd",
    "Veldig fornøyd",
  ],
  /** The message box's label after the chosen smiley (Jøkul's wording). */
  messageLabelBySmiley: [
    "Det var leit! Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.",
    "Det var leit! Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.",
    "Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.",
    "Så bra! Har du noen tilbakemeldinger, kan du skrive dem her.",
    "Så bra! Har du noen tilbakemeldinger, kan du skrive dem her.",
  ],
  messageLabel: "Fortell oss gjerne mer",
  /** SPEC §5: no personal information; feedback is not answered but used to improve. */
  messageHelp:
    "Ikke skriv personlige opplysninger. Tilbakemeldinger som kommer inn her blir ikke besvart, men brukt i videre arbeid med å forbedre tjenestene våre.",
  counter: (count: number, max: number) => `${count} av ${max} tegn`,
  send: "Send",
  cancel: "Avbryt",
  thanks: {
    title: "Takk for tilbakemeldingen!",
    body: "Husk at vi ikke kan besvare meldinger fra dette skjemaet. Kontakt oss gjerne om du har flere spørsmål.",
  },
  followup: {
    offer: "Har du tid til å svare på noen flere spørsmål?",
    offerBody: "Det tar kun et minutt, og hjelper oss å lage bedre løsninger for deg.",
    start: "Jeg har tid!",
    decline: "Nei takk",
    step: (number: number, of: number) => `Steg ${number} av ${of}`,
    next: "Neste",
    submit: "Send inn",
    cancel: "Avbryt",
    /** The receipt's follow-up questions about buying online, one per step; option keys are the stored values. */
    questions: {
      ease: {
        label: "Hvor enkelt var det å kjøpe forsikringen her?",
        options: {
          veldigEnkelt: "Veldig enkelt",
          ganskeEnkelt: "Ganske enkelt",
          littVanskelig: "Litt vanskelig",
          veldigVanskelig: "Veldig vanskelig",
        },
      },
      reasons: {
        label: "Hva var viktigst for deg da du valgte forsikring?",
        helpLabel: "Velg så mange du vil.",
        options: {
          pris: "Prisen",
          dekning: "Hva forsikringen dekker",
          egenandel: "Egenandelen",
          raskt: "At det gikk raskt",
        },
      },
      improve: {
        label: "Er det noe vi kan gjøre bedre når du kjøper forsikring hos oss?",
      },
    },
    thanks: {
      title: "Takk, igjen!",
      body: "Vi setter pris på at du tok deg tid til å svare på flere spørsmål. Det hjelper oss med å gjøre nettsidene bedre for deg og alle andre som bruker dem.",
    },
  },
  contact: {
    question: "Kan vi kontakte deg for flere innspill?",
    email: "E-post",
    phone: "Telefonnummer",
    submit: "Sett meg på lista!",
    decline: "Nei takk",
    thanks: {
      title: "Takk for tiden din!",
      body: "Neste gang vi gjennomfører intervjuer og tester, kan det hende vi tar kontakt med deg. Dine innspill hjelper oss med å gjøre nettsidene bedre for deg og alle andre som bruker dem.",
    },
  },
} as const;
