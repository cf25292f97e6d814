import * as v from "valibot";
import { validationTexts } from "../texts/validation";

const texts = validationTexts.choice;

/** A choice is made when it holds any value; false counts, as in the consent radios (Nei). */
export function isChosen(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function createRequiredChoiceSchema(message: string) {
  return v.pipe(
    // The default turns a key left out of a form object into "", so it gets this message too.
    v.optional(v.union([v.string(), v.number(), v.boolean()], message), ""),
    v.check((value: string | number | boolean) => isChosen(value), message),
  );
}

/** Any yes/no or radio question, including the consent radios (Ja true / Nei false). */
export const alternativeChoiceSchema = createRequiredChoiceSchema(texts.alternative);
/** Leasing company, lender or the company the bonus comes from. */
export const companyChoiceSchema = createRequiredChoiceSchema(texts.company);
export const bonusChoiceSchema = createRequiredChoiceSchema(texts.bonus);
export const motorhomeValueChoiceSchema = createRequiredChoiceSchema(texts.motorhomeValue);
/** Make, model and variant on the model picker. */
export const makeChoiceSchema = createRequiredChoiceSchema(texts.make);
export const modelChoiceSchema = createRequiredChoiceSchema(texts.model);
export const variantChoiceSchema = createRequiredChoiceSchema(texts.variant);
