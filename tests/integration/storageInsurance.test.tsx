// @vitest-environment jsdom
/**
 * Issue 29.12, through the React app against the sandbox: EK45678 has storage insurance
 * (lagringsforsikring) with `eksisterende` (agreement 600000041); for anyone else the sandbox says
 * `egenAvtale: false` without a number (docs/sandbox.md). Agreement 600000017 is in force.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
import { answer, next, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

async function lookUp(persona: string, registreringsnummer: string) {
  const { user } = await openApp(server(), { persona, path: "/privat/forsikring/motor/bil/" });
  await onStep("Kjøp bilforsikring");
  // eksisterende has open offers: the start page offers to continue one, or to start over.
  if (persona === "eksisterende") {
    await next(user, "Start på nytt");
    await onStep("Kjøp bilforsikring");
  }
  await next(user, "Start");
  await answer(user, "Husker du registreringsnummeret?", "Ja");
  await next(user);
  await onStep("Hva er registreringsnummeret på bilen?");
  await user.type(
    screen.getByRole("textbox", { name: "Registreringsnummer" }),
    registreringsnummer,
  );
  return user;
}

describe("29.12 storage insurance says whose it is and what can be done", () => {
  it("for a customer who does not own EK45678: not as if the car were hers, and contact", async () => {
    await lookUp("vanlig", "EK45678");
    expect(await screen.findByText(/men ikke på deg/)).toBeTruthy();
    expect(screen.queryByText(/Du har lagringsforsikring/)).toBeNull();
    expect(screen.queryByRole("link", { name: /bruk igjen/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Kontakt oss" })).toBeTruthy();
  });

  it("for its owner: no promise the reactivate page cannot keep, and the link says what it is", async () => {
    await lookUp("eksisterende", "EK45678");
    expect(await screen.findByText(/Det kan ikke gjøres på nett/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "Slik tar du bilen i bruk igjen" });
    expect(link.getAttribute("href")).toBe("/privat/forsikring/motor/detaljer/600000041/paareg");
  });

  it("the reactivate page of an agreement in force (600000017) does not call it storage insurance", async () => {
    await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/detaljer/600000017/paareg",
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Forsikringen er ikke en lagringsforsikring",
      }),
    ).toBeTruthy();
    expect(screen.queryByText("Bilen har lagringsforsikring")).toBeNull();
  });

  it("the reactivate page of the storage insurance (600000041) explains it", async () => {
    await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/detaljer/600000041/paareg",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bilen har lagringsforsikring" }),
    ).toBeTruthy();
  });
});
