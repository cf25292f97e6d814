// @vitest-environment jsdom
/**
 * Issue 29.11: a deregistered car (AV10001 in the sandbox's register, docs/sandbox.md) is offered
 * only fire and theft while deregistered (142), with no traffic insurance fee. The customer is not
 * told that a fee of 0 kr comes in addition, and is not asked how far a car that may not be driven
 * goes in a year. Through the React app against the sandbox, to the purchase overview.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { prisTexts, tilpassTexts } from "../../core/texts/steps/offer.ts";
import { sandboxForFile } from "../server/harness.ts";
import { answer, carToSummary, next, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

describe("29.11 a deregistered car (AV10001)", () => {
  it("no '0 kr in addition' on the price page, no mileage question on tilpass or row on the overview", async () => {
    const { user, browser } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
    });
    await onStep("Kjøp bilforsikring");
    await next(user, "Start");
    await answer(user, "Husker du registreringsnummeret?", "Ja");
    await next(user);
    await onStep("Hva er registreringsnummeret på bilen?");
    await carToSummary(user, "AV10001");
    await next(user, "Se pris");
    await onStep("Velg dekning");

    // The sandbox's own price for this car: only 142, and no fee.
    const radios = await screen.findAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["142"]);
    const offers = await browser.get<{ tilbud: { registreringsnummer: string }[] }>(
      "/avtaleoversikt/tilbud",
    );
    expect(offers.body.tilbud.some((offer) => offer.registreringsnummer === "AV10001")).toBe(true);
    expect(screen.getByText(prisTexts.noTfa)).toBeTruthy();
    expect(screen.queryByText(/0 kr per år/)).toBeNull();

    await next(user);
    await onStep("Tilpass forsikringen");
    expect(screen.queryByRole("combobox", { name: tilpassTexts.mileageLabel })).toBeNull();
    expect(screen.getByText(tilpassTexts.leadDeductibleOnly)).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: /egenandel/i })).toBeTruthy();

    await next(user);
    await onStep("Hvordan skal vi kjenne igjen bilen?");
    await next(user);
    await onStep("Hva er kilometerstanden?");
    await next(user, "Fyll inn senere");
    await onStep("Kontaktinformasjon");
    await next(user);
    await onStep("Se over og kjøp");
    expect(screen.queryByText("Kjørelengde per år")).toBeNull();
    expect(screen.getByText("Dekning")).toBeTruthy();
  });
});
