// @vitest-environment jsdom
/**
 * What the customer sees of the lists' cache (SPEC §9): the bonus page with the app's real api
 * client against the sandbox, on a clock the test moves (tests/api/fetchingHarness.ts).
 */
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pageErrorTexts } from "../../core/texts/stepErrors.ts";
import { questionTexts } from "../../core/texts/steps/questions.ts";
import type { PurchaseEvent } from "../../machines/types.ts";
import { BonusView } from "../../src/views/bonus/BonusView.tsx";
import { fetchingSandbox, until } from "../api/fetchingHarness.ts";
import { flowAt, renderStep, walkTo } from "./harness.tsx";

afterEach(cleanup);

const { calls, planFaults, logInApp, passWaits } = fetchingSandbox();

const toBonus: PurchaseEvent[] = [
  ...walkTo("sjekkBilInfo"),
  { type: "summary.edit", question: "bonus" },
];
const bonusList = "GET /skadeforsikring/bonusliste";
const loading = pageErrorTexts.listLoading(questionTexts.lists.bonus);
const bonusChoice = { name: "Velg bonus" };

describe("the bonus page's list (SPEC §9)", () => {
  it("shows the list once the error retry brings it, 5 s after it failed, without the customer asking", async () => {
    await planFaults([{ metode: "GET", sti: "/skadeforsikring/bonusliste", antall: 2 }]);
    const { api, clock } = logInApp();
    renderStep(BonusView, await flowAt({ events: toBonus }), api);
    await passWaits(clock, bonusList, [1000]);
    expect(await screen.findByText(pageErrorTexts.listLoadFailed.title)).toBeTruthy();
    expect(clock.pending()).toEqual([5000]);
    act(() => clock.advance(5000));
    expect(await screen.findByRole("radiogroup", bonusChoice)).toBeTruthy();
    expect(calls(bonusList)).toBe(3);
  });

  it("'Prøv igjen' asks at once, within the 2 s window, and shows the loader meanwhile", async () => {
    await planFaults([{ metode: "GET", sti: "/skadeforsikring/bonusliste", antall: 2 }]);
    const { api, clock } = logInApp();
    renderStep(BonusView, await flowAt({ events: toBonus }), api);
    await passWaits(clock, bonusList, [1000]);
    fireEvent.click(await screen.findByRole("button", { name: questionTexts.retry }));
    expect(screen.queryByText(pageErrorTexts.listLoadFailed.title)).toBeNull();
    expect(screen.getAllByText(loading).length).toBeGreaterThan(0);
    expect(await screen.findByRole("radiogroup", bonusChoice)).toBeTruthy();
    expect(calls(bonusList)).toBe(3);
  });

  it("opened again within 5 minutes, the page shows the list at once, and checks it behind it", async () => {
    const { api, clock } = logInApp();
    const first = renderStep(BonusView, await flowAt({ events: toBonus }), api);
    expect(await screen.findByRole("radiogroup", bonusChoice)).toBeTruthy();
    first.unmount();
    act(() => clock.advance(4 * 60_000));
    renderStep(BonusView, await flowAt({ events: toBonus }), api);
    expect(screen.getByRole("radiogroup", bonusChoice)).toBeTruthy();
    expect(screen.queryByText(loading)).toBeNull();
    await until(() => expect(calls(bonusList)).toBe(2));
  });
});
