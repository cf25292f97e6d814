export {
  FeedbackWidget,
  type FeedbackWidgetProps,
  selectFeedbackView,
  type ThanksShown,
} from "./FeedbackWidget.tsx";
export { isSmileyValue, smileyMainQuestion } from "./questions.ts";
