/**
 * The feedback widget's answers (SPEC §3 "Feedback widget answers", §4 "Feedback widget"): the
 * questions as they come in, the values the customer gives, and the rules the chart's guards and
 * actions apply to them (an answer counts, a follow-up answer replaces an earlier one of the same
 * name, the contact form's errors). Pure: no XState.
 */
import type { FeedbackQuestionType } from "../../core/contract/feedback.ts";
import {
  charactersOverLimit,
  feedbackEmailSchema,
  feedbackPhoneSchema,
} from "../../core/domain/feedbackContact.ts";
import { firstIssueMessage } from "../../core/domain/validate.ts";

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

/** The free text of a step is within the limit (other answers have none). */
export function isWithinTextLimit(value: FeedbackValue | undefined, maxLength: number): boolean {
  return typeof value !== "string" || charactersOverLimit(value, maxLength) === 0;
}
