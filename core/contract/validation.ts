import * as v from "valibot";

export const MobileNumberQuery = v.object({
  mobileNo: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  allowForeign: v.optional(v.picklist(["true", "false"]), "false"),
});
export const MobileNumberResponse = v.object({ validMobileNo: v.boolean() });

export const EmailAddressQuery = v.object({
  emailAddress: v.pipe(v.string(), v.minLength(1), v.maxLength(254)),
});
export const EmailAddressResponse = v.object({ validEmailAddress: v.boolean() });
