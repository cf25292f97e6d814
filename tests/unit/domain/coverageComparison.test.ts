import { describe, expect, it } from "vitest";
import {
  type Benefit,
  benefitsForVehicle,
  type CoverageLevel,
  compareCoverageLevels,
} from "../../../core/domain/coverageComparison.ts";

const benefit = (key: string, text = key, note = false): Benefit => ({
  key,
  text,
  short: text,
  ...(note ? { note } : {}),
});
const level = (id: string, rank: number, benefits: Benefit[]): CoverageLevel => ({
  id,
  heading: `Nivå ${id}`,
  rank,
  benefits,
});

const low = level("low", 0, [benefit("ansvar")]);
const middle = level("middle", 1, [
  benefit("ansvar"),
  benefit("glass"),
  benefit("eiendeler", "eiendeler 10"),
  benefit("billig", "passer for billige biler", true),
]);
const high = level("high", 2, [
  benefit("ansvar"),
  benefit("glass"),
  benefit("eiendeler", "eiendeler 20"),
  benefit("leiebil"),
]);

describe("compareCoverageLevels", () => {
  it("says what each level adds over the one below: new benefits and upgraded ones", () => {
    const differences = compareCoverageLevels([high, low, middle]);
    expect(differences.low).toEqual({
      below: null,
      adds: [],
      lacks: ["glass", "eiendeler 20", "leiebil"],
    });
    expect(differences.middle).toEqual({
      below: "Nivå low",
      adds: ["glass", "eiendeler 10"],
      lacks: ["leiebil"],
    });
    expect(differences.high).toEqual({
      below: "Nivå middle",
      adds: ["eiendeler 20", "leiebil"],
      lacks: [],
    });
  });

  it("never compares advice (a note), and compares with the nearest level offered below", () => {
    const differences = compareCoverageLevels([low, high]);
    expect(differences.high?.below).toBe("Nivå low");
    expect(differences.high?.adds).toEqual(["glass", "eiendeler 20", "leiebil"]);
    expect(compareCoverageLevels([middle]).middle).toEqual({ below: null, adds: [], lacks: [] });
  });

  it("compares two levels of the same rank with the level below both, not with each other", () => {
    const variant = { ...high, id: "variant" };
    const differences = compareCoverageLevels([middle, high, variant]);
    expect(differences.variant?.below).toBe("Nivå middle");
    expect(differences.high?.below).toBe("Nivå middle");
  });

  it("is empty without levels", () => {
    expect(compareCoverageLevels([])).toEqual({});
  });
});

describe("benefitsForVehicle (issue 29 item 18)", () => {
  const newCar: Benefit = { ...benefit("newCar", "ny bil i 3 år"), maxVehicleAge: 3 };
  const benefits = [benefit("glass"), newCar];
  it("keeps a benefit with an age limit for a vehicle within it, up to the limit itself", () => {
    expect(benefitsForVehicle(benefits, 0)).toEqual(benefits);
    expect(benefitsForVehicle(benefits, 3)).toEqual(benefits);
  });
  it("leaves it out for an older vehicle (a 16-year-old car gets no new car)", () => {
    expect(benefitsForVehicle(benefits, 4)).toEqual([benefit("glass")]);
    expect(benefitsForVehicle(benefits, 16)).toEqual([benefit("glass")]);
  });
  it("keeps every benefit when the age is not known", () => {
    expect(benefitsForVehicle(benefits, null)).toEqual(benefits);
  });
});
