import * as v from "valibot";
import { validationTexts } from "../texts/validation";
import { isEmailFormat, isPhoneNumber } from "./contact";
import { requiredText } from "./validate";

const texts = validationTexts.feedback;

/** The e-mail the user leaves when asking to be contacted about their feedback. */
export const feedbackEmailSchema = v.pipe(
  requiredText(texts.emailRequired),
  v.check(isEmailFormat, texts.emailInvalid),
);

/** The phone number, asked for only when the contact question requests it. */
export const feedbackPhoneSchema = v.pipe(
  requiredText(texts.phoneRequired),
  v.check(isPhoneNumber, texts.phoneInvalid),
);

/** The contact answer: phone is validated (and kept) only when the question asks for it. */
export function createFeedbackContactSchema(options: { phoneRequested: boolean }) {
  return options.phoneRequested
    ? v.object({ email: feedbackEmailSchema, phone: feedbackPhoneSchema })
    : v.object({ email: feedbackEmailSchema });
}

/** Counts code points, so an emoji (two UTF-16 code units) counts as the one character it looks like. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** How many characters the text is over the limit; 0 when within it. */
export function charactersOverLimit(text: string, maxLength: number): number {
  return Math.max(0, characterCount(text) - maxLength);
}

/** The counter's warning, or undefined while the text fits. */
export function tooManyCharactersMessage(text: string, maxLength: number): string | undefined {
  const excess = charactersOverLimit(text, maxLength);
  return excess > 0 ? texts.tooManyCharacters(excess) : undefined;
}

/** The free-text answer, limited to `maxLength` characters. */
export function createFeedbackTextSchema(maxLength: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (text) => charactersOverLimit(text, maxLength) === 0,
      (issue) => texts.tooManyCharacters(charactersOverLimit(String(issue.input), maxLength)),
    ),
  );
}
