/**
 * The overview before purchase (kjop): each row's "Endre" (`overview.edit`) opens its step, and
 * answering it returns to kjop (not on through the flow), priced anew when the answer changed the
 * price request. The fake insurer prices every answer, so a test sees the price move with it.
 */
import { describe, expect, it } from "vitest";
import type {
  OverviewQuestion,
  PriceRequest,
  PriceResponse,
  PurchaseEvent,
} from "../../machines/types.ts";
import { fixtureMotorhome } from "../fixtures/purchase.ts";
import { activeStep, type FlowActor, send, start, surchargedPrice, walkTo } from "./harness.ts";

/** A price that moves with each priced answer, so a changed answer gives another price. */
function surcharge(request: PriceRequest): number {
  return (
    (100 - Number(request.bonuskode)) * 3 +
    (request.foererUnder23 ? 200 : 0) +
    (request.pant ? 7 : 0) +
    (request.leasing ? 11 : 0) +
    (request.annenEier ? 13 : 0) +
    Number(request.kjorelengdekode) * 5 +
    (request.bildetaljer.bobilVerdi === "V2" ? 150 : 0)
  );
}

function priceFor(request: PriceRequest): PriceResponse {
  return surchargedPrice(surcharge(request));
}

/** The monthly price of the chosen coverage and deductible, as the overview shows it. */
function chosenPrice(actor: FlowActor): number | undefined {
  const { offer, selectedDekningId, form } = actor.getSnapshot().context;
  return offer?.dekninger
    .find((dekning) => dekning.id === selectedDekningId)
    ?.egenandeler.find((egenandel) => egenandel.id === form.egenandel)?.prisPerMnd;
}

async function atKjop(motorhome = false) {
  const flow = start(
    {},
    {
      fetchPrice: async (request) => priceFor(request),
      ...(motorhome ? { lookupVehicle: async () => fixtureMotorhome } : {}),
    },
  );
  if (motorhome) {
    await send(flow.actor, { type: "intro.start" });
    await send(flow.actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(flow.actor, { type: "vehicle.lookup", registreringsnummer: "BO12345" });
    await send(flow.actor, { type: "vehicle.submit" });
    await send(flow.actor, { type: "motorhomeValue.submit", bobilVerdikode: "V1" });
    await send(flow.actor, { type: "leasing.answer", leasing: false });
    await send(flow.actor, { type: "owner.answer", eier: true });
  } else {
    await walkTo(flow.actor, "sjekkBilInfo");
  }
  await walkTo(flow.actor, "kjop");
  expect(activeStep(flow.actor)).toBe("kjop");
  return flow;
}

interface PricedEdit {
  question: OverviewQuestion;
  step: string;
  answer: PurchaseEvent[];
  /** What the last price request carries after the answer. */
  request: Partial<PriceRequest>;
  motorhome?: boolean;
}

const pricedEdits: PricedEdit[] = [
  {
    question: "over23",
    step: "over23",
    answer: [{ type: "over23.answer", over23: false }],
    request: { foererUnder23: true },
  },
  {
    question: "pant",
    step: "pant",
    answer: [{ type: "lien.answer", pant: true, panthaverId: "DNB" }],
    request: { pant: true, panthaverId: "DNB" },
  },
  {
    question: "leasing",
    step: "leasing",
    answer: [{ type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" }],
    request: { leasing: true, leasingselskapId: "SANTANDER" },
  },
  {
    question: "eier",
    step: "eier",
    answer: [
      { type: "owner.answer", eier: false },
      { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" },
      { type: "ownerFnr.submit", annenEierFnr: "01010112345" },
    ],
    request: { annenEier: { fodselsnummer: "01010112345", navn: "Ola Nordmann" } },
  },
  {
    question: "bonus",
    step: "bonus",
    // Bonus from another company: the transfer is asked before the overview.
    answer: [
      { type: "bonus.answer", bonusFraOss: false, bonuskode: "70" },
      {
        type: "bonusTransfer.submit",
        bonusRegnummer: "AB12345",
        bonusoverforingsselskap: "IF",
        bonusoverforingsselskapNavn: "If",
      },
    ],
    request: { bonuskode: "70" },
  },
  {
    question: "kjorelengde",
    step: "tilpass",
    answer: [{ type: "adjust.change", kjorelengde: "16" }, { type: "adjust.submit" }],
    request: { kjorelengdekode: "16" },
  },
  {
    question: "bobilVerdi",
    step: "bobilVerdi",
    answer: [{ type: "motorhomeValue.submit", bobilVerdikode: "V2" }],
    request: { bildetaljer: { registreringsnummer: "BO12345", bobilVerdi: "V2" } },
    motorhome: true,
  },
];

describe("overview.edit: each priced answer opens its step and returns to kjop with the new price", () => {
  it.each(pricedEdits)(
    "$question opens $step; the answer returns to kjop, priced anew",
    async ({ question, step, answer, request, motorhome }) => {
      const { actor, calls } = await atKjop(motorhome);
      const before = chosenPrice(actor);
      const pricedBefore = calls.fetchPrice.length;
      expect(actor.getSnapshot().can({ type: "overview.edit", question })).toBe(true);

      await send(actor, { type: "overview.edit", question });
      expect(activeStep(actor)).toBe(step);
      for (const event of answer) await send(actor, event);

      expect(activeStep(actor)).toBe("kjop");
      expect(actor.getSnapshot().hasTag("priceReady")).toBe(true);
      expect(calls.fetchPrice.length).toBeGreaterThan(pricedBefore);
      const last = calls.fetchPrice.at(-1) as PriceRequest;
      expect(last).toMatchObject(request);
      expect(chosenPrice(actor)).toBe(550 + surcharge(last));
      expect(chosenPrice(actor)).not.toBe(before);
      // The offer the customer buys is saved with the new answers.
      expect(calls.saveOffer.at(-1)).toMatchObject(request);
      // Back on the overview: the next answer goes on through the flow again.
      expect(actor.getSnapshot().context.returnTo).toBeNull();
    },
  );

  it("a changed coverage or deductible returns to kjop and saves the offer with it (no new price needed)", async () => {
    const { actor, calls } = await atKjop();
    await send(actor, { type: "overview.edit", question: "dekning" });
    expect(activeStep(actor)).toBe("pris");
    await send(actor, { type: "price.select", dekningId: "120" });
    await send(actor, { type: "price.submit" });
    expect(activeStep(actor)).toBe("kjop");
    expect(calls.saveOffer.at(-1)).toMatchObject({ dekningsgruppeId: "120" });

    await send(actor, { type: "overview.edit", question: "egenandel" });
    expect(activeStep(actor)).toBe("tilpass");
    await send(actor, { type: "adjust.change", egenandel: "E4000" });
    await send(actor, { type: "adjust.submit" });
    expect(activeStep(actor)).toBe("kjop");
    expect(calls.saveOffer.at(-1)).toMatchObject({ dekningsgruppeId: "120", egenandelId: "E4000" });
    expect(chosenPrice(actor)).toBe(450 + 60 + surcharge(calls.fetchPrice.at(-1) as PriceRequest));
  });

  it.each([
    ["tillegg", "tilleggsdekning", [{ type: "addons.submit" }]],
    [
      "identitet",
      "regnummerChassisnummer",
      [{ type: "identity.submit", identitet: "chassisnummer", chassisnummer: "JTDKB20U" }],
    ],
    ["kilometerstand", "kilometer", [{ type: "odometer.submit", kilometerstand: "30000" }]],
    [
      "kontakt",
      "kontaktinfo",
      [{ type: "contact.submit", epost: "ny@example.no", telefonnummer: "41000002" }],
    ],
  ] as [OverviewQuestion, string, PurchaseEvent[]][])(
    "%s opens %s and returns to kjop",
    async (question, step, answer) => {
      const { actor } = await atKjop();
      await send(actor, { type: "overview.edit", question });
      expect(activeStep(actor)).toBe(step);
      for (const event of answer) await send(actor, event);
      expect(activeStep(actor)).toBe("kjop");
    },
  );

  it("a leased car's owner and lien, a car's motorhome value and a bonus from us' transfer are not offered", async () => {
    const { actor } = await atKjop();
    const can = (question: OverviewQuestion) =>
      actor.getSnapshot().can({ type: "overview.edit", question });
    expect(can("bobilVerdi")).toBe(false);
    expect(can("bonusOverforing")).toBe(false);
    expect(can("eier")).toBe(true);
    await send(actor, { type: "overview.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    expect(activeStep(actor)).toBe("kjop");
    expect(can("eier")).toBe(false);
    expect(can("pant")).toBe(false);
    // Refused: the step stays the overview.
    await send(actor, { type: "overview.edit", question: "eier" });
    expect(activeStep(actor)).toBe("kjop");
  });

  it("not leased any more with the owner never asked: the owner question comes before the overview", async () => {
    const { actor } = start({}, { fetchPrice: async (request) => priceFor(request) });
    await send(actor, { type: "intro.start" });
    await send(actor, { type: "hasRegnr.answer", hasRegNr: true });
    await send(actor, { type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await send(actor, { type: "vehicle.submit" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    await walkTo(actor, "kjop");
    expect(actor.getSnapshot().context.form.eier).toBeNull();
    await send(actor, { type: "overview.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: false });
    expect(activeStep(actor)).toBe("eier");
    await send(actor, { type: "owner.answer", eier: true });
    expect(activeStep(actor)).toBe("kjop");
  });

  it("a leased answer from the overview clears the lien, as on the summary", async () => {
    const { actor, calls } = await atKjop();
    await send(actor, { type: "overview.edit", question: "pant" });
    await send(actor, { type: "lien.answer", pant: true, panthaverId: "DNB" });
    await send(actor, { type: "overview.edit", question: "leasing" });
    await send(actor, { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" });
    expect(activeStep(actor)).toBe("kjop");
    expect(actor.getSnapshot().context.form).toMatchObject({ pant: false, panthaverId: "" });
    expect(calls.fetchPrice.at(-1)).toMatchObject({ pant: false, leasing: true });
  });

  it("no Endre while the purchase is under way", async () => {
    const { actor } = start({}, { purchase: () => new Promise(() => {}) });
    await walkTo(actor, "kjop");
    actor.send({ type: "purchase.confirm" });
    expect(actor.getSnapshot().hasTag("purchasing")).toBe(true);
    expect(actor.getSnapshot().can({ type: "overview.edit", question: "bonus" })).toBe(false);
  });
});

/**
 * The monthly total the customer sees in the price table, summed here by hand: the chosen
 * coverage at its deductible, each chosen add-on the offer prices (122 machine damage, 190
 * rental car), the traffic fee.
 */
function monthlyTotalOnScreen(actor: FlowActor): number {
  const { offer, selectedDekningId, form } = actor.getSnapshot().context;
  if (!offer) throw new Error("no offer");
  const coverage = offer.dekninger
    .find((dekning) => dekning.id === selectedDekningId)
    ?.egenandeler.find((egenandel) => egenandel.id === form.egenandel)?.prisPerMnd;
  if (coverage === undefined) throw new Error("no coverage chosen");
  const addOn = (id: string, chosen: boolean) =>
    chosen ? (offer.tillegg.find((tillegg) => tillegg.id === id)?.prisPerMnd ?? 0) : 0;
  return (
    coverage +
    addOn("122", form.maskinskade) +
    addOn("190", form.leiebil) +
    offer.tfadetaljer.prisPerMnd
  );
}

describe("the overview remembers the price when its Endre opens a question (issue 26.12)", () => {
  it("keeps the monthly total of the moment, so the overview can say the price changed", async () => {
    const { actor } = await atKjop();
    expect(actor.getSnapshot().context.priceBeforeEdit).toBeNull();
    const before = monthlyTotalOnScreen(actor);

    await send(actor, { type: "overview.edit", question: "over23" });
    expect(actor.getSnapshot().context.priceBeforeEdit).toBe(before);
    await send(actor, { type: "over23.answer", over23: false });
    expect(activeStep(actor)).toBe("kjop");
    // Back on the overview, priced anew: the remembered total is the old one.
    expect(actor.getSnapshot().context.priceBeforeEdit).toBe(before);
    const after = monthlyTotalOnScreen(actor);
    expect(after).not.toBe(before);

    // The next Endre remembers the total as it is then.
    await send(actor, { type: "overview.edit", question: "kilometerstand" });
    expect(actor.getSnapshot().context.priceBeforeEdit).toBe(after);
  });

  it("through the bonus transfer, which the machine asks before the overview, the total is kept", async () => {
    const { actor } = await atKjop();
    const before = monthlyTotalOnScreen(actor);
    await send(actor, { type: "overview.edit", question: "bonus" });
    await send(actor, { type: "bonus.answer", bonusFraOss: false, bonuskode: "70" });
    expect(activeStep(actor)).toBe("bonusOverforing");
    await send(actor, {
      type: "bonusTransfer.submit",
      bonusRegnummer: "AB12345",
      bonusoverforingsselskap: "IF",
      bonusoverforingsselskapNavn: "If",
    });
    expect(activeStep(actor)).toBe("kjop");
    expect(actor.getSnapshot().context.priceBeforeEdit).toBe(before);
    expect(monthlyTotalOnScreen(actor)).not.toBe(before);
  });

  it("is forgotten with the purchase: the next quote starts without it", async () => {
    const { actor } = await atKjop();
    await send(actor, { type: "overview.edit", question: "over23" });
    await send(actor, { type: "over23.answer", over23: false });
    expect(actor.getSnapshot().context.priceBeforeEdit).not.toBeNull();
    await send(actor, { type: "purchase.confirm" });
    expect(activeStep(actor)).toBe("kvittering");
    expect(actor.getSnapshot().context.priceBeforeEdit).toBeNull();
  });
});
