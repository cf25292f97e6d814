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
 */
import {
  assertEvent,
  assign,
  type ErrorActorEvent,
  fromPromise,
  not,
  setup,
  spawnChild,
} from "xstate";
import type {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackQuestionType,
  FeedbackRequest,
  FollowupAnswerEntry,
} from "../core/contract/feedback.ts";
import {
  charactersOverLimit,
  feedbackEmailSchema,
  feedbackPhoneSchema,
} from "../core/domain/feedbackContact.ts";
import { firstIssueMessage } from "../core/domain/validate.ts";

/** SPEC §3/§9: smiley values are the integers 1..5. */
export const smileyValues = [1, 2, 3, 4, 5] as const;
export type SmileyValue = (typeof smileyValues)[number];

export interface FeedbackOption {
  label: string;
  value: string | number;
  /** The message box's label when this option is the main answer. */
  textAreaLabel?: string;
}

export interface FeedbackQuestion {
  type: FeedbackQuestionType;
  label: string;
  /** The answer's name; defaults to the label (SPEC §3). */
  name?: string;
  helpLabel?: string;
  options?: FeedbackOption[];
}

export type FeedbackValue = string | number | Array<string | number>;

/** What the main question sends (SPEC §3 "Feedback widget answers"). */
export interface FeedbackSubmission {
  feedbackValue: FeedbackValue;
  /** False when sent because the customer left the page. */
  intentionalSubmit: boolean;
  /** Only on a deliberate send, and only when written. */
  message?: string;
}

/** One follow-up answer: the question's fields, its name and the value. */
export type FollowupAnswer = Omit<FeedbackQuestion, "name"> & {
  name: string;
  value: string | number | string[];
};

export interface ContactAnswer {
  email: string;
  /** Only when the contact question asks for it. */
  phone?: string;
}

export const contactFields = ["email", "phone"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

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

/** An answer counts when something is chosen or written. */
export function isGivenAnswer(value: FeedbackValue | undefined): value is FeedbackValue {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

export function answerName(question: FeedbackQuestion): string {
  return question.name ?? question.label;
}

/** SPEC §3: the value is a list of strings for checkbox, otherwise single. */
export function toFollowupAnswer(question: FeedbackQuestion, value: FeedbackValue): FollowupAnswer {
  const single = Array.isArray(value) ? (value[0] ?? "") : value;
  return {
    ...question,
    name: answerName(question),
    value: question.type === "checkbox" ? [value].flat().map(String) : single,
  };
}

/** Replaces an earlier answer of the same name (SPEC §4). */
export function withAnswer(answers: FollowupAnswer[], answer: FollowupAnswer): FollowupAnswer[] {
  return [...answers.filter((earlier) => earlier.name !== answer.name), answer];
}

export function contactErrorsFor(
  contact: { email: string; phone: string },
  withPhone: boolean,
): ContactErrors {
  const errors: ContactErrors = {};
  const email = firstIssueMessage(feedbackEmailSchema, contact.email);
  if (email) errors.email = email;
  if (withPhone) {
    const phone = firstIssueMessage(feedbackPhoneSchema, contact.phone);
    if (phone) errors.phone = phone;
  }
  return errors;
}

/** The first field with an error, in form order (where focus goes after a refused submit). */
export function firstInvalidContactField(errors: ContactErrors): ContactField | undefined {
  return contactFields.find((field) => errors[field] !== undefined);
}

/** Where the answers were given: the product and the page (without numbers that could identify). */
export interface FeedbackPlace {
  productCode: string;
  page: string;
}

/**
 * The body of POST /feedback/ for a main-question submission, or undefined when the answer is not
 * a smiley value 1..5 (the endpoint only takes those).
 */
export function toFeedbackRequest(
  submission: FeedbackSubmission,
  where: FeedbackPlace,
): FeedbackRequest | undefined {
  const value = Array.isArray(submission.feedbackValue)
    ? submission.feedbackValue[0]
    : submission.feedbackValue;
  const feedbackValue = Number(value);
  if (!(smileyValues as readonly number[]).includes(feedbackValue)) return undefined;
  return {
    productCode: where.productCode,
    page: where.page,
    feedbackValue,
    ...(submission.message ? { text: submission.message } : {}),
    intentionalSubmit: submission.intentionalSubmit,
  };
}

/** The body of POST /feedback/oppfolging: each answer's name, type, label and value. */
export function toFollowupRequest(
  answers: FollowupAnswer[],
  where: FeedbackPlace,
): FeedbackFollowupRequest {
  return {
    ...where,
    answers: answers.map(({ type, name, label, value }): FollowupAnswerEntry => {
      if (type === "checkbox") return { type, name, label, value: [value].flat().map(String) };
      return { type, name, label, value: Array.isArray(value) ? (value[0] ?? "") : value };
    }),
  };
}

/** The body of POST /feedback/kontakt. */
export function toContactRequest(
  contact: ContactAnswer,
  where: FeedbackPlace,
): FeedbackContactRequest {
  return { ...where, ...contact };
}

/** The free text of a step is within the limit (other answers have none). */
export function isWithinTextLimit(value: FeedbackValue | undefined, maxLength: number): boolean {
  return typeof value !== "string" || charactersOverLimit(value, maxLength) === 0;
}

const emptyContact = { email: "", phone: "" };

export const feedbackMachine = setup({
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
}).createMachine({
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
    mainQuestion: {
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
    },
    afterFeedback: {
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
        followupOffer: {
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
        },
        followup: {
          tags: "followupStep",
          description:
            "Oppfølgingsspørsmålene ett og ett med 'Steg N av M', Neste (på siste: 'Send inn') og Avbryt.",
          on: {
            "followup.answer": { actions: "selectStepValue" },
            "followup.next": [
              {
                guard: not("isStepAnswerWithinLimit"),
                description:
                  "Fritekstsvaret er for langt: det må kortes ned før kunden går videre.",
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
        },
        submittingFollowup: {
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
        },
        afterFollowup: {
          description: "Oppfølgingen er sendt: 'Takk, igjen!'.",
          always: [
            {
              guard: "hasContactQuestion",
              target: "contactRequest",
              description: "Kontaktforespørselen vises etter oppfølgingen.",
            },
            { target: "finished" },
          ],
        },
        contactRequest: {
          tags: "contactRequest",
          description:
            "Kan vi kontakte deg? E-post (og telefon når det spørres om det) med validering.",
          on: {
            "contact.change": { actions: "storeContactField" },
            "contact.submit": [
              {
                guard: "isContactValid",
                target: "contactThanks",
                actions: ["sendContact", "markContactSubmitted"],
                description:
                  "Skjemaet er riktig utfylt: forespørselen sendes, og takkemeldingen vises.",
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
        },
        contactThanks: {
          tags: "contactThanks",
          description: "Kontaktforespørselen er sendt: takkemeldingen vises.",
        },
        finished: {
          description: "Ferdig: den siste takkemeldingen står.",
        },
      },
    },
    left: {
      tags: "left",
      // Not a final state: a final root would stop the submission started on the way here.
      id: "left",
      description: "Kunden har forlatt siden: skjemaet er ferdig.",
    },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
