import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { describe, expect } from "vitest";
import { mobileNumberSchema } from "../../../core/domain/contact.ts";
import { isDeliverableMobile } from "../../../server/routes/validate.ts";

/** Digits, separators and prefixes a customer types or pastes into the mobile field. */
const typedMobile = fc
  .array(fc.constantFrom(..."0123456789  +-"), { maxLength: 22 })
  .map((characters) => characters.join(""));

describe("the sandbox's mobile check agrees with the contact step's rule (SPEC §5)", () => {
  test.prop([fc.oneof(typedMobile, fc.string())])(
    "a number the contact step refuses, the check refuses too",
    (typed) => {
      if (!v.safeParse(mobileNumberSchema, typed).success) {
        expect(isDeliverableMobile(typed, true)).toBe(false);
      }
    },
  );

  test.prop([typedMobile])(
    "the check gives the same answer for what the customer typed and what the step sends",
    (typed) => {
      const result = v.safeParse(mobileNumberSchema, typed);
      if (result.success) {
        expect(isDeliverableMobile(result.output, true)).toBe(isDeliverableMobile(typed, true));
      }
    },
  );

  test.prop([fc.stringMatching(/^[1-9]\d{6,14}$/).filter((digits) => !digits.startsWith("47"))])(
    "a foreign number typed with spaces passes both, with foreign numbers allowed",
    (digits) => {
      const typed = `+${digits.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
      expect(v.safeParse(mobileNumberSchema, typed).success).toBe(true);
      expect(isDeliverableMobile(typed, true)).toBe(true);
      expect(isDeliverableMobile(typed, false)).toBe(false);
    },
  );
});
