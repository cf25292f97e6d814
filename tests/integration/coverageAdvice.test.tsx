// @vitest-environment jsdom
/**
 * Issue 29.18, through the React app against the sandbox: a lower coverage with add-ons that
 * costs more than the higher level which includes them is named as such, with the sandbox's own
 * prices; and a benefit the car is too old for is neither promised nor a reason to upgrade.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { DefaultBonusResponse, PriceResponse } from "../../core/contract/motor.ts";
import { formatCurrency } from "../../core/domain/money.ts";
import { sandboxForFile } from "../server/harness.ts";
import { answer, carToSummary, next, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

async function pricePage(persona: string, registreringsnummer: string) {
  const opened = await openApp(server(), { persona, path: "/privat/forsikring/motor/bil/" });
  const { user } = opened;
  await onStep("Kjøp bilforsikring");
  await next(user, "Start");
  await answer(user, "Husker du registreringsnummeret?", "Ja");
  await next(user);
  await onStep("Hva er registreringsnummeret på bilen?");
  await carToSummary(user, registreringsnummer);
  await next(user, "Se pris");
  await onStep("Velg dekning");
  await screen.findAllByRole("radio");
  return opened;
}

describe("29.18 coverage advice", () => {
  it("kasko with rental car on SX20002 at a deductible where toppkasko costs no more: tilpass says so, with the sandbox's prices", async () => {
    const { user, browser } = await pricePage("vanlig", "SX20002");
    // The sandbox's own price for the answers the test gave (owned, not leased, no lien, the
    // offered bonus, the default mileage), not the request the app built.
    const { bonuskode } = v.parse(
      DefaultBonusResponse,
      (await browser.get("/motor/bil/defaultBonus")).body,
    );
    const price = v.parse(
      PriceResponse,
      (
        await browser.post("/motor/bil/pris", {
          bonuskode,
          foererUnder23: false,
          nyPakkestruktur: true,
          tilleggsdekninger: [],
          pant: false,
          leasing: false,
          kjorelengdekode: "12",
          bildetaljer: { registreringsnummer: "SX20002" },
        })
      ).body,
    );
    const rental = price.tillegg.find((option) => option.id === "190")?.prisPerMnd ?? 0;
    const kasko = price.dekninger.find((option) => option.id === "120")?.egenandeler ?? [];
    const topp = price.dekninger.find((option) => option.id === "110")?.egenandeler ?? [];
    const monthlyAt = (levels: typeof kasko, beloep: number) =>
      levels.find((egenandel) => egenandel.beloep === beloep)?.prisPerMnd ?? Number.NaN;
    // The deductibles where toppkasko costs no more than kasko with rental car, and one where it does.
    const cheaperTopp = kasko.filter(
      (egenandel) => monthlyAt(topp, egenandel.beloep) <= egenandel.prisPerMnd + rental,
    );
    const dearerTopp = kasko.filter(
      (egenandel) => monthlyAt(topp, egenandel.beloep) > egenandel.prisPerMnd + rental,
    );
    const advised = cheaperTopp[0];
    const notAdvised = dearerTopp[0];
    if (!advised || !notAdvised) throw new Error("SX20002's price no longer shows the case");

    await user.click(screen.getByRole("radio", { name: /^Kasko/ }));
    await next(user);
    await onStep("Vil du legge til noe?");
    await user.click(screen.getByRole("checkbox", { name: /Leiebil/ }));
    await next(user);
    await onStep("Tilpass forsikringen");
    const deductible = (egenandel: typeof advised) =>
      screen.getByRole("radio", { name: new RegExp(formatCurrency(egenandel.beloep)) });
    await user.click(deductible(notAdvised));
    await waitFor(() => expect(screen.queryByText(/har dette med og koster/)).toBeNull());
    await user.click(deductible(advised));
    const hint = await screen.findByText(/Toppkasko har dette med og koster/);
    expect(hint.textContent).toContain(
      `${formatCurrency(monthlyAt(topp, advised.beloep))} per måned`,
    );
    expect(hint.textContent).toContain(`${formatCurrency(advised.prisPerMnd + rental)} per måned`);
  });

  it("a 16-year-old car (SX30003): no new car on total loss, neither among toppkasko's benefits nor as a reason to upgrade", async () => {
    await pricePage("ung", "SX30003");
    const cards = screen
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("radio"));
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(card.textContent).not.toMatch(/ny bil ved totalskade/i);
  });
});
