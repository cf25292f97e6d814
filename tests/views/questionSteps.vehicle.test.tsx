// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { PurchaseEvent } from "../../machines/types.ts";
import { BobilVerdiView } from "../../src/views/bobil-verdi/BobilVerdiView.tsx";
import { ModellvelgerView } from "../../src/views/modellvelger/ModellvelgerView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureMotorhome } from "../fixtures/purchase.ts";
import {
  expectFocusedErrorSummary,
  fieldMessage,
  flowAt,
  followErrorSummaryLink,
  listApi,
  renderStep,
  stepIdOf,
} from "./harness.tsx";

afterEach(cleanup);

const toModellvelger: PurchaseEvent[] = [
  { type: "intro.start" },
  { type: "hasRegnr.answer", hasRegNr: false },
];

const pickerLists = {
  "/motor/bil/sok/merker": {
    merker: [
      { merkekode: "101", merkenavn: "Volvo" },
      { merkekode: "102", merkenavn: "Toyota" },
    ],
  },
  "/motor/bil/sok/modeller": { modeller: [{ modellkode: "V60", modellnavn: "V60" }] },
  "/motor/bil/sok/varianter": { varianter: [{ variantkode: "B4", variantnavn: "B4" }] },
};

const thisYear = new Date().getFullYear();
const next = () => userEvent.click(screen.getByRole("button", { name: "Neste" }));

describe("modellvelger", () => {
  it("shows a car title and asks for the model year first", async () => {
    const actor = await flowAt({ events: toModellvelger });
    renderStep(ModellvelgerView, actor, listApi(pickerLists));
    expect(screen.getByRole("heading", { level: 1, name: "Hvilken bil har du?" })).toBeTruthy();
    expect(screen.getByLabelText("Årsmodell")).toBeTruthy();
    expect(screen.queryByLabelText("Merke")).toBeNull();
  });

  it("shows the model-year messages of SPEC §5 in the error summary, which leads to the field", async () => {
    const actor = await flowAt({ events: toModellvelger });
    const { sent, container } = renderStep(ModellvelgerView, actor, listApi(pickerLists));
    const year = screen.getByLabelText("Årsmodell");
    await next();
    expect(fieldMessage(year)).toContain("Du må skrive inn bilens årsmodell");
    await expectFocusedErrorSummary([
      "Du må skrive inn bilens årsmodell",
      "Du må skrive inn registreringsåret",
    ]);
    await expectNoAxeViolations(container);
    expect(await followErrorSummaryLink("Du må skrive inn bilens årsmodell")).toBe(year);
    for (const [typed, message] of [
      ["20", "Årsmodell må bestå av 4 siffer"],
      ["1993", "På grunn av bilens alder kan du ikke kjøpe forsikring på nett"],
      [String(thisYear + 2), `Årsmodell kan ikke være senere enn ${thisYear + 1}`],
    ] as const) {
      await userEvent.clear(year);
      await userEvent.type(year, typed);
      await next();
      expect(fieldMessage(year)).toContain(message);
      await expectFocusedErrorSummary([message, "Du må skrive inn registreringsåret"]);
    }
    expect(sent).toEqual([]);
  });

  it("asks for make, model and variant in turn, with their messages", async () => {
    const actor = await flowAt({ events: toModellvelger });
    const { sent } = renderStep(ModellvelgerView, actor, listApi(pickerLists));
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    const make = await screen.findByLabelText("Merke");
    const registrationYear = "Du må skrive inn registreringsåret";
    await next();
    expect(fieldMessage(make)).toContain("Du må velge et merke");
    await expectFocusedErrorSummary(["Du må velge et merke", registrationYear]);
    expect(await followErrorSummaryLink("Du må velge et merke")).toBe(make);
    await userEvent.selectOptions(make, "101");
    const model = await screen.findByLabelText("Modell");
    await next();
    expect(fieldMessage(model)).toContain("Du må velge en modell");
    await expectFocusedErrorSummary(["Du må velge en modell", registrationYear]);
    await userEvent.selectOptions(model, "V60");
    const variant = await screen.findByLabelText("Variant");
    await next();
    expect(fieldMessage(variant)).toContain("Du må velge en variant");
    await expectFocusedErrorSummary(["Du må velge en variant", registrationYear]);
    await userEvent.selectOptions(variant, "B4");
    expect(sent).toEqual([]);
  });

  it("a list revealed after a failed submit is not red before the customer touches it (issue 29 item 9)", async () => {
    const actor = await flowAt({ events: toModellvelger });
    renderStep(ModellvelgerView, actor, listApi(pickerLists));
    await next();
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    const make = await screen.findByLabelText("Merke");
    expect(make.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("Du må velge et merke")).toBeNull();
    await next();
    expect(fieldMessage(make)).toContain("Du må velge et merke");
    await userEvent.selectOptions(make, "101");
    const model = await screen.findByLabelText("Modell");
    expect(model.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("Du må velge en modell")).toBeNull();
  });

  it("checks the registration year against the model year", async () => {
    const actor = await flowAt({ events: toModellvelger });
    renderStep(ModellvelgerView, actor, listApi(pickerLists));
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    const registered = screen.getByLabelText("Første gang registrert (år)");
    await next();
    expect(fieldMessage(registered)).toContain("Du må skrive inn registreringsåret");
    await userEvent.type(registered, "201");
    await next();
    expect(fieldMessage(registered)).toContain("Registreringsår må bestå av 4 siffer");
    await userEvent.clear(registered);
    await userEvent.type(registered, "2017");
    await next();
    expect(fieldMessage(registered)).toContain(
      `Registreringsåret må være mellom 2018 og ${thisYear + 1}`,
    );
  });

  it("sends model.submit with ofvdata and names, and the machine goes to leasing", async () => {
    const actor = await flowAt({ events: toModellvelger });
    const { sent, container } = renderStep(ModellvelgerView, actor, listApi(pickerLists));
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    await userEvent.selectOptions(await screen.findByLabelText("Merke"), "101");
    await userEvent.selectOptions(await screen.findByLabelText("Modell"), "V60");
    await userEvent.selectOptions(await screen.findByLabelText("Variant"), "B4");
    await userEvent.type(screen.getByLabelText("Første gang registrert (år)"), "2019");
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([
      {
        type: "model.submit",
        ofvdata: {
          modellaar: 2019,
          registreringsaar: 2019,
          merkekode: "101",
          modellkode: "V60",
          variantkode: "B4",
        },
        merkenavn: "Volvo",
        modellnavn: "V60",
      },
    ]);
    expect(stepIdOf(actor)).toBe("leasing");
  });

  it("says 'Laster inn …' while a list loads and offers a retry when it fails", async () => {
    const actor = await flowAt({ events: toModellvelger });
    let fail = true;
    let release: (() => void) | undefined;
    const api = listApi();
    api.get = (async (_schema: unknown, path: string) => {
      if (path !== "/motor/bil/sok/merker") throw new Error("unexpected");
      if (fail) {
        fail = false;
        throw new Error("down");
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return pickerLists["/motor/bil/sok/merker"];
    }) as typeof api.get;
    renderStep(ModellvelgerView, actor, api);
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    expect(await screen.findByText("Oi sann, her skjedde det en feil")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Prøv igjen" }));
    expect(
      within(await screen.findByRole("status")).getAllByText("Laster inn bilmerker").length,
    ).toBeGreaterThan(0);
    release?.();
    expect(await screen.findByLabelText("Merke")).toBeTruthy();
  });

  it("asks for motorhome makes with inkludereBobil on the bobil product", async () => {
    const actor = await flowAt({
      input: { product: "bobil" },
      events: [{ type: "vehicle.pickModel" }],
    });
    expect(stepIdOf(actor)).toBe("modellvelger");
    const queries: unknown[] = [];
    const api = listApi(pickerLists);
    const get = api.get;
    api.get = ((schema: never, path: string, query?: never) => {
      queries.push({ path, query });
      return get(schema, path, query);
    }) as typeof api.get;
    renderStep(ModellvelgerView, actor, api);
    expect(screen.getByRole("heading", { level: 1, name: "Hvilken bobil har du?" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Årsmodell"), "2019");
    await screen.findByLabelText("Merke");
    expect(queries).toContainEqual({
      path: "/motor/bil/sok/merker",
      query: { aar: 2019, inkludereBobil: true },
    });
  });
  it("sends the chosen motorhome's values also when the choices came back as drafts (a reload)", async () => {
    const values = [{ bobilVerdikode: "BV03", maksverdi: 600_000, tekst: "600 000 kr" }];
    const draft = (name: string, value: string) =>
      ({ type: "form.draft", step: "modellvelger", name, value }) as const;
    const actor = await flowAt({
      input: { product: "bobil" },
      events: [
        { type: "vehicle.pickModel" },
        draft("modellaar", "2019"),
        draft("merkekode", "101"),
        draft("merkenavn", "Volvo"),
        draft("modellkode", "V60"),
        draft("modellnavn", "V60"),
        draft("variantkode", "B4"),
        draft("registreringsaar", "2019"),
      ],
    });
    const lists = {
      ...pickerLists,
      "/motor/bil/sok/varianter": {
        varianter: [{ variantkode: "B4", variantnavn: "B4", bobilMerker: values }],
      },
    };
    const { sent } = renderStep(ModellvelgerView, actor, listApi(lists));
    expect(await screen.findByLabelText("Variant")).toBeTruthy();
    await next();
    expect(sent).toEqual([
      expect.objectContaining({ type: "model.submit", merkenavn: "Volvo", bobilMerker: values }),
    ]);
    expect(stepIdOf(actor)).toBe("bobilVerdi");
  });
});

describe("bobil-verdi", () => {
  const motorhome = {
    ...fixtureMotorhome,
    bobilMerker: [
      ...(fixtureMotorhome.bobilMerker ?? []),
      { bobilVerdikode: "V9", maksverdi: 3_000_000, tekst: "inntil 3 000 000 kr" },
    ],
  };
  const toBobilVerdi = async () =>
    flowAt({
      input: { product: "bobil" },
      fakes: { lookupVehicle: async () => motorhome },
      events: [
        { type: "vehicle.lookup", registreringsnummer: "BO12345" },
        { type: "vehicle.submit" },
      ],
    });

  it("offers the values up to 2 500 000 as 'inntil {amount}'", async () => {
    const actor = await toBobilVerdi();
    expect(stepIdOf(actor)).toBe("bobilVerdi");
    const { container } = renderStep(BobilVerdiView, actor);
    expect(screen.getByRole("heading", { level: 1, name: "Hva er bobilen verdt?" })).toBeTruthy();
    const group = screen.getByRole("radiogroup", { name: "Velg verdien på bobilen" });
    const labels = within(group)
      .getAllByRole("radio")
      .map((radio) => radio.parentElement?.textContent?.replace(/\s/g, " "));
    expect(labels).toEqual(["inntil 500 000 kr", "inntil 1 000 000 kr"]);
    await expectNoAxeViolations(container);
  });

  it("requires a value: 'Du må velge en verdi på bobilen'", async () => {
    const actor = await toBobilVerdi();
    const { sent } = renderStep(BobilVerdiView, actor);
    await next();
    expect(screen.getByText("Du må velge en verdi på bobilen")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]);
    expect(sent).toEqual([]);
  });

  it("sends motorhomeValue.submit with the chosen code", async () => {
    const actor = await toBobilVerdi();
    const { sent } = renderStep(BobilVerdiView, actor);
    await userEvent.click(screen.getByRole("radio", { name: /1\s000\s000/ }));
    await next();
    expect(sent).toEqual([{ type: "motorhomeValue.submit", bobilVerdikode: "V2" }]);
    expect(stepIdOf(actor)).toBe("leasing");
  });
});

describe("focus and validation display", () => {
  it("shows nothing invalid before the first submit", async () => {
    const actor = await flowAt({ events: toModellvelger });
    const { container } = renderStep(ModellvelgerView, actor, listApi(pickerLists));
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toBeTruthy());
  });
});
