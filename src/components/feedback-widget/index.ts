export {
  FeedbackWidget,
  type FeedbackWidgetProps,
  selectFeedbackView,
  type ThanksShown,
} from "./FeedbackWidget.tsx";
export {
  isSmileyValue,
  purchaseFollowupQuestions,
  smileyMainQuestion,
} from "./questions.ts";
