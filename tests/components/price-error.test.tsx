// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { flowErrorCodes } from "../../core/domain/flowError.ts";
import { priceErrorTexts } from "../../core/texts/stepErrors.ts";
import { PriceError, PriceErrorPage } from "../../src/components/price-error/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("PriceError", () => {
  it.each(flowErrorCodes)("%s shows its title in an alert and passes axe", async (kode) => {
    const { container } = render(
      <PriceError kode={kode} avtalenummer="123456789" hasOverview={true} />,
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(priceErrorTexts[kode].title)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("alleredeForsikret links to the agreement when the overview exists", () => {
    render(<PriceError kode="alleredeForsikret" avtalenummer="123456789" hasOverview={true} />);
    expect(screen.getByText("Denne bilen er allerede forsikret")).toBeTruthy();
    expect(hrefOf("Se forsikringen")).toBe("/privat/forsikring/motor/detaljer/123456789");
  });

  it("alleredeForsikret on someone else's agreement: no link, no 'Mine skadeforsikringer', contact us", () => {
    for (const hasOverview of [true, false]) {
      const { unmount } = render(
        <PriceError kode="alleredeForsikret" egenAvtale={false} hasOverview={hasOverview} />,
      );
      expect(screen.getByText("Denne bilen er allerede forsikret")).toBeTruthy();
      expect(screen.getByText(/forsikret av noen andre/)).toBeTruthy();
      expect(screen.queryByText(/Mine skadeforsikringer/)).toBeNull();
      expect(screen.queryByRole("link", { name: "Se forsikringen" })).toBeNull();
      expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
      unmount();
    }
  });

  it("alleredeForsikret without a number and without the insurer's word is not taken as the customer's", () => {
    render(<PriceError kode="alleredeForsikret" hasOverview={true} />);
    expect(screen.getByText(/forsikret av noen andre/)).toBeTruthy();
    expect(screen.queryByText(/Mine skadeforsikringer/)).toBeNull();
  });

  it("alleredeForsikret on the customer's own agreement links to it", () => {
    render(
      <PriceError
        kode="alleredeForsikret"
        avtalenummer="600000017"
        egenAvtale={true}
        hasOverview={true}
      />,
    );
    expect(hrefOf("Se forsikringen")).toBe("/privat/forsikring/motor/detaljer/600000017");
    expect(screen.queryByText(/forsikret av noen andre/)).toBeNull();
  });

  it("alleredeForsikret points to 'Mine skadeforsikringer' without the overview", () => {
    render(<PriceError kode="alleredeForsikret" avtalenummer="123456789" hasOverview={false} />);
    expect(screen.getByText(/Mine skadeforsikringer/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("lagringsforsikring links to the reactivate page, or asks to contact us", () => {
    const { rerender } = render(
      <PriceError kode="lagringsforsikring" avtalenummer="987654321" hasOverview={false} />,
    );
    expect(hrefOf("Slik tar du bilen i bruk igjen")).toBe(
      "/privat/forsikring/motor/detaljer/987654321/paareg",
    );
    expect(screen.getByText(/Det kan ikke gjøres på nett/)).toBeTruthy();
    rerender(<PriceError kode="lagringsforsikring" hasOverview={true} />);
    expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
  });

  it("someone else's storage insurance does not read as the customer's own (issue 29 item 12)", () => {
    render(<PriceError kode="lagringsforsikring" egenAvtale={false} hasOverview={true} />);
    expect(screen.getByText(/men ikke på deg/)).toBeTruthy();
    expect(screen.queryByText(/Du har lagringsforsikring/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Slik tar du bilen i bruk igjen" })).toBeNull();
    expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
  });

  it.each(["finnes", "kjoretoystatus", "begrenset", "kjoretoygruppe", "feil"] as const)(
    "%s offers the contact link",
    (kode) => {
      render(<PriceError kode={kode} hasOverview={true} />);
      expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
    },
  );

  it("a page of its own: the title is the h1, with the way on", async () => {
    const { container } = render(
      <PriceErrorPage
        kode="gammeltKjoretoy"
        hasOverview={true}
        actions={<button type="button">Start på nytt</button>}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: priceErrorTexts.gammeltKjoretoy.title }),
    ).toBeTruthy();
    expect(screen.getByText(priceErrorTexts.gammeltKjoretoy.text)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start på nytt" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("kjoretoygruppe asks whether the registration number is right", () => {
    render(<PriceError kode="kjoretoygruppe" hasOverview={true} />);
    expect(screen.getByText("Er registreringsnummeret riktig?")).toBeTruthy();
  });

  it("an unknown code shows the default error 'Det oppstod en feil.'", () => {
    render(<PriceError kode="ukjentKode" hasOverview={true} />);
    expect(screen.getByText("Det oppstod en feil.")).toBeTruthy();
    expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
  });
});
