/**
 * The price call reuses the tariff's answer for an input it has priced before (`tariffFor` in
 * server/routes/motor/pricing.ts): the answer must be the tariff's own, for every input, and no
 * caller may change the shared copy.
 */
import { describe, expect, it } from "vitest";
import { bonusCodes, mileageCodes } from "../../core/contract/motor.ts";
import { tariffFor } from "../../server/routes/motor/pricing.ts";
import { priceVehicle, type TariffInput } from "../../server/tariff/tariff.ts";
import { ordinaryCar } from "../unit/tariff/ordinaryCar.ts";

/** Every rating factor varied on its own, and some together. */
const inputs: TariffInput[] = [
  ordinaryCar,
  ...bonusCodes.map((bonuskode) => ({ ...ordinaryCar, bonuskode })),
  ...mileageCodes.map((kjorelengdekode) => ({ ...ordinaryCar, kjorelengdekode })),
  ...[1, 6, 12].map((verdigruppe) => ({ ...ordinaryCar, verdigruppe })),
  ...[0, 10, 11, 15, 20].map((alder) => ({ ...ordinaryCar, alder, registreringsalder: alder })),
  ...[0, 5, 20].map((rabattProsent) => ({ ...ordinaryCar, rabattProsent })),
  { ...ordinaryCar, biltype: "BOBIL" },
  { ...ordinaryCar, avregistrert: true },
  { ...ordinaryCar, ungFoerer: true },
  { ...ordinaryCar, loMedlem: true },
  { ...ordinaryCar, pant: true },
  { ...ordinaryCar, leasing: true },
  { ...ordinaryCar, pant: true, leasing: true, loMedlem: true, ungFoerer: true },
];

describe("tariffFor", () => {
  it("answers what the tariff answers, the first time and again", () => {
    for (const input of inputs) {
      const expected = priceVehicle(input);
      expect(tariffFor(input)).toEqual(expected);
      expect(tariffFor({ ...input })).toEqual(expected);
    }
  });

  it("tells inputs apart that differ in a single factor", () => {
    const prices = new Set(
      inputs.map((input) => JSON.stringify(tariffFor(input).dekninger[0]?.egenandeler)),
    );
    expect(prices.size).toBeGreaterThan(inputs.length / 2);
    expect(tariffFor({ ...ordinaryCar, ungFoerer: true })).not.toEqual(tariffFor(ordinaryCar));
  });

  it("hands out a frozen answer, so no caller can change another's price", () => {
    const answer = tariffFor(ordinaryCar);
    const first = answer.dekninger[0]?.egenandeler[0];
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.dekninger)).toBe(true);
    expect(first && Object.isFrozen(first)).toBe(true);
    expect(() => {
      if (first) (first as { prisPerAar: number }).prisPerAar = 0;
    }).toThrow(TypeError);
    expect(tariffFor(ordinaryCar)).toEqual(priceVehicle(ordinaryCar));
  });
});
