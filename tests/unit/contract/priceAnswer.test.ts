/**
 * Issue 29.2: the price answer requires only what SPEC §7 names (dekninger, tfadetaljer,
 * nyPakkestruktur; feil optional), and an answer that is only `feil` is read as that error.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BasisDataResponse, PriceResponse } from "../../../core/contract/motor.ts";

const egenandel = { id: "6000", beloep: 6000, prisPerMnd: 500, prisPerAar: 6000, isDefault: true };
const kasko = {
  id: "120",
  heading: "Kasko",
  isDefault: true,
  defaultDeductible: "6000",
  egenandeler: [egenandel],
};

describe("the price answer (SPEC §7)", () => {
  it("does not require tillegg nor dekninger[].tilgjengelig: no add-ons, the coverage open", () => {
    const answer = v.parse(PriceResponse, {
      dekninger: [kasko],
      tfadetaljer: { prisPerMnd: 100, prisPerAar: 1200 },
      nyPakkestruktur: true,
    });
    expect(answer.tillegg).toEqual([]);
    expect(answer.dekninger[0]?.tilgjengelig).toBe(true);
  });

  it("keeps a coverage the answer says is closed closed", () => {
    const answer = v.parse(PriceResponse, {
      dekninger: [{ ...kasko, tilgjengelig: false }],
      tfadetaljer: { prisPerMnd: 100, prisPerAar: 1200 },
      nyPakkestruktur: true,
    });
    expect(answer.dekninger[0]?.tilgjengelig).toBe(false);
  });

  it.each([{ kode: "begrenset" }, "kjoretoystatus"])(
    "an answer that is only feil (%o) is that error, with no coverages",
    (feil) => {
      const answer = v.parse(PriceResponse, { feil });
      expect(answer.feil).toEqual(feil);
      expect(answer.dekninger).toEqual([]);
    },
  );

  it("still refuses an answer with neither coverages nor feil", () => {
    expect(v.is(PriceResponse, { nyPakkestruktur: true })).toBe(false);
  });
});

describe("the express price's basis data (SPEC §4)", () => {
  it("may be only the error", () => {
    expect(v.parse(BasisDataResponse, { feil: "finnes" })).toEqual({ feil: "finnes" });
  });
});
