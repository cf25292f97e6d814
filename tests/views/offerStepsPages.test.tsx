// @vitest-environment jsdom
/**
 * The two pages outside the flow: the agreement detail page and its reactivate page. They fetch
 * their own data; `listApi` answers the calls they make.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Agreement } from "../../core/contract/motor.ts";
import type { ApiClient } from "../../src/api/client.ts";
import { ServicesProvider } from "../../src/app/ApiContext.tsx";
import { AgreementDetailsPage } from "../../src/views/agreement-details/AgreementDetailsPage.tsx";
import { ReactivatePage } from "../../src/views/reactivate/ReactivatePage.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { listApi, normal, testConfig } from "./harness.tsx";

afterEach(cleanup);

function agreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    avtalenummer: "100000001",
    status: "AKTIV",
    produkt: "bil",
    startdato: "2026-02-15",
    kjoretoy: {
      registreringsnummer: "EK12345",
      biltype: "BIL",
      merkenavn: "TOYOTA",
      modellnavn: "COROLLA",
      variantnavn: "1.8 HYBRID",
      modellaar: 2021,
      registreringsaar: 2021,
      beskrivelse: "TOYOTA COROLLA 1.8 HYBRID",
    },
    dekning: { id: "110", heading: "Toppkasko" },
    egenandel: { id: "E8000", beloep: 8000 },
    tillegg: [{ id: "122", heading: "Maskinskade", prisPerMnd: 90, prisPerAar: 1080 }],
    dekningPris: { prisPerMnd: 550, prisPerAar: 6600 },
    tfa: { prisPerMnd: 250, prisPerAar: 3000 },
    prisPerMnd: 890,
    prisPerAar: 10680,
    bonuskode: "60",
    kjorelengdekode: "12",
    foererUnder23: false,
    pant: false,
    leasing: false,
    epostadresse: "kari@example.no",
    mobilnummer: "91234567",
    ...overrides,
  };
}

const responses = (avtale: Agreement) => ({
  "/motor/bil/avtale": { avtale },
  "/skadeforsikring/dokument/avtalevilkaar": {
    avtalenummer: avtale.avtalenummer,
    dokumenter: [{ tittel: "Vilkår for bilforsikring", url: "/dokumenter/vilkar-bil.pdf" }],
  },
  "/skadeforsikring/kjoerelengder": {
    kjoerelengder: [{ kode: "12", km: 12000, tekst: "12 000 km" }],
  },
});

function renderPage(page: ReactNode, api: ApiClient) {
  return render(<ServicesProvider value={{ api, config: testConfig }}>{page}</ServicesProvider>);
}

describe("agreement details page", () => {
  it("shows vehicle, coverage, deductible, add-ons, the price with TFA and the terms", async () => {
    const { container } = renderPage(
      <AgreementDetailsPage avtalenummer="100000001" />,
      listApi(responses(agreement())),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Forsikringsdetaljer" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Pris" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        Array.from(row.querySelectorAll("th, td")).map((cell) => normal(cell.textContent)),
      );
    expect(rows).toEqual([
      ["Toppkasko", "550 kr", "6 600 kr"],
      ["Maskinskade", "90 kr", "1 080 kr"],
      ["Trafikkforsikringsavgift", "250 kr", "3 000 kr"],
      ["Totalt", "890 kr", "10 680 kr"],
    ]);
    const details = normal(container.querySelector("dl")?.textContent);
    for (const part of [
      "Avtalenummer100000001",
      "StatusAktiv",
      "KjøretøyTOYOTA COROLLA 1.8 HYBRID",
      "RegistreringsnummerEK12345",
      "DekningToppkasko",
      "Egenandel8 000 kr",
      "TilleggMaskinskade",
      "Gjelder fra15. februar 2026",
    ]) {
      expect(details).toContain(part);
    }
    const terms = await screen.findByRole("link", { name: "Vilkår for bilforsikring" });
    expect(terms.getAttribute("href")).toBe("/dokumenter/vilkar-bil.pdf");
    expect(await screen.findByText("12 000 km")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says the details could not be fetched when the call fails", async () => {
    const { container } = renderPage(
      <AgreementDetailsPage avtalenummer="100000001" />,
      listApi({}),
    );
    expect(
      await screen.findByText(
        "Vi kunne ikke hente detaljene på forsikringen din. Prøv igjen senere eller ta kontakt med oss om feilen vedvarer",
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("links a storage-insured car to the reactivate page", async () => {
    renderPage(
      <AgreementDetailsPage avtalenummer="100000001" />,
      listApi(responses(agreement({ status: "LAGRING", tillegg: [] }))),
    );
    const link = await screen.findByRole("link", { name: "Slik tar du bilen i bruk igjen" });
    expect(link.getAttribute("href")).toBe("/privat/forsikring/motor/detaljer/100000001/paareg");
    expect(screen.getByText("Ingen")).toBeTruthy();
  });
});

describe("reactivate page", () => {
  it("explains storage insurance and offers contact and the agreement", async () => {
    const { container } = renderPage(
      <ReactivatePage avtalenummer="100000001" />,
      listApi(responses(agreement({ status: "LAGRING" }))),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bilen har lagringsforsikring" }),
    ).toBeTruthy();
    expect(await screen.findByText("Gjelder TOYOTA COROLLA 1.8 HYBRID.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kontakt oss" }).getAttribute("href")).toBe(
      "#kfp-footer-phonenumber",
    );
    expect(screen.getByRole("link", { name: "Se forsikringen" }).getAttribute("href")).toBe(
      "/privat/forsikring/motor/detaljer/100000001",
    );
    await expectNoAxeViolations(container);
  });

  it("still explains and offers contact when the agreement cannot be fetched", async () => {
    renderPage(<ReactivatePage avtalenummer="100000001" />, listApi({}));
    expect(await screen.findByRole("link", { name: "Kontakt oss" })).toBeTruthy();
    expect(screen.queryByText(/^Gjelder /)).toBeNull();
  });

  it("an agreement in force is not called storage insurance (issue 29 item 12)", async () => {
    renderPage(
      <ReactivatePage avtalenummer="100000001" />,
      listApi(responses(agreement({ status: "AKTIV" }))),
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Forsikringen er ikke en lagringsforsikring",
      }),
    ).toBeTruthy();
    expect(screen.queryByText("Bilen har lagringsforsikring")).toBeNull();
    expect(screen.getByRole("link", { name: "Se forsikringen" }).getAttribute("href")).toBe(
      "/privat/forsikring/motor/detaljer/100000001",
    );
  });
});
