// @vitest-environment jsdom

import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { distributors } from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { quoteTexts } from "../../core/texts/common.ts";
import { introTexts } from "../../core/texts/steps/intro.ts";
import { menuLinks } from "../../src/components/navigation-menu/index.ts";
import { EkspressprisView } from "../../src/views/ekspresspris/EkspressprisView.tsx";
import { HarBilView } from "../../src/views/har-bil/HarBilView.tsx";
import { IntroView } from "../../src/views/intro/IntroView.tsx";
import { RedigerTilbudView } from "../../src/views/rediger-tilbud/RedigerTilbudView.tsx";
import { VelgBilView } from "../../src/views/velg-bil/VelgBilView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import {
  fixtureApiError,
  fixtureCustomer,
  fixtureMotorhome,
  fixtureVehicle,
} from "../fixtures/purchase.ts";
import { flowAt, listApi, renderStep, stepIdOf, testConfig, walkTo } from "./harness.tsx";

afterEach(cleanup);

const ownCars = {
  "/motor/bil/biler": {
    biler: [{ registreringsnummer: "EK12345", beskrivelse: "Volvo V60 2019" }],
  },
};

describe("intro", () => {
  it("shows the car title, sends intro.start on Start, and passes axe", async () => {
    const actor = await flowAt();
    const { sent, container } = renderStep(IntroView, actor);
    expect(screen.getByRole("heading", { level: 1, name: "Kjøp bilforsikring" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(sent).toEqual([{ type: "intro.start" }]);
    expect(stepIdOf(actor)).toBe("harBil");
    await expectNoAxeViolations(container);
  });

  it("shows intro text A for an even customer number and B for an odd one", async () => {
    const even = await flowAt({
      input: { customer: fixtureCustomer({ niceKundenummer: "10000002" }) },
    });
    const first = renderStep(IntroView, even);
    expect(screen.getByText(/Det tar bare noen minutter/)).toBeTruthy();
    first.unmount();
    const odd = await flowAt({
      input: { customer: fixtureCustomer({ niceKundenummer: "10000011" }) },
    });
    renderStep(IntroView, odd);
    expect(screen.getByText(/Svar på noen få spørsmål/)).toBeTruthy();
  });

  it("says the bonus the customer starts on is the one offered to her, not always 60 (issue 29 item 23)", async () => {
    for (const defaultBonus of ["60", "70"] as const) {
      const actor = await flowAt({ input: { defaultBonus } });
      const view = renderStep(IntroView, actor);
      expect(screen.getByText(/du starter på \d+ prosent/).textContent).toBe(
        `Bonusen din gjelder fra dag én: maks bonus er 80 prosent, og du starter på ${defaultBonus} prosent.`,
      );
      view.unmount();
    }
  });

  it("hides the bank-customer discount text for the provider's own distributor only", async () => {
    for (const distributor of distributors) {
      for (const isBankkunde of [true, false]) {
        const actor = await flowAt({
          input: { customer: fixtureCustomer({ isBankkunde }), distributor },
        });
        const view = renderStep(IntroView, actor);
        expect(
          screen.queryByText(introTexts.discountBank) !== null,
          `${distributor}, bank customer: ${isBankkunde}`,
        ).toBe(distributorVariant(distributor).showsBankDiscountText);
        view.unmount();
      }
    }
  });

  it("with a quote in progress offers 'Fortsett der du slapp' and 'Start på nytt'", async () => {
    const inProgress = [
      { type: "intro.start" },
      { type: "hasRegnr.answer", hasRegNr: true },
      { type: "vehicle.lookup", registreringsnummer: "EK12345" },
      { type: "vehicle.submit" },
      { type: "flow.reopen", step: "leasing" },
    ] as const;
    const actor = await flowAt({ events: [...inProgress] });
    const { sent, container } = renderStep(IntroView, actor);
    expect(screen.getByText(quoteTexts.inProgress)).toBeTruthy();
    expect(screen.queryByRole("button", { name: introTexts.start })).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: quoteTexts.resume }));
    expect(sent).toEqual([{ type: "flow.resume" }]);
    expect(stepIdOf(actor)).toBe("leasing");
    cleanup();

    const again = await flowAt({ events: [...inProgress] });
    const other = renderStep(IntroView, again);
    await userEvent.click(screen.getByRole("button", { name: quoteTexts.startOver }));
    expect(other.sent).toEqual([{ type: "flow.restart" }]);
    expect(stepIdOf(again)).toBe("intro");
    expect(screen.queryByRole("button", { name: quoteTexts.resume })).toBeNull();
    expect(again.getSnapshot().context.bilinfo).toBeNull();
  });
});

describe("har-bil", () => {
  it("asks to choose an alternative when nothing is chosen", async () => {
    const actor = await flowAt({ events: [{ type: "intro.start" }] });
    const { sent } = renderStep(HarBilView, actor);
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(screen.getByText("Du må velge et alternativ")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the answer: yes goes to the registration number, no to the model picker", async () => {
    const yes = await flowAt({ events: [{ type: "intro.start" }] });
    const first = renderStep(HarBilView, yes);
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(first.sent).toEqual([{ type: "hasRegnr.answer", hasRegNr: true }]);
    expect(stepIdOf(yes)).toBe("velgBil");
    first.unmount();
    const no = await flowAt({ events: [{ type: "intro.start" }] });
    const second = renderStep(HarBilView, no);
    await userEvent.click(screen.getByRole("radio", { name: "Nei" }));
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(second.sent).toEqual([{ type: "hasRegnr.answer", hasRegNr: false }]);
    expect(stepIdOf(no)).toBe("modellvelger");
    await expectNoAxeViolations(second.container);
  });
});

describe("velg-bil", () => {
  const toVelgBil = walkTo("velgBil");

  it("requires a registration number and checks its format", async () => {
    const actor = await flowAt({ events: [...toVelgBil] });
    renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(screen.getByText("Du må skrive inn et registreringsnummer")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "AB12");
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(
      screen.getByText("Registreringsnummer må bestå av 2 bokstaver og 5 siffer"),
    ).toBeTruthy();
  });

  it("looks the car up at the 7th character and shows its description", async () => {
    // The field sends every change; the machine decides when a number is looked up.
    const lookedUp: string[] = [];
    const actor = await flowAt({
      events: [...toVelgBil],
      fakes: {
        lookupVehicle: async ({ registreringsnummer }) => {
          lookedUp.push(registreringsnummer);
          return fixtureVehicle({ registreringsnummer });
        },
      },
    });
    const { sent } = renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "ek1234");
    expect(lookedUp).toEqual([]);
    expect(screen.queryByText(/Vi fant bilen/)).toBeNull();
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "5");
    expect(sent.at(-1)).toEqual({ type: "vehicle.lookup", registreringsnummer: "EK12345" });
    await waitFor(() => expect(screen.getByText(/Vi fant bilen/)).toBeTruthy());
    expect(lookedUp).toEqual(["EK12345"]);
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent.at(-1)).toEqual({ type: "vehicle.submit", registreringsnummer: "EK12345" });
    expect(stepIdOf(actor)).toBe("leasing");
  });

  it.each([
    ["with a space", "SX 10001"],
    ["with a dash and lower case", "sx-10001"],
    ["with spaces around", "  SX 10001  "],
  ])("looks up a pasted plate %s as the whole plate", async (_, pasted) => {
    const actor = await flowAt({ events: [...toVelgBil] });
    const { sent } = renderStep(VelgBilView, actor, listApi(ownCars));
    const field = screen.getByLabelText("Registreringsnummer") as HTMLInputElement;
    await userEvent.click(field);
    await userEvent.paste(pasted);
    expect(field.value).toBe("SX10001");
    expect(sent).toEqual([{ type: "vehicle.lookup", registreringsnummer: "SX10001" }]);
  });

  it("takes no more than 7 characters", async () => {
    const actor = await flowAt({ events: [...toVelgBil] });
    renderStep(VelgBilView, actor, listApi(ownCars));
    const field = screen.getByLabelText("Registreringsnummer") as HTMLInputElement;
    await userEvent.type(field, "ab1234567");
    expect(field.value).toBe("AB12345");
  });

  it("offers the customer's own cars as buttons that look the car up", async () => {
    const actor = await flowAt({ events: [...toVelgBil] });
    const { sent, container } = renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.click(await screen.findByRole("button", { name: /EK12345/ }));
    expect(sent).toEqual([{ type: "vehicle.lookup", registreringsnummer: "EK12345" }]);
    await expectNoAxeViolations(container);
  });

  it("in the car flow, a number that is a motorhome makes the step speak of it and list only motorhomes", async () => {
    const actor = await flowAt({
      events: [...toVelgBil],
      fakes: { lookupVehicle: async () => fixtureMotorhome },
    });
    const api = listApi({
      "/motor/bil/biler": {
        biler: [
          { registreringsnummer: "EK12345", beskrivelse: "Volvo V60 2019", biltype: "BIL" },
          { registreringsnummer: "BO10001", beskrivelse: "Hymer B-klasse", biltype: "BOBIL" },
        ],
      },
    });
    renderStep(VelgBilView, actor, api);
    expect(await screen.findByRole("button", { name: /EK12345/ })).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 1, name: "Hva er registreringsnummeret på bilen?" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /BO10001/ }));
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Hva er registreringsnummeret på bobilen?",
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Vi fant bobilen/)).toBeTruthy();
    expect(screen.getByText("Dine bobiler")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /EK12345/ })).toBeNull();
  });

  it("shows the veteran question for one letter and five digits", async () => {
    const actor = await flowAt({ events: [...toVelgBil] });
    renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "A12345");
    expect(screen.getByText("Er bilen over 30 år?")).toBeTruthy();
    expect(screen.getByText(/Du kan ikke kjøpe veteranbilforsikring her/)).toBeTruthy();
  });

  it("shows the vehicle error the lookup answered", async () => {
    const actor = await flowAt({
      events: [...toVelgBil],
      fakes: {
        lookupVehicle: async () => {
          throw Object.assign(new Error("422"), {
            status: 422,
            details: { feil: { kode: "kjoretoygruppe" } },
          });
        },
      },
    });
    renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "AB12345");
    await waitFor(() => expect(screen.getByText("Er registreringsnummeret riktig?")).toBeTruthy());
  });
});

describe("velg-bil: a number the register does not know (404 ikkeFunnet)", () => {
  const notFound = {
    // The sandbox's answer to ZZ99999 (tests/server/motor-register.test.ts).
    lookupVehicle: async () => Promise.reject(fixtureApiError({ kode: "ikkeFunnet" }, 404)),
  };

  it("says which number was not found and offers the model picker, by keyboard", async () => {
    const user = userEvent.setup();
    const actor = await flowAt({
      events: [{ type: "intro.start" }, { type: "hasRegnr.answer", hasRegNr: true }],
      fakes: notFound,
    });
    const { sent, container } = renderStep(VelgBilView, actor, listApi(ownCars));
    await user.type(screen.getByLabelText("Registreringsnummer"), "ZZ99999");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Vi fant ikke kjøretøyet")).toBeTruthy();
    expect(
      within(alert).getByText(
        "Vi fant ikke bilen med registreringsnummer ZZ99999. Sjekk at det er riktig, eller velg bilen i modellvelgeren.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Det oppstod en feil.")).toBeNull();
    await expectNoAxeViolations(container);
    const pickModel = within(alert).getByRole("button", { name: "Til modellvelgeren" });
    pickModel.focus();
    await user.keyboard("{Enter}");
    expect(sent.at(-1)).toEqual({ type: "vehicle.pickModel" });
    expect(stepIdOf(actor)).toBe("modellvelger");
  });

  it("speaks of the motorhome in the bobil flow", async () => {
    const actor = await flowAt({ input: { product: "bobil" }, fakes: notFound });
    expect(stepIdOf(actor)).toBe("velgBil");
    renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "ZZ99999");
    expect(
      await screen.findByText(
        "Vi fant ikke bobilen med registreringsnummer ZZ99999. Sjekk at det er riktig, eller velg bobilen i modellvelgeren.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Til modellvelgeren" }));
    expect(stepIdOf(actor)).toBe("modellvelger");
  });
});

describe("velg-bil: a car that is already insured (alleredeForsikret)", () => {
  const insured = (feil: Record<string, unknown>) => ({
    lookupVehicle: async () =>
      Promise.reject(fixtureApiError({ kode: "alleredeForsikret", ...feil })),
  });
  const lookUp = async (feil: Record<string, unknown>) => {
    const actor = await flowAt({
      events: [{ type: "intro.start" }, { type: "hasRegnr.answer", hasRegNr: true }],
      fakes: insured(feil),
    });
    const view = renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "EK12345");
    await screen.findByText("Denne bilen er allerede forsikret");
    return view;
  };

  it("as the owner (the sandbox's answer to Erik Eiersen): links to the agreement", async () => {
    await lookUp({ avtalenummer: "600000017", egenAvtale: true });
    expect(screen.getByRole("link", { name: "Se forsikringen" }).getAttribute("href")).toBe(
      "/privat/forsikring/motor/detaljer/600000017",
    );
  });

  it("as someone else (the sandbox's answer to Kari Nordkapp): insured by others, contact us", async () => {
    const { container } = await lookUp({ egenAvtale: false });
    expect(screen.getByText(/Bilen er forsikret av noen andre/)).toBeTruthy();
    expect(screen.queryByText(/Mine skadeforsikringer/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Se forsikringen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Kontakt oss" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("ekspresspris: every outcome has an h1 and a way forward", () => {
  const openExpress = (referenceId: string) => [{ type: "express.open", referenceId }] as const;

  it("a vehicle over 20 years: its title as h1, and 'Start på nytt' starts an ordinary quote", async () => {
    const user = userEvent.setup();
    const actor = await flowAt({
      events: [...openExpress("EKSPRESSPRIS00000009")],
      fakes: {
        // The sandbox's answer to EKSPRESSPRIS00000009 (docs/sandbox.md).
        fetchBasisData: async () => Promise.reject(fixtureApiError({ kode: "gammeltKjoretoy" })),
      },
    });
    const { sent, container } = renderStep(EkspressprisView, actor);
    const heading = screen.getByRole("heading", { level: 1, name: "Kjøretøyet er for gammelt" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Vi kan ikke forsikre kjøretøy som er eldre enn 20 år.")).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Start på nytt" }));
    await user.keyboard("{Enter}");
    expect(sent).toEqual([{ type: "flow.restart" }]);
    expect(stepIdOf(actor)).toBe("intro");
    expect(actor.getSnapshot().context.entry).toEqual({ kind: "start" });
  });

  it("an unknown reference: h1, the SPEC text, 'Prøv igjen' and 'Start på nytt'", async () => {
    let attempts = 0;
    const actor = await flowAt({
      events: [...openExpress("EKSPRESSPRIS00000404")],
      fakes: {
        fetchBasisData: async () => {
          attempts += 1;
          throw fixtureApiError({ kode: "ikkeFunnet" }, 404);
        },
      },
    });
    const { sent, container } = renderStep(EkspressprisView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Vi kunne ikke hente ekspressprisen" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Kunne ikke hente opp tilbudet. Vennligst prøv igjen eller ta kontakt med oss om feilen vedvarer",
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Prøv igjen" }));
    await waitFor(() => expect(attempts).toBe(2));
    await screen.findByRole("heading", { level: 1, name: "Vi kunne ikke hente ekspressprisen" });
    await userEvent.click(screen.getByRole("button", { name: "Start på nytt" }));
    expect(sent).toEqual([{ type: "flow.retry" }, { type: "flow.restart" }]);
    expect(stepIdOf(actor)).toBe("intro");
  });
});

describe("the feature flag 'nysalg-skade' (SPEC §6: any value but 'false' means the overview exists)", () => {
  // The express basis data says the car is insured already (the customer's own agreement): with
  // the overview the page links to the agreement, without it it points to 'Mine skadeforsikringer'.
  const insuredAlready = (nysalgSkade: string) =>
    flowAt({
      events: [{ type: "express.open", referenceId: "EKSPRESSPRIS00000017" }],
      fakes: {
        fetchBasisData: async () =>
          Promise.reject(
            fixtureApiError({
              kode: "alleredeForsikret",
              avtalenummer: "600000017",
              egenAvtale: true,
            }),
          ),
      },
    }).then((actor) =>
      renderStep(EkspressprisView, actor, listApi(), { ...testConfig, nysalgSkade }),
    );

  it.each(["true", "", "ja"])(
    "'%s': the overview exists, the page links to the agreement",
    async (flag) => {
      await insuredAlready(flag);
      expect(screen.getByRole("link", { name: "Se forsikringen" }).getAttribute("href")).toBe(
        "/privat/forsikring/motor/detaljer/600000017",
      );
      expect(screen.queryByText(/Mine skadeforsikringer/)).toBeNull();
    },
  );

  it("'false': no overview, the page points to 'Mine skadeforsikringer' without a link", async () => {
    await insuredAlready("false");
    expect(screen.getByText(/Mine skadeforsikringer/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Se forsikringen" })).toBeNull();
  });
});

describe("rediger-tilbud: a saved offer that cannot be opened", () => {
  it("a number the insurer has no offer under for this customer says so, with the way to the customer's offers (issue 26.8)", async () => {
    const actor = await flowAt({
      events: [{ type: "offer.open", avtalenummer: "600000025" }],
      fakes: {
        fetchOffer: async () => Promise.reject(fixtureApiError({ kode: "ikkeFunnet" }, 404)),
      },
    });
    const { sent, container } = renderStep(RedigerTilbudView, actor);
    expect(screen.getByRole("heading", { level: 1, name: "Vi fant ikke tilbudet" })).toBeTruthy();
    expect(screen.getByText(/Du har ikke noe tilbud med nummeret 600000025\./)).toBeTruthy();
    // Trying again later would never help: the SPEC's 'prøv igjen senere' is not said.
    expect(screen.queryByText(/prøv igjen senere/)).toBeNull();
    expect(screen.getByRole("link", { name: "Se tilbudene dine" }).getAttribute("href")).toBe(
      menuLinks.find((link) => link.key === "offers")?.href,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Start på nytt" }));
    expect(sent).toEqual([{ type: "flow.restart" }]);
  });

  it("an offer that could not be fetched for another reason has an h1, the SPEC text, and 'Start på nytt'", async () => {
    const actor = await flowAt({
      events: [{ type: "offer.open", avtalenummer: "600000025" }],
      fakes: {
        fetchOffer: async () => Promise.reject(fixtureApiError({ kode: "feil" }, 503)),
      },
    });
    const { sent, container } = renderStep(RedigerTilbudView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Vi kunne ikke hente tilbudet" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Kunne ikke hente opp tilbudet på denne avtalen. Vennligst prøv igjen senere",
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Start på nytt" }));
    expect(sent).toEqual([{ type: "flow.restart" }]);
    expect(stepIdOf(actor)).toBe("intro");
  });
});
