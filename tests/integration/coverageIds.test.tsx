// @vitest-environment jsdom
/**
 * Issue 29.1: every coverage id of SPEC §3 is accepted and shown. KV50001's price answer also holds
 * the further casco variants 121, 510, 520 and 530 (docs/sandbox.md); the union programme's
 * toppkasko (111) is what a union member is offered. Against the sandbox.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
import { answer, carToSummary, next, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

async function pricePage(persona: string) {
  const opened = await openApp(server(), {
    persona,
    path: "/privat/forsikring/motor/bil/",
  });
  const { user } = opened;
  await onStep("Kjøp bilforsikring");
  await next(user, "Start");
  await answer(user, "Husker du registreringsnummeret?", "Ja");
  await next(user);
  await onStep("Hva er registreringsnummeret på bilen?");
  await carToSummary(user, "KV50001");
  await next(user, "Se pris");
  await onStep("Velg dekning");
  // The step's heading shows at once, its coverages when the price has come.
  await screen.findAllByRole("radio");
  return opened;
}

const cascoVariants = ["Kasko Basis", "Kasko Standard", "Kasko Pluss", "Kasko Ekstra"];

describe("29.1 coverage ids of SPEC §3 (121, 510, 520, 530 and the union variant)", () => {
  it("a price answer holding 121, 510, 520 and 530 is shown with every coverage, not as an error", async () => {
    const { user, browser } = await pricePage("vanlig");
    const names = screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(names).toEqual(
      expect.arrayContaining(["150", "140", "510", "520", "120", "121", "530", "110"]),
    );
    for (const heading of cascoVariants) {
      expect(screen.getByRole("radio", { name: new RegExp(heading) })).toBeTruthy();
    }
    expect(screen.queryByText("Det oppstod en feil.")).toBeNull();
    // A variant can be chosen and is what the sandbox saves.
    await user.click(screen.getByRole("radio", { name: /Kasko Basis/ }));
    await next(user);
    await waitFor(async () => {
      const offers = await browser.get<{
        tilbud: { registreringsnummer: string; dekning: string }[];
      }>("/avtaleoversikt/tilbud");
      const saved = offers.body.tilbud.find((offer) => offer.registreringsnummer === "KV50001");
      expect(saved?.dekning).toBe("Kasko Basis");
    });
  });

  it("a union member is offered the union programme's toppkasko (111); no casco variant is open to them", async () => {
    await pricePage("lo");
    const toppkasko = screen.getByRole("radio", { name: /Toppkasko/ });
    expect(toppkasko.getAttribute("value")).toBe("111");
    for (const heading of [...cascoVariants, "Kasko "]) {
      for (const radio of screen.queryAllByRole("radio", { name: new RegExp(`^${heading}`) })) {
        expect(radio.hasAttribute("disabled")).toBe(true);
      }
    }
  });
});
