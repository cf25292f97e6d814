import { useEffect, useState } from "react";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import {
  type FeedbackInput,
  type FeedbackMachine,
  type FeedbackPlace,
  feedbackMachine,
  toContactRequest,
  toFeedbackRequest,
  toFollowupRequest,
} from "../../machines/feedbackMachine.ts";
import { postFeedback, postFeedbackContact, postFeedbackFollowup } from "../api/feedback.ts";
import {
  FeedbackWidget,
  purchaseFollowupQuestions,
  smileyMainQuestion,
} from "../components/feedback-widget/index.ts";
import type { Platform } from "./platform.ts";

/** The receipt's widget: the smiley, the follow-up about buying online, then a contact request. */
const receiptFeedbackInput: FeedbackInput = {
  mainQuestion: smileyMainQuestion,
  followupQuestions: purchaseFollowupQuestions,
  contactQuestion: { withPhone: true },
};

/**
 * Where the answers were given, read when the receipt opens: a later in-app route change has moved
 * the address by the time the answers are sent on leaving. Digits are dropped from the page, so no
 * agreement number goes with the answers.
 */
function placeOf(pathname: string): FeedbackPlace {
  return {
    productCode: pathname.includes("/bobil") ? "bobil" : "bil",
    page: pathname.replace(/\d/g, ""),
  };
}

function createFeedbackActor(platform: Platform, place: FeedbackPlace) {
  return createActor(
    feedbackMachine.provide({
      actors: {
        submitFeedback: fromPromise(async ({ input }) => {
          const body = toFeedbackRequest(input, place);
          if (body) await postFeedback(platform.api(), body);
        }),
        submitFollowup: fromPromise(({ input }) =>
          postFeedbackFollowup(platform.api(), toFollowupRequest(input.answers, place)),
        ),
        submitContact: fromPromise(({ input }) =>
          postFeedbackContact(platform.api(), toContactRequest(input, place)),
        ),
      },
      actions: {
        reportSubmissionError: ({ event }) =>
          platform.reporter.captureException(
            "error" in event ? event.error : new Error("Feedback submission failed"),
          ),
      },
    }),
    { input: receiptFeedbackInput },
  );
}

/**
 * The feedback widget on the receipt, loaded only there (its own chunk). Leaving the receipt counts
 * as leaving the page (SPEC §4): on unmount what was chosen is sent once, then the actor stops (the
 * widget itself sends on `pagehide`). Each mount has its own actor, so StrictMode's trial unmount
 * does not end the real one.
 */
export default function ReceiptFeedbackPanel({ platform }: { platform: Platform }) {
  const [actor, setActor] = useState<ActorRefFrom<FeedbackMachine> | null>(null);
  useEffect(() => {
    const created = createFeedbackActor(platform, placeOf(window.location.pathname)).start();
    setActor(created);
    return () => {
      created.send({ type: "feedback.leave" });
      created.stop();
    };
  }, [platform]);
  if (!actor) return null;
  return (
    <aside className="feedback-area">
      <FeedbackWidget actorRef={actor} />
    </aside>
  );
}
