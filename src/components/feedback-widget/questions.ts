import { feedbackTexts } from "../../../core/texts/feedback.ts";
import {
  type FeedbackOption,
  type FeedbackQuestion,
  type SmileyValue,
  smileyValues,
} from "../../../machines/feedbackMachine.ts";

/** The main question the app uses: the smiley scale 1..5 with the labels of SPEC §3. */
export const smileyMainQuestion: FeedbackQuestion = {
  type: "smiley",
  label: feedbackTexts.mainQuestion,
  options: smileyValues.map((value) => ({
    value,
    label: feedbackTexts.smileyLabels[value - 1] ?? String(value),
    textAreaLabel: feedbackTexts.messageLabelBySmiley[value - 1],
  })),
};

export function isSmileyValue(value: unknown): value is SmileyValue {
  return (smileyValues as readonly unknown[]).includes(value);
}

const optionsOf = (labels: Record<string, string>): FeedbackOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const questions = feedbackTexts.followup.questions;

/**
 * The follow-up after a purchase: how easy it was, what mattered, what to improve. The names are
 * fixed, so what is stored stays comparable when the wording changes.
 */
export const purchaseFollowupQuestions: FeedbackQuestion[] = [
  {
    type: "radio",
    name: "enkelhet",
    label: questions.ease.label,
    options: optionsOf(questions.ease.options),
  },
  {
    type: "checkbox",
    name: "viktigst",
    label: questions.reasons.label,
    helpLabel: questions.reasons.helpLabel,
    options: optionsOf(questions.reasons.options),
  },
  { type: "text", name: "forbedring", label: questions.improve.label },
];
