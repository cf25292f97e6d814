import * as v from "valibot";

/**
 * The message a field shows: the first rule it breaks, or undefined when it passes.
 * The pipe stops at the first issue so a later rule never runs on input an earlier
 * rule already rejected (e.g. a year range check on letters).
 */
export function firstIssueMessage(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

/**
 * Start of every required text field: a missing value (untouched field, or a key left out of
 * an object) and blank input both get the field's own required message, never valibot's
 * English default.
 */
export function requiredText(message: string) {
  return v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message));
}
