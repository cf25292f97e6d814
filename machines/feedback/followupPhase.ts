/**
 * Follow-up phase (inside afterFeedback): the offer of more questions, the questions one step at a
 * time, and their answers sent once when the last step is done or the customer leaves.
 */
import { not } from "xstate";
import { feedbackSetup } from "./setup.ts";

export const followupPhase = {
  followupOffer: feedbackSetup.createStateConfig({
    tags: "followupOffer",
    description:
      "'Har du tid til å svare på noen flere spørsmål?' med 'Jeg har tid!' og 'Nei takk'.",
    on: {
      "followup.start": {
        target: "followup",
        actions: "markFollowupStarted",
      },
      "followup.decline": {
        target: "finished",
        description: "'Nei takk' skjuler tilbudet.",
      },
    },
  }),
  followup: feedbackSetup.createStateConfig({
    tags: "followupStep",
    description:
      "Oppfølgingsspørsmålene ett og ett med 'Steg N av M', Neste (på siste: 'Send inn') og Avbryt.",
    on: {
      "followup.answer": { actions: "selectStepValue" },
      "followup.next": [
        {
          guard: not("isStepAnswerWithinLimit"),
          description: "Fritekstsvaret er for langt: det må kortes ned før kunden går videre.",
        },
        {
          guard: "isLastStep",
          target: "submittingFollowup",
          actions: "storeStepAnswer",
          description: "Siste steg ('Send inn'): svaret lagres og svarene sendes.",
        },
        {
          target: "followup",
          reenter: true,
          actions: ["storeStepAnswer", "goToNextStep"],
          description: "Neste lagrer svaret (erstatter et tidligere svar med samme navn).",
        },
      ],
      "followup.cancel": {
        target: "finished",
        actions: "clearFollowupAnswers",
        description: "Avbryt tømmer svarene og avslutter oppfølgingen.",
      },
      "feedback.leave": [
        {
          guard: "hasFollowupAnswers",
          target: "#left",
          actions: ["sendFollowupAnswers", "markFollowupSubmitted"],
          description: "Kunden forlater siden: svarene så langt sendes.",
        },
        { target: "#left" },
      ],
    },
  }),
  submittingFollowup: feedbackSetup.createStateConfig({
    description: "Oppfølgingen er ferdig: svarene sendes.",
    always: [
      {
        guard: "hasFollowupAnswers",
        target: "afterFollowup",
        actions: ["sendFollowupAnswers", "markFollowupSubmitted"],
        description: "Svarene sendes én gang.",
      },
      {
        target: "afterFollowup",
        actions: "markFollowupSubmitted",
        description: "Ingen spørsmål ble besvart: ingenting å sende.",
      },
    ],
  }),
  afterFollowup: feedbackSetup.createStateConfig({
    description: "Oppfølgingen er sendt: 'Takk, igjen!'.",
    always: [
      {
        guard: "hasContactQuestion",
        target: "contactRequest",
        description: "Kontaktforespørselen vises etter oppfølgingen.",
      },
      { target: "finished" },
    ],
  }),
};
