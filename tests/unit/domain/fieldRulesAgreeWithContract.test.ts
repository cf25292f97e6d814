/**
 * Issue 30 item 2, one source per rule: the fields' rules (core/domain) take the plate formats, the
 * national id check and the motorhome value cap from the contract the server checks with
 * (core/contract), so what a field lets through the server takes, and the other way round.
 */
import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BobilMerker,
  BonusRegistreringsnummer,
  isValidNationalId,
  Registreringsnummer,
} from "../../../core/contract/motor.ts";
import { isValidFnr } from "../../../core/domain/fnr.ts";
import { isOfferedMotorhomeValue } from "../../../core/domain/money.ts";
import { isValidRegistrationNumber } from "../../../core/domain/registrationNumber.ts";

/** What a customer types into a plate field: letters, digits, spaces and dashes, at most 12. */
const typedPlate = fc.stringMatching(/^[A-Za-z0-9 -]{0,12}$/);
/** Plates close to valid, so both outcomes are common. */
const nearPlate = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z]{1,3}$/),
    fc.stringMatching(/^[ -]?$/),
    fc.stringMatching(/^\d{3,6}$/),
  )
  .map((parts) => parts.join(""));
const plate = fc.oneof(typedPlate, nearPlate);

describe("the fields and the server apply one rule", () => {
  test.prop([plate])("a car's plate", (typed) => {
    expect(isValidRegistrationNumber(typed, "car")).toBe(
      v.safeParse(Registreringsnummer, typed).success,
    );
  });

  test.prop([plate])("the plate a bonus is transferred from", (typed) => {
    expect(isValidRegistrationNumber(typed, "bonusTransfer")).toBe(
      v.safeParse(BonusRegistreringsnummer, typed).success,
    );
  });

  test.prop([fc.stringMatching(/^\d{11}$/)])(
    "a national id, with or without the mask's space",
    (digits) => {
      const masked = `${digits.slice(0, 6)} ${digits.slice(6)}`;
      expect(isValidFnr(digits)).toBe(isValidNationalId(digits));
      expect(isValidFnr(masked)).toBe(isValidNationalId(digits));
    },
  );

  it("a motorhome value the register lists is offered exactly when the contract keeps it", () => {
    const listed = [500_000, 2_500_000, 2_500_001, 4_000_000].map((maksverdi) => ({
      bobilVerdikode: `V${maksverdi}`,
      maksverdi,
      tekst: String(maksverdi),
    }));
    expect(v.parse(BobilMerker, listed).map((choice) => choice.maksverdi)).toEqual(
      listed.map((choice) => choice.maksverdi).filter(isOfferedMotorhomeValue),
    );
    expect(listed.filter((choice) => isOfferedMotorhomeValue(choice.maksverdi))).toHaveLength(2);
  });
});
