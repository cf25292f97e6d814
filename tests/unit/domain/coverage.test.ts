import { describe, expect, it } from "vitest";
import {
  addOnIds,
  addOnsFor,
  asksForMileage,
  chooseCoverage,
  chosenAddOnIds,
  coverageBlockReason,
  coverageExcludesAddOns,
  coverageIds,
  coverageRank,
  defaultDeductible,
  higherCoverageForLess,
  includedAddOnsOf,
  isCoverageSelectable,
  kaskoCoverageIds,
  keepAvailableAddOns,
  lowCoverageIds,
  preselectAddOns,
  resetDeductible,
  showsAddOnsStep,
} from "../../../core/domain/coverage.ts";

const member = { isLoMedlem: true, leasing: false, pant: false };
const plain = { isLoMedlem: false, leasing: false, pant: false };
const leased = { isLoMedlem: false, leasing: true, pant: false };
const lien = { isLoMedlem: false, leasing: false, pant: true };

function option(id: string, isDefault = false, deductibles = ["A", "B"]) {
  return {
    id,
    isDefault,
    tilgjengelig: true,
    egenandeler: deductibles.map((d, i) => ({ id: d, isDefault: i === 1 })),
  };
}

describe("LO members cannot choose kasko (SPEC §6)", () => {
  it.each(kaskoCoverageIds)("blocks %s with reason LO", (id) => {
    expect(coverageBlockReason(id, member)).toBe("LO");
  });
  it.each(coverageIds.filter((id) => !(kaskoCoverageIds as readonly string[]).includes(id)))(
    "allows %s",
    (id) => expect(coverageBlockReason(id, member)).toBeNull(),
  );
});

describe("Lien or leased vehicles cannot choose minikasko or liability (SPEC §6)", () => {
  it.each(lowCoverageIds)("leased blocks %s with reason LEASING", (id) => {
    expect(coverageBlockReason(id, leased)).toBe("LEASING");
  });
  it.each(lowCoverageIds)("lien blocks %s with reason PANT", (id) => {
    expect(coverageBlockReason(id, lien)).toBe("PANT");
  });
  it.each(coverageIds)("a plain customer may choose %s", (id) => {
    expect(coverageBlockReason(id, plain)).toBeNull();
  });
  it("a coverage the insurer marks unavailable is not selectable", () => {
    expect(isCoverageSelectable({ ...option("110"), tilgjengelig: false }, plain)).toBe(false);
    expect(isCoverageSelectable({ ...option("110"), sperreaarsak: "LO" }, plain)).toBe(false);
  });
});

describe("Default coverage is kept if still offered (SPEC §4)", () => {
  const options = [option("150"), option("120"), option("110", true)];
  it("keeps the earlier selection when present", () => {
    expect(chooseCoverage(options, "120", plain)).toBe("120");
  });
  it("falls back to the coverage marked default", () => {
    expect(chooseCoverage(options, "140", plain)).toBe("110");
  });
  it("never keeps a selection the customer may not have", () => {
    expect(chooseCoverage(options, "150", leased)).toBe("110");
  });
  it("returns null when nothing can be chosen", () => {
    expect(chooseCoverage([], null, plain)).toBeNull();
    expect(chooseCoverage([option("150")], null, lien)).toBeNull();
  });
});

describe("Deductible (SPEC §4)", () => {
  it("after a price call the deductible marked default is chosen", () => {
    expect(defaultDeductible(option("110"), null)).toBe("B");
  });
  it("after a price call the current deductible is kept when the coverage has it", () => {
    expect(defaultDeductible(option("110"), "A")).toBe("A");
  });
  it("resets to the first option when the current one is not in the chosen coverage", () => {
    expect(resetDeductible(option("110", false, ["C", "D"]), "A")).toBe("C");
  });
  it("keeps the current one when the chosen coverage has it", () => {
    expect(resetDeductible(option("110"), "B")).toBe("B");
  });
});

describe("Add-ons (SPEC §4)", () => {
  const both = addOnIds.map((id) => ({ id }));
  /** A price with every coverage; toppkasko includes rental car, as the sandbox says (§9). */
  const offerWith = (tillegg: readonly { id: string }[]) => ({
    dekninger: coverageIds.map((id) => ({
      id,
      ...(id === "110" || id === "111" ? { inkluderteTillegg: ["190"] } : {}),
    })),
    tillegg,
  });
  it.each(lowCoverageIds)("liability and minikasko (%s) force add-ons off", (id) => {
    expect(coverageExcludesAddOns(id)).toBe(true);
    expect(addOnsFor(offerWith(both), id)).toEqual([]);
    expect(showsAddOnsStep(offerWith(both), id)).toBe(false);
  });
  it("a coverage takes the offered add-ons it does not include already", () => {
    expect(addOnsFor(offerWith(both), "120")).toEqual(both);
    expect(addOnsFor(offerWith(both), "110")).toEqual([{ id: "122" }]);
    expect(includedAddOnsOf(offerWith(both), "110")).toEqual([{ id: "190" }]);
    expect(includedAddOnsOf(offerWith(both), "120")).toEqual([]);
    expect(addOnsFor(offerWith(both), "999")).toEqual([]);
    expect(addOnsFor(null, "120")).toEqual([]);
  });
  it("the add-ons step shows when the chosen coverage can take an add-on", () => {
    expect(showsAddOnsStep(offerWith(both), "110")).toBe(true);
    expect(showsAddOnsStep(offerWith([{ id: "190" }]), "110")).toBe(false);
    expect(showsAddOnsStep(offerWith([{ id: "190" }]), "120")).toBe(true);
    expect(showsAddOnsStep(offerWith([]), "120")).toBe(false);
  });
  it("keeps only the add-ons the coverage can take, and never turns one on", () => {
    const chosen = { leiebil: true, maskinskade: true };
    expect(keepAvailableAddOns(chosen, [{ id: "122" }])).toEqual({
      leiebil: false,
      maskinskade: true,
    });
    expect(keepAvailableAddOns({ leiebil: false, maskinskade: false }, both)).toEqual({
      leiebil: false,
      maskinskade: false,
    });
    expect(chosenAddOnIds(keepAvailableAddOns(chosen, [{ id: "122" }]))).toEqual(["122"]);
    expect(chosenAddOnIds(chosen)).toEqual(["122", "190"]);
  });
  it("rental car is preselected under the new package structure with fewer than 2 options", () => {
    const only = [{ id: "190" }];
    expect(
      preselectAddOns({
        nyPakkestruktur: true,
        tillegg: only,
        registreringsaar: 2010,
        currentYear: 2025,
      }),
    ).toEqual({ leiebil: true, maskinskade: false });
    expect(
      preselectAddOns({
        nyPakkestruktur: true,
        tillegg: both,
        registreringsaar: 2010,
        currentYear: 2025,
      }).leiebil,
    ).toBe(false);
  });
  it("machine damage is preselected for registration years at most 5 years ago", () => {
    const at = (registreringsaar: number) =>
      preselectAddOns({ nyPakkestruktur: true, tillegg: both, registreringsaar, currentYear: 2025 })
        .maskinskade;
    expect(at(2020)).toBe(true);
    expect(at(2019)).toBe(false);
  });
  it("nothing is preselected outside the new package structure", () => {
    expect(
      preselectAddOns({
        nyPakkestruktur: false,
        tillegg: [{ id: "190" }],
        registreringsaar: 2025,
        currentYear: 2025,
      }),
    ).toEqual({ leiebil: false, maskinskade: false });
  });
});

describe("the ladder the price page compares (issue 20)", () => {
  it("ranks liability, minikasko, kasko and toppkasko in that order, variants on their level", () => {
    expect(["150", "140", "120", "121", "110", "111"].map(coverageRank)).toEqual([
      0, 1, 2, 2, 3, 3,
    ]);
  });

  it("leaves fire and theft while unregistered, and unknown ids, off the ladder", () => {
    expect(coverageRank("142")).toBeNull();
    expect(coverageRank("999")).toBeNull();
  });
});

describe("asksForMileage (issue 29 item 11)", () => {
  it("not for fire and theft while deregistered (142): that vehicle may not be driven", () => {
    expect(asksForMileage("142")).toBe(false);
  });
  it.each(["150", "140", "120", "121", "110", "111"])(
    "for %s, and before a coverage is chosen",
    (id) => {
      expect(asksForMileage(id)).toBe(true);
      expect(asksForMileage(null)).toBe(true);
    },
  );
});

describe("higherCoverageForLess (issue 29 item 18)", () => {
  const level = (
    id: string,
    heading: string,
    prices: [string, number, number][],
    includes?: string[],
  ) => ({
    id,
    heading,
    defaultDeductible: prices[0]?.[0] ?? "",
    egenandeler: prices.map(([egenandelId, beloep, prisPerMnd]) => ({
      id: egenandelId,
      beloep,
      prisPerMnd,
    })),
    ...(includes ? { inkluderteTillegg: includes } : {}),
  });
  const offer = {
    dekninger: [
      level("150", "Ansvar", [["a6", 6000, 300]]),
      level("120", "Kasko", [
        ["k6", 6000, 502],
        ["k10", 10000, 450],
      ]),
      level(
        "110",
        "Toppkasko",
        [
          ["t6", 6000, 574],
          ["t10", 10000, 520],
        ],
        ["190"],
      ),
    ],
    tillegg: [
      { id: "190", prisPerMnd: 78 },
      { id: "122", prisPerMnd: 142 },
    ],
  };
  const all = () => true;

  it("kasko with rental car at 580 a month against toppkasko at 574: toppkasko is named", () => {
    expect(
      higherCoverageForLess(offer, { dekningId: "120", egenandelId: "k6", tillegg: ["190"] }, all),
    ).toEqual({ heading: "Toppkasko", prisPerMnd: 574, chosenPerMnd: 580, chosenHeading: "Kasko" });
  });
  it("compares at the same deductible amount, and counts only add-ons the higher level includes", () => {
    expect(
      higherCoverageForLess(
        offer,
        { dekningId: "120", egenandelId: "k10", tillegg: ["190", "122"] },
        all,
      ),
    ).toEqual({ heading: "Toppkasko", prisPerMnd: 520, chosenPerMnd: 528, chosenHeading: "Kasko" });
  });
  it("nothing without an add-on the higher level includes, when it costs more, or when it cannot be chosen", () => {
    expect(
      higherCoverageForLess(offer, { dekningId: "120", egenandelId: "k6", tillegg: [] }, all),
    ).toBeNull();
    expect(
      higherCoverageForLess(offer, { dekningId: "120", egenandelId: "k6", tillegg: ["122"] }, all),
    ).toBeNull();
    const cheaperRental = { ...offer, tillegg: [{ id: "190", prisPerMnd: 50 }] };
    expect(
      higherCoverageForLess(
        cheaperRental,
        { dekningId: "120", egenandelId: "k6", tillegg: ["190"] },
        all,
      ),
    ).toBeNull();
    expect(
      higherCoverageForLess(
        offer,
        { dekningId: "120", egenandelId: "k6", tillegg: ["190"] },
        (id) => id !== "110",
      ),
    ).toBeNull();
    expect(
      higherCoverageForLess(offer, { dekningId: null, egenandelId: null, tillegg: ["190"] }, all),
    ).toBeNull();
  });
});
