import * as v from "valibot";
import { consentStatuses } from "./common.ts";

export const consentKeys = ["crossDomainConsent", "marketingConsent"] as const;
export type ConsentKey = (typeof consentKeys)[number];

export const ConsentTextsQuery = v.object({ bankkunde: v.picklist(["true", "false"]) });

export const ConsentTextsResponse = v.object({
  samtykketekster: v.array(
    v.object({
      title: v.string(),
      intro: v.string(),
      text: v.string(),
      key: v.picklist(consentKeys),
    }),
  ),
});
export type ConsentTextsResponse = v.InferOutput<typeof ConsentTextsResponse>;

export const ConsentUpdateRequest = v.strictObject({
  crossDomainConsentApproved: v.boolean(),
  marketingConsentApproved: v.boolean(),
});
export type ConsentUpdateRequest = v.InferOutput<typeof ConsentUpdateRequest>;

export const ConsentUpdateResponse = v.object({
  crossDomainConsent: v.picklist(consentStatuses),
  marketingConsent: v.picklist(consentStatuses),
});
export type ConsentUpdateResponse = v.InferOutput<typeof ConsentUpdateResponse>;
