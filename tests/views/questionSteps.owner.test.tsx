// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { priceErrorTexts } from "../../core/texts/stepErrors.ts";
import { leasingTexts } from "../../core/texts/steps/questions.ts";
import type { PurchaseEvent } from "../../machines/types.ts";
import { EierView } from "../../src/views/eier/EierView.tsx";
import { EierFnrView } from "../../src/views/eier-fnr/EierFnrView.tsx";
import { EierNavnView } from "../../src/views/eier-navn/EierNavnView.tsx";
import { LeasingView } from "../../src/views/leasing/LeasingView.tsx";
import { Over23View } from "../../src/views/over23/Over23View.tsx";
import { PantView } from "../../src/views/pant/PantView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureApiError, fixtureVehicle } from "../fixtures/purchase.ts";
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

const toLeasing = walkTo("leasing");
const toEier = walkTo("eier");
const toEierNavn: PurchaseEvent[] = [...toEier, { type: "owner.answer", eier: false }];
const toEierFnr: PurchaseEvent[] = [
  ...toEierNavn,
  { type: "ownerName.submit", annenEierNavn: "Ola Nordmann" },
];
const toSummary = walkTo("sjekkBilInfo");

const leasingCompanies = {
  "/skadeforsikring/selskaper/leasing": {
    selskaper: [
      { id: "LS01", navn: "Polar Leasing" },
      { id: "LS02", navn: "Kyst Bilfinans" },
    ],
  },
};
const lenders = {
  "/skadeforsikring/selskaper/panthavere": {
    selskaper: [
      { id: "PH01", navn: "Fjordkreditt Bank" },
      { id: "PH02", navn: "Nordlys Finans" },
    ],
  },
};

/** A valid synthetic national id (mod-11 checked). */
const validFnr = "01019000008";
const next = () => userEvent.click(screen.getByRole("button", { name: "Neste" }));

describe("leasing", () => {
  it("asks whether the car is leased, with a product-dependent title", async () => {
    const car = await flowAt({ events: toLeasing });
    const first = renderStep(LeasingView, car);
    expect(screen.getByRole("heading", { level: 1, name: "Er bilen leaset?" })).toBeTruthy();
    first.unmount();
    const motorhome = await flowAt({
      input: { product: "bobil" },
      events: [
        { type: "vehicle.lookup", registreringsnummer: "BO12345" },
        { type: "vehicle.submit" },
        { type: "motorhomeValue.submit", bobilVerdikode: "V1" },
      ],
    });
    expect(stepIdOf(motorhome)).toBe("leasing");
    renderStep(LeasingView, motorhome);
    expect(screen.getByRole("heading", { level: 1, name: "Er bobilen leaset?" })).toBeTruthy();
  });

  it("a car the register shows as leased comes with 'Ja' and its company chosen, and says why", async () => {
    const actor = await flowAt({
      events: toLeasing,
      fakes: {
        lookupVehicle: async (input) => {
          const found = fixtureVehicle({ registreringsnummer: input.registreringsnummer });
          return { ...found, bilinfo: { ...found.bilinfo, leasingselskapId: "LS01" } };
        },
      },
    });
    const { sent } = renderStep(LeasingView, actor, listApi(leasingCompanies));
    expect(screen.getByText(leasingTexts.fromRegister("bilen"))).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Ja" }) as HTMLInputElement).checked).toBe(true);
    const company = (await screen.findByRole("combobox", {
      name: leasingTexts.company,
    })) as HTMLSelectElement;
    await waitFor(() => expect(company.value).toBe("LS01"));
    await next();
    expect(sent).toEqual([{ type: "leasing.answer", leasing: true, leasingCompanykode: "LS01" }]);
  });

  it("requires an answer: 'Du må velge et alternativ'", async () => {
    const actor = await flowAt({ events: toLeasing });
    const { sent } = renderStep(LeasingView, actor);
    await next();
    expect(screen.getByText("Du må velge et alternativ")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Ja" }));
    expect(sent).toEqual([]);
  });

  it("a field that appears after a failed submit is not shown as an error until the next submit", async () => {
    const actor = await flowAt({ events: toLeasing });
    renderStep(LeasingView, actor, listApi(leasingCompanies));
    await next();
    expect(screen.getByText("Du må velge et alternativ")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    const company = await screen.findByLabelText("Hvilket leasingselskap?");
    expect(screen.queryByText("Du må velge et alternativ")).toBeNull();
    expect(company.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("Du må velge et selskap")).toBeNull();
    await next();
    expect(company.getAttribute("aria-invalid")).toBe("true");
    expect(fieldMessage(company)).toContain("Du må velge et selskap");
  });

  it("no sends leasing.answer without a company, and the machine asks about the owner", async () => {
    const actor = await flowAt({ events: toLeasing });
    const { sent } = renderStep(LeasingView, actor);
    await userEvent.click(screen.getByRole("radio", { name: "Nei" }));
    await next();
    expect(sent).toEqual([{ type: "leasing.answer", leasing: false }]);
    expect(stepIdOf(actor)).toBe("eier");
  });

  it("yes asks for the leasing company: 'Du må velge et selskap', then sends its id", async () => {
    const actor = await flowAt({ events: toLeasing });
    const { sent, container } = renderStep(LeasingView, actor, listApi(leasingCompanies));
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    const company = await screen.findByLabelText("Hvilket leasingselskap?");
    await next();
    expect(company.getAttribute("aria-invalid")).toBe("true");
    expect(fieldMessage(company)).toContain("Du må velge et selskap");
    await expectFocusedErrorSummary(["Du må velge et selskap"]);
    await expectNoAxeViolations(container);
    expect(await followErrorSummaryLink("Du må velge et selskap")).toBe(company);
    expect(sent).toEqual([]);
    await userEvent.selectOptions(company, "LS02");
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([{ type: "leasing.answer", leasing: true, leasingCompanykode: "LS02" }]);
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
  });

  it("shows the list-load error when the leasing companies cannot be fetched", async () => {
    const actor = await flowAt({ events: toLeasing });
    renderStep(LeasingView, actor, listApi());
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    expect(await screen.findByText("Oi sann, her skjedde det en feil")).toBeTruthy();
    expect(
      screen.getByText("Prøv igjen senere eller ta kontakt med oss om feilen vedvarer."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Prøv igjen" })).toBeTruthy();
  });
});

describe("eier", () => {
  it("asks whether the customer is the registered owner and states who else may own it", async () => {
    const actor = await flowAt({ events: toEier });
    const { container } = renderStep(EierView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Er du registrert eier av bilen?" }),
    ).toBeTruthy();
    expect(
      screen.getByText(/ektefellen, samboeren eller den registrerte partneren din.*samme adresse/),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("requires an answer", async () => {
    const actor = await flowAt({ events: toEier });
    const { sent } = renderStep(EierView, actor);
    await next();
    expect(screen.getByText("Du må velge et alternativ")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends owner.answer: yes goes to the summary, no to the owner's name", async () => {
    const yes = await flowAt({ events: toEier });
    const first = renderStep(EierView, yes);
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    await next();
    expect(first.sent).toEqual([{ type: "owner.answer", eier: true }]);
    expect(stepIdOf(yes)).toBe("sjekkBilInfo");
    first.unmount();
    const no = await flowAt({ events: toEier });
    const second = renderStep(EierView, no);
    await userEvent.click(screen.getByRole("radio", { name: "Nei" }));
    await next();
    expect(second.sent).toEqual([{ type: "owner.answer", eier: false }]);
    expect(stepIdOf(no)).toBe("eierNavn");
  });
});

describe("eier-navn", () => {
  it("asks 'Hva er navnet på eieren?' with the population-register hint", async () => {
    const actor = await flowAt({ events: toEierNavn });
    const { container } = renderStep(EierNavnView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Hva er navnet på eieren?" }),
    ).toBeTruthy();
    expect(screen.getByText("Skriv navnet slik det står i folkeregisteret.")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows each name message of SPEC §5 and focuses the field", async () => {
    const actor = await flowAt({ events: toEierNavn });
    const { sent } = renderStep(EierNavnView, actor);
    const field = screen.getByLabelText("Fullt navn");
    await next();
    expect(screen.getByText("Du må skrive inn et navn")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, "Ola N0rdmann");
    await next();
    expect(screen.getByText("Navnet inneholder ugyldige tegn")).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "Ola");
    await next();
    expect(
      screen.getByText("Vennligst fyll inn både fornavn, eventuelle mellomnavn og etternavn"),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends ownerName.submit with the trimmed name", async () => {
    const actor = await flowAt({ events: toEierNavn });
    const { sent } = renderStep(EierNavnView, actor);
    await userEvent.type(screen.getByLabelText("Fullt navn"), "  Ola Nordmann ");
    await next();
    expect(sent).toEqual([{ type: "ownerName.submit", annenEierNavn: "Ola Nordmann" }]);
    expect(stepIdOf(actor)).toBe("eierFnr");
  });
});

describe("eier-fnr", () => {
  it("asks for the owner's fnr by name, with max input length 12", async () => {
    const actor = await flowAt({ events: toEierFnr });
    const { container } = renderStep(EierFnrView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Hva er fødselsnummeret til Ola Nordmann?" }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Fødselsnummer").getAttribute("maxlength")).toBe("12");
    await expectNoAxeViolations(container);
  });

  it("masks the input 6+5 and shows the national-id messages", async () => {
    const actor = await flowAt({ events: toEierFnr });
    const { sent } = renderStep(EierFnrView, actor);
    const field = screen.getByLabelText("Fødselsnummer") as HTMLInputElement;
    await next();
    expect(screen.getByText("Du må skrive inn et fødselsnummer")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, "01010112345");
    // Jøkul's formatter groups with a no-break space, so the number never breaks over two lines.
    expect(field.value).toBe("010101\u00a012345");
    await next();
    expect(screen.getByText("Du må skrive inn et gyldig fødselsnummer")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends ownerFnr.submit with 11 digits; the guarantee is fetched, then the summary", async () => {
    let release: (() => void) | undefined;
    const actor = await flowAt({
      events: toEierFnr,
      fakes: {
        fetchGuarantee: (request) =>
          request.fnrOrgnrAnnenEier
            ? new Promise((resolve) => {
                release = () => resolve({ garanti: {} });
              })
            : Promise.resolve({ garanti: {} }),
      },
    });
    const { sent } = renderStep(EierFnrView, actor);
    await userEvent.type(screen.getByLabelText("Fødselsnummer"), validFnr);
    await next();
    expect(sent).toEqual([{ type: "ownerFnr.submit", annenEierFnr: validFnr }]);
    // 'Vennligst vent' while the guarantee is fetched.
    expect(screen.getByRole("button", { name: /Vennligst vent/ })).toBeTruthy();
    release?.();
    await waitFor(() => expect(stepIdOf(actor)).toBe("sjekkBilInfo"));
  });

  it("shows the error when the guarantee fetch fails, and lets the customer send again", async () => {
    let attempt = 0;
    const actor = await flowAt({
      events: toEierFnr,
      fakes: {
        fetchGuarantee: async (request) => {
          if (!request.fnrOrgnrAnnenEier) return { garanti: {} };
          attempt += 1;
          if (attempt === 1) throw fixtureApiError({ kode: "finnes" });
          return { garanti: {} };
        },
      },
    });
    const { sent } = renderStep(EierFnrView, actor);
    await userEvent.type(screen.getByLabelText("Fødselsnummer"), validFnr);
    await next();
    expect(await screen.findByText("Et lignende kjøretøy er allerede forsikret")).toBeTruthy();
    expect(stepIdOf(actor)).toBe("eierFnr");
    await next();
    expect(sent).toHaveLength(2);
    await waitFor(() => expect(stepIdOf(actor)).toBe("sjekkBilInfo"));
  });

  it("shows 'Det oppstod en feil.' when the guarantee says STOPP_KJOP, without 'try again later'", async () => {
    const actor = await flowAt({
      events: toEierFnr,
      fakes: {
        fetchGuarantee: async (request) => ({
          garanti: request.fnrOrgnrAnnenEier ? { transaksjonstype: "STOPP_KJOP" } : {},
        }),
      },
    });
    renderStep(EierFnrView, actor);
    await userEvent.type(screen.getByLabelText("Fødselsnummer"), validFnr);
    await next();
    expect(await screen.findByText("Det oppstod en feil.")).toBeTruthy();
    expect(screen.getByText(priceErrorTexts.feil.stopPurchase)).toBeTruthy();
    expect(screen.queryByText(/Prøv igjen senere/)).toBeNull();
    expect(screen.getByRole("link", { name: priceErrorTexts.contactLink })).toBeTruthy();
    expect(stepIdOf(actor)).toBe("eierFnr");
  });

  it("says under the field when the insurer refuses the customer's own fnr, until another is typed", async () => {
    const otherFnr = "01018000055";
    const actor = await flowAt({
      events: toEierFnr,
      fakes: {
        // The sandbox's answer to the customer's own fnr (tests/server/reservedCases.test.ts).
        fetchGuarantee: async (request) => {
          if (request.fnrOrgnrAnnenEier === validFnr)
            throw fixtureApiError({ kode: "annenEierErKunden" });
          return { garanti: {} };
        },
      },
    });
    const { sent, container } = renderStep(EierFnrView, actor);
    const field = screen.getByLabelText("Fødselsnummer");
    await userEvent.type(field, validFnr);
    await next();
    const message = "Dette er ditt eget fødselsnummer. Skriv inn fødselsnummeret til Ola Nordmann.";
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = field.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(
      describedBy.some((id) => document.getElementById(id)?.textContent?.includes(message)),
    ).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Not also as a generic error box.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(stepIdOf(actor)).toBe("eierFnr");
    await expectNoAxeViolations(container);
    await userEvent.clear(field);
    await userEvent.type(field, otherFnr);
    expect(screen.queryByText(message)).toBeNull();
    await next();
    expect(sent.at(-1)).toEqual({ type: "ownerFnr.submit", annenEierFnr: otherFnr });
    await waitFor(() => expect(stepIdOf(actor)).toBe("sjekkBilInfo"));
  });
});

describe("pant", () => {
  const toPant: PurchaseEvent[] = [...toSummary, { type: "summary.edit", question: "pant" }];

  it("starts at the default no and sends lien.answer without a lender", async () => {
    const actor = await flowAt({ events: toPant });
    expect(stepIdOf(actor)).toBe("pant");
    const { sent } = renderStep(PantView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Har du lån med pant i bilen?" }),
    ).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Nei" }) as HTMLInputElement).checked).toBe(true);
    await next();
    expect(sent).toEqual([{ type: "lien.answer", pant: false }]);
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
  });

  it("yes asks for the lender: 'Du må velge et selskap', then sends its id", async () => {
    const actor = await flowAt({ events: toPant });
    const { sent, container } = renderStep(PantView, actor, listApi(lenders));
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    const lender = await screen.findByLabelText("Hvem har du lånet hos?");
    await next();
    expect(lender.getAttribute("aria-invalid")).toBe("true");
    expect(fieldMessage(lender)).toContain("Du må velge et selskap");
    await expectFocusedErrorSummary(["Du må velge et selskap"]);
    expect(await followErrorSummaryLink("Du må velge et selskap")).toBe(lender);
    await userEvent.selectOptions(lender, "PH02");
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([{ type: "lien.answer", pant: true, panthaverId: "PH02" }]);
  });
});

describe("over23", () => {
  const toOver23: PurchaseEvent[] = [...toSummary, { type: "summary.edit", question: "over23" }];

  it("starts at the customer's default and sends over23.answer as a boolean", async () => {
    const actor = await flowAt({ events: toOver23 });
    expect(stepIdOf(actor)).toBe("over23");
    const { sent, container } = renderStep(Over23View, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Er alle som skal kjøre bilen, over 23 år?" }),
    ).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Ja" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Nei" }));
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([{ type: "over23.answer", over23: false }]);
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
  });
});
