/**
 * The feedback machine's setup: its input, context, events and tags, and every guard, action and
 * actor by name. The phase files (mainQuestionPhase.ts, afterFeedbackPhase.ts with
 * followupPhase.ts and contactPhase.ts) write their states with `feedbackSetup.createStateConfig`,
 * so each state is typed against these names; machines/feedbackMachine.ts puts them together.
 */
import { assertEvent, assign, type ErrorActorEvent, fromPromise, setup, spawnChild } from "xstate";
import {
  type ContactAnswer,
  type ContactErrors,
  type ContactField,
  contactErrorsFor,
  type FeedbackQuestion,
  type FeedbackSubmission,
  type FeedbackValue,
  type FollowupAnswer,
  isGivenAnswer,
  isWithinTextLimit,
  toFollowupAnswer,
  withAnswer,
} from "./answers.ts";

export interface FeedbackInput {
  mainQuestion: FeedbackQuestion;
  /** Follow-up questions, one per step; none means no follow-up offer. */
  followupQuestions?: FeedbackQuestion[];
  /** The contact request; absent means it is never shown. */
  contactQuestion?: { withPhone: boolean };
  /** The message box's limit (the counter). */
  messageMaxLength?: number;
}

/** Default limit of the free-text boxes (the sandbox accepts up to 2000). */
export const defaultMessageMaxLength = 1000;

export interface FeedbackContext {
  mainQuestion: FeedbackQuestion;
  followupQuestions: FeedbackQuestion[];
  contactQuestion: { withPhone: boolean } | null;
  messageMaxLength: number;
  /** The selected main answer (undefined: none). */
  answer: FeedbackValue | undefined;
  message: string;
  feedbackSubmitted: boolean;
  followupStarted: boolean;
  followupSubmitted: boolean;
  contactSubmitted: boolean;
  /** Zero-based index of the follow-up question shown. */
  step: number;
  /** The answer being given on the current follow-up step. */
  stepValue: FeedbackValue | undefined;
  followupAnswers: FollowupAnswer[];
  contact: { email: string; phone: string };
  contactErrors: ContactErrors;
  /** After the first refused submit, errors are re-evaluated on every change. */
  contactValidating: boolean;
}

export type FeedbackEvent =
  | { type: "feedback.answer"; value: FeedbackValue | undefined }
  | { type: "feedback.messageChange"; message: string }
  | { type: "feedback.cancel" }
  | { type: "feedback.send" }
  /** The customer leaves the page (pagehide, route change, unmount). */
  | { type: "feedback.leave" }
  | { type: "followup.start" }
  | { type: "followup.decline" }
  | { type: "followup.answer"; value: FeedbackValue | undefined }
  | { type: "followup.next" }
  | { type: "followup.cancel" }
  | { type: "contact.change"; field: ContactField; value: string }
  | { type: "contact.submit" }
  | { type: "contact.decline" }
  /** From the submission child when the post fails. */
  | ErrorActorEvent<unknown, "feedbackSubmission">
  | ErrorActorEvent<unknown, "feedbackSubmissionOnLeave">
  | ErrorActorEvent<unknown, "followupSubmission">
  | ErrorActorEvent<unknown, "contactSubmission">;

export const feedbackSetup = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    /**
     * What the widget asks (`hasTag`) instead of matching states: which part shows. `mainQuestion`
     * (with `mainAnswered` once an answer is chosen), `afterFeedback` (the thanks and what follows:
     * `followupOffer`, `followupStep`, `contactRequest`, `contactThanks`), and `left`.
     */
    tags: {} as
      | "mainQuestion"
      | "mainAnswered"
      | "afterFeedback"
      | "followupOffer"
      | "followupStep"
      | "contactRequest"
      | "contactThanks"
      | "left",
    children: {} as {
      feedbackSubmission: "submitFeedback";
      feedbackSubmissionOnLeave: "submitFeedback";
      followupSubmission: "submitFollowup";
      contactSubmission: "submitContact";
    },
  },
  actors: {
    /** Posts the main answer (the app: POST /feedback/ with `toFeedbackRequest`). Fire and forget. */
    submitFeedback: fromPromise<unknown, FeedbackSubmission>(async () => {
      throw new Error("submitFeedback: not provided");
    }),
    /** Posts the follow-up answers (the app: POST /feedback/oppfolging with `toFollowupRequest`). */
    submitFollowup: fromPromise<unknown, { answers: FollowupAnswer[] }>(async () => {
      throw new Error("submitFollowup: not provided");
    }),
    /** Posts the contact request (the app: POST /feedback/kontakt with `toContactRequest`). */
    submitContact: fromPromise<unknown, ContactAnswer>(async () => {
      throw new Error("submitContact: not provided");
    }),
  },
  actions: {
    /** An answer could not be posted (the app reports it; the customer is not told). */
    reportSubmissionError: (_, _params: unknown) => {},
    selectAnswer: assign(({ event }) => {
      assertEvent(event, "feedback.answer");
      return { answer: event.value };
    }),
    storeMessage: assign(({ event }) => {
      assertEvent(event, "feedback.messageChange");
      return { message: event.message };
    }),
    clearAnswer: assign({ answer: undefined, message: "" }),
    sendFeedback: spawnChild("submitFeedback", {
      id: "feedbackSubmission",
      input: ({ context }) => ({
        feedbackValue: context.answer as FeedbackValue,
        intentionalSubmit: true,
        ...(context.message.trim() ? { message: context.message } : {}),
      }),
    }),
    sendFeedbackOnLeave: spawnChild("submitFeedback", {
      id: "feedbackSubmissionOnLeave",
      input: ({ context }) => ({
        feedbackValue: context.answer as FeedbackValue,
        intentionalSubmit: false,
      }),
    }),
    sendFollowupAnswers: spawnChild("submitFollowup", {
      id: "followupSubmission",
      input: ({ context }) => ({ answers: context.followupAnswers }),
    }),
    sendContact: spawnChild("submitContact", {
      id: "contactSubmission",
      input: ({ context }) => ({
        email: context.contact.email.trim(),
        ...(context.contactQuestion?.withPhone ? { phone: context.contact.phone.trim() } : {}),
      }),
    }),
    markFeedbackSubmitted: assign({ feedbackSubmitted: true }),
    markFollowupStarted: assign({ followupStarted: true }),
    selectStepValue: assign(({ event }) => {
      assertEvent(event, "followup.answer");
      return { stepValue: event.value };
    }),
    storeStepAnswer: assign(({ context }) => {
      const question = context.followupQuestions[context.step];
      if (!question || !isGivenAnswer(context.stepValue)) return { stepValue: undefined };
      return {
        followupAnswers: withAnswer(
          context.followupAnswers,
          toFollowupAnswer(question, context.stepValue),
        ),
        stepValue: undefined,
      };
    }),
    goToNextStep: assign(({ context }) => ({ step: context.step + 1 })),
    markFollowupSubmitted: assign({ followupSubmitted: true }),
    clearFollowupAnswers: assign({ followupAnswers: [], stepValue: undefined, step: 0 }),
    storeContactField: assign(({ context, event }) => {
      assertEvent(event, "contact.change");
      const contact = { ...context.contact, [event.field]: event.value };
      return {
        contact,
        ...(context.contactValidating
          ? {
              contactErrors: contactErrorsFor(contact, context.contactQuestion?.withPhone ?? false),
            }
          : {}),
      };
    }),
    showContactErrors: assign(({ context }) => ({
      contactValidating: true,
      contactErrors: contactErrorsFor(context.contact, context.contactQuestion?.withPhone ?? false),
    })),
    markContactSubmitted: assign({ contactSubmitted: true, contactErrors: {} }),
  },
  guards: {
    isGivenAnswer: ({ event }) =>
      (event.type === "feedback.answer" || event.type === "followup.answer") &&
      isGivenAnswer(event.value),
    hasSelectedAnswer: ({ context }) => isGivenAnswer(context.answer),
    isMessageWithinLimit: ({ context }) =>
      isWithinTextLimit(context.message, context.messageMaxLength),
    isStepAnswerWithinLimit: ({ context }) =>
      isWithinTextLimit(context.stepValue, context.messageMaxLength),
    hasFollowup: ({ context }) => context.followupQuestions.length > 0,
    hasContactQuestion: ({ context }) => context.contactQuestion !== null,
    isLastStep: ({ context }) => context.step >= context.followupQuestions.length - 1,
    hasFollowupAnswers: ({ context }) => context.followupAnswers.length > 0,
    isContactValid: ({ context }) =>
      Object.keys(contactErrorsFor(context.contact, context.contactQuestion?.withPhone ?? false))
        .length === 0,
  },
});
