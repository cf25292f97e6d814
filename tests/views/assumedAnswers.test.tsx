// @vitest-environment jsdom
/**
 * Issue 29 item 21: a customer under 23 (Theo, 20, in the sandbox) cannot answer that all drivers
 * are over 23 (SPEC §4: the over23 default follows the customer's age, and the customer drives);
 * the summary shows lien, drivers under 23 and bonus as what the flow assumed, with 'Endre', until
 * the customer answers them.
 */
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { over23Texts, sjekkBilInfoTexts } from "../../core/texts/steps/questions.ts";
import { routeTo } from "../../machines/types.ts";
import { Over23View } from "../../src/views/over23/Over23View.tsx";
import { SjekkBilInfoView } from "../../src/views/sjekk-bil-info/SjekkBilInfoView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { fixtureCustomer } from "../fixtures/purchase.ts";
import { flowAt, listApi, renderStep, stepIdOf, walkTo } from "./harness.tsx";

afterEach(cleanup);

const toSummary = walkTo("sjekkBilInfo");
const young = { customer: fixtureCustomer({ alder: 20 }) };
const companies = {
  "/skadeforsikring/selskaper/leasing": { selskaper: [] },
  "/skadeforsikring/selskaper/panthavere": {
    selskaper: [{ id: "PH01", navn: "Fjordkreditt Bank" }],
  },
};

const section = (heading: string) =>
  screen.getByRole("heading", { level: 2, name: heading }).nextElementSibling?.tagName === "UL"
    ? (screen.getByRole("heading", { level: 2, name: heading }).nextElementSibling as HTMLElement)
    : (screen.getByRole("heading", { level: 2, name: heading }).closest("section") as HTMLElement);
const cardIn = (list: HTMLElement, heading: string) =>
  within(list).queryByRole("heading", { level: 2, name: heading })?.closest("li") ?? null;

describe("the summary: what we assumed (issue 29 item 21)", () => {
  it("lists lien, drivers under 23 and bonus as assumed, each with 'Endre', apart from the customer's answers", async () => {
    const actor = await flowAt({ events: toSummary });
    const { container } = renderStep(SjekkBilInfoView, actor, listApi(companies));
    const answers = section(sjekkBilInfoTexts.answersHeading);
    const assumed = section(sjekkBilInfoTexts.assumedHeading);
    expect(within(assumed).getByText(sjekkBilInfoTexts.assumedLead)).toBeTruthy();
    for (const heading of ["Lån med pant", "Sjåfører under 23 år", "Bonus"]) {
      const card = cardIn(assumed, heading);
      expect(card, heading).not.toBeNull();
      expect(within(card as HTMLElement).getByRole("button", { name: /^Endre/ })).toBeTruthy();
      expect(cardIn(answers, heading), heading).toBeNull();
    }
    // What the customer answered stays with her answers.
    expect(cardIn(answers, "Leasing")).not.toBeNull();
    expect(cardIn(answers, "Eier")).not.toBeNull();
    expect(cardIn(assumed, "Leasing")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("an answer the customer gives moves to her answers", async () => {
    const actor = await flowAt({
      events: [
        ...toSummary,
        { type: "summary.edit", question: "pant" },
        { type: "lien.answer", pant: false },
      ],
    });
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
    renderStep(SjekkBilInfoView, actor, listApi(companies));
    expect(cardIn(section(sjekkBilInfoTexts.answersHeading), "Lån med pant")).not.toBeNull();
    expect(cardIn(section(sjekkBilInfoTexts.assumedHeading), "Lån med pant")).toBeNull();
    expect(actor.getSnapshot().context.assumed).toEqual(["over23", "bonus"]);
  });
});

describe("a customer under 23 (issue 29 item 21)", () => {
  it("cannot answer that all drivers are over 23: the chart refuses it", async () => {
    const actor = await flowAt({ input: young, events: [...toSummary, routeTo("over23")] });
    expect(stepIdOf(actor)).toBe("over23");
    expect(actor.getSnapshot().context.form.over23).toBe(false);
    actor.send({ type: "over23.answer", over23: true });
    expect(stepIdOf(actor)).toBe("over23");
    expect(actor.getSnapshot().context.form.over23).toBe(false);
  });

  it("the over23 step tells her why, offers no 'Ja', and goes on with no", async () => {
    const actor = await flowAt({ input: young, events: [...toSummary, routeTo("over23")] });
    const { sent, container } = renderStep(Over23View, actor);
    expect(screen.queryByRole("radio", { name: "Ja" })).toBeNull();
    expect(screen.getByText(over23Texts.youngCustomer("bilen"))).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Neste" }));
    expect(sent).toEqual([{ type: "over23.answer", over23: false }]);
    expect(stepIdOf(actor)).toBe("sjekkBilInfo");
  });

  it("the summary states it as a fact, without 'Endre'", async () => {
    const actor = await flowAt({ input: young, events: toSummary });
    renderStep(SjekkBilInfoView, actor, listApi(companies));
    const card = cardIn(section(sjekkBilInfoTexts.answersHeading), "Sjåfører under 23 år");
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText(sjekkBilInfoTexts.under23Customer)).toBeTruthy();
    expect(within(card as HTMLElement).queryByRole("button")).toBeNull();
    expect(actor.getSnapshot().can({ type: "summary.edit", question: "over23" })).toBe(false);
  });
});
