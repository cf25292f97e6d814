import {
  ConsentTextsResponse,
  type ConsentUpdateRequest,
  ConsentUpdateResponse,
} from "../../core/contract/consent.ts";
import type { ApiClient } from "./client.ts";

export const fetchConsentTexts = (api: ApiClient, bankkunde: boolean) =>
  api.get(ConsentTextsResponse, "/samtykke/tekster", { bankkunde });

export const postConsent = (api: ApiClient, update: ConsentUpdateRequest) =>
  api.post(ConsentUpdateResponse, "/samtykke/oppdater", update);
