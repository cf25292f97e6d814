import { describe, expect, it } from "vitest";
import { computePriceSummary, visiblePriceLines } from "../../../core/domain/priceSummary.ts";
import { fixturePrice } from "../../fixtures/purchase.ts";

const offer = fixturePrice();

describe("Sum of totals (SPEC §5)", () => {
  it("is the chosen deductible plus the traffic fee", () => {
    const summary = computePriceSummary(offer, {
      dekningId: "110",
      egenandelId: "E8000",
      leiebil: false,
      maskinskade: false,
    });
    expect(summary?.total).toEqual({
      name: "Totalt",
      monthlyPrice: 550 + 250,
      yearlyPrice: 6600 + 3000,
    });
    expect(summary?.dynamicDekning.name).toBe("Toppkasko");
  });
  it("adds machine damage and rental car when chosen", () => {
    const summary = computePriceSummary(offer, {
      dekningId: "110",
      egenandelId: "E4000",
      leiebil: true,
      maskinskade: true,
    });
    expect(summary?.total.monthlyPrice).toBe(610 + 250 + 90 + 40);
    expect(summary?.total.yearlyPrice).toBe(7320 + 3000 + 1080 + 480);
  });
  it("hides lines with zero price", () => {
    const summary = computePriceSummary(offer, {
      dekningId: "110",
      egenandelId: "E8000",
      leiebil: false,
      maskinskade: true,
    });
    expect(summary && visiblePriceLines(summary).map((line) => line.name)).toEqual([
      "Toppkasko",
      "Maskinskade",
      "Trafikkforsikringsavgift",
      "Totalt",
    ]);
  });
  it("is null without an offer or a coverage", () => {
    const choice = { dekningId: null, egenandelId: null, leiebil: false, maskinskade: false };
    expect(computePriceSummary(null, choice)).toBeNull();
    expect(computePriceSummary(offer, choice)).toBeNull();
  });
});
