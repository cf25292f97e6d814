import { describe, expect, it } from "vitest";
import {
  alternativeChoiceSchema,
  bonusChoiceSchema,
  companyChoiceSchema,
  isChosen,
  makeChoiceSchema,
  modelChoiceSchema,
  motorhomeValueChoiceSchema,
  variantChoiceSchema,
} from "../../../core/domain/choices";
import { firstIssueMessage } from "../../../core/domain/validate";

const schemas = [
  {
    name: "alternativeChoiceSchema",
    schema: alternativeChoiceSchema,
    message: "Du må velge et alternativ",
  },
  { name: "companyChoiceSchema", schema: companyChoiceSchema, message: "Du må velge et selskap" },
  { name: "bonusChoiceSchema", schema: bonusChoiceSchema, message: "Du må velge en bonus" },
  {
    name: "motorhomeValueChoiceSchema",
    schema: motorhomeValueChoiceSchema,
    message: "Du må velge en verdi på bobilen",
  },
  { name: "makeChoiceSchema", schema: makeChoiceSchema, message: "Du må velge et merke" },
  { name: "modelChoiceSchema", schema: modelChoiceSchema, message: "Du må velge en modell" },
  { name: "variantChoiceSchema", schema: variantChoiceSchema, message: "Du må velge en variant" },
] as const;

const missing = [undefined, null, "", {}] as const;
const chosen = ["true", "false", "60", 0, 1, true, false] as const;

for (const { name, schema, message } of schemas) {
  describe(name, () => {
    for (const value of missing) {
      it(`says "${message}" for ${JSON.stringify(value)}`, () => {
        expect(firstIssueMessage(schema, value)).toBe(message);
      });
    }

    for (const value of chosen) {
      it(`accepts ${JSON.stringify(value)}`, () => {
        expect(firstIssueMessage(schema, value)).toBeUndefined();
      });
    }
  });
}

describe("isChosen", () => {
  for (const value of [undefined, null, ""] as const) {
    it(`is false for ${JSON.stringify(value)}`, () => {
      expect(isChosen(value)).toBe(false);
    });
  }

  for (const value of chosen) {
    it(`is true for ${JSON.stringify(value)}`, () => {
      expect(isChosen(value)).toBe(true);
    });
  }
});
