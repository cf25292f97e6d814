// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureCustomer } from "../../machines/purchase/fixtures.ts";
import { HarBilView } from "../../src/views/har-bil/HarBilView.tsx";
import { IntroView } from "../../src/views/intro/IntroView.tsx";
import { VelgBilView } from "../../src/views/velg-bil/VelgBilView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { flowAt, listApi, renderStep, stepIdOf } from "./harness.tsx";

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

  it("hides the bank-customer discount text for the provider's own distributor", async () => {
    const bank = await flowAt({
      input: { customer: fixtureCustomer({ isBankkunde: true }), distributor: "sb1" },
    });
    const first = renderStep(IntroView, bank);
    expect(screen.queryByText(/5 prosent ekstra/)).toBeTruthy();
    first.unmount();
    const own = await flowAt({
      input: { customer: fixtureCustomer({ isBankkunde: true }), distributor: "none" },
    });
    renderStep(IntroView, own);
    expect(screen.queryByText(/5 prosent ekstra/)).toBeNull();
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
  const toVelgBil = [{ type: "intro.start" }, { type: "hasRegnr.answer", hasRegNr: true }] as const;

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
    const actor = await flowAt({ events: [...toVelgBil] });
    const { sent } = renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "ek1234");
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "5");
    expect(sent).toEqual([{ type: "vehicle.lookup", registreringsnummer: "EK12345" }]);
    await waitFor(() => expect(screen.getByText(/Vi fant bilen/)).toBeTruthy());
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent.at(-1)).toEqual({ type: "vehicle.submit" });
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

  it("shows the veteran question for one letter and five digits", async () => {
    const actor = await flowAt({ events: [...toVelgBil] });
    renderStep(VelgBilView, actor, listApi(ownCars));
    await userEvent.type(screen.getByLabelText("Registreringsnummer"), "A12345");
    expect(screen.getByText("Er bilen over 30 år?")).toBeTruthy();
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
