/**
 * Issue 15, defect 1: the discount the customer is told about is the discount the price uses.
 * For every test person the customer's `prisInformasjon`, GET /motor/bil/rabatt and the percent
 * the tariff applied to POST /motor/bil/pris agree, and the description names only the parts
 * that apply.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CustomerResponse } from "../../core/contract/customer.ts";
import { DiscountResponse, PriceResponse } from "../../core/contract/motor.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { addOnYearlyPremium } from "../../server/tariff/tariff.ts";
import { ordinaryCar } from "../unit/tariff/ordinaryCar.ts";
import { priceRequestBody, sandboxForFile } from "./harness.ts";

const { as } = sandboxForFile(new Date("2026-06-15T10:00:00Z"));

/**
 * The percent the tariff applied to a price of SX20002 (docs/tariff.md example A: value group 5,
 * registered 8 years ago, so both add-ons are offered). Add-ons carry no bonus and no
 * young-driver factor, so their price is the undiscounted tariff times (100 − discount) / 100
 * whoever the customer is: the percent is read from that ratio and then checked exactly.
 */
function appliedPercent(price: v.InferOutput<typeof PriceResponse>): number {
  const input = { ...ordinaryCar, kjorelengdekode: "12" as const };
  const [first, ...rest] = price.tillegg;
  if (!first) throw new Error("SX20002 is priced without add-ons");
  const undiscounted = addOnYearlyPremium(first.id, { ...input, rabattProsent: 0 });
  const percent = Math.round(100 * (1 - first.prisPerAar / undiscounted));
  for (const tillegg of [first, ...rest]) {
    expect(tillegg.prisPerAar, `${tillegg.id} at ${percent} %`).toBe(
      addOnYearlyPremium(tillegg.id, { ...input, rabattProsent: percent }),
    );
  }
  return percent;
}

describe("one discount for the statement, /rabatt and the price", () => {
  for (const person of testPersons) {
    it(`${person.persona}: /skadekunde, /rabatt and the tariff agree`, async () => {
      const client = await as(person.persona);
      const customer = v.parse(CustomerResponse, (await client.get("/skadekunde/")).body);
      const discount = v.parse(DiscountResponse, (await client.get("/motor/bil/rabatt")).body);
      const priced = await client.post(
        "/motor/bil/pris",
        priceRequestBody({ registreringsnummer: "SX20002" }),
      );
      expect(priced.status).toBe(200);
      const applied = appliedPercent(v.parse(PriceResponse, priced.body));

      expect(discount.rabattProsent).toBe(applied);
      expect(customer.prisInformasjon).toEqual(discount);
      expect(discount.rabattProsent).toBe(
        discount.lojalitetsrabattProsent + discount.bankkunderabattProsent,
      );
      // Only the parts that apply are named (no "0 % lojalitetsrabatt").
      expect(discount.description.includes("lojalitetsrabatt")).toBe(
        discount.lojalitetsrabattProsent > 0,
      );
      expect(discount.description.includes("bankkunde")).toBe(discount.bankkunderabattProsent > 0);
      if (discount.lojalitetsrabattProsent > 0) {
        expect(discount.description).toContain(
          `${discount.lojalitetsrabattProsent} % lojalitetsrabatt`,
        );
      }
    });
  }
});
