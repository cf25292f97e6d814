// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PriceError } from "../../src/components/price-error/index.ts";
import { flowErrorCodes } from "../../src/domain/flowError.ts";
import { priceErrorTexts } from "../../src/texts/errors.ts";
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

  it("alleredeForsikret points to 'Mine skadeforsikringer' without the overview", () => {
    render(<PriceError kode="alleredeForsikret" avtalenummer="123456789" hasOverview={false} />);
    expect(screen.getByText(/Mine skadeforsikringer/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("lagringsforsikring links to the reactivate page, or asks to contact us", () => {
    const { rerender } = render(
      <PriceError kode="lagringsforsikring" avtalenummer="987654321" hasOverview={false} />,
    );
    expect(hrefOf("Ta bilen i bruk igjen")).toBe(
      "/privat/forsikring/motor/detaljer/987654321/paareg",
    );
    rerender(<PriceError kode="lagringsforsikring" hasOverview={true} />);
    expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
  });

  it.each(["finnes", "kjoretoystatus", "begrenset", "kjoretoygruppe", "feil"] as const)(
    "%s offers the contact link",
    (kode) => {
      render(<PriceError kode={kode} hasOverview={true} />);
      expect(hrefOf("Kontakt oss")).toBe("#kfp-footer-phonenumber");
    },
  );

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
