/**
 * The bodies the app posts for the feedback widget's answers (SPEC §3 "Feedback widget answers"):
 * POST /feedback/, /feedback/oppfolging and /feedback/kontakt, built from what the chart's
 * submission actors are given.
 */
import type {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackRequest,
  FollowupAnswerEntry,
} from "../../core/contract/feedback.ts";
import {
  type ContactAnswer,
  type FeedbackSubmission,
  type FollowupAnswer,
  smileyValues,
} from "./answers.ts";

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
