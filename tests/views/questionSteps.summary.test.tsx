// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  type PurchaseEvent,
  type SummaryQuestion,
  summaryQuestions,
} from "../../machines/types.ts";
import { BonusView } from "../../src/views/bonus/BonusView.tsx";
import { BonusOverforingView } from "../../src/views/bonus-overforing/BonusOverforingView.tsx";
import { SjekkBilInfoView } from "../../src/views/sjekk-bil-info/SjekkBilInfoView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureMotorhome, fixturePrice } from "../fixtures/purchase.ts";
import {
  expectFocusedErrorSummary,
  fieldMessage,
  flowAt,
  followErrorSummaryLink,
  listApi,
  renderStep,
  stepIdOf,
  walkTo,
} from "./harness.tsx";

afterEach(cleanup);

const toSummary = walkTo("sjekkBilInfo");
const toBonus: PurchaseEvent[] = [...toSummary, { type: "summary.edit", question: "bonus" }];

const bonusList = {
  "/skadeforsikring/bonusliste": {
    bonusliste: ["0", "10", "20", "30", "40", "50", "60", "70", "75", "80"].map((bonuskode) => ({
      bonuskode,
      prosent: Number(bonuskode),
      tekst: `${bonuskode} % bonus`,
    })),
  },
};
const companies = {
  "/skadeforsikring/selskaper/leasing": { selskaper: [{ id: "LS01", navn: "Polar Leasing" }] },
  "/skadeforsikring/selskaper/panthavere": {
    selskaper: [{ id: "PH01", navn: "Fjordkreditt Bank" }],
  },
  "/skadeforsikring/selskaper/bonusoverfoering": {
    selskaper: [
      { id: "BO01", navn: "Havgløtt Forsikring" },
      { id: "BO02", navn: "Trygge Veier Forsikring" },
    ],
  },
};

const next = () => userEvent.click(screen.getByRole("button", { name: "Neste" }));
const card = (heading: string) =>
  screen.getByRole("heading", { level: 2, name: heading }).closest("li") as HTMLElement;

describe("bonus", () => {
  it("offers our bonus (chosen by default) and higher bonuses from another company", async () => {
    const actor = await flowAt({ events: toBonus });
    expect(stepIdOf(actor)).toBe("bonus");
    const { container } = renderStep(BonusView, actor, listApi(bonusList));
    const group = await screen.findByRole("radiogroup", { name: "Velg bonus" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(["60", "70", "75", "80"]);
    expect(
      (within(group).getByRole("radio", { name: "60 % bonus fra oss" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      within(group).getByRole("radio", { name: "70 % bonus fra et annet forsikringsselskap" }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("keeps the bonus from us: bonus.answer { bonusFraOss: true, bonuskode: offered }", async () => {
    const actor = await flowAt({ events: toBonus });
    const { sent } = renderStep(BonusView, actor, listApi(bonusList));
    await screen.findByRole("radiogroup", { name: "Velg bonus" });
    await next();
    expect(sent).toEqual([{ type: "bonus.answer", bonusFraOss: true, bonuskode: "60" }]);
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
  });

  it("a higher bonus than offered switches to another company, and says so", async () => {
    const actor = await flowAt({ events: toBonus });
    const { sent } = renderStep(BonusView, actor, listApi(bonusList));
    await userEvent.click(await screen.findByRole("radio", { name: /^75 %/ }));
    expect(screen.getByText(/den regnes som bonus fra et annet selskap/)).toBeTruthy();
    await next();
    expect(sent).toEqual([{ type: "bonus.answer", bonusFraOss: false, bonuskode: "75" }]);
    expect(actor.getSnapshot().context.form).toMatchObject({ bonusFraOss: false, bonuskode: "75" });
  });

  it("requires a bonus: 'Du må velge en bonus'", async () => {
    // The flow always offers the default bonus; a draft with no bonus is the one way to none.
    const actor = await flowAt({
      events: [...toBonus, { type: "form.draft", step: "bonus", name: "bonuskode", value: "" }],
    });
    const { sent } = renderStep(BonusView, actor, listApi(bonusList));
    await screen.findByRole("radiogroup", { name: "Velg bonus" });
    await next();
    expect(screen.getByText("Du må velge en bonus")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]);
    expect(sent).toEqual([]);
  });

  it("shows 'Laster inn bonusnivåer' while the bonus list loads", async () => {
    const actor = await flowAt({ events: toBonus });
    const api = listApi();
    api.get = (() => new Promise(() => {})) as typeof api.get;
    renderStep(BonusView, actor, api);
    expect(
      within(screen.getByRole("status")).getAllByText("Laster inn bonusnivåer").length,
    ).toBeGreaterThan(0);
  });
});

describe("sjekk-bil-info", () => {
  it("shows 'Har vi riktig info' with a card per answer and the notices of SPEC §8", async () => {
    const actor = await flowAt({ events: toSummary });
    const { container } = renderStep(SjekkBilInfoView, actor, listApi(companies));
    expect(screen.getByRole("heading", { level: 1, name: /Har vi riktig info/ })).toBeTruthy();
    expect(within(card("Bilen")).getByText("TOYOTA COROLLA 1.8 HYBRID")).toBeTruthy();
    expect(within(card("Bilen")).getByText("EK12345")).toBeTruthy();
    expect(within(card("Leasing")).getByText("Nei")).toBeTruthy();
    expect(within(card("Eier")).getByText("Du er registrert eier")).toBeTruthy();
    expect(within(card("Lån med pant")).getByText("Nei")).toBeTruthy();
    expect(
      within(card("Sjåfører under 23 år")).getByText("Nei, alle som kjører er over 23 år"),
    ).toBeTruthy();
    expect(within(card("Bonus")).getByText("60 % bonus fra oss")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Verdien på bobilen" })).toBeNull();
    expect(
      screen.getByText(/importert og ikke fortollet, kan du ikke kjøpe forsikring på nett/),
    ).toBeTruthy();
    expect(
      screen.getByText(/Stemmer ikke opplysningene med vognkortet, kan prisen bli justert/),
    ).toBeTruthy();
    expect(
      screen.getByText(/Vi sjekker bonusen din. Er den feil, kan prisen endre seg/),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows the company names and the other owner", async () => {
    const actor = await flowAt({
      events: [
        ...walkTo("leasing"),
        { type: "leasing.answer", leasing: false },
        { type: "owner.answer", eier: false },
        { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" },
        { type: "ownerFnr.submit", annenEierFnr: "01019000008" },
        { type: "summary.edit", question: "pant" },
        { type: "lien.answer", pant: true, panthaverId: "PH01" },
        { type: "summary.edit", question: "over23" },
        { type: "over23.answer", over23: false },
      ],
    });
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
    renderStep(SjekkBilInfoView, actor, listApi(companies));
    expect(within(card("Eier")).getByText("Ola Nordmann er registrert eier")).toBeTruthy();
    expect(await within(card("Lån med pant")).findByText("Ja, hos Fjordkreditt Bank")).toBeTruthy();
    expect(
      within(card("Sjåfører under 23 år")).getByText("Ja, noen under 23 år skal kjøre"),
    ).toBeTruthy();
  });

  it("a leased car shows the leasing company and no owner card", async () => {
    const actor = await flowAt({
      events: [
        ...walkTo("leasing"),
        { type: "leasing.answer", leasing: true, leasingCompanykode: "LS01" },
      ],
    });
    renderStep(SjekkBilInfoView, actor, listApi(companies));
    expect(await within(card("Leasing")).findByText("Ja, hos Polar Leasing")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Eier" })).toBeNull();
  });

  it("each card's change button sends summary.edit with its question", async () => {
    const expected: Record<Exclude<SummaryQuestion, "bobilVerdi">, string> = {
      leasing: "Leasing",
      eier: "Eier",
      pant: "Lån med pant",
      over23: "Sjåfører under 23 år",
      bonus: "Bonus",
    };
    const carQuestions = summaryQuestions.filter(
      (item): item is Exclude<SummaryQuestion, "bobilVerdi"> => item !== "bobilVerdi",
    );
    for (const question of carQuestions) {
      const actor = await flowAt({ events: toSummary });
      const { sent, unmount } = renderStep(SjekkBilInfoView, actor, listApi(companies));
      await userEvent.click(
        screen.getByRole("button", { name: `Endre ${expected[question].toLowerCase()}` }),
      );
      expect(sent).toEqual([{ type: "summary.edit", question }]);
      expect(stepIdOf(actor)).toBe(question);
      unmount();
    }
  });

  it("a motorhome has a value card: 'inntil {amount}', and its change button", async () => {
    const actor = await flowAt({
      input: { product: "bobil" },
      fakes: { lookupVehicle: async () => fixtureMotorhome },
      events: [
        { type: "vehicle.lookup", registreringsnummer: "BO12345" },
        { type: "vehicle.submit" },
        { type: "motorhomeValue.submit", bobilVerdikode: "V2" },
        { type: "leasing.answer", leasing: false },
        { type: "owner.answer", eier: true },
      ],
    });
    const { sent } = renderStep(SjekkBilInfoView, actor, listApi(companies));
    expect(screen.getByRole("heading", { level: 2, name: "Bobilen" })).toBeTruthy();
    expect(within(card("Verdien på bobilen")).getByText(/inntil 1\s000\s000\skr/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Endre verdien på bobilen" }));
    expect(sent).toEqual([{ type: "summary.edit", question: "bobilVerdi" }]);
    expect(stepIdOf(actor)).toBe("bobilVerdi");
  });

  it("the page's button sends summary.confirm and the machine goes to the price", async () => {
    const actor = await flowAt({ events: toSummary });
    const { sent } = renderStep(SjekkBilInfoView, actor, listApi(companies));
    await userEvent.click(screen.getByRole("button", { name: "Se pris" }));
    expect(sent).toEqual([{ type: "summary.confirm" }]);
    expect(stepIdOf(actor)).toBe("pris");
  });

  it("a car from the model picker shows make, model and years", async () => {
    const actor = await flowAt({
      events: [
        { type: "intro.start" },
        { type: "hasRegnr.answer", hasRegNr: false },
        {
          type: "model.submit",
          ofvdata: {
            modellaar: 2019,
            registreringsaar: 2020,
            merkekode: "101",
            modellkode: "V60",
            variantkode: "B4",
          },
          merkenavn: "Volvo",
          modellnavn: "V60",
        },
        { type: "leasing.answer", leasing: false },
        { type: "owner.answer", eier: true },
      ],
    });
    renderStep(SjekkBilInfoView, actor, listApi(companies));
    const vehicle = card("Bilen");
    expect(within(vehicle).getByText("Volvo V60")).toBeTruthy();
    expect(within(vehicle).getByText("2019")).toBeTruthy();
    expect(within(vehicle).getByText("2020")).toBeTruthy();
  });
});

describe("bonus-overforing", () => {
  const toBonusOverforing: PurchaseEvent[] = [
    ...toSummary,
    { type: "summary.edit", question: "bonus" },
    { type: "bonus.answer", bonusFraOss: false, bonuskode: "75" },
    { type: "summary.confirm" },
    { type: "price.submit" },
    { type: "addons.submit" },
    { type: "adjust.submit" },
    { type: "identity.submit", identitet: "registreringsnummer" },
    { type: "odometer.submit", kilometerstand: "" },
    { type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" },
  ];
  const flow = () =>
    flowAt({ events: toBonusOverforing, fakes: { fetchPrice: async () => fixturePrice() } });

  it("asks for the registration number and the company", async () => {
    const actor = await flow();
    expect(stepIdOf(actor)).toBe("bonusOverforing");
    const { container } = renderStep(BonusOverforingView, actor, listApi(companies));
    expect(screen.getByRole("heading", { level: 1, name: "Overføring av bonus" })).toBeTruthy();
    expect(
      await screen.findByLabelText("Hvilket forsikringsselskap har du bonusen hos?"),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows the messages for the plate (2 letters and 4 or 5 digits) and the company", async () => {
    const actor = await flow();
    const { sent, container } = renderStep(BonusOverforingView, actor, listApi(companies));
    const plate = screen.getByLabelText("Registreringsnummeret på kjøretøyet du har bonusen på");
    const company = await screen.findByLabelText("Hvilket forsikringsselskap har du bonusen hos?");
    await next();
    expect(fieldMessage(plate)).toContain("Du må skrive inn et registreringsnummer");
    expect(fieldMessage(company)).toContain("Du må velge et selskap");
    await expectFocusedErrorSummary([
      "Du må skrive inn et registreringsnummer",
      "Du må velge et selskap",
    ]);
    await expectNoAxeViolations(container);
    expect(await followErrorSummaryLink("Du må velge et selskap")).toBe(company);
    expect(await followErrorSummaryLink("Du må skrive inn et registreringsnummer")).toBe(plate);
    await userEvent.type(plate, "AB123");
    await next();
    const tooShort = "Registreringsnummer må bestå av 2 bokstaver og 4 eller 5 siffer";
    expect(fieldMessage(plate)).toContain(tooShort);
    await expectFocusedErrorSummary([tooShort, "Du må velge et selskap"]);
    expect(sent).toEqual([]);
  });

  it("sends bonusTransfer.submit with plate, company id and name; the machine goes to kjop", async () => {
    const actor = await flow();
    const { sent } = renderStep(BonusOverforingView, actor, listApi(companies));
    await userEvent.type(
      screen.getByLabelText("Registreringsnummeret på kjøretøyet du har bonusen på"),
      "ab 1234",
    );
    await userEvent.selectOptions(
      await screen.findByLabelText("Hvilket forsikringsselskap har du bonusen hos?"),
      "BO02",
    );
    await next();
    expect(sent).toEqual([
      {
        type: "bonusTransfer.submit",
        bonusRegnummer: "AB1234",
        bonusoverforingsselskap: "BO02",
        bonusoverforingsselskapNavn: "Trygge Veier Forsikring",
      },
    ]);
    await waitFor(() => expect(stepIdOf(actor)).toBe("kjop"));
  });

  it("keeps a pasted plate with a space whole (SPEC §5: normalised, then at most 7)", async () => {
    const actor = await flow();
    renderStep(BonusOverforingView, actor, listApi(companies));
    const plate = screen.getByLabelText(
      "Registreringsnummeret på kjøretøyet du har bonusen på",
    ) as HTMLInputElement;
    await userEvent.click(plate);
    await userEvent.paste("sx 10001");
    expect(plate.value).toBe("SX10001");
  });
});
