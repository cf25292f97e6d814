import * as v from "valibot";
import { Avtalenummer } from "./common.ts";

/** SPEC §3 "Feedback widget answers": the question types a widget can ask. */
export const feedbackQuestionTypes = ["radio", "checkbox", "text", "smiley"] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** The longest free text the sandbox takes (the message and a follow-up text answer). */
export const feedbackTextMaxLength = 2000;

const ProductCode = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const Page = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** POST /feedback/: the main answer (SPEC §7), plus whether the customer sent it on purpose. */
export const FeedbackRequest = v.strictObject({
  productCode: ProductCode,
  page: Page,
  feedbackValue: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.optional(v.pipe(v.string(), v.maxLength(feedbackTextMaxLength))),
  /** False when sent because the customer left the page (SPEC §4); absent from older callers. */
  intentionalSubmit: v.optional(v.boolean()),
  /**
   * The agreement the receipt's answer is about: the sandbox keeps one answer per purchase
   * (issue 29 item 16). Absent where the answer is not about a purchase.
   */
  avtalenummer: v.optional(Avtalenummer),
});
export type FeedbackRequest = v.InferOutput<typeof FeedbackRequest>;

export const FeedbackResponse = v.object({ mottatt: v.literal(true) });

/**
 * GET /feedback/: what the sandbox stored of the caller's own main answers, oldest first; with
 * `?avtalenummer=`, only the answer given for that purchase (the receipt asks whether there is one).
 */
export const StoredFeedback = v.object({
  productCode: v.string(),
  page: v.string(),
  feedbackValue: v.number(),
  text: v.optional(v.string()),
  intentionalSubmit: v.optional(v.boolean()),
  avtalenummer: v.optional(v.string()),
  opprettet: v.string(),
});
export const StoredFeedbackResponse = v.object({ tilbakemeldinger: v.array(StoredFeedback) });
export const StoredFeedbackQuery = v.object({ avtalenummer: v.optional(Avtalenummer) });
export type StoredFeedbackResponse = v.InferOutput<typeof StoredFeedbackResponse>;

const AnswerName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const QuestionLabel = v.pipe(v.string(), v.minLength(1), v.maxLength(500));
const OptionValue = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/**
 * One follow-up answer (SPEC §3): its name, the question's type and label, and the value: a list
 * of strings for a checkbox question, otherwise a single value.
 */
export const FollowupAnswerEntry = v.variant("type", [
  v.strictObject({
    type: v.literal("checkbox"),
    name: AnswerName,
    label: QuestionLabel,
    value: v.pipe(v.array(OptionValue), v.minLength(1), v.maxLength(20)),
  }),
  v.strictObject({
    type: v.picklist(["radio", "smiley", "text"]),
    name: AnswerName,
    label: QuestionLabel,
    value: v.union([
      v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(feedbackTextMaxLength)),
      v.pipe(v.number(), v.finite()),
    ]),
  }),
]);
export type FollowupAnswerEntry = v.InferOutput<typeof FollowupAnswerEntry>;

/** POST /feedback/oppfolging: the follow-up answers, sent once (sandbox addition, decision 0002). */
export const FeedbackFollowupRequest = v.strictObject({
  productCode: ProductCode,
  page: Page,
  answers: v.pipe(
    v.array(FollowupAnswerEntry),
    v.minLength(1),
    v.maxLength(20),
    v.check(
      (answers) => new Set(answers.map((answer) => answer.name)).size === answers.length,
      "Hvert svar har sitt eget navn",
    ),
  ),
});
export type FeedbackFollowupRequest = v.InferOutput<typeof FeedbackFollowupRequest>;

/**
 * POST /feedback/kontakt: the contact request, with the phone only when the widget asked for it.
 * The format checks are looser than the widget's (SPEC §5), so whatever it lets through passes.
 */
export const FeedbackContactRequest = v.strictObject({
  productCode: ProductCode,
  page: Page,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Ugyldig e-postadresse"),
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.transform((phone) => phone.replace(/\s/g, "")),
      v.regex(/^\d{8}$/, "Telefonnummeret har 8 siffer"),
    ),
  ),
});
export type FeedbackContactRequest = v.InferOutput<typeof FeedbackContactRequest>;
