import * as v from "valibot";

export const FeedbackRequest = v.strictObject({
  productCode: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  page: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  feedbackValue: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});
export type FeedbackRequest = v.InferOutput<typeof FeedbackRequest>;

export const FeedbackResponse = v.object({ mottatt: v.literal(true) });
