/**
 * After the main answer: the thanks, then what follows it (the follow-up questions when there are
 * any, then the contact request when it is asked), each phase in its own file.
 */
import { contactPhase } from "./contactPhase.ts";
import { followupPhase } from "./followupPhase.ts";
import { feedbackSetup } from "./setup.ts";

export const afterFeedbackPhase = {
  afterFeedback: feedbackSetup.createStateConfig({
    id: "afterFeedback",
    tags: "afterFeedback",
    description: "Hovedsvaret er sendt: takkemeldingen vises, og det som kommer etterpå.",
    initial: "choosingNext",
    on: { "feedback.leave": "left" },
    states: {
      choosingNext: {
        description: "Velger hva som kommer etter hovedsvaret.",
        always: [
          {
            guard: "hasFollowup",
            target: "followupOffer",
            description: "Det finnes oppfølgingsspørsmål: de tilbys først.",
          },
          {
            guard: "hasContactQuestion",
            target: "contactRequest",
            description: "Ingen oppfølging: kontaktforespørselen vises med en gang.",
          },
          { target: "finished" },
        ],
      },
      ...followupPhase,
      ...contactPhase,
      finished: {
        description: "Ferdig: den siste takkemeldingen står.",
      },
    },
  }),
};
