import { EmailAddressResponse, MobileNumberResponse } from "../../core/contract/validation.ts";
import type { ApiClient } from "./client.ts";

/**
 * The insurer's contact-data checks (SPEC §5, §7). Each answers whether the value can be used:
 * the mobile number with foreign numbers allowed, the e-mail address as deliverable.
 */
export const validateMobile = async (api: ApiClient, mobileNo: string): Promise<boolean> =>
  (await api.get(MobileNumberResponse, "/validate/mobileNo", { mobileNo, allowForeign: true }))
    .validMobileNo;

export const validateEmail = async (api: ApiClient, emailAddress: string): Promise<boolean> =>
  (await api.get(EmailAddressResponse, "/validate/emailAddress", { emailAddress }))
    .validEmailAddress;
