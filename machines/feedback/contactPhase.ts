/**
 * Contact phase (inside afterFeedback): 'Kan vi kontakte deg?' with e-mail (and phone when asked),
 * validated on submit and then on every change, and the thanks once sent.
 */
import { feedbackSetup } from "./setup.ts";

export const contactPhase = {
  contactRequest: feedbackSetup.createStateConfig({
    tags: "contactRequest",
    description: "Kan vi kontakte deg? E-post (og telefon når det spørres om det) med validering.",
    on: {
      "contact.change": { actions: "storeContactField" },
      "contact.submit": [
        {
          guard: "isContactValid",
          target: "contactThanks",
          actions: ["sendContact", "markContactSubmitted"],
          description: "Skjemaet er riktig utfylt: forespørselen sendes, og takkemeldingen vises.",
        },
        {
          actions: "showContactErrors",
          description:
            "Feil i skjemaet: feilmeldingene vises og fokus går til første felt med feil.",
        },
      ],
      "contact.decline": {
        target: "finished",
        description: "'Nei takk' skjuler spørsmålet.",
      },
    },
  }),
  contactThanks: feedbackSetup.createStateConfig({
    tags: "contactThanks",
    description: "Kontaktforespørselen er sendt: takkemeldingen vises.",
  }),
};
