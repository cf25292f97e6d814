/**
 * The customer's discount (SPEC §1, §9), the one source of the figures the tariff prices with
 * and the customer is told: loyalty capped at 15, plus 5 for bank customers.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { customerDiscount } from "../../../server/tariff/tariff.ts";

const loyaltyPercents = fc.integer({ min: -20, max: 60 });

describe("customerDiscount", () => {
  test.prop([loyaltyPercents, fc.boolean()])(
    "total = min(loyalty, 15) + 5 for a bank customer, and never negative",
    (loyalty, bank) => {
      const discount = customerDiscount(loyalty, bank);
      expect(discount.lojalitetsrabattProsent).toBe(Math.max(0, Math.min(loyalty, 15)));
      expect(discount.bankkunderabattProsent).toBe(bank ? 5 : 0);
      expect(discount.rabattProsent).toBe(
        discount.lojalitetsrabattProsent + discount.bankkunderabattProsent,
      );
      expect(discount.rabattProsent).toBeGreaterThanOrEqual(0);
      expect(discount.rabattProsent).toBeLessThanOrEqual(20);
    },
  );

  test.prop([loyaltyPercents, fc.boolean()])(
    "the description names exactly the parts that are not zero",
    (loyalty, bank) => {
      const discount = customerDiscount(loyalty, bank);
      const named = [
        discount.description.includes("lojalitetsrabatt"),
        discount.description.includes("bankkunde"),
      ];
      expect(named).toEqual([
        discount.lojalitetsrabattProsent > 0,
        discount.bankkunderabattProsent > 0,
      ]);
      expect(discount.description).not.toMatch(/\b0 %/);
    },
  );

  it("reads as the customer is told it", () => {
    expect(customerDiscount(10, true).description).toBe(
      "10 % lojalitetsrabatt og 5 % ekstra som bankkunde",
    );
    expect(customerDiscount(0, true).description).toBe("5 % ekstra som bankkunde");
    expect(customerDiscount(25, false).description).toBe("15 % lojalitetsrabatt");
    expect(customerDiscount(0, false)).toEqual({
      rabattProsent: 0,
      description: "ingen rabatt",
      lojalitetsrabattProsent: 0,
      bankkunderabattProsent: 0,
    });
  });
});
