import { describe, expect, it } from "vitest";
import {
  bonusCodes,
  bonusFraOssForStoredOffer,
  isHigherBonus,
  needsBonusTransfer,
  resolveBonusChoice,
} from "../../../core/domain/bonus.ts";

describe("Bonus from the product is the default; a higher bonus switches to another company", () => {
  it("bonus from us takes the offered bonus", () => {
    expect(resolveBonusChoice({ bonusFraOss: true, bonuskode: "30" }, "60")).toEqual({
      bonusFraOss: true,
      bonuskode: "60",
    });
  });
  it.each(bonusCodes.filter((code) => isHigherBonus(code, "60")))(
    "choosing %s over an offered 60 switches to another company",
    (code) => {
      expect(resolveBonusChoice({ bonusFraOss: true, bonuskode: code }, "60")).toEqual({
        bonusFraOss: false,
        bonuskode: code,
      });
    },
  );
  it("bonus codes are ordered numerically", () => {
    expect(isHigherBonus("75", "70")).toBe(true);
    expect(isHigherBonus("10", "60")).toBe(false);
  });
});

describe("Bonus transfer comes before purchase when from another company and different", () => {
  it("needs a transfer", () => {
    expect(needsBonusTransfer({ bonusFraOss: false, bonuskode: "70" }, "60")).toBe(true);
  });
  it("no transfer for bonus from us or an equal bonus", () => {
    expect(needsBonusTransfer({ bonusFraOss: true, bonuskode: "60" }, "60")).toBe(false);
    expect(needsBonusTransfer({ bonusFraOss: false, bonuskode: "60" }, "60")).toBe(false);
  });
});

describe("Stored offer: bonusFraOss is false above 60 when it differs from the default", () => {
  it.each([
    ["70", "60", false],
    ["75", "75", true],
    ["60", "40", true],
    ["50", "60", true],
  ] as const)("stored %s, default %s → bonusFraOss %s", (stored, defaultBonus, expected) => {
    expect(bonusFraOssForStoredOffer(stored, defaultBonus)).toBe(expected);
  });
});
