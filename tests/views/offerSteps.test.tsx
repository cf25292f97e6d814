// @vitest-environment jsdom
/**
 * The price steps: pris, tilleggsdekning, tilpass. Each test walks the real purchase machine
 * (fake actors, fixtures of tests/fixtures/purchase.ts) to the step and renders its view.
 * Fixture prices: Toppkasko (110, default) 550 per month at the default deductible E8000,
 * machine damage 90 (preselected: registered 2021, current year 2026), rental car 40, TFA 250.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { prisTexts } from "../../core/texts/steps/offer.ts";
import type { PriceResponse } from "../../machines/types.ts";
import { PrisView } from "../../src/views/pris/PrisView.tsx";
import { TilleggsdekningView } from "../../src/views/tilleggsdekning/TilleggsdekningView.tsx";
import { TilpassView } from "../../src/views/tilpass/TilpassView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureApiError, fixtureCustomer, fixturePrice } from "../fixtures/purchase.ts";
import { flowAt, listApi, normal, renderStep, stepIdOf, walkTo } from "./harness.tsx";

afterEach(cleanup);

const toSummary = walkTo("sjekkBilInfo");
const toPris = walkTo("pris");
const toTillegg = walkTo("tilleggsdekning");
const toTilpass = walkTo("tilpass");

/** A motorhome's price page: the vehicle, its value and the questions answered. */
const motorhomeAtPrice = () =>
  flowAt({
    events: [
      { type: "vehicle.lookup", registreringsnummer: "BO12345" },
      { type: "vehicle.submit" },
      { type: "motorhomeValue.submit", bobilVerdikode: "V1" },
      { type: "leasing.answer", leasing: false },
      { type: "owner.answer", eier: true },
      { type: "summary.confirm" },
    ],
    input: { product: "bobil" },
  });

const mileage = {
  "/skadeforsikring/kjoerelengder": {
    kjoerelengder: [
      { kode: "8", km: 8000, tekst: "8 000 km" },
      { kode: "12", km: 12000, tekst: "12 000 km" },
      { kode: "16", km: 16000, tekst: "16 000 km" },
      { kode: "99", km: null, tekst: "Ubegrenset" },
    ],
  },
};

/** Text with the no-break spaces of nb-NO money formatting read as plain spaces. */
/** Matches the innermost element whose whole text is `expected` (spaces normalised). */
const text = (expected: string) => (_: string, element: Element | null) =>
  element !== null &&
  normal(element.textContent) === expected &&
  Array.from(element.children).every((child) => normal(child.textContent) !== expected);

/** The rows of the price summary table as [name, per month, per year]. */
function summaryRows() {
  const table = screen.getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll("th, td")).map((cell) => normal(cell.textContent)),
    );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("pris", () => {
  it("shows the coverages with what they include and the price of the default deductible", async () => {
    // The fixture car is registered in 2021: in 2022 it is young enough for a new car on total
    // loss with every level (1 year, 3 with toppkasko), so every benefit is shown.
    const actor = await flowAt({ events: toPris, input: { currentYear: 2022 } });
    const { container } = renderStep(PrisView, actor);
    expect(screen.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeTruthy();
    expect(screen.getByText("Prisene gjelder for TOYOTA COROLLA 1.8 HYBRID.")).toBeTruthy();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "150",
      "140",
      "120",
      "110",
      "111",
    ]);
    const topp = screen.getByRole("radio", { name: "Toppkasko" }) as HTMLInputElement;
    expect(topp.checked).toBe(true);
    // The price of the default deductible (E8000), described on the radio.
    const card = topp.closest("li") as HTMLElement;
    expect(within(card).getByText(text("550 kr per måned"))).toBeTruthy();
    expect(within(card).getByText(text("6 600 kr per år"))).toBeTruthy();
    expect(within(card).getByText(text("Med 8 000 kr i egenandel"))).toBeTruthy();
    expect(topp.getAttribute("aria-describedby")).toBe("dekning-110-pris dekning-110-forskjell");
    // The comparison (issue 20): what a level adds over the one below, what it lacks of the
    // highest; numbers and their units never break.
    expect(normal(document.getElementById("dekning-110-forskjell")?.textContent)).toBe(
      "I tillegg til Kasko: Ny bil ved totalskade i opptil 3 år, eiendeler opptil 20 000 kr og leiebil i opptil 45 dager.",
    );
    expect(normal(document.getElementById("dekning-120-forskjell")?.textContent)).toBe(
      "I tillegg til Minikasko: Skade på egen bil og eiendeler.Ikke med: Leiebil i opptil 45 dager.",
    );
    expect(normal(document.getElementById("dekning-150-forskjell")?.textContent)).toBe(
      "Ikke med: Brann og tyveri, glass, veihjelp, skade på egen bil, ny bil ved totalskade i opptil 3 år, eiendeler opptil 20 000 kr og leiebil i opptil 45 dager.",
    );
    expect(document.getElementById("dekning-110-forskjell")?.textContent).toContain(
      "20\u00a0000\u00a0kr",
    );
    // What it includes (SPEC §9), in a Jøkul expandable section that starts closed and opens
    // on a click on its summary.
    const includes = within(card).getByText("Dette er med i Toppkasko");
    const section = includes.closest("details") as HTMLDetailsElement;
    expect(section.open).toBe(false);
    await userEvent.setup().click(includes);
    await waitFor(() => expect(section.open).toBe(true));
    expect(within(section).getByText("Leiebil i opptil 45 dager")).toBeTruthy();
    expect(
      within(card).getByText(text("Ny bil ved totalskade i opptil 3 år og under 100 000 km")),
    ).toBeTruthy();
    const ansvar = screen.getByRole("radio", { name: "Ansvar" }).closest("li") as HTMLElement;
    expect(within(ansvar).queryByText("Leiebil i opptil 45 dager")).toBeNull();
    expect(
      screen.getByText(
        text(
          "Prisene er uten trafikkforsikringsavgift til staten, som kommer i tillegg (3 000 kr per år).",
        ),
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("sends price.select with the coverage id and shows the new choice", async () => {
    const actor = await flowAt({ events: toPris });
    const { sent } = renderStep(PrisView, actor);
    await userEvent.click(screen.getByRole("radio", { name: "Kasko" }));
    expect(sent).toEqual([{ type: "price.select", dekningId: "120" }]);
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: "Kasko" }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it("sends price.submit on Neste, and the machine goes on to the add-ons", async () => {
    const actor = await flowAt({ events: toPris });
    const { sent } = renderStep(PrisView, actor);
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent).toEqual([{ type: "price.submit" }]);
    expect(stepIdOf(actor)).toBe("tilleggsdekning");
  });

  it("shows liability and minikasko as disabled with the reason when there is a lien", async () => {
    const actor = await flowAt({
      events: [
        ...toSummary,
        { type: "summary.edit", question: "pant" },
        { type: "lien.answer", pant: true, panthaverId: "DNB" },
        { type: "summary.confirm" },
      ],
    });
    const { sent } = renderStep(PrisView, actor);
    for (const name of ["Ansvar", "Minikasko"]) {
      const radio = screen.getByRole("radio", { name }) as HTMLInputElement;
      expect(radio.disabled).toBe(true);
      const card = radio.closest("li") as HTMLElement;
      expect(
        within(card).getByText(/Kan ikke velges når det er lån med pant i kjøretøyet\./),
      ).toBeTruthy();
      expect(radio.getAttribute("aria-describedby")).toContain(`dekning-${radio.value}-sperre`);
    }
    expect((screen.getByRole("radio", { name: "Kasko" }) as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole("radio", { name: "Ansvar" }));
    expect(sent).toEqual([]);
  });

  it("shows kasko as disabled for a union (LO) member, with the reason", async () => {
    const actor = await flowAt({
      events: toPris,
      input: { customer: fixtureCustomer({ isLoMedlem: true }) },
    });
    renderStep(PrisView, actor);
    const kasko = screen.getByRole("radio", { name: "Kasko" }) as HTMLInputElement;
    expect(kasko.disabled).toBe(true);
    expect(
      within(kasko.closest("li") as HTMLElement).getByText(
        /Som LO-medlem får du toppkasko til samme pris, så kasko kan ikke velges\./,
      ),
    ).toBeTruthy();
  });

  it("a car the register shows as leased, answered 'no': the closed coverages say it is the register", async () => {
    const price = fixturePrice();
    const closed: PriceResponse = {
      ...price,
      dekninger: price.dekninger.map((dekning) =>
        dekning.id === "140" || dekning.id === "150"
          ? { ...dekning, tilgjengelig: false, sperreaarsak: "LEASET_I_REGISTERET" }
          : dekning,
      ),
    };
    const actor = await flowAt({ events: toPris, fakes: { fetchPrice: async () => closed } });
    renderStep(PrisView, actor);
    const mini = screen.getByRole("radio", { name: "Minikasko" }) as HTMLInputElement;
    expect(mini.disabled).toBe(true);
    const reason = within(mini.closest("li") as HTMLElement);
    expect(reason.getByText(prisTexts.blockReasons.LEASET_I_REGISTERET)).toBeTruthy();
    expect(reason.queryByText(/Kan ikke velges når kjøretøyet er leaset\./)).toBeNull();
  });

  it("shows the price call's own block reason (sperreaarsak) and coverages not offered", async () => {
    const price = fixturePrice();
    const closed: PriceResponse = {
      ...price,
      dekninger: price.dekninger.map((dekning) =>
        dekning.id === "140"
          ? { ...dekning, tilgjengelig: false, sperreaarsak: "LEASING" }
          : dekning.id === "111"
            ? { ...dekning, tilgjengelig: false }
            : dekning,
      ),
    };
    const actor = await flowAt({ events: toPris, fakes: { fetchPrice: async () => closed } });
    const { container } = renderStep(PrisView, actor);
    const mini = screen.getByRole("radio", { name: "Minikasko" }) as HTMLInputElement;
    expect(mini.disabled).toBe(true);
    expect(
      within(mini.closest("li") as HTMLElement).getByText(
        /Kan ikke velges når kjøretøyet er leaset\./,
      ),
    ).toBeTruthy();
    const lo = screen.getByRole("radio", { name: "Toppkasko LO" }) as HTMLInputElement;
    expect(lo.disabled).toBe(true);
    expect(
      within(lo.closest("li") as HTMLElement).getByText(
        /Vi kan ikke tilby denne dekningen på nett\./,
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says where the bonus comes from: another company's is transferred before the purchase (issue 26.1)", async () => {
    const actor = await flowAt({
      events: [
        ...toSummary,
        { type: "summary.edit", question: "bonus" },
        { type: "bonus.answer", bonusFraOss: false, bonuskode: "80" },
        { type: "summary.confirm" },
      ],
    });
    renderStep(PrisView, actor);
    expect(
      screen.getByText(
        /^Prisen er regnet ut med 80 prosent bonus fra et annet forsikringsselskap\./,
      ),
    ).toBeTruthy();
  });

  it("shows bonus and the customer's own discount, without repeating the general rules it already says; no bank text for 'none'", async () => {
    const bank = await flowAt({ events: toPris, input: { distributor: "sb1" } });
    const first = renderStep(PrisView, bank);
    expect(screen.getByText("Prisen er regnet ut med 60 prosent bonus fra oss.")).toBeTruthy();
    expect(
      screen.getByText(
        "Du har 15 prosent rabatt: 10 % lojalitetsrabatt og 5 % ekstra som bankkunde.",
      ),
    ).toBeTruthy();
    // The customer has both discounts: the general rules would say them again (issue 29 item 23).
    expect(screen.queryByText(prisTexts.discountLoyalty)).toBeNull();
    expect(screen.queryByText(prisTexts.discountBank)).toBeNull();
    expect(
      screen.getByText("Vi sjekker bonusen din. Er den feil, kan prisen endre seg."),
    ).toBeTruthy();
    first.unmount();
    const own = await flowAt({ events: toPris, input: { distributor: "none" } });
    renderStep(PrisView, own);
    expect(screen.queryByText(prisTexts.discountBank)).toBeNull();
    expect(
      screen.getByText(
        "Du har 15 prosent rabatt: 10 % lojalitetsrabatt og 5 % ekstra som bankkunde.",
      ),
    ).toBeTruthy();
  });

  it("shows a loader while the price is fetched, then the coverages", async () => {
    const pending = deferred<PriceResponse>();
    let calls = 0;
    const actor = await flowAt({
      events: toSummary,
      fakes: {
        fetchPrice: () => {
          calls += 1;
          return calls === 1 ? pending.promise : Promise.resolve(fixturePrice());
        },
      },
    });
    actor.send({ type: "summary.confirm" });
    const { sent } = renderStep(PrisView, actor);
    expect(normal(screen.getByRole("status").textContent)).toContain("Henter pris");
    expect(screen.queryAllByRole("radio")).toEqual([]);
    // Nothing below the loader that the prices would push down: the buttons and the discount
    // texts come with the prices.
    expect(screen.queryByRole("button", { name: /Neste/ })).toBeNull();
    expect(screen.queryByText(prisTexts.discountHeading)).toBeNull();
    pending.resolve(fixturePrice());
    await screen.findByRole("radio", { name: "Toppkasko" });
    expect(screen.queryAllByText("Henter pris")).toEqual([]);
    expect(screen.getByText(prisTexts.discountHeading)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Neste/ }));
    expect(sent).toEqual([{ type: "price.submit" }]);
  });

  it("keeps the coverages in place while the offer is saved (no loader above them), Neste waits", async () => {
    const saving = deferred<{ avtalenummer: string }>();
    const actor = await flowAt({ events: toSummary, fakes: { saveOffer: () => saving.promise } });
    actor.send({ type: "summary.confirm" });
    const { sent } = renderStep(PrisView, actor);
    await screen.findByRole("radio", { name: "Toppkasko" });
    expect(actor.getSnapshot().matches({ tilbud: { oppdatering: "savingOffer" } })).toBe(true);
    expect(screen.queryByText("Oppdaterer prisen")).toBeNull();
    expect(screen.queryByText("Henter pris")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Neste/ }));
    expect(sent).toEqual([]);
    saving.resolve({ avtalenummer: "700000028" });
    await waitFor(() =>
      expect(actor.getSnapshot().matches({ tilbud: { oppdatering: "ready" } })).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: /Neste/ }));
    expect(sent).toEqual([{ type: "price.submit" }]);
  });

  it("shows the price error and sends flow.retry on 'Prøv igjen', which fetches again", async () => {
    let calls = 0;
    const actor = await flowAt({
      events: toPris,
      fakes: {
        fetchPrice: async () => {
          calls += 1;
          if (calls === 1) throw new Error("503");
          return fixturePrice();
        },
      },
    });
    const { sent, container } = renderStep(PrisView, actor);
    expect(screen.getByText("Det oppstod en feil.")).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Prøv igjen" }));
    expect(sent).toEqual([{ type: "flow.retry" }]);
    await screen.findByRole("radio", { name: "Toppkasko" });
    expect(screen.queryByText("Det oppstod en feil.")).toBeNull();
  });

  it("a price the insurer refuses with a code of its own: the heading says why, contact and back, no retry and no Neste (issue 29 item 10)", async () => {
    const actor = await flowAt({
      events: toPris,
      fakes: {
        fetchPrice: async () => Promise.reject(fixtureApiError({ kode: "kjoretoygruppe" })),
      },
    });
    const { container } = renderStep(PrisView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Er registreringsnummeret riktig?" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kontakt oss" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Prøv igjen" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Neste/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Tilbake" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows the default error for an unknown failure", async () => {
    const actor = await flowAt({
      events: toPris,
      fakes: { fetchPrice: async () => Promise.reject(new Error("500")) },
    });
    renderStep(PrisView, actor);
    expect(screen.getByText("Det oppstod en feil.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kontakt oss" })).toBeTruthy();
  });

  it("lists the motorhome details for a motorhome", async () => {
    const actor = await motorhomeAtPrice();
    renderStep(PrisView, actor);
    const topp = screen.getByRole("radio", { name: "Toppkasko" }).closest("li") as HTMLElement;
    expect(within(topp).getByText(text("Personlige eiendeler opptil 80 000 kr"))).toBeTruthy();
    expect(
      within(topp).getByText(text("Feriegaranti: 1 500 kr per dag i opptil 14 dager")),
    ).toBeTruthy();
  });
});

describe("the coverage figures of SPEC §9 on the price page's cards", () => {
  /** What each card's expandable section lists, by the coverage's id. */
  const cardLines = () =>
    Object.fromEntries(
      screen
        .getAllByRole("radio")
        .map((radio) => [
          radio.getAttribute("value"),
          Array.from((radio.closest("li") as HTMLElement).querySelectorAll("details li"), (line) =>
            normal(line.textContent),
          ),
        ]),
    );
  const liability =
    "Ansvar: ubegrenset for skade på personer, opptil 100 millioner kroner for skade på ting";
  const legalAid = "Rettshjelp opptil 100 000 kr";
  const personalInjury = "Fører- og passasjerulykke opptil 200 000 kr per person";
  const roadside = "Veihjelp, med 750 kr i egenandel";
  const glass = "Glass, med 3 000 kr i egenandel";

  it("a car: liability, legal aid, injury, deductibles, belongings, new car, rental car and the minikasko note", async () => {
    // Registered in 2021, priced in 2022: young enough for every new-car promise.
    const actor = await flowAt({ events: toPris, input: { currentYear: 2022 } });
    renderStep(PrisView, actor);
    const cards = cardLines();
    // Ansvar 150, Minikasko 140, Kasko 120, Toppkasko 110 and 111.
    expect(Object.keys(cards).sort()).toEqual(["110", "111", "120", "140", "150"]);
    for (const lines of Object.values(cards)) {
      // §9.5, §9.6, §9.7
      expect(lines).toEqual(expect.arrayContaining([liability, legalAid, personalInjury]));
    }
    for (const id of ["140", "120", "110"]) {
      // §9.8
      expect(cards[id]).toEqual(expect.arrayContaining([roadside, glass]));
    }
    // §9.9
    expect(cards["120"]).toContain("Personlige eiendeler opptil 10 000 kr");
    expect(cards["110"]).toContain("Personlige eiendeler opptil 20 000 kr");
    // §9.10
    expect(cards["110"]).toContain("Ny bil ved totalskade i opptil 3 år og under 100 000 km");
    for (const id of ["120", "140"]) {
      expect(cards[id]).toContain("Ny bil ved totalskade det første året og under 15 000 km");
    }
    // §9.11
    expect(cards["110"]).toContain("Leiebil i opptil 45 dager");
    // §9.14, on minikasko only
    const cheapCar = "Passer for biler som er verdt under 50 000 kr";
    expect(Object.keys(cards).filter((id) => cards[id]?.includes(cheapCar))).toEqual(["140"]);
  });

  it("the add-ons: kasko's rental car 15 days, machine damage up to 10 years and 250 000 km", async () => {
    const actor = await flowAt({ events: toTillegg });
    renderStep(TilleggsdekningView, actor);
    const description = (name: RegExp) =>
      normal(
        document.getElementById(
          screen.getByRole("checkbox", { name }).getAttribute("aria-describedby") ?? "",
        )?.textContent,
      );
    // §9.11, §9.12
    expect(description(/Leiebil/)).toBe(
      "Leiebil mens bilen er på verksted etter en skade som forsikringen dekker, i opptil 15 dager.",
    );
    expect(description(/Maskinskade/)).toBe(
      "Maskinskade dekker motor, girkasse og andre mekaniske og elektriske deler, når bilen er opptil 10 år og har kjørt under 250 000 km.",
    );
  });

  it("a motorhome: belongings 40 000 and 80 000, renting out, damp, holiday guarantee and equipment", async () => {
    const actor = await motorhomeAtPrice();
    renderStep(PrisView, actor);
    const cards = cardLines();
    // §9.9
    expect(cards["120"]).toContain("Personlige eiendeler opptil 40 000 kr");
    expect(cards["110"]).toContain("Personlige eiendeler opptil 80 000 kr");
    // §9.13
    for (const id of ["120", "110"]) {
      expect(cards[id]).toEqual(
        expect.arrayContaining([
          "Du kan leie ut bobilen 2 måneder i året",
          "Fuktskade i opptil 15 år",
          "Feriegaranti: 1 500 kr per dag i opptil 14 dager",
        ]),
      );
    }
    expect(cards["120"]).toContain(
      "Fortelt og annet tilleggsutstyr opptil 50 000 kr, annet utstyr opptil 10 000 kr",
    );
    expect(cards["110"]).toContain("Fortelt og annet utstyr opptil 50 000 kr");
  });
});

describe("tilleggsdekning", () => {
  it("shows rental car and machine damage with prices, the preselection, and the running total", async () => {
    const actor = await flowAt({ events: toTillegg });
    const { container } = renderStep(TilleggsdekningView, actor);
    const maskinskade = screen.getByRole("checkbox", { name: /Maskinskade/ }) as HTMLInputElement;
    const leiebil = screen.getByRole("checkbox", { name: /Leiebil/ }) as HTMLInputElement;
    expect(normal(maskinskade.labels?.[0]?.textContent)).toBe("Maskinskade (+ 90 kr per måned)");
    expect(normal(leiebil.labels?.[0]?.textContent)).toBe("Leiebil (+ 40 kr per måned)");
    expect(maskinskade.checked).toBe(true);
    expect(leiebil.checked).toBe(false);
    expect(maskinskade.getAttribute("aria-describedby")).toBe("tillegg-122-beskrivelse");
    // Lines with zero price are hidden (rental car not chosen).
    expect(summaryRows()).toEqual([
      ["Toppkasko", "550 kr", "6 600 kr"],
      ["Maskinskade", "90 kr", "1 080 kr"],
      ["Trafikkforsikringsavgift", "250 kr", "3 000 kr"],
      ["Totalt", "890 kr", "10 680 kr"],
    ]);
    await expectNoAxeViolations(container);
  });

  it("sends addons.change per add-on, updates the total live and announces it only after the change", async () => {
    const actor = await flowAt({ events: toTillegg });
    const { sent } = renderStep(TilleggsdekningView, actor);
    const live = screen
      .getAllByRole("status")
      .find((element) => element.getAttribute("aria-live") === "polite");
    expect(normal(live?.textContent)).toBe("");
    await userEvent.click(screen.getByRole("checkbox", { name: /Leiebil/ }));
    expect(sent).toEqual([{ type: "addons.change", leiebil: true }]);
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(["Totalt", "930 kr", "11 160 kr"]));
    await waitFor(() =>
      expect(normal(live?.textContent)).toBe("Ny pris: 930 kr per måned, 11 160 kr per år"),
    );
    await userEvent.click(screen.getByRole("checkbox", { name: /Maskinskade/ }));
    expect(sent.at(-1)).toEqual({ type: "addons.change", maskinskade: false });
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(["Totalt", "840 kr", "10 080 kr"]));
    expect(actor.getSnapshot().context.form).toMatchObject({ leiebil: true, maskinskade: false });
  });

  it("sends addons.submit on Neste and the machine goes to tilpass", async () => {
    const actor = await flowAt({ events: toTillegg });
    const { sent } = renderStep(TilleggsdekningView, actor);
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent).toEqual([{ type: "addons.submit" }]);
    expect(stepIdOf(actor)).toBe("tilpass");
  });
});

describe("tilpass", () => {
  it("shows mileage from the list and the chosen coverage's deductibles, with the price summary", async () => {
    const actor = await flowAt({ events: toTilpass });
    const { container } = renderStep(TilpassView, actor, listApi(mileage));
    const select = (await screen.findByLabelText(
      "Hvor langt kjører du i året?",
    )) as HTMLSelectElement;
    expect(select.value).toBe("12");
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      "8 000 km",
      "12 000 km",
      "16 000 km",
      "Ubegrenset",
    ]);
    const group = screen.getByRole("radiogroup", { name: "Egenandel" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => normal(radio.labels?.[0]?.textContent))).toEqual([
      "4 000 kr",
      "8 000 kr",
      "12 000 kr",
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(screen.getByText(text("Dekningen koster 610 kr per måned"))).toBeTruthy();
    expect(summaryRows()).toEqual([
      ["Toppkasko", "550 kr", "6 600 kr"],
      ["Maskinskade", "90 kr", "1 080 kr"],
      ["Trafikkforsikringsavgift", "250 kr", "3 000 kr"],
      ["Totalt", "890 kr", "10 680 kr"],
    ]);
    await expectNoAxeViolations(container);
  });

  it("sends adjust.change for mileage and deductible; the total follows the machine's new price", async () => {
    const requests: string[] = [];
    const actor = await flowAt({
      events: toTilpass,
      fakes: {
        fetchPrice: async (request) => {
          requests.push(request.kjorelengdekode);
          return fixturePrice();
        },
      },
    });
    const { sent } = renderStep(TilpassView, actor, listApi(mileage));
    await userEvent.selectOptions(
      await screen.findByLabelText("Hvor langt kjører du i året?"),
      "16",
    );
    expect(sent).toEqual([{ type: "adjust.change", kjorelengde: "16" }]);
    await waitFor(() => expect(requests.at(-1)).toBe("16"));
    await userEvent.click(screen.getByRole("radio", { name: /^4\s000\skr$/ }));
    expect(sent.at(-1)).toEqual({ type: "adjust.change", egenandel: "E4000" });
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(["Totalt", "950 kr", "11 400 kr"]));
    expect(summaryRows()[0]).toEqual(["Toppkasko", "610 kr", "7 320 kr"]);
  });

  it("shows the list error with a retry when the mileage list cannot be loaded", async () => {
    const actor = await flowAt({ events: toTilpass });
    renderStep(TilpassView, actor, listApi({}));
    expect(await screen.findByText("Oi sann, her skjedde det en feil")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Prøv igjen" })).toBeTruthy();
  });

  it("sends adjust.submit on Neste and the machine goes to regnummer-chassisnummer", async () => {
    const actor = await flowAt({ events: toTilpass });
    const { sent } = renderStep(TilpassView, actor, listApi(mileage));
    await screen.findByLabelText("Hvor langt kjører du i året?");
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent).toEqual([{ type: "adjust.submit" }]);
    expect(stepIdOf(actor)).toBe("regnummerChassisnummer");
  });
});
