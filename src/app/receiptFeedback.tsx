import { useEffect, useState } from "react";
import { createActor, fromPromise } from "xstate";
import { feedbackMachine, toFeedbackRequest } from "../../machines/feedbackMachine.ts";
import { FeedbackWidget, smileyMainQuestion } from "../components/feedback-widget/index.ts";
import type { Platform } from "./platform.ts";

function createFeedbackActor(platform: Platform) {
  return createActor(
    feedbackMachine.provide({
      actors: {
        submitFeedback: fromPromise(async ({ input }) => {
          const body = toFeedbackRequest(input, {
            productCode: window.location.pathname.includes("/bobil") ? "bobil" : "bil",
            page: window.location.pathname.replace(/\d/g, ""),
          });
          if (body) await platform.postFeedback(body);
        }),
      },
      actions: {
        reportSubmissionError: ({ event }) =>
          platform.reporter.captureException(
            "error" in event ? event.error : new Error("Feedback submission failed"),
          ),
      },
    }),
    { input: { mainQuestion: smileyMainQuestion } },
  );
}

/**
 * The feedback widget on the receipt, loaded only there (its own chunk). Leaving the receipt counts
 * as leaving the page (SPEC §4): the selected answer is sent once, then the actor stops.
 */
export default function ReceiptFeedbackPanel({ platform }: { platform: Platform }) {
  const [actor] = useState(() => createFeedbackActor(platform));
  useEffect(() => {
    actor.start();
    return () => {
      actor.send({ type: "feedback.leave" });
      actor.stop();
    };
  }, [actor]);
  return (
    <aside className="feedback-area">
      <FeedbackWidget actorRef={actor} />
    </aside>
  );
}
