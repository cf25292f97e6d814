/**
 * Main question phase: the main question (for example smileys 1-5) with its message box, Send and
 * Avbryt; leaving the page with a chosen answer sends it once.
 */
import { feedbackSetup } from "./setup.ts";

export const mainQuestionPhase = {
  mainQuestion: feedbackSetup.createStateConfig({
    id: "mainQuestion",
    tags: "mainQuestion",
    description: "Hovedspørsmålet (for eksempel smilefjes 1–5).",
    initial: "unanswered",
    on: {
      "feedback.leave": [
        {
          guard: "hasSelectedAnswer",
          target: "left",
          actions: ["sendFeedbackOnLeave", "markFeedbackSubmitted"],
          description:
            "Kunden forlater siden med et valgt svar som ikke er sendt: svaret sendes én gang, uten melding og med intentionalSubmit false.",
        },
        { target: "left" },
      ],
    },
    states: {
      unanswered: {
        description: "Ingenting er valgt; meldingsfeltet og knappene er skjult.",
        on: {
          "feedback.answer": {
            guard: "isGivenAnswer",
            target: "answered",
            actions: "selectAnswer",
            description: "Kunden velger et svar.",
          },
        },
      },
      answered: {
        tags: "mainAnswered",
        description: "Et svar er valgt: meldingsfeltet og knappene Send og Avbryt vises.",
        on: {
          "feedback.answer": [
            { guard: "isGivenAnswer", actions: "selectAnswer", description: "Et annet svar." },
            { target: "unanswered", actions: "clearAnswer" },
          ],
          "feedback.messageChange": { actions: "storeMessage" },
          "feedback.cancel": {
            target: "unanswered",
            actions: "clearAnswer",
            description: "Avbryt tømmer valget.",
          },
          "feedback.send": {
            guard: "isMessageWithinLimit",
            target: "#afterFeedback",
            actions: ["sendFeedback", "markFeedbackSubmitted"],
            description:
              "Send: svaret og meldingen sendes (intentionalSubmit true), og takkemeldingen vises.",
          },
        },
      },
    },
  }),
};
