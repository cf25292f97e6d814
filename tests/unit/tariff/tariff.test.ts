/**
 * Pins the tariff to the worked examples of docs/tariff.md, and the rules of which coverages
 * are offered, closed and preselected.
 */
import { describe, expect, it } from "vitest";
import { bonusCodes, coverageIds, mileageCodes } from "../../../core/contract/motor.ts";
import { bonusLevels, mileageOptions } from "../../../server/catalogue/lists.ts";
import {
  bonusFactor,
  mileageFactors,
  motorhomeValue,
  motorhomeValues,
  valueGroupOf,
} from "../../../server/tariff/tables.ts";
import {
  addOnIdsFor,
  addOnYearlyPremium,
  coverageYearlyPremium,
  customerDiscount,
  monthlyOf,
  priceVehicle,
  type TariffInput,
} from "../../../server/tariff/tariff.ts";
import { ordinaryCar } from "./ordinaryCar.ts";

function deductible(input: TariffInput, coverageId: string, egenandelId: string) {
  const dekning = priceVehicle(input).dekninger.find((option) => option.id === coverageId);
  const egenandel = dekning?.egenandeler.find((option) => option.id === egenandelId);
  if (!egenandel) throw new Error(`No ${coverageId}/${egenandelId}`);
  return { prisPerAar: egenandel.prisPerAar, prisPerMnd: egenandel.prisPerMnd };
}

describe("worked examples of docs/tariff.md", () => {
  it("A: kasko for an ordinary car, every deductible and level", () => {
    expect(deductible(ordinaryCar, "120", "6000")).toEqual({ prisPerAar: 6018, prisPerMnd: 502 });
    expect(deductible(ordinaryCar, "120", "4000")).toEqual({ prisPerAar: 6740, prisPerMnd: 562 });
    expect(deductible(ordinaryCar, "120", "10000")).toEqual({ prisPerAar: 5296, prisPerMnd: 441 });
    expect(deductible(ordinaryCar, "120", "20000")).toEqual({ prisPerAar: 4574, prisPerMnd: 381 });
    expect(deductible(ordinaryCar, "110", "6000")).toEqual({ prisPerAar: 6885, prisPerMnd: 574 });
    expect(deductible(ordinaryCar, "150", "6000")).toEqual({ prisPerAar: 2805, prisPerMnd: 234 });
  });

  it("B: young driver, toppkasko, 10 000 deductible", () => {
    const input: TariffInput = {
      ...ordinaryCar,
      verdigruppe: 3,
      alder: 12,
      registreringsalder: 12,
      bonuskode: "30",
      kjorelengdekode: "16",
      ungFoerer: true,
      rabattProsent: 5,
    };
    expect(deductible(input, "110", "10000")).toEqual({ prisPerAar: 20007, prisPerMnd: 1667 });
  });

  it("C: union member gets 111 at the kasko price, and 120 closed with LO", () => {
    const input: TariffInput = {
      ...ordinaryCar,
      alder: 4,
      registreringsalder: 4,
      bonuskode: "60",
      loMedlem: true,
    };
    const price = priceVehicle(input);
    expect(price.dekninger.map((option) => option.id)).toEqual(["150", "140", "120", "111"]);
    expect(deductible(input, "111", "6000")).toEqual({ prisPerAar: 8432, prisPerMnd: 703 });
    const kasko = price.dekninger.find((option) => option.id === "120");
    expect(kasko).toMatchObject({ tilgjengelig: false, sperreaarsak: "LO" });
    expect(price.dekninger.find((option) => option.isDefault)?.id).toBe("111");
  });

  it("D: motorhome valued BV08, no rental car, motorhome TFA", () => {
    const value = motorhomeValue("BV08");
    expect(value?.maksverdi).toBe(800_000);
    const input: TariffInput = {
      ...ordinaryCar,
      biltype: "BOBIL",
      verdigruppe: valueGroupOf(value?.maksverdi ?? 0),
      alder: 3,
      registreringsalder: 3,
      kjorelengdekode: "8",
    };
    expect(input.verdigruppe).toBe(9);
    expect(deductible(input, "110", "6000")).toEqual({ prisPerAar: 6747, prisPerMnd: 562 });
    const price = priceVehicle(input);
    expect(price.tfadetaljer).toEqual({ prisPerAar: 1690, prisPerMnd: 141 });
    expect(price.tillegg.map((option) => option.id)).toEqual(["122"]);
  });

  it("E: a deregistered car gets fire/theft only, no TFA, no add-ons", () => {
    const input: TariffInput = {
      ...ordinaryCar,
      verdigruppe: 7,
      alder: 7,
      registreringsalder: 7,
      avregistrert: true,
    };
    const price = priceVehicle(input);
    expect(price.dekninger.map((option) => option.id)).toEqual(["142"]);
    expect(price.dekninger[0]?.isDefault).toBe(true);
    expect(deductible(input, "142", "6000")).toEqual({ prisPerAar: 1474, prisPerMnd: 123 });
    expect(price.tfadetaljer).toEqual({ prisPerAar: 0, prisPerMnd: 0 });
    expect(price.tillegg).toEqual([]);
  });

  it("F: add-ons and TFA for a new car, and the purchase total", () => {
    const input: TariffInput = { ...ordinaryCar, verdigruppe: 8, alder: 0, registreringsalder: 0 };
    const price = priceVehicle(input);
    expect(price.tillegg).toEqual([
      { id: "122", heading: "Maskinskade", prisPerAar: 1700, prisPerMnd: 142 },
      { id: "190", heading: "Leiebil", prisPerAar: 935, prisPerMnd: 78 },
    ]);
    expect(price.tfadetaljer).toEqual({ prisPerAar: 2975, prisPerMnd: 248 });
    const kasko = deductible(input, "120", "6000");
    expect(kasko).toEqual({ prisPerAar: 8466, prisPerMnd: 706 });
    const parts = [kasko, ...price.tillegg, price.tfadetaljer];
    expect(parts.reduce((sum, part) => sum + part.prisPerAar, 0)).toBe(14076);
    expect(parts.reduce((sum, part) => sum + part.prisPerMnd, 0)).toBe(1174);
  });
});

describe("rules", () => {
  it("lien closes ansvar and minikasko with PANT; leasing wins when both apply", () => {
    const pant = priceVehicle({ ...ordinaryCar, pant: true }).dekninger;
    expect(pant.filter((option) => !option.tilgjengelig).map((option) => option.id)).toEqual([
      "150",
      "140",
    ]);
    expect(pant.every((option) => option.tilgjengelig || option.sperreaarsak === "PANT")).toBe(
      true,
    );
    const both = priceVehicle({ ...ordinaryCar, pant: true, leasing: true }).dekninger;
    expect(both.find((option) => option.id === "150")?.sperreaarsak).toBe("LEASING");
  });

  it("closed coverages still carry prices so the app can show them", () => {
    const closed = priceVehicle({ ...ordinaryCar, leasing: true }).dekninger[0];
    expect(closed?.tilgjengelig).toBe(false);
    expect(closed?.egenandeler[0]?.prisPerAar).toBeGreaterThan(0);
  });

  it("defaults: kasko below 15 years, minikasko from 15, kasko again when minikasko is closed", () => {
    const isDefault = (input: TariffInput) =>
      priceVehicle(input).dekninger.find((option) => option.isDefault)?.id;
    expect(isDefault({ ...ordinaryCar, alder: 14 })).toBe("120");
    expect(isDefault({ ...ordinaryCar, alder: 15 })).toBe("140");
    expect(isDefault({ ...ordinaryCar, alder: 15, pant: true })).toBe("120");
    expect(isDefault({ ...ordinaryCar, alder: 15, pant: true, loMedlem: true })).toBe("111");
  });

  it("every coverage has exactly one default deductible, the one named in defaultDeductible", () => {
    for (const option of priceVehicle(ordinaryCar).dekninger) {
      const defaults = option.egenandeler.filter((egenandel) => egenandel.isDefault);
      expect(defaults.map((egenandel) => egenandel.id)).toEqual([option.defaultDeductible]);
    }
  });

  it("machine damage is offered up to 10 years after registration", () => {
    const ids = (registreringsalder: number) =>
      priceVehicle({ ...ordinaryCar, registreringsalder }).tillegg.map((option) => option.id);
    expect(ids(10)).toEqual(["122", "190"]);
    expect(ids(11)).toEqual(["190"]);
  });

  it("toppkasko includes rental car, so it takes machine damage only; ansvar and minikasko take none", () => {
    const price = priceVehicle(ordinaryCar);
    expect(
      Object.fromEntries(price.dekninger.map((option) => [option.id, option.inkluderteTillegg])),
    ).toEqual({ "150": undefined, "140": undefined, "120": undefined, "110": ["190"] });
    const offered = price.tillegg.map((option) => option.id);
    expect(offered).toEqual(["122", "190"]);
    expect(coverageIds.map((id) => [id, addOnIdsFor(id, offered)])).toEqual([
      ["150", []],
      ["140", []],
      ["142", []],
      ["121", ["122", "190"]],
      ["120", ["122", "190"]],
      ["510", ["122", "190"]],
      ["520", ["122", "190"]],
      ["530", ["122", "190"]],
      ["111", ["122"]],
      ["110", ["122"]],
    ]);
  });

  it("KV50001's answer also holds the casco variants of SPEC §3, closed to union members like 120 (issue 29.1)", () => {
    const withVariants = priceVehicle({ ...ordinaryCar, kaskovarianter: true });
    expect(withVariants.dekninger.map((option) => option.id)).toEqual([
      "150",
      "140",
      "510",
      "520",
      "120",
      "121",
      "530",
      "110",
    ]);
    const union = priceVehicle({ ...ordinaryCar, kaskovarianter: true, loMedlem: true });
    expect(
      union.dekninger.filter((option) => option.sperreaarsak === "LO").map((option) => option.id),
    ).toEqual(["510", "520", "120", "121", "530"]);
  });

  it("a driver under 23 raises driven coverages by 40 %, not the add-ons", () => {
    const young = { ...ordinaryCar, ungFoerer: true };
    expect(coverageYearlyPremium("120", 6000, young)).toBe(
      Math.round(coverageYearlyPremium("120", 6000, ordinaryCar) * 1.4),
    );
    expect(addOnYearlyPremium("122", young)).toBe(addOnYearlyPremium("122", ordinaryCar));
  });

  it("a higher bonus, a lower mileage and a higher deductible each lower the price", () => {
    const price = (input: TariffInput, deductibleAmount = 6000) =>
      coverageYearlyPremium("110", deductibleAmount, input);
    for (const [index, code] of bonusCodes.slice(1).entries()) {
      expect(price({ ...ordinaryCar, bonuskode: code })).toBeLessThan(
        price({ ...ordinaryCar, bonuskode: bonusCodes[index] ?? "0" }),
      );
    }
    for (const [index, code] of mileageCodes.slice(1).entries()) {
      expect(price({ ...ordinaryCar, kjorelengdekode: code })).toBeGreaterThan(
        price({ ...ordinaryCar, kjorelengdekode: mileageCodes[index] ?? "8" }),
      );
    }
    expect(price(ordinaryCar, 20000)).toBeLessThan(price(ordinaryCar, 10000));
    expect(price(ordinaryCar, 10000)).toBeLessThan(price(ordinaryCar, 6000));
    expect(price(ordinaryCar, 6000)).toBeLessThan(price(ordinaryCar, 4000));
  });

  it("discount: loyalty capped at 15, plus 5 for bank customers", () => {
    const percent = (loyalty: number, bank: boolean) =>
      customerDiscount(loyalty, bank).rabattProsent;
    expect(percent(10, true)).toBe(15);
    expect(percent(15, false)).toBe(15);
    expect(percent(25, true)).toBe(20);
    expect(percent(0, false)).toBe(0);
  });

  it("monthly is yearly / 12 rounded half up", () => {
    expect(monthlyOf(6018)).toBe(502);
    expect(monthlyOf(6006)).toBe(501);
    expect(monthlyOf(6005)).toBe(500);
    expect(monthlyOf(0)).toBe(0);
  });

  it("value groups follow the documented bounds", () => {
    expect(valueGroupOf(50_000)).toBe(1);
    expect(valueGroupOf(50_001)).toBe(2);
    expect(valueGroupOf(300_000)).toBe(5);
    expect(valueGroupOf(2_500_000)).toBe(12);
    expect(valueGroupOf(9_000_000)).toBe(12);
  });

  it("motorhome values are all at most 2 500 000", () => {
    expect(motorhomeValues.every((value) => value.maksverdi <= 2_500_000)).toBe(true);
  });

  it("the contract's bonus and mileage codes match the lists the app shows, and each has a factor", () => {
    expect(bonusLevels.map((level) => level.bonuskode)).toEqual([...bonusCodes]);
    expect(mileageOptions.map((option) => option.kode)).toEqual([...mileageCodes]);
    for (const code of bonusCodes) expect(bonusFactor(code)).toBe(100 - Number(code));
    for (const code of mileageCodes) expect(mileageFactors[code]).toBeGreaterThan(0);
  });
});
