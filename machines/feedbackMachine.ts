/**
 * The feedback widget (SPEC §3 "Feedback widget answers", §4 "Feedback widget", §5 "Feedback
 * widget") as one statechart: the main question with its message box, the follow-up questions
 * and the contact request, with the flags feedbackSubmitted, followupStarted, followupSubmitted
 * and contactSubmitted.
 *
 * Pure: the answers go to the provided actors `submitFeedback` (the main answer),
 * `submitFollowup` and `submitContact` (the app posts them to the sandbox: /feedback/,
 * /feedback/oppfolging, /feedback/kontakt). Each is sent at most once and fire-and-forget: the
 * customer is thanked at once, and a failed post is reported, not shown. Question texts come in as
 * input, so the machine holds no copy.
 *
 * The chart is put together from its phases, one file each under machines/feedback/ (setup.ts
 * names every guard, action and actor; answers.ts and requests.ts hold the pure rules).
 */
import { afterFeedbackPhase } from "./feedback/afterFeedbackPhase.ts";
import { mainQuestionPhase } from "./feedback/mainQuestionPhase.ts";
import { defaultMessageMaxLength, feedbackSetup } from "./feedback/setup.ts";

export {
  type ContactAnswer,
  type FeedbackOption,
  type FeedbackQuestion,
  type FeedbackSubmission,
  type FeedbackValue,
  type FollowupAnswer,
  firstInvalidContactField,
  type SmileyValue,
  smileyValues,
  toFollowupAnswer,
  withAnswer,
} from "./feedback/answers.ts";
export {
  type FeedbackPlace,
  toContactRequest,
  toFeedbackRequest,
  toFollowupRequest,
} from "./feedback/requests.ts";
export type { FeedbackContext, FeedbackEvent, FeedbackInput } from "./feedback/setup.ts";

const emptyContact = { email: "", phone: "" };

export const feedbackMachine = feedbackSetup.createMachine({
  id: "feedback",
  description: "Tilbakemeldingsskjemaet: hovedspørsmål, oppfølgingsspørsmål og kontaktforespørsel.",
  context: ({ input }) => ({
    mainQuestion: input.mainQuestion,
    followupQuestions: input.followupQuestions ?? [],
    contactQuestion: input.contactQuestion ?? null,
    messageMaxLength: input.messageMaxLength ?? defaultMessageMaxLength,
    answer: undefined,
    message: "",
    feedbackSubmitted: false,
    followupStarted: false,
    followupSubmitted: false,
    contactSubmitted: false,
    step: 0,
    stepValue: undefined,
    followupAnswers: [],
    contact: emptyContact,
    contactErrors: {},
    contactValidating: false,
  }),
  initial: "mainQuestion",
  on: {
    // A failed post must not break the widget: the customer has been thanked already.
    "xstate.error.actor.feedbackSubmission": { actions: "reportSubmissionError" },
    "xstate.error.actor.feedbackSubmissionOnLeave": { actions: "reportSubmissionError" },
    "xstate.error.actor.followupSubmission": { actions: "reportSubmissionError" },
    "xstate.error.actor.contactSubmission": { actions: "reportSubmissionError" },
  },
  states: {
    ...mainQuestionPhase,
    ...afterFeedbackPhase,
    left: {
      tags: "left",
      // Not a final state: a final root would stop the submission started on the way here.
      id: "left",
      description: "Kunden har forlatt siden: skjemaet er ferdig.",
    },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
