// @vitest-environment jsdom
/**
 * Issue 15, defect 4, on the add-on page: with toppkasko, which includes rental car (SPEC §9),
 * the rental-car add-on is not offered and the page says why; with kasko both add-ons are.
 * The price is the fixture price as the sandbox answers it (`inkluderteTillegg` on 110/111).
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CoverageId, PurchaseEvent } from "../../machines/types.ts";
import { TilleggsdekningView } from "../../src/views/tilleggsdekning/TilleggsdekningView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixturePriceWithIncludedRentalCar } from "../fixtures/purchase.ts";
import { flowAt, renderStep, walkTo } from "./harness.tsx";

afterEach(cleanup);

const toTillegg = (dekningId: CoverageId): PurchaseEvent[] => [
  ...walkTo("pris"),
  { type: "price.select", dekningId },
  { type: "price.submit" },
];

const fakes = { fetchPrice: async () => fixturePriceWithIncludedRentalCar() };

const checkboxNames = () =>
  screen
    .queryAllByRole("checkbox")
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, " "));

const summaryNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent?.replace(/\u00ad/g, ""));

describe("tilleggsdekning with a coverage that includes an add-on", () => {
  it("toppkasko: no rental-car checkbox, a note that it is included, no rental-car line", async () => {
    const actor = await flowAt({ events: toTillegg("110"), fakes });
    const { container } = renderStep(TilleggsdekningView, actor);
    expect(checkboxNames()).toEqual(["Maskinskade (+ 90 kr per måned)"]);
    expect(screen.queryByRole("checkbox", { name: /Leiebil/ })).toBeNull();
    expect(screen.getByText("Leiebil er allerede med i Toppkasko.")).toBeTruthy();
    expect(
      screen.getByText("Du kan legge til maskinskade. Prisen oppdateres med en gang."),
    ).toBeTruthy();
    expect(summaryNames()).not.toContain("Leiebil");
    await expectNoAxeViolations(container);
  });

  it("kasko: both add-ons, and no note", async () => {
    const actor = await flowAt({ events: toTillegg("120"), fakes });
    renderStep(TilleggsdekningView, actor);
    expect(checkboxNames()).toEqual([
      "Maskinskade (+ 90 kr per måned)",
      "Leiebil (+ 40 kr per måned)",
    ]);
    expect(screen.queryByText(/er allerede med i/)).toBeNull();
    expect(
      screen.getByText("Du kan legge til maskinskade og leiebil. Prisen oppdateres med en gang."),
    ).toBeTruthy();
  });
});
