import { type ActorRefFrom, fromPromise } from "xstate";
import type { FeedbackLoad } from "../../machines/appMachine.ts";
import type { DeferredLogic } from "../../machines/deferredLogic.ts";
import {
  type FeedbackInput,
  type FeedbackMachine,
  type FeedbackPlace,
  feedbackMachine,
  toContactRequest,
  toFeedbackRequest,
  toFollowupRequest,
} from "../../machines/feedbackMachine.ts";
import type { ApiClient } from "../api/client.ts";
import {
  hasFeedbackFor,
  postFeedback,
  postFeedbackContact,
  postFeedbackFollowup,
} from "../api/feedback.ts";
import {
  FeedbackWidget,
  purchaseFollowupQuestions,
  smileyMainQuestion,
} from "../components/feedback-widget/index.ts";

/** The receipt's widget: the smiley, the follow-up about buying online, then a contact request. */
export const receiptFeedbackInput: FeedbackInput = {
  mainQuestion: smileyMainQuestion,
  followupQuestions: purchaseFollowupQuestions,
  contactQuestion: { withPhone: true },
};

/**
 * Where the answers were given: the receipt's address, taken when it opens (by the time the
 * answers are sent on leaving, the address has moved on). Digits are dropped from the page, so no
 * agreement number goes with the answers.
 */
export function placeOf(pathname: string): FeedbackPlace {
  return {
    productCode: pathname.includes("/bobil") ? "bobil" : "bil",
    page: pathname.replace(/\d/g, ""),
  };
}

/**
 * Purchases whose answer this tab has sent (with Send, or chosen and sent on leaving): a return to
 * the receipt does not ask again, even before the sandbox has stored the answer.
 */
const answeredHere = new Set<string>();

/**
 * The root chart's 'feedback' child with its effects: the answers posted to the sandbox for this
 * place (the main answer names the purchase, which the sandbox keeps one answer for), a failed
 * post reported (the customer is not told).
 */
export function provideReceiptFeedback(
  api: ApiClient,
  place: FeedbackPlace,
  reportError: (error: unknown) => void,
  avtalenummer: string | null = null,
) {
  return feedbackMachine.provide({
    actors: {
      submitFeedback: fromPromise(async ({ input }) => {
        const body = toFeedbackRequest(input, place);
        if (!body) return;
        if (avtalenummer) answeredHere.add(avtalenummer);
        await postFeedback(api, avtalenummer ? { ...body, avtalenummer } : body);
      }),
      submitFollowup: fromPromise(({ input }) =>
        postFeedbackFollowup(api, toFollowupRequest(input.answers, place)),
      ),
      submitContact: fromPromise(({ input }) =>
        postFeedbackContact(api, toContactRequest(input, place)),
      ),
    },
    actions: {
      reportSubmissionError: ({ event }) =>
        reportError("error" in event ? event.error : new Error("Feedback submission failed")),
    },
  });
}

/**
 * What the root chart's 'loadFeedback' does once this chunk is here: the 'feedback' child resolved
 * for the receipt's page and purchase, the questions it starts with, and whether the purchase's
 * answer is given already: sent from this tab, or held by the sandbox (another page load of the
 * receipt, another tab). When that cannot be read, the widget asks: the sandbox refuses a second answer anyway.
 */
export async function openReceiptFeedback(
  feedback: DeferredLogic<FeedbackMachine>,
  api: ApiClient,
  page: string,
  avtalenummer: string | null,
  reportError: (error: unknown) => void,
): Promise<FeedbackLoad> {
  feedback.resolve(provideReceiptFeedback(api, placeOf(page), reportError, avtalenummer));
  const alreadyAnswered =
    avtalenummer !== null &&
    (answeredHere.has(avtalenummer) ||
      (await hasFeedbackFor(api, avtalenummer).catch(() => false)));
  return { questions: receiptFeedbackInput, alreadyAnswered };
}

/**
 * The feedback widget on the receipt, loaded only there (its own chunk, with the machine). The
 * actor is the root chart's child 'feedback', started when the receipt shows and told
 * 'feedback.leave' when the customer leaves it (the widget itself sends it on `pagehide`).
 */
export default function ReceiptFeedbackPanel({ actor }: { actor: ActorRefFrom<FeedbackMachine> }) {
  return (
    // Not a landmark of its own: the widget is one, named (an unnamed complementary landmark
    // beside it told a screen reader nothing, WCAG 1.3.1).
    <div className="feedback-area">
      <FeedbackWidget actorRef={actor} />
    </div>
  );
}
