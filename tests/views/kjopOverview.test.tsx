// @vitest-environment jsdom
/**
 * The overview before purchase (kjop, issue 20 item 3): every answer that sets the price or the
 * contract, with its value and an "Endre" that sends `overview.edit` for it. The real purchase
 * machine with fake actors; the lists the overview names answers from come from `listApi`.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type {
  Garanti,
  OverviewQuestion,
  PaymentFrequency,
  PriceRequest,
  PriceResponse,
  PurchaseEvent,
} from "../../machines/types.ts";
import { KjopView } from "../../src/views/kjop/KjopView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureCustomer, fixtureMotorhome, fixtureVehicle } from "../fixtures/purchase.ts";
import { surchargedPrice } from "../machines/harness.ts";
import { flowAt, listApi, normal, overviewRows, renderStep, stepIdOf, walkTo } from "./harness.tsx";

afterEach(cleanup);

const lists = {
  "/skadeforsikring/kjoerelengder": {
    kjoerelengder: [
      { kode: "12", km: 12000, tekst: "12 000 km" },
      { kode: "16", km: 16000, tekst: "16 000 km" },
    ],
  },
  "/skadeforsikring/selskaper/leasing": {
    selskaper: [{ id: "SANTANDER", navn: "Santander Consumer Bank" }],
  },
  "/skadeforsikring/selskaper/panthavere": { selskaper: [{ id: "DNB", navn: "DNB Bank" }] },
  "/skadeforsikring/dokument/avtalevilkaar": { avtalenummer: "100000001", dokumenter: [] },
};

const vehicle = (regnr = "EK12345"): PurchaseEvent[] => [
  { type: "intro.start" },
  { type: "hasRegnr.answer", hasRegNr: true },
  { type: "vehicle.lookup", registreringsnummer: regnr },
  { type: "vehicle.submit" },
];

/** From the summary to kjop, with a Norwegian mobile number. */
const priceToContact: PurchaseEvent[] = [
  ...walkTo("kjop", { from: "sjekkBilInfo" }).map((event) =>
    event.type === "contact.submit" ? { ...event, telefonnummer: "41000002" } : event,
  ),
];

const otherOwnerFnr = "01010112345";

/** A car, not leased, of another owner (by name and national id), with a lien: to the summary. */
const otherOwnerWithLien: PurchaseEvent[] = [
  ...vehicle(),
  { type: "leasing.answer", leasing: false },
  { type: "owner.answer", eier: false },
  { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" },
  { type: "ownerFnr.submit", annenEierFnr: otherOwnerFnr },
  { type: "summary.edit", question: "pant" },
  { type: "lien.answer", pant: true, panthaverId: "DNB" },
];

/** An owned car, not leased, to kjop. */
const ownCarToKjop: PurchaseEvent[] = [
  ...vehicle(),
  { type: "leasing.answer", leasing: false },
  { type: "owner.answer", eier: true },
  ...priceToContact,
];

/** The overview's rows as term → value (the value without its "Endre"). */
const rows = (container: HTMLElement) =>
  new Map(overviewRows(container.querySelector("dl") as HTMLElement));

const changeButton = (row: string) =>
  screen.queryByRole("button", { name: new RegExp(`^Endre ${row}$`, "i") });

describe("kjop: the overview lists every answer that sets the price or the contract", () => {
  it("a leased car: the leasing company, no owner row, and the lien without Endre (leasing clears it)", async () => {
    const actor = await flowAt({
      events: [
        ...vehicle(),
        { type: "leasing.answer", leasing: true, leasingCompanykode: "SANTANDER" },
        ...priceToContact,
      ],
    });
    const { container } = renderStep(KjopView, actor, listApi(lists));
    await waitFor(() =>
      expect(rows(container).get("Leasing")).toBe("Ja, hos Santander Consumer Bank"),
    );
    const overview = rows(container);
    expect(overview.has("Eier")).toBe(false);
    expect(overview.get("Lån med pant")).toBe("Nei");
    expect(changeButton("lån med pant")).toBeNull();
    expect(changeButton("leasing")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("a car with a lien, another owner and a bonus from another company: each answer, the owner by name only", async () => {
    const actor = await flowAt({
      events: [
        ...otherOwnerWithLien,
        { type: "summary.edit", question: "bonus" },
        { type: "bonus.answer", bonusFraOss: false, bonuskode: "70" },
        ...priceToContact,
        {
          type: "bonusTransfer.submit",
          bonusRegnummer: "AB12345",
          bonusoverforingsselskap: "IF",
          bonusoverforingsselskapNavn: "If Skadeforsikring",
        },
      ],
    });
    expect(stepIdOf(actor)).toBe("kjop");
    const { container } = renderStep(KjopView, actor, listApi(lists));
    await waitFor(() => expect(rows(container).get("Lån med pant")).toBe("Ja, hos DNB Bank"));
    const overview = rows(container);
    expect(overview.get("Eier")).toBe("Ola Nordmann er registrert eier");
    expect(overview.get("Bonus")).toBe("70 % bonus fra et annet forsikringsselskap");
    expect(overview.get("Bonusoverføring")).toBe("Fra If Skadeforsikring, opptjent på AB12345");
    expect(overview.get("Leasing")).toBe("Nei");
    expect(overview.get("Kjørelengde per år")).toBe("12 000 km");
    // The other owner's national id number is never shown, not even in part.
    expect(container.textContent?.replace(/\s/g, "")).not.toContain(otherOwnerFnr.slice(0, 6));
    for (const row of ["eier", "lån med pant", "bonus", "bonusoverføring"])
      expect(changeButton(row), `Endre ${row}`).toBeTruthy();
  });

  it("a motorhome: its value, with Endre", async () => {
    const actor = await flowAt({
      input: { product: "bobil" },
      fakes: { lookupVehicle: async () => fixtureMotorhome },
      events: [
        ...vehicle("BO12345"),
        { type: "motorhomeValue.submit", bobilVerdikode: "V2" },
        { type: "leasing.answer", leasing: false },
        { type: "owner.answer", eier: true },
        ...priceToContact,
      ],
    });
    const { container } = renderStep(KjopView, actor, listApi(lists));
    expect(rows(container).get("Verdien på bobilen")).toBe("inntil 1 000 000 kr");
    expect(changeButton("verdien på bobilen")).toBeTruthy();
  });

  it("a car has no motorhome value row, and the mobile number reads as the field's mask, 2+2+2+2 (SPEC §5)", async () => {
    const actor = await flowAt({
      events: ownCarToKjop,
    });
    const { container } = renderStep(KjopView, actor, listApi(lists));
    expect(rows(container).has("Verdien på bobilen")).toBe(false);
    const contact = container.querySelectorAll("dl")[1] as HTMLElement;
    expect(normal(contact.querySelector("dd .offer-overview__value")?.textContent)).toBe(
      "41 00 00 02",
    );
  });

  it("says the mileage is being fetched while its list loads, never a dash", async () => {
    let answerMileage: (value: unknown) => void = () => {};
    const mileage = new Promise((resolve) => {
      answerMileage = resolve;
    });
    // The list answers only when the test says so.
    const api = listApi({ ...lists, "/skadeforsikring/kjoerelengder": mileage });
    const actor = await flowAt({
      events: ownCarToKjop,
    });
    const { container } = renderStep(KjopView, actor, api);
    expect(rows(container).get("Kjørelengde per år")).toBe("Henter …");
    expect(Array.from(rows(container).values())).not.toContain("–");
    answerMileage(lists["/skadeforsikring/kjoerelengder"]);
    await waitFor(() => expect(rows(container).get("Kjørelengde per år")).toBe("12 000 km"));
  });

  it("each Endre sends overview.edit with its question, and the machine opens that step", async () => {
    const expected: [string, OverviewQuestion, string][] = [
      ["kjennetegn", "identitet", "regnummerChassisnummer"],
      ["leasing", "leasing", "leasing"],
      ["eier", "eier", "eier"],
      ["lån med pant", "pant", "pant"],
      ["sjåfører under 23 år", "over23", "over23"],
      ["bonus", "bonus", "bonus"],
      ["dekning", "dekning", "pris"],
      ["egenandel", "egenandel", "tilpass"],
      ["tillegg", "tillegg", "tilleggsdekning"],
      ["kjørelengde per år", "kjorelengde", "tilpass"],
      ["kilometerstand", "kilometerstand", "kilometer"],
      ["mobilnummer", "kontakt", "kontaktinfo"],
      ["e-post", "kontakt", "kontaktinfo"],
    ];
    for (const [row, question, step] of expected) {
      const actor = await flowAt({
        events: [
          ...vehicle(),
          { type: "leasing.answer", leasing: false },
          { type: "owner.answer", eier: true },
          ...priceToContact,
        ],
      });
      const { sent, unmount } = renderStep(KjopView, actor, listApi(lists));
      const button = changeButton(row);
      expect(button, `Endre ${row}`).toBeTruthy();
      await userEvent.click(button as HTMLElement);
      expect(sent).toEqual([{ type: "overview.edit", question }]);
      expect(stepIdOf(actor)).toBe(step);
      unmount();
    }
  });
});

describe("kjop: when the insurance starts and how the customer pays (issue 26.11)", () => {
  /** An owned car to kjop, with the guarantee the register gives and the customer's frequency. */
  const atKjop = (garanti: Garanti, betalingsFrekvens: PaymentFrequency = "MAANEDLIG") =>
    flowAt({
      input: { customer: fixtureCustomer({ betalingsInformasjon: { betalingsFrekvens } }) },
      fakes: { lookupVehicle: async () => ({ ...fixtureVehicle(), garanti }) },
      events: ownCarToKjop,
    });
  const startRegion = () => screen.getByRole("region", { name: "Oppstart og betaling" });
  const switchSentence =
    "Kjøretøyet er forsikret et annet sted i dag. Den forsikringen gjelder til denne starter, og vi ordner byttet for deg, så du trenger ikke si den opp selv.";

  it.each(["SELSKAPSBYTTE", "DISTRIBUTORBYTTE"] as const)(
    "a company switch (%s): the start date, the old insurance runs until then, and the switch is handled",
    async (transaksjonstype) => {
      const actor = await atKjop({ transaksjonstype, forsikringStartdato: "2026-12-01" });
      expect(stepIdOf(actor)).toBe("kjop");
      const { container } = renderStep(KjopView, actor, listApi(lists));
      const sentences = Array.from(startRegion().querySelectorAll("p"), (p) => p.textContent);
      expect(sentences).toEqual([
        "Forsikringen gjelder fra 1. desember 2026.",
        switchSentence,
        "Du betaler hver måned.",
      ]);
      await expectNoAxeViolations(container);
    },
  );

  it("a plain start: the start date, and nothing about a switch", async () => {
    const actor = await atKjop({ forsikringStartdato: "2026-03-01" });
    renderStep(KjopView, actor, listApi(lists));
    const sentences = Array.from(startRegion().querySelectorAll("p"), (p) => p.textContent);
    expect(sentences).toEqual(["Forsikringen gjelder fra 1. mars 2026.", "Du betaler hver måned."]);
    expect(startRegion().textContent).not.toContain("annet sted");
  });

  it.each([
    ["MAANEDLIG", "Du betaler hver måned."],
    ["KVART_AARLIG", "Du betaler hver tredje måned."],
    ["HALV_AARLIG", "Du betaler hvert halvår."],
    ["AARLIG", "Du betaler en gang i året."],
  ] as const)("the customer's payment frequency %s: '%s'", async (frequency, sentence) => {
    const actor = await atKjop({ forsikringStartdato: "2026-03-01" }, frequency);
    renderStep(KjopView, actor, listApi(lists));
    expect(startRegion().querySelector("p:last-child")?.textContent).toBe(sentence);
  });
});

describe("kjop: a price the overview's Endre changed is pointed out (issue 26.12)", () => {
  /** The fixture's prices, 200 kr a month more with a driver under 23. */
  const priceFor = (request: PriceRequest): PriceResponse =>
    surchargedPrice(request.foererUnder23 ? 200 : 0);

  /** The price table's monthly total as the customer reads it. */
  const tableTotal = () => {
    const table = screen.getByRole("table", { name: "Pris" });
    return normal(within(table).getAllByRole("row").at(-1)?.textContent);
  };
  const liveRegion = () =>
    screen
      .getAllByRole("status")
      .find((region) => region.classList.contains("price-change")) as HTMLElement;
  /** What the region says (its message's icon is a glyph hidden from screen readers). */
  const said = () => normal(liveRegion().querySelector("p")?.textContent);

  /** From kjop, 'Endre <row>' pressed on the overview, the answer given, and kjop shown anew. */
  async function editFromOverview(
    row: string,
    answer: PurchaseEvent,
    fetchPrice: (request: PriceRequest) => Promise<PriceResponse> = async (request) =>
      priceFor(request),
  ) {
    const actor = await flowAt({ fakes: { fetchPrice }, events: ownCarToKjop });
    const first = renderStep(KjopView, actor, listApi(lists));
    const before = tableTotal();
    // On the way to the overview nothing was changed from it: nothing to point out.
    expect(liveRegion().textContent).toBe("");
    await userEvent.click(changeButton(row) as HTMLElement);
    first.unmount();
    actor.send(answer);
    expect(stepIdOf(actor)).toBe("kjop");
    const view = renderStep(KjopView, actor, listApi(lists));
    return { actor, before, view };
  }

  it("an answer that changed the price: the old and the new total in a polite live region", async () => {
    const { before, view } = await editFromOverview("sjåfører under 23 år", {
      type: "over23.answer",
      over23: false,
    });
    expect(before).toBe("Totalt890 kr10 680 kr");
    await waitFor(() => expect(said()).toBe("Prisen er endret fra 890 kr til 1 090 kr i måneden."));
    expect(tableTotal()).toMatch(/^Totalt1 090 kr/);
    expect(liveRegion().getAttribute("aria-live")).toBe("polite");
    await expectNoAxeViolations(view.container);
  });

  it("an answer that left the price as it was: nothing is said", async () => {
    await editFromOverview("kilometerstand", { type: "odometer.submit", kilometerstand: "30000" });
    await screen.findByRole("heading", { level: 1, name: "Se over og kjøp" });
    await waitFor(() => expect(tableTotal()).toMatch(/^Totalt890 kr/));
    expect(liveRegion().textContent).toBe("");
  });

  it("while the new price is being fetched nothing is said; once it is in, the change is", async () => {
    let answerPrice: (response: PriceResponse) => void = () => {};
    let held = false;
    const { actor } = await editFromOverview(
      "sjåfører under 23 år",
      { type: "over23.answer", over23: false },
      (request) => {
        // The first prices answer at once; the one after the answer waits for the test.
        if (!request.foererUnder23) return Promise.resolve(priceFor(request));
        held = true;
        return new Promise((resolve) => {
          answerPrice = resolve;
        });
      },
    );
    await waitFor(() => expect(held).toBe(true));
    expect(actor.getSnapshot().hasTag("priceFetching")).toBe(true);
    expect(liveRegion().textContent).toBe("");
    answerPrice(priceFor({ ...({} as PriceRequest), foererUnder23: true }));
    await waitFor(() => expect(said()).toBe("Prisen er endret fra 890 kr til 1 090 kr i måneden."));
  });
});

describe("kjop: what an 'Endre' changes is what it says (issue 29 item 20)", () => {
  it("offers no 'Endre registreringsnummer' (a new plate is a new vehicle): its row says what the identity step changes", async () => {
    const actor = await flowAt({ events: ownCarToKjop });
    const { container } = renderStep(KjopView, actor, listApi(lists));
    expect(changeButton("registreringsnummer")).toBeNull();
    expect(rows(container).get("Kjennetegn")).toBe("Registreringsnummer EK12345");
    await userEvent.click(changeButton("kjennetegn") as HTMLElement);
    expect(stepIdOf(actor)).toBe("regnummerChassisnummer");
  });

  it("'Endre leasing' → Ja says, before it is sent, that the lien and the other owner are dropped", async () => {
    const { LeasingView } = await import("../../src/views/leasing/LeasingView.tsx");
    const actor = await flowAt({
      events: [
        ...otherOwnerWithLien,
        ...priceToContact,
        { type: "overview.edit", question: "leasing" },
      ],
    });
    expect(stepIdOf(actor)).toBe("leasing");
    const { container } = renderStep(LeasingView, actor, listApi(lists));
    const warning = /fjerner vi derfor lånet med pant og Ola Nordmann som eier/;
    expect(screen.queryByText(warning)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    expect(within(screen.getByRole("status")).getByText(warning)).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("radio", { name: "Nei" }));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it("says nothing when a yes drops nothing", async () => {
    const { LeasingView } = await import("../../src/views/leasing/LeasingView.tsx");
    const actor = await flowAt({
      events: [...ownCarToKjop, { type: "overview.edit", question: "leasing" }],
    });
    renderStep(LeasingView, actor, listApi(lists));
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    expect(screen.queryByText(/fjerner vi derfor/)).toBeNull();
  });
});
