import * as v from "valibot";
// Reference ids handed out by the express price link are always this long (SPEC §9): the
// contract's rule, so the link is refused here exactly when the server would refuse it.
import { expressReferenceLength } from "../contract/motor.ts";

/** Any other length sends the user to the start page instead of a failing lookup. */
export function isValidExpressReference(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length === expressReferenceLength;
}

/** The reference from the express price URL. Never shown to the user, so no Norwegian message. */
export const expressReferenceSchema = v.pipe(v.string(), v.length(expressReferenceLength));
