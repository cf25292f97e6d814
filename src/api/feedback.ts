import {
  type FeedbackContactRequest,
  type FeedbackFollowupRequest,
  type FeedbackRequest,
  FeedbackResponse,
  StoredFeedbackResponse,
} from "../../core/contract/feedback.ts";
import type { ApiClient } from "./client.ts";

/**
 * The feedback widget's posts. Each is kept alive past the page: the widget sends on `pagehide`
 * and the customer may leave right after Send (docs/decisions/0007).
 */
const keepalive = { keepalive: true };

export const postFeedback = (api: ApiClient, body: FeedbackRequest) =>
  api.post(FeedbackResponse, "/feedback/", body, keepalive);

export const postFeedbackFollowup = (api: ApiClient, body: FeedbackFollowupRequest) =>
  api.post(FeedbackResponse, "/feedback/oppfolging", body, keepalive);

export const postFeedbackContact = (api: ApiClient, body: FeedbackContactRequest) =>
  api.post(FeedbackResponse, "/feedback/kontakt", body, keepalive);

/** Whether the customer's answer for this purchase is stored already (issue 29 item 16). */
export const hasFeedbackFor = async (api: ApiClient, avtalenummer: string) =>
  (await api.get(StoredFeedbackResponse, "/feedback/", { avtalenummer })).tilbakemeldinger.length >
  0;
