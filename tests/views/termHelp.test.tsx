// @vitest-environment jsdom
/**
 * SPEC §2: the steps that use a term explain it with a tooltip (how the tooltip opens is
 * tests/components/term-help.test.tsx). Each step is walked to in the real purchase machine and
 * rendered; the trigger is found by the name the customer reads.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { PurchaseEvent } from "../../machines/types.ts";
import { BonusView } from "../../src/views/bonus/BonusView.tsx";
import { PrisView } from "../../src/views/pris/PrisView.tsx";
import { TilpassView } from "../../src/views/tilpass/TilpassView.tsx";
import { flowAt, listApi, normal, renderStep, walkTo } from "./harness.tsx";

afterEach(cleanup);

const lists = {
  "/skadeforsikring/bonusliste": {
    bonusliste: ["60", "70"].map((bonuskode) => ({
      bonuskode,
      prosent: Number(bonuskode),
      tekst: `${bonuskode} % bonus`,
    })),
  },
  "/skadeforsikring/kjoerelengder": {
    kjoerelengder: [{ kode: "12", km: 12000, tekst: "12 000 km" }],
  },
};

/** Each step, the triggers of the terms it explains, its view and the walk to it. */
const steps: [string, string[], ComponentType, PurchaseEvent[]][] = [
  [
    "bonus",
    ["Hva er bonus?"],
    BonusView,
    [...walkTo("sjekkBilInfo"), { type: "summary.edit", question: "bonus" }],
  ],
  ["tilpass", ["Hva er kjørelengde?", "Hva er egenandel?"], TilpassView, walkTo("tilpass")],
  ["pris", ["Hva er trafikkforsikringsavgift?"], PrisView, walkTo("pris")],
];

describe("the steps explain their terms (SPEC §2)", () => {
  it.each(steps)("the %s step offers %j", async (_, triggers, View, events) => {
    renderStep(View, await flowAt({ events }), listApi(lists));
    // The buttons' texts, not their accessible names: a miss then fails at once, with the list.
    const buttons = () =>
      screen.queryAllByRole("button").map((button) => normal(button.textContent));
    await waitFor(() => expect(buttons()).toEqual(expect.arrayContaining(triggers)));
  });
});
