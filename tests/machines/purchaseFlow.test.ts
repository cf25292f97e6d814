/**
 * SPEC §4 "Car flow order", one describe per rule, driving the real purchase machine with fake
 * actors. docs/flow-rules.md maps every sentence of the spec to these test names.
 */
import { describe, expect, it } from "vitest";
import type { PriceResponse } from "../../machines/types.ts";
import {
  fixtureApiError,
  fixtureCustomer,
  fixtureMotorhome,
  fixturePrice,
  fixtureVehicle,
} from "../fixtures/purchase.ts";
import { activeStep, send, settle, start, walkTo } from "./harness.ts";

describe("Flow order 1: start, har-bil, vehicle, leasing; a motorhome goes to the value step first", () => {
  it("goes intro → har-bil → velg-bil → leasing", async () => {
    const { actor, calls } = start();
    await settle(actor);
    expect(activeStep(actor)).toBe("intro");
    // A new flow asked the insurer for a saved offer to continue; there was none.
    expect(calls.fetchLatestOffer).toEqual([{ product: "bil" }]);
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);
    await send(actor, { type: "intro.start" });
    expect(activeStep(actor)).toBe("harBil");
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    expect(activeStep(actor)).toBe("velgBil");
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    expect(actor.getSnapshot().matches({ velgBil: "found" })).toBe(true);
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("leasing");
  });

  it("a motorhome goes from the vehicle step to bobil-verdi, then leasing", async () => {
    const { actor, calls } = start(
      { product: "bobil" },
      { lookupVehicle: async () => fixtureMotorhome },
    );
    expect(activeStep(actor)).toBe("velgBil");
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    expect(calls.lookupVehicle[0]?.inkludereBobil).toBe(true);
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("bobilVerdi");
    await send(actor, { type: "motorhomeValue.submit", bobilVerdikode: "V1" });
    expect(activeStep(actor)).toBe("leasing");
  });

  it("a car the register says is a motorhome also goes to bobil-verdi", async () => {
    const { actor } = start({}, { lookupVehicle: async () => fixtureMotorhome });
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("bobilVerdi");
  });
});

describe("Choosing no registration number goes to the model picker, then leasing", () => {
  it("har-bil no → modellvelger → leasing", async () => {
    const { actor } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: false });
    expect(activeStep(actor)).toBe("modellvelger");
    await send(actor, {
      type: "model.submit",
      ofvdata: {
        modellaar: 2022,
        registreringsaar: 2022,
        merkekode: "1",
        modellkode: "2",
        variantkode: "3",
      },
      merkenavn: "TOYOTA",
      modellnavn: "YARIS",
    });
    expect(activeStep(actor)).toBe("leasing");
    expect(actor.getSnapshot().context.form.ofvdata?.modellaar).toBe(2022);
  });
});

describe("A vehicle error stays with the vehicle step", () => {
  it("picking the model instead starts the model picker without the lookup's error", async () => {
    const { actor } = start(
      {},
      { lookupVehicle: async () => Promise.reject(fixtureApiError("alleredeForsikret", 422)) },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await settle(actor);
    expect(actor.getSnapshot().context.error?.kode).toBe("alleredeForsikret");
    await send(actor, { type: "vehicle.pickModel" });
    expect(activeStep(actor)).toBe("modellvelger");
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe("Flow order 2: not leased goes to owner; owner yes to the summary; owner no to name and fnr", () => {
  async function toLeasing() {
    const started = start();
    await send(started.actor, { type: "intro.start" });
    await send(started.actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(started.actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(started.actor, { type: "vehicle.submit" });
    return started;
  }

  it("not leased goes to eier", async () => {
    const { actor } = await toLeasing();
    await send(actor, { type: "leasing.answer", leasing: false });
    expect(activeStep(actor)).toBe("eier");
  });

  it("owner yes goes to sjekk-bil-info", async () => {
    const { actor } = await toLeasing();
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
  });

  it("owner no goes to eier-navn, then eier-fnr (guarantee with the owner's fnr), then the summary", async () => {
    const { actor, calls } = await toLeasing();
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: false });
    expect(activeStep(actor)).toBe("eierNavn");
    await send(actor, { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" });
    expect(activeStep(actor)).toBe("eierFnr");
    await send(actor, { type: "ownerFnr.submit", annenEierFnr: "01010112345" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(calls.fetchGuarantee.at(-1)?.fnrOrgnrAnnenEier).toBe("01010112345");
  });

  it("a leased car skips the owner questions", async () => {
    const { actor } = await toLeasing();
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
  });
});

describe("Flow order 3: summary, price, add-ons (only when offered and allowed), tilpass, odometer, contact, purchase", () => {
  it("walks summary → pris → tilleggsdekning → tilpass → regnummer-chassisnummer → kilometer → kontaktinfo → kjop", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    const seen: (string | undefined)[] = [];
    const next = async (event: Parameters<typeof send>[1]) => {
      await send(actor, event);
      seen.push(activeStep(actor));
    };
    await next({ type: "summary.confirm" });
    await next({ type: "price.submit" });
    await next({ type: "addons.submit" });
    await next({ type: "adjust.submit" });
    await next({ type: "identity.submit", identitet: "registreringsnummer" });
    await next({ type: "odometer.submit", kilometerstand: "" });
    await next({ type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" });
    expect(seen).toEqual([
      "pris",
      "tilleggsdekning",
      "tilpass",
      "regnummerChassisnummer",
      "kilometer",
      "kontaktinfo",
      "kjop",
    ]);
  });

  it("skips tilleggsdekning when the offer has no rental car or machine damage options", async () => {
    const { actor } = start({}, { fetchPrice: async () => fixturePrice({ tillegg: [] }) });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.submit" });
    expect(activeStep(actor)).toBe("tilpass");
  });

  it.each(["150", "140"] as const)(
    "skips tilleggsdekning when the coverage is %s (liability or minikasko)",
    async (id) => {
      const { actor } = start();
      await walkTo(actor, "sjekkBilInfo");
      await send(actor, { type: "summary.confirm" });
      await send(actor, { type: "price.select", dekningId: id });
      await send(actor, { type: "price.submit" });
      expect(activeStep(actor)).toBe("tilpass");
    },
  );

  it("the next step waits until the price is fetched (no submit while loading)", async () => {
    let release: () => void = () => {};
    let calls = 0;
    const { actor } = start(
      {},
      {
        fetchPrice: () => {
          calls += 1;
          if (calls > 1) return Promise.resolve(fixturePrice());
          return new Promise((resolve) => {
            release = () => resolve(fixturePrice());
          });
        },
      },
    );
    await walkTo(actor, "sjekkBilInfo");
    actor.send({ type: "summary.confirm" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    actor.send({ type: "price.submit" });
    expect(activeStep(actor)).toBe("pris");
    release();
    await settle(actor);
  });
});

describe("Flow order 4: bonus transfer before purchase when the bonus is from another company and differs", () => {
  it("a bonus from another company goes kontaktinfo → bonus-overforing → kjop", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "bonus" });
    await send(actor, { type: "bonus.answer", bonusFraOss: false, bonuskode: "70" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    await walkTo(actor, "kjop");
    expect(activeStep(actor)).toBe("bonusOverforing");
    await send(actor, {
      type: "bonusTransfer.submit",
      bonusRegnummer: "EK54321",
      bonusoverforingsselskap: "IF",
      bonusoverforingsselskapNavn: "If",
    });
    expect(activeStep(actor)).toBe("kjop");
  });

  it("the boundary: another company's bonus equal to the offered one needs no transfer", async () => {
    // The offered (default) bonus is 60 in the harness; 60 from another company is the same bonus.
    const { actor } = start({ defaultBonus: "60" });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "bonus" });
    await send(actor, { type: "bonus.answer", bonusFraOss: false, bonuskode: "60" });
    expect(actor.getSnapshot().context.form).toMatchObject({ bonusFraOss: false, bonuskode: "60" });
    await walkTo(actor, "kjop");
    expect(activeStep(actor)).toBe("kjop");
    expect(actor.getSnapshot().can({ type: "xstate.route", to: "#bonusOverforing" } as never)).toBe(
      false,
    );
  });

  it("bonus from us goes straight from kontaktinfo to kjop", async () => {
    const { actor } = start();
    await walkTo(actor, "kjop");
    expect(activeStep(actor)).toBe("kjop");
  });
});

describe("Flow order 5: consent if needed, then receipt", () => {
  const unanswered = fixtureCustomer({
    samtykker: { crossDomainConsent: "UNANSWERED", marketingConsent: "OPTED_IN" },
  });

  it("sb1 with an unanswered consent goes kjop → samtykke → kvittering, posting the answers", async () => {
    const { actor, calls } = start({ distributor: "sb1", customer: unanswered });
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("samtykke");
    expect(actor.getSnapshot().context.consentTexts).toHaveLength(1);
    await send(actor, {
      type: "consent.submit",
      crossDomainConsentApproved: true,
      marketingConsentApproved: false,
    });
    expect(activeStep(actor)).toBe("kvittering");
    expect(calls.postConsent).toEqual([
      { crossDomainConsentApproved: true, marketingConsentApproved: false },
    ]);
  });

  it("once the answers are stored, browser back from the receipt does not open the consent form again", async () => {
    const { actor } = start({ distributor: "sb1", customer: unanswered });
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    await send(actor, {
      type: "consent.submit",
      crossDomainConsentApproved: true,
      marketingConsentApproved: false,
    });
    expect(actor.getSnapshot().context.customer.samtykker).toEqual({
      crossDomainConsent: "OPTED_IN",
      marketingConsent: "OPTED_OUT",
    });
    await send(actor, { type: "xstate.route", to: "#samtykke" });
    expect(activeStep(actor)).toBe("kvittering");
  });

  it("other distributors, or answered consent, go straight to kvittering", async () => {
    for (const input of [
      { distributor: "eika" as const, customer: unanswered },
      { distributor: "sb1" as const },
    ]) {
      const { actor } = start(input);
      await walkTo(actor, "kjop");
      await send(actor, { type: "purchase.confirm" });
      expect(activeStep(actor)).toBe("kvittering");
    }
  });

  it("consent texts that fail to load skip to kvittering", async () => {
    const { actor } = start(
      { distributor: "sb1", customer: unanswered },
      { fetchConsentTexts: async () => Promise.reject(new Error("500")) },
    );
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
  });

  it("missing consent texts skip to kvittering", async () => {
    const { actor } = start(
      { distributor: "sb1", customer: unanswered },
      { fetchConsentTexts: async () => ({ samtykketekster: [] }) },
    );
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
  });
});

describe("Summary rules: leased+lien clears lien; leased without company resets leasing; lien without lender resets pant", () => {
  it("leased and lien together clear the lien", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    const { form } = actor.getSnapshot().context;
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect([form.leasing, form.pant, form.panthaverId]).toEqual([true, false, ""]);
  });

  it("a leased choice without a company resets leasing to no", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true });
    expect(actor.getSnapshot().context.form.leasing).toBe(false);
  });

  it("a lien without a lender resets pant", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true });
    expect(actor.getSnapshot().context.form.pant).toBe(false);
  });
});

describe("Choosing no for leasing or pant clears the company or lender", () => {
  it("leasing no clears the leasing company", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    await send(actor, { type: "summary.edit", question: "leasing" });
    await send(actor, {
      type: "leasing.answer",
      leasing: false,
      leasingCompanykode: "SANTANDER",
    });
    expect(actor.getSnapshot().context.form.leasingCompanykode).toBe("");
  });

  it("pant no clears the lender", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: false, panthaverId: "DNB" });
    expect(actor.getSnapshot().context.form.panthaverId).toBe("");
  });
});

describe("Answering the owner question clears other-owner data", () => {
  it("owner yes after owner no clears name and fnr", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "eier" });
    await send(actor, { type: "owner.answer", eier: false });
    await send(actor, { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" });
    await send(actor, { type: "ownerFnr.submit", annenEierFnr: "01010112345" });
    await send(actor, { type: "summary.edit", question: "eier" });
    await send(actor, { type: "owner.answer", eier: true });
    const { form } = actor.getSnapshot().context;
    expect([form.eier, form.annenEierNavn, form.annenEierFnr]).toEqual([true, "", ""]);
  });
});

describe("Summary cards go to one question and return to the summary", () => {
  it.each([
    ["pant", { type: "lien.answer", pant: false }],
    ["over23", { type: "over23.answer", over23: false }],
    ["bonus", { type: "bonus.answer", bonusFraOss: true, bonuskode: "60" }],
    ["leasing", { type: "leasing.answer", leasing: false }],
    ["eier", { type: "owner.answer", eier: true }],
  ] as const)(
    "the %s card opens its question and the answer returns to sjekk-bil-info",
    async (question, answer) => {
      const { actor } = start();
      await walkTo(actor, "sjekkBilInfo");
      await send(actor, { type: "summary.edit", question });
      expect(activeStep(actor)).toBe(question === "eier" ? "eier" : question);
      await send(actor, answer);
      expect(activeStep(actor)).toBe("sjekkBilInfo");
      expect(actor.getSnapshot().context.returnTo).toBe(null);
    },
  );

  it("the motorhome value card returns to the summary", async () => {
    const { actor } = start({ product: "bobil" }, { lookupVehicle: async () => fixtureMotorhome });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "motorhomeValue.submit", bobilVerdikode: "V1" });
    await send(actor, { type: "leasing.answer", leasing: false });
    await send(actor, { type: "owner.answer", eier: true });
    await send(actor, { type: "summary.edit", question: "bobilVerdi" });
    await send(actor, { type: "motorhomeValue.submit", bobilVerdikode: "V2" });
    expect(activeStep(actor)).toBe("sjekkBilInfo");
    expect(actor.getSnapshot().context.form.bobilVerdikode).toBe("V2");
  });

  it("pant, over23 and bonus have defaults: the summary is reached without asking them", async () => {
    const { actor } = start({ customer: fixtureCustomer({ alder: 21 }) });
    await walkTo(actor, "sjekkBilInfo");
    const { form } = actor.getSnapshot().context;
    expect([form.pant, form.over23, form.bonusFraOss, form.bonuskode]).toEqual([
      false,
      false,
      true,
      "60",
    ]);
  });
});

describe("Liability or minikasko force rental car and machine damage off; add-on preselection", () => {
  it("machine damage is preselected for a car registered at most 5 years ago (new package structure)", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    const { form } = actor.getSnapshot().context;
    expect([form.maskinskade, form.leiebil]).toEqual([true, false]);
  });

  it("rental car is preselected when fewer than 2 add-on options exist", async () => {
    const only = fixturePrice().tillegg.filter((option) => option.id === "190");
    const { actor } = start({}, { fetchPrice: async () => fixturePrice({ tillegg: only }) });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.form.leiebil).toBe(true);
  });

  it.each(["150", "140"] as const)("choosing %s turns both add-ons off", async (id) => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "110" });
    await send(actor, { type: "price.submit" });
    await send(actor, { type: "addons.change", leiebil: true, maskinskade: true });
    await send(actor, { type: "xstate.route", to: "#pris" });
    await send(actor, { type: "price.select", dekningId: id });
    const { form } = actor.getSnapshot().context;
    expect([form.leiebil, form.maskinskade]).toEqual([false, false]);
  });
});

describe("The deductible resets to the first option if not in the chosen coverage", () => {
  it("resets to the first option of the new coverage", async () => {
    const price = fixturePrice();
    const ansvar = price.dekninger.find((option) => option.id === "150");
    if (ansvar)
      ansvar.egenandeler = ansvar.egenandeler.map((option) => ({
        ...option,
        id: `A-${option.id}`,
      }));
    const { actor } = start({}, { fetchPrice: async () => price });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(actor.getSnapshot().context.form.egenandel).toBe("E8000");
    await send(actor, { type: "price.select", dekningId: "150" });
    expect(actor.getSnapshot().context.form.egenandel).toBe("A-E4000");
  });

  it("keeps the deductible when the new coverage has it", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    await send(actor, { type: "price.select", dekningId: "120" });
    expect(actor.getSnapshot().context.form.egenandel).toBe("E8000");
  });
});

describe("Bonus from the product by default; a higher bonus than offered switches to another company", () => {
  it("starts with bonus from us at the offered bonus", () => {
    const { actor } = start({ defaultBonus: "50" });
    const { form } = actor.getSnapshot().context;
    expect([form.bonusFraOss, form.bonuskode]).toEqual([true, "50"]);
  });

  it("choosing a higher bonus than offered sets bonusFraOss false", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "bonus" });
    await send(actor, { type: "bonus.answer", bonusFraOss: true, bonuskode: "75" });
    const { form } = actor.getSnapshot().context;
    expect([form.bonusFraOss, form.bonuskode]).toEqual([false, "75"]);
  });
});

describe("Price or save failing on the purchase page sends the user to index; kjop needs an offer", () => {
  it("a failing price call on kjop goes to the intro with the error", async () => {
    let failing = false;
    const { actor } = start(
      {},
      {
        fetchPrice: async () => {
          if (failing) throw fixtureApiError("begrenset");
          return fixturePrice();
        },
      },
    );
    await walkTo(actor, "kjop");
    await send(actor, { type: "xstate.route", to: "#sjekkBilInfo" });
    await send(actor, { type: "summary.edit", question: "over23" });
    await send(actor, { type: "over23.answer", over23: false });
    failing = true;
    actor.send({ type: "xstate.route", to: "#kjop" });
    await settle(actor);
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().context.error).toEqual({ kode: "begrenset" });
  });

  it("a failing save on kjop goes to the intro", async () => {
    let failing = false;
    const { actor } = start(
      {},
      {
        saveOffer: async () => {
          if (failing) throw new Error("500");
          return { avtalenummer: "100000001" };
        },
      },
    );
    await walkTo(actor, "kjop");
    await send(actor, { type: "xstate.route", to: "#tilpass" });
    failing = true;
    await send(actor, { type: "adjust.change", egenandel: "E4000" });
    expect(actor.getSnapshot().matches({ tilbud: { oppdatering: "failed" } })).toBe(true);
    await send(actor, { type: "xstate.route", to: "#kjop" });
    await settle(actor);
    expect(activeStep(actor)).toBe("intro");
  });

  it("a failing price call elsewhere stays on the step with the error", async () => {
    const { actor } = start(
      {},
      { fetchPrice: async () => Promise.reject(fixtureApiError({ kode: "kjoretoygruppe" })) },
    );
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(activeStep(actor)).toBe("pris");
    // A code of the insurer's own is a refusal: asking again would give the same answer.
    expect(actor.getSnapshot().matches({ tilbud: { oppdatering: { failed: "refused" } } })).toBe(
      true,
    );
    expect(actor.getSnapshot().context.error).toEqual({ kode: "kjoretoygruppe" });
  });

  it("a price refused with a code of its own is not asked for again on flow.retry; a general failure is (issue 29 item 10)", async () => {
    let calls = 0;
    const refusing = start(
      {},
      {
        fetchPrice: async () => {
          calls += 1;
          const refusal = { feil: { kode: "begrenset" } } as unknown as PriceResponse;
          return refusal;
        },
      },
    );
    await walkTo(refusing.actor, "sjekkBilInfo");
    await send(refusing.actor, { type: "summary.confirm" });
    expect(refusing.actor.getSnapshot().hasTag("priceRefused")).toBe(true);
    await send(refusing.actor, { type: "flow.retry" });
    expect(calls).toBe(1);
    expect(refusing.actor.getSnapshot().hasTag("priceRefused")).toBe(true);

    let failures = 0;
    const failing = start(
      {},
      {
        fetchPrice: async () => {
          failures += 1;
          throw new Error("500");
        },
      },
    );
    await walkTo(failing.actor, "sjekkBilInfo");
    await send(failing.actor, { type: "summary.confirm" });
    expect(failing.actor.getSnapshot().hasTag("priceFailed")).toBe(true);
    await send(failing.actor, { type: "flow.retry" });
    expect(failures).toBe(2);
  });

  it("kjop without offer or coverage redirects to velg-bil", async () => {
    const { actor } = start();
    await send(actor, { type: "xstate.route", to: "#kjop" });
    expect(activeStep(actor)).toBe("velgBil");
  });
});

describe("Receipt resets the form; without a purchase it redirects", () => {
  it("after a purchase the receipt keeps the result and resets the form", async () => {
    const { actor } = start();
    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    const { context } = actor.getSnapshot();
    expect(activeStep(actor)).toBe("kvittering");
    expect(context.purchaseResult).toMatchObject({ success: true, egenandel: "E8000" });
    expect(context.form.registreringsnummer).toBe("");
    expect(context.offer).toBeNull();
  });

  it("kvittering without a successful purchase redirects to velg-bil", async () => {
    const { actor } = start();
    await send(actor, { type: "xstate.route", to: "#kvittering" });
    expect(activeStep(actor)).toBe("velgBil");
  });
});

describe("Changing the registration number resets price and purchase state and restores defaults", () => {
  it("a new registration number clears the offer and restores pant, over23, mileage and contact info", async () => {
    const { actor } = start({ customer: fixtureCustomer({ alder: 30 }) });
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    await send(actor, { type: "summary.edit", question: "over23" });
    await send(actor, { type: "over23.answer", over23: false });
    await walkTo(actor, "kjop");
    await send(actor, { type: "xstate.route", to: "#tilpass" });
    await send(actor, { type: "adjust.change", kjorelengde: "20" });
    await send(actor, { type: "xstate.route", to: "#kontaktinfo" });
    await send(actor, {
      type: "contact.submit",
      epost: "ny@example.no",
      telefonnummer: "99999999",
    });
    await send(actor, { type: "xstate.route", to: "#velgBil" });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK54321" });
    const { context } = actor.getSnapshot();
    expect(context.offer).toBeNull();
    expect(context.avtalenummer).toBeNull();
    expect(context.selectedDekningId).toBeNull();
    expect(context.purchaseResult).toBeNull();
    expect(context.form).toMatchObject({
      registreringsnummer: "EK54321",
      pant: false,
      panthaverId: "",
      over23: true,
      kjorelengde: "12",
      epost: "kari@example.no",
      telefonnummer: "91234567",
    });
  });
});

describe("Start på nytt: a new quote from the start, whatever the customer was doing", () => {
  it("forgets the vehicle, offer and entry, and starts at the intro (car)", async () => {
    const { actor } = start({
      entry: { kind: "ekspresspris", referenceId: "EKSPRESSPRIS00000009" },
    });
    await settle(actor);
    await send(actor, { type: "flow.restart" });
    expect(activeStep(actor)).toBe("intro");
    const { context } = actor.getSnapshot();
    expect(context.entry).toEqual({ kind: "start" });
    expect(context.error).toBeNull();
  });

  it("clears a quote in progress: no vehicle, no offer, defaults back", async () => {
    const { actor } = start();
    await walkTo(actor, "kjop");
    await send(actor, { type: "flow.restart" });
    expect(activeStep(actor)).toBe("intro");
    const { context } = actor.getSnapshot();
    expect(context.offer).toBeNull();
    expect(context.avtalenummer).toBeNull();
    expect(context.bilinfo).toBeNull();
    expect(context.form.registreringsnummer).toBe("");
    expect(context.form.leasing).toBeNull();
  });

  it("a motorhome starts again at the registration number step", async () => {
    const { actor } = start({ product: "bobil" }, { lookupVehicle: async () => fixtureMotorhome });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(actor, { type: "flow.restart" });
    expect(activeStep(actor)).toBe("velgBil");
    expect(actor.getSnapshot().context.bilinfo).toBeNull();
  });
});

describe("The start page opened again: a quote in progress is offered, never lost or shown in place of another", () => {
  it("with a quote in progress the start page offers to continue where the customer left off", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "summary.confirm" });
    expect(activeStep(actor)).toBe("pris");
    await send(actor, { type: "flow.reopen", step: "pris" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().context.resumeStep).toBe("pris");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(true);
    // Reopened again while offered: the quote still waits on its step.
    await send(actor, { type: "flow.reopen", step: "intro" });
    expect(actor.getSnapshot().context.resumeStep).toBe("pris");
    await send(actor, { type: "flow.resume" });
    expect(activeStep(actor)).toBe("pris");
    const { context } = actor.getSnapshot();
    expect(context.resumeStep).toBeNull();
    expect(context.offer).not.toBeNull();
    expect(context.form.registreringsnummer).toBe("EK12345");
  });

  it("'Start på nytt' from the offer forgets the quote in progress", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "flow.reopen", step: "sjekkBilInfo" });
    await send(actor, { type: "flow.restart" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);
    expect(actor.getSnapshot().context.bilinfo).toBeNull();
  });

  it("'Start' from the offered page is the ordinary start, and the offer is gone", async () => {
    const { actor } = start();
    await walkTo(actor, "sjekkBilInfo");
    await send(actor, { type: "flow.reopen", step: "sjekkBilInfo" });
    await send(actor, { type: "intro.start" });
    expect(activeStep(actor)).toBe("harBil");
    expect(actor.getSnapshot().context.resumeStep).toBeNull();
  });

  it("without a quote in progress (or after a purchase) the start page starts a new quote", async () => {
    const { actor } = start();
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "flow.reopen", step: "harBil" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);

    await walkTo(actor, "kjop");
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
    await send(actor, { type: "flow.reopen", step: "kvittering" });
    expect(activeStep(actor)).toBe("intro");
    expect(actor.getSnapshot().context.purchaseResult).toBeNull();
    expect(actor.getSnapshot().can({ type: "flow.resume" })).toBe(false);
  });

  it("a motorhome quote in progress is offered on the motorhome start page", async () => {
    const { actor } = start({ product: "bobil" }, { lookupVehicle: async () => fixtureMotorhome });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(actor, { type: "vehicle.submit" });
    expect(activeStep(actor)).toBe("bobilVerdi");
    await send(actor, { type: "flow.reopen", step: "bobilVerdi" });
    expect(activeStep(actor)).toBe("intro");
    await send(actor, { type: "flow.resume" });
    expect(activeStep(actor)).toBe("bobilVerdi");
  });
});

describe("A vehicle the register shows as leased has the leasing answer filled in (never over the customer's)", () => {
  it("a leasing company in the register: leasing 'yes' with that company", async () => {
    const { actor } = start(
      {},
      {
        lookupVehicle: async (input) => ({
          ...fixtureVehicle({ registreringsnummer: input.registreringsnummer }),
          bilinfo: {
            ...fixtureVehicle({ registreringsnummer: input.registreringsnummer }).bilinfo,
            leasingselskapId: "LS01",
          },
        }),
      },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "LE10001" });
    expect(actor.getSnapshot().context.form).toMatchObject({
      leasing: true,
      leasingCompanykode: "LS01",
    });
    // The customer says no: that answer stands.
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "leasing.answer", leasing: false });
    expect(actor.getSnapshot().context.form.leasing).toBe(false);
  });

  it("a leasing company as the guarantee's owner: leasing 'yes', the company still to choose", async () => {
    const { actor } = start(
      {},
      {
        lookupVehicle: async (input) => ({
          ...fixtureVehicle({ registreringsnummer: input.registreringsnummer }),
          garanti: { garantieier: "LEASINGSELSKAP" },
        }),
      },
    );
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "GA40004" });
    expect(actor.getSnapshot().context.form).toMatchObject({
      leasing: true,
      leasingCompanykode: "",
    });
  });
});
