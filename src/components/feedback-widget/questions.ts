import {
  type FeedbackQuestion,
  type SmileyValue,
  smileyValues,
} from "../../../machines/feedbackMachine.ts";
import { feedbackTexts } from "../../texts/feedback.ts";

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
