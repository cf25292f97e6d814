/**
 * Properties of the coverage and add-on rules (core/domain/coverage.ts) over any price response
 * the insurer could send: a chosen coverage is never a blocked one, a deductible is always one
 * of the coverage's own, and the add-ons sent are always ones the coverage can be bought with.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  addOnIds,
  addOnsFor,
  chooseCoverage,
  chosenAddOnIds,
  coverageBlockReasons,
  coverageIds,
  defaultDeductible,
  includedAddOnsOf,
  isCoverageSelectable,
  keepAvailableAddOns,
  preselectAddOns,
  resetDeductible,
  showsAddOnsStep,
} from "../../../core/domain/coverage.ts";

const deductibleIds = ["A", "B", "C", "D"] as const;

const deductibles = fc.uniqueArray(
  fc.record({ id: fc.constantFrom(...deductibleIds), isDefault: fc.boolean() }),
  { selector: (option) => option.id, maxLength: 4 },
);

const coverageOption = fc.record({
  id: fc.constantFrom(...coverageIds),
  isDefault: fc.boolean(),
  tilgjengelig: fc.boolean(),
  sperreaarsak: fc.option(fc.constantFrom(...coverageBlockReasons), { nil: undefined }),
  egenandeler: deductibles,
  inkluderteTillegg: fc.option(fc.subarray([...addOnIds]), { nil: undefined }),
});

const offer = fc.record({
  dekninger: fc.uniqueArray(coverageOption, { selector: (option) => option.id, maxLength: 7 }),
  tillegg: fc.subarray([...addOnIds]).map((ids) => ids.map((id) => ({ id }))),
});

const chooser = fc.record({ isLoMedlem: fc.boolean(), leasing: fc.boolean(), pant: fc.boolean() });
const someCoverageId = fc.option(fc.constantFrom(...coverageIds, "999"), { nil: null });
const someDeductibleId = fc.option(fc.constantFrom(...deductibleIds, "Z"), { nil: null });
const choice = fc.record({ leiebil: fc.boolean(), maskinskade: fc.boolean() });

describe("coverage", () => {
  test.prop([offer, someCoverageId, chooser])(
    "chooseCoverage never picks a blocked coverage, and finds one when any is open",
    (price, previousId, who) => {
      const chosen = chooseCoverage(price.dekninger, previousId, who);
      const open = price.dekninger.filter((option) => isCoverageSelectable(option, who));
      if (chosen === null) {
        expect(open).toEqual([]);
      } else {
        expect(open.map((option) => option.id)).toContain(chosen);
      }
    },
  );

  test.prop([fc.option(coverageOption, { nil: undefined }), someDeductibleId])(
    "resetDeductible and defaultDeductible return one of the coverage's deductibles, or null",
    (option, currentId) => {
      const own = option?.egenandeler.map((egenandel) => egenandel.id) ?? [];
      for (const deductible of [
        resetDeductible(option, currentId),
        defaultDeductible(option, currentId),
      ]) {
        if (deductible === null) expect(own).toEqual([]);
        else expect(own).toContain(deductible);
      }
    },
  );
});

describe("add-ons", () => {
  test.prop([offer, someCoverageId, choice])(
    "the add-ons sent are a subset of addOnsFor, never one the coverage includes",
    (price, dekningId, wanted) => {
      const available = addOnsFor(price, dekningId).map((option) => option.id);
      const sent = chosenAddOnIds(keepAvailableAddOns(wanted, addOnsFor(price, dekningId)));
      for (const id of sent) expect(available).toContain(id);
      const included = includedAddOnsOf(price, dekningId).map((option) => option.id);
      expect(sent.filter((id) => included.includes(id))).toEqual([]);
    },
  );

  test.prop([offer, someCoverageId])(
    "addOnsFor takes from the offer only, nothing with liability or minikasko, and the step follows it",
    (price, dekningId) => {
      const available = addOnsFor(price, dekningId);
      for (const option of available) expect(price.tillegg).toContainEqual(option);
      if (dekningId === "150" || dekningId === "140") expect(available).toEqual([]);
      expect(showsAddOnsStep(price, dekningId)).toBe(available.length > 0);
    },
  );

  test.prop([offer, someCoverageId, fc.boolean(), fc.integer({ min: 1994, max: 2026 })])(
    "preselection from a coverage's add-ons never picks one it cannot take",
    (price, dekningId, nyPakkestruktur, registreringsaar) => {
      const available = addOnsFor(price, dekningId);
      const preselected = preselectAddOns({
        nyPakkestruktur,
        tillegg: available,
        registreringsaar,
        currentYear: 2026,
      });
      for (const id of chosenAddOnIds(preselected)) {
        expect(available.map((option) => option.id)).toContain(id);
      }
    },
  );

  test.prop([choice, fc.subarray([...addOnIds])])(
    "keepAvailableAddOns only ever turns add-ons off",
    (wanted, ids) => {
      const kept = keepAvailableAddOns(
        wanted,
        ids.map((id) => ({ id })),
      );
      expect(kept.leiebil && !wanted.leiebil).toBe(false);
      expect(kept.maskinskade && !wanted.maskinskade).toBe(false);
    },
  );
});
