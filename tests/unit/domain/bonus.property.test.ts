/**
 * Property tests of the bonus choice (SPEC §4 "Bonus from the product is selected by default.
 * Choosing a higher bonus than offered switches it to another company", rule 4 "from another
 * company and differs"), over every pair of bonus levels.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  bonusCodes,
  isHigherBonus,
  needsBonusTransfer,
  resolveBonusChoice,
} from "../../../core/domain/bonus.ts";

const bonus = fc.constantFrom(...bonusCodes);
const choice = fc.record({ bonusFraOss: fc.boolean(), bonuskode: bonus });

describe("the bonus choice, for every choice and offered bonus", () => {
  test.prop([choice, bonus])("bonus from us is always the offered bonus", (chosen, offered) => {
    const resolved = resolveBonusChoice(chosen, offered);
    if (resolved.bonusFraOss) expect(resolved.bonuskode).toBe(offered);
  });

  test.prop([choice, bonus])(
    "a higher bonus than offered is from another company, kept as chosen",
    (chosen, offered) => {
      const resolved = resolveBonusChoice(chosen, offered);
      if (isHigherBonus(chosen.bonuskode, offered))
        expect(resolved).toEqual({ bonusFraOss: false, bonuskode: chosen.bonuskode });
    },
  );

  test.prop([choice, bonus])(
    "the stored bonus is a real level, and another company's is what the customer chose",
    (chosen, offered) => {
      const resolved = resolveBonusChoice(chosen, offered);
      expect(bonusCodes).toContain(resolved.bonuskode);
      if (!resolved.bonusFraOss) expect(resolved.bonuskode).toBe(chosen.bonuskode);
    },
  );

  test.prop([choice, bonus])(
    "bonus from us, or another company's equal to the offered, needs no transfer; a different one does",
    (chosen, offered) => {
      const resolved = resolveBonusChoice(chosen, offered);
      const transfer = needsBonusTransfer(resolved, offered);
      if (resolved.bonusFraOss || resolved.bonuskode === offered) expect(transfer).toBe(false);
      else expect(transfer).toBe(true);
    },
  );

  test.prop([choice, bonus])("resolving twice changes nothing", (chosen, offered) => {
    const once = resolveBonusChoice(chosen, offered);
    expect(resolveBonusChoice(once, offered)).toEqual(once);
  });
});
