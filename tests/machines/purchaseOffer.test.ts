/**
 * SPEC §4 "Guarantee, offer, purchase", §6 coverage rules, §8 error codes, entries and routes.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { flowErrorCodes } from "../../core/domain/flowError.ts";
import {
  isCompanyOwned,
  isCompanySwitch,
  isLeasedInRegister,
} from "../../machines/purchase/requests.ts";
import { withIdempotencyKeys } from "../../machines/purchaseMachine.ts";
import type { FetchOfferResponse } from "../../machines/types.ts";
import { ResponseShapeError } from "../../src/api/apiError.ts";
import {
  fixtureApiError,
  fixtureBasisData,
  fixtureCustomer,
  fixtureExpressReference,
  fixtureMotorhome,
  fixturePrice,
  fixtureStoredOffer,
  fixtureVehicle,
} from "../fixtures/purchase.ts";
import { activeStep, baseInput, send, settle, start, walkTo, withFakes } from "./harness.ts";

describe("Guarantee: fetched only with a registration number and a changed request; STOPP_KJOP is 'feil'", () => {
  it("fetches the guarantee once per request", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "xstate.route", to: "#velgBil" });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(calls.fetchGuarantee).toHaveLength(1);
    expect(calls.fetchGuarantee[0]).toEqual({
      registreringsnummer: "EK12345",
      inkludereBobil: false,
    });
  });

  it("uses the guarantee from the vehicle search instead of asking again", async () => {
    const { actor, calls } = start(
      {},
      {
        lookupVehicle: async () => ({
          ...fixtureVehicle(),
          garanti: { transaksjonstype: "SELSKAPSBYTTE" },
        }),
      },
    );
    await walkTo(actor, "sjekkBilInfo");
    expect(calls.fetchGuarantee).toHaveLength(0);
    expect(actor.getSnapshot().context.garanti).toEqual({ transaksjonstype: "SELSKAPSBYTTE" });
  });

  it("the model picker (no registration number) never fetches a guarantee", async () => {
    const { actor, calls } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: false });
    await send(actor, {
      type: "model.submit",
      ofvdata: {
        modellaar: 2022,
        registreringsaar: 2022,
        merkekode: "1",
        modellkode: "2",
        variantkode: "3",
      },
      merkenavn: "A",
      modellnavn: "B",
    });
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: false });
    await send(actor, { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" });
    await send(actor, { type: "ownerFnr.submit", annenEierFnr: "01010112345" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(calls.fetchGuarantee).toHaveLength(0);
  });

  it("STOPP_KJOP sets the error 'feil' and the vehicle cannot be submitted", async () => {
    const { actor } = start(
      {},
      { fetchGuarantee: async () => ({ garanti: { transaksjonstype: "STOPP_KJOP" } }) },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().matches({ velgBil: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil", arsak: "STOPP_KJOP" });
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("velgBil");
  });

  it("STOPP_KJOP cannot be got past by looking the same registration number up again", async () => {
    const { actor, calls } = start(
      {},
      { fetchGuarantee: async () => ({ garanti: { transaksjonstype: "STOPP_KJOP" } }) },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().matches({ velgBil: "failed" })).toBe(true);
    expect(calls.fetchGuarantee).toHaveLength(2);
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("velgBil");
  });

  it("STOPP_KJOP on the other owner's guarantee cannot be got past by sending the same fnr again", async () => {
    let guaranteeCalls = 0;
    const { actor } = start(
      {},
      {
        fetchGuarantee: async (input) => {
          guaranteeCalls += 1;
          return { garanti: input.fnrOrgnrAnnenEier ? { transaksjonstype: "STOPP_KJOP" } : {} };
        },
      },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: false });
    await send(actor, { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" });
    await send(actor, { type: "ownerFnr.submit", annenEierFnr: "01010112345" });
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil", arsak: "STOPP_KJOP" });
    await send(actor, { type: "ownerFnr.submit", annenEierFnr: "01010112345" });
    expect(activeStep(actor)).toBe("eierFnr");
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil", arsak: "STOPP_KJOP" });
    expect(guaranteeCalls).toBe(3);
  });

  it("company switch and company ownership are derived from the guarantee", () => {
    expect(isCompanySwitch({ transaksjonstype: "SELSKAPSBYTTE" })).toBe(true);
    expect(isCompanySwitch({ transaksjonstype: "DISTRIBUTORBYTTE" })).toBe(true);
    expect(isCompanySwitch({ transaksjonstype: "STOPP_KJOP" })).toBe(false);
    expect(isCompanyOwned({ garantieier: "LEASINGSELSKAP" })).toBe(true);
    expect(isCompanyOwned({ garantieier: "ANNET_SELSKAP" })).toBe(true);
    expect(isCompanyOwned({})).toBe(false);
    // Leased in the register: a leasing company named for the vehicle, or as the guarantee's owner.
    expect(isLeasedInRegister({ leasingselskapId: "LS02" }, null)).toBe(true);
    expect(isLeasedInRegister({}, { garantieier: "LEASINGSELSKAP" })).toBe(true);
    expect(isLeasedInRegister({}, { garantieier: "ANNET_SELSKAP" })).toBe(false);
    expect(isLeasedInRegister(null, null)).toBe(false);
  });
});

describe("Vehicle and price errors of SPEC §8 become error states; unknown codes become 'feil'", () => {
  it.each(flowErrorCodes)("a lookup failing with %s shows that code on velg-bil", async (kode) => {
    const { actor } = start(
      {},
      {
        lookupVehicle: async () =>
          Promise.reject(fixtureApiError({ kode, avtalenummer: "123456789" })),
      },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().matches({ velgBil: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode, avtalenummer: "123456789" });
  });

  it("an unknown code becomes 'feil'", async () => {
    const { actor } = start(
      {},
      { lookupVehicle: async () => Promise.reject(fixtureApiError("nyKode")) },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil" });
  });

  it("errors clear on every path change (route event)", async () => {
    const { actor } = start(
      {},
      { lookupVehicle: async () => Promise.reject(fixtureApiError("finnes")) },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    await send(actor, { type: "xstate.route", to: "#harBil" });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe("Price fetched only when the request changed; no coverages is an error; default coverage kept", () => {
  it("does not refetch when nothing changed, and refetches after a change", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    const afterFirst = calls.fetchPrice.length;
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.confirm" });
    expect(calls.fetchPrice.length).toBe(afterFirst);
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.edit", question: "over23" });
    await send(actor, { type: "over23.answer", over23: false });
    await send(actor, { type: "summary.confirm" });
    expect(calls.fetchPrice.length).toBe(afterFirst + 1);
    expect(calls.fetchPrice.at(-1)?.foererUnder23).toBe(true);
  });

  it("no coverages returned is an error", async () => {
    const { actor } = start({}, { fetchPrice: async () => fixturePrice({ dekninger: [] }) });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().matches({ tilbud: { oppdatering: "failed" } })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil" });
  });

  it("picks the default coverage and deductible, and keeps the earlier selection while still offered", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("110");
    expect(actor.getSnapshot().context.form.egenandel).toBe("E8000");
    await send(actor, { type: "price.select", dekningId: "120" });
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.edit", question: "over23" });
    await send(actor, { type: "over23.answer", over23: false });
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("120");
  });

  it("saves the offer when changed, giving avtalenummer, and not again when unchanged", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(calls.saveOffer).toHaveLength(1);
    expect(calls.saveOffer[0]).toMatchObject({ dekningsgruppeId: "110", egenandelId: "E8000" });
    expect(actor.getSnapshot().context.avtalenummer).toBe("100000001");
    await send(actor, { type: "price.select", dekningId: "110" });
    expect(calls.saveOffer).toHaveLength(1);
    await send(actor, { type: "price.select", dekningId: "120" });
    expect(calls.saveOffer).toHaveLength(2);
  });

  it("a coverage leasing closes is no change at all: the chart refuses it in every region", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "1" });
    await send(actor, { type: "summary.confirm" });
    const before = actor.getSnapshot();
    expect(before.can({ type: "price.select", dekningId: "150" })).toBe(false);
    await send(actor, { type: "price.select", dekningId: "150" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe(before.context.selectedDekningId);
    expect(calls.saveOffer).toHaveLength(1);
  });

  it("a new choice after a failed save clears the failure: it no longer applies", async () => {
    let failures = 1;
    const { actor } = start(
      {},
      {
        saveOffer: async () => {
          if (failures-- > 0) throw fixtureApiError({ kode: "feil" }, 503);
          return { avtalenummer: "100000001" };
        },
      },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.error?.kode).toBe("feil");
    await send(actor, { type: "price.select", dekningId: "120" });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag("priceReady")).toBe(true);
  });

  it("the price request carries the form (SPEC §3 Price request)", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    await send(actor, { type: "summary.confirm" });
    expect(calls.fetchPrice[0]).toMatchObject({
      bonuskode: "60",
      foererUnder23: false,
      pant: true,
      panthaverId: "DNB",
      leasing: false,
      kjorelengdekode: "12",
      bildetaljer: { registreringsnummer: "EK12345" },
      inkludereBobil: false,
    });
  });
});

describe("Union (LO) members cannot choose kasko", () => {
  it("an LO member cannot select 120 and gets toppkasko instead", async () => {
    const { actor } = start({ customer: fixtureCustomer({ isLoMedlem: true }) });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "120" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("110");
  });
});

describe("Lien or leased vehicles cannot choose minikasko or liability", () => {
  it.each(["150", "140"] as const)("a leased car cannot select %s", async (id) => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: id });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("110");
  });

  it("answering lien after choosing liability drops the liability choice at once", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "150" });
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    expect(actor.getSnapshot().context.selectedDekningId).toBe("110");
  });
});

describe("The purchase idempotency key: made on confirm, reused on retry, cleared after success", () => {
  it("a failed purchase is retried with the same key, and the key is cleared after success", async () => {
    let attempts = 0;
    const { actor, calls } = start(
      {},
      {
        purchase: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("Failed to fetch");
          return { success: true, avtalenummer: "100000001", prisPerMnd: 800, prisPerAar: 9600 };
        },
      },
    );
    await walkTo(actor, "kjop");
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    await send(actor, { type: "purchase.confirm" });
    expect(actor.getSnapshot().matches({ tilbud: { steg: { kjop: "failed" } } })).toBe(true);
    const key = actor.getSnapshot().context.idempotencyKey;
    expect(key).toBeTruthy();
    await send(actor, { type: "purchase.confirm" });
    expect(calls.purchase.map((call) => call.idempotencyKey)).toEqual([key, key]);
    expect(activeStep(actor)).toBe("kvittering");
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it("a refused purchase (success false) stays on kjop with an error", async () => {
    // The contract's check of the answer (success: true) turns a refusal into an error.
    const { actor } = start(
      {},
      {
        purchase: async () => {
          throw new ResponseShapeError("success: Invalid type: Expected true but received false");
        },
      },
    );
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(actor.getSnapshot().matches({ tilbud: { steg: { kjop: "failed" } } })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode: "feil" });
  });

  it("the purchase request carries contact info, identity, odometer and deductible", async () => {
    const { actor, calls } = start();
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(calls.purchase[0]?.request).toMatchObject({
      avtalenummer: "100000001",
      regnr: "EK12345",
      kmStand: 12000,
      epostadresse: "kari@example.no",
      mobilnummer: "91234567",
      egenandelId: "E8000",
    });
  });
});

describe("Entries: registration number from the URL, bobil, express price, edit an offer", () => {
  it("a registration number from the URL skips the intro and looks the car up", async () => {
    const { actor, calls } = start({
      entry: { kind: "registreringsnummer", registreringsnummer: "EK12345" },
    });
    await settle(actor);
    expect(actor.getSnapshot().matches({ velgBil: "found" })).toBe(true);
    expect(calls.lookupVehicle).toHaveLength(1);
  });

  it("the bobil path skips the intro", () => {
    const { actor } = start({ product: "bobil" });
    expect(activeStep(actor)).toBe("velgBil");
  });

  it("an express reference that is not 20 characters goes to the intro", async () => {
    const { actor, calls } = start({ entry: { kind: "ekspresspris", referenceId: "kort" } });
    expect(activeStep(actor)).toBe("intro");
    await send(actor, { type: "express.open", referenceId: "x".repeat(21) });
    expect(activeStep(actor)).toBe("intro");
    expect(calls.fetchBasisData).toHaveLength(0);
  });

  it("express basis data fills the car, asks the questions the reference does not answer, then shows the price", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => fixtureBasisData },
    );
    await settle(actor);
    const { context } = actor.getSnapshot();
    expect(calls.fetchBasisData).toEqual([{ prisreferanse: fixtureExpressReference }]);
    // Issue 26.3: the questions in flow order (leasing, owner), then the price, not the summary.
    expect(activeStep(actor)).toBe("leasing");
    expect(context.isExpress).toBe(true);
    expect(context.form).toMatchObject({
      registreringsnummer: "EK12345",
      over23: false,
      kjorelengde: "16",
    });
    await send(actor, { type: "leasing.answer", leasing: false });
    expect(activeStep(actor)).toBe("eier");
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("pris");
    expect(calls.fetchPrice.at(-1)).toMatchObject({
      foererUnder23: true,
      kjorelengdekode: "16",
      pant: false,
    });
  });

  it("an express reference's bonus below the offered one: the customer gets ours, from us (issue 26.1)", async () => {
    const { actor } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference }, defaultBonus: "60" },
      { fetchBasisData: async () => ({ ...fixtureBasisData, valgtBonuskode: "40" }) },
    );
    await settle(actor);
    expect(actor.getSnapshot().context.form).toMatchObject({ bonuskode: "60", bonusFraOss: true });
  });

  it("an express reference's bonus above the offered one is from another company and needs the transfer before the purchase (issue 26.1)", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference }, defaultBonus: "60" },
      { fetchBasisData: async () => ({ ...fixtureBasisData, valgtBonuskode: "70" }) },
    );
    await settle(actor);
    expect(actor.getSnapshot().context.form).toMatchObject({ bonuskode: "70", bonusFraOss: false });
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: true });
    expect(calls.fetchPrice.at(-1)).toMatchObject({ bonuskode: "70" });
    await send(actor, { type: "price.submit" });
    if (activeStep(actor) === "tilleggsdekning") await send(actor, { type: "addons.submit" });
    await send(actor, { type: "adjust.submit" });
    await send(actor, { type: "identity.submit", identitet: "registreringsnummer" });
    await send(actor, { type: "odometer.submit", kilometerstand: "" });
    await send(actor, {
      type: "contact.submit",
      epost: "kari@example.no",
      telefonnummer: "91234567",
    });
    expect(activeStep(actor)).toBe("bonusOverforing");
  });

  it("an express reference's lien is kept: the lender is asked, and the levels a lien closes stay closed (issue 26.2)", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => ({ ...fixtureBasisData, pant: true }) },
    );
    await settle(actor);
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("pant");
    expect(actor.getSnapshot().context.form.pant).toBe(true);
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    expect(activeStep(actor)).toBe("pris");
    expect(calls.fetchPrice.at(-1)).toMatchObject({ pant: true, panthaverId: "DNB" });
    for (const closedByLien of ["150", "140"] as const) {
      await send(actor, { type: "price.select", dekningId: closedByLien });
      expect(actor.getSnapshot().context.selectedDekningId).not.toBe(closedByLien);
    }
  });

  it("an express lien on a car the customer says is leased goes (SPEC §4: leased and lien together clear the lien)", async () => {
    const { actor, calls } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => ({ ...fixtureBasisData, pant: true }) },
    );
    await settle(actor);
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "LS01" });
    expect(activeStep(actor)).toBe("pris");
    expect(calls.fetchPrice.at(-1)).toMatchObject({ pant: false, leasing: true });
  });

  it("an express price for a motorhome asks its value first", async () => {
    const { actor } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      {
        fetchBasisData: async () => ({ ...fixtureBasisData, registreringsnummer: "BO12345" }),
        lookupVehicle: async () => fixtureMotorhome,
      },
    );
    await settle(actor);
    expect(activeStep(actor)).toBe("bobilVerdi");
    // Issue 26.4: opened under /bil/, it runs as the motorhome flow (its paths and header).
    expect(actor.getSnapshot().context.product).toBe("bobil");
  });

  it("a saved motorhome offer opened under /bil/ runs as the motorhome flow (issue 26.4)", async () => {
    const { actor } = start(
      { entry: { kind: "tilbud", avtalenummer: "100000001" } },
      {
        fetchOffer: async () => ({
          ...fixtureStoredOffer,
          tilbud: {
            ...fixtureStoredOffer.tilbud,
            bildata: { registreringsnummer: "BO12345", bobilVerdi: "BV08" },
          },
        }),
        lookupVehicle: async () => fixtureMotorhome,
      },
    );
    await settle(actor);
    expect(activeStep(actor)).toBe("pris");
    expect(actor.getSnapshot().context.product).toBe("bobil");
  });

  it("a new registration number ends the express price: the flow asks and summarises as usual", async () => {
    const { actor } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => fixtureBasisData },
    );
    await settle(actor);
    actor.send({ type: "xstate.route", to: "#velgBil" });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "SX20002" });
    expect(actor.getSnapshot().context.isExpress).toBe(false);
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
  });

  it("express basis data with an error sets the error", async () => {
    const { actor } = start(
      { entry: { kind: "ekspresspris", referenceId: fixtureExpressReference } },
      { fetchBasisData: async () => Promise.reject(fixtureApiError({ kode: "gammeltKjoretoy" })) },
    );
    await settle(actor);
    expect(actor.getSnapshot().matches({ ekspresspris: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kode: "gammeltKjoretoy" });
  });

  it("editing an offer fills the form and goes to the price; a stored bonus above 60 that differs is from another company", async () => {
    const { actor, calls } = start(
      { entry: { kind: "tilbud", avtalenummer: "100000001" } },
      { fetchOffer: async () => fixtureStoredOffer },
    );
    await settle(actor);
    const { context } = actor.getSnapshot();
    expect(calls.fetchOffer).toEqual([{ avtalenummer: "100000001" }]);
    expect(activeStep(actor)).toBe("pris");
    expect(context.form).toMatchObject({
      bonuskode: "70",
      bonusFraOss: false,
      pant: true,
      panthaverId: "DNB",
      kjorelengde: "20",
      eier: true,
      egenandel: "E4000",
    });
    expect(context.selectedDekningId).toBe("120");
    expect(calls.fetchPrice[0]?.avtalenummer).toBe("100000001");
  });

  it("opening a saved offer never saves it again: its add-ons stay, only the customer's own change is saved", async () => {
    const stored: FetchOfferResponse = {
      ...fixtureStoredOffer,
      tilbud: { ...fixtureStoredOffer.tilbud, tilleggsdekninger: ["190"] },
    };
    const { actor, calls } = start(
      { entry: { kind: "tilbud", avtalenummer: "100000001" } },
      { fetchOffer: async () => stored },
    );
    await settle(actor);
    expect(activeStep(actor)).toBe("pris");
    expect(actor.getSnapshot().context.form).toMatchObject({ leiebil: true, maskinskade: false });
    expect(calls.fetchPrice[0]?.tilleggsdekninger).toEqual(["190"]);
    expect(calls.saveOffer).toEqual([]);
    await send(actor, { type: "xstate.route", to: "#tilpass" });
    expect(calls.saveOffer).toEqual([]);
    await send(actor, { type: "adjust.change", kjorelengde: "16" });
    expect(calls.saveOffer).toHaveLength(1);
    expect(calls.saveOffer[0]).toMatchObject({
      avtalenummer: "100000001",
      kjorelengdekode: "16",
      tilleggsdekninger: ["190"],
      dekningsgruppeId: "120",
      egenandelId: "E4000",
    });
  });

  it("an offer that cannot be fetched shows the offer error state", async () => {
    const { actor } = start({ entry: { kind: "tilbud", avtalenummer: "100000001" } });
    await settle(actor);
    expect(actor.getSnapshot().matches({ redigerTilbud: "failed" })).toBe(true);
  });
});

describe("Routes: browser back/forward and deep links are guarded", () => {
  it("a step whose prerequisites are missing is refused", async () => {
    const { actor } = start();
    for (const to of [
      "#leasing",
      "#eierNavn",
      "#pris",
      "#tilpass",
      "#bonusOverforing",
      "#samtykke",
    ] as const) {
      await send(actor, { type: "xstate.route", to });
      expect(activeStep(actor)).toBe("intro");
    }
  });

  it("back to an answered step and forward again", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "xstate.route", to: "#leasing" });
    expect(activeStep(actor)).toBe("leasing");
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
  });

  it("the price step needs leasing and owner answered", async () => {
    const { actor } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(actor, { type: "xstate.route", to: "#pris" });
    expect(activeStep(actor)).toBe("velgBil");
  });

  it("the summary asks an unanswered owner question before the price", async () => {
    const { actor } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.confirm" });
    expect(activeStep(actor)).toBe("leasing");
  });
});

describe("The app provides the idempotency key generator", () => {
  it("withIdempotencyKeys makes one key per purchase and reuses it", async () => {
    const { machine, calls } = withFakes({
      purchase: async () => Promise.reject(new Error("Failed to fetch")),
    });
    let made = 0;
    const actor = createActor(
      withIdempotencyKeys(machine, () => {
        made += 1;
        return `key-${made}`;
      }),
      { input: baseInput() },
    );
    actor.start();
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    await send(actor, { type: "purchase.confirm" });
    expect(calls.purchase.map((call) => call.idempotencyKey)).toEqual(["key-1", "key-1"]);
  });
});
