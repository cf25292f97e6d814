/**
 * Properties of the price summary (SPEC §5 "Sum of totals", §3 "Price summary") over any offer
 * and choice: the total is the sum of the lines, zero lines are hidden, the total is last, and
 * an add-on the coverage cannot be bought with is never priced.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addOn, addOnIds, addOnsFor, coverageIds } from "../../../core/domain/coverage.ts";
import {
  computePriceSummary,
  priceSummaryLineKeys,
  visiblePriceLines,
} from "../../../core/domain/priceSummary.ts";

const amount = fc.nat({ max: 50_000 });
const prices = fc.record({ prisPerMnd: amount, prisPerAar: amount });

const offer = fc.record({
  dekninger: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...coverageIds),
      heading: fc.constantFrom("Ansvar", "Kasko", "Toppkasko"),
      egenandeler: fc.uniqueArray(
        fc.record({ id: fc.constantFrom("A", "B", "C"), prisPerMnd: amount, prisPerAar: amount }),
        { selector: (option) => option.id, minLength: 1, maxLength: 3 },
      ),
      inkluderteTillegg: fc.option(fc.subarray([...addOnIds]), { nil: undefined }),
    }),
    { selector: (option) => option.id, minLength: 1, maxLength: 7 },
  ),
  tillegg: fc
    .subarray([...addOnIds])
    .chain((ids) =>
      fc.tuple(...ids.map((id) => prices.map((price) => ({ id, heading: id, ...price })))),
    ),
  tfadetaljer: prices,
});

/** An offer with a choice of one of its coverages (or one it does not have). */
const offerAndChoice = offer.chain((price) =>
  fc.tuple(
    fc.constant(price),
    fc.record({
      dekningId: fc.constantFrom(...price.dekninger.map((option) => option.id), "999"),
      egenandelId: fc.option(fc.constantFrom("A", "B", "C", "Z"), { nil: null }),
      leiebil: fc.boolean(),
      maskinskade: fc.boolean(),
    }),
  ),
);

describe("price summary", () => {
  test.prop([offerAndChoice])("the total is the sum of the lines", ([price, choice]) => {
    const summary = computePriceSummary(price, choice);
    if (!summary) {
      expect(price.dekninger.some((option) => option.id === choice.dekningId)).toBe(false);
      return;
    }
    for (const column of ["monthlyPrice", "yearlyPrice"] as const) {
      const sum = priceSummaryLineKeys.reduce((total, key) => total + summary[key][column], 0);
      expect(summary.total[column]).toBe(sum);
    }
    expect(summary.dynamicDekning.monthlyPrice).toBe(summary.dekning.monthlyPrice);
  });

  test.prop([offerAndChoice])(
    "zero lines are hidden, the total is always last, and the shown lines add up to it",
    ([price, choice]) => {
      const summary = computePriceSummary(price, choice);
      if (!summary) return;
      const lines = visiblePriceLines(summary);
      expect(lines.at(-1)).toBe(summary.total);
      const shown = lines.slice(0, -1);
      for (const line of shown) expect(line.monthlyPrice + line.yearlyPrice).toBeGreaterThan(0);
      expect(shown).not.toContain(summary.total);
      expect(shown.reduce((total, line) => total + line.yearlyPrice, 0)).toBe(
        summary.total.yearlyPrice,
      );
    },
  );

  test.prop([offerAndChoice])(
    "an add-on the coverage cannot be bought with is never priced",
    ([price, choice]) => {
      const summary = computePriceSummary(price, choice);
      if (!summary) return;
      const available = addOnsFor(price, choice.dekningId).map((option) => option.id);
      if (!available.includes(addOn.leiebil)) expect(summary.leiebil.yearlyPrice).toBe(0);
      if (!available.includes(addOn.maskinskade)) expect(summary.maskinskade.yearlyPrice).toBe(0);
    },
  );
});
