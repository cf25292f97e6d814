// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startTestServer } from "../server/harness.ts";
import { answer, currentPath, next, onStep, openApp, pickFirstOption } from "./harness.tsx";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ today: new Date() });
});
afterAll(() => server.close());
afterEach(cleanup);

const agreementsOf = (kundenummer: string) =>
  server.db.query<{ avtalenummer: string; registreringsnummer: string | null }>(
    "select avtalenummer, registreringsnummer from agreements where kundenummer = $1",
    [kundenummer],
  );

describe("full purchases through the React app against the sandbox", () => {
  it("car with a registration number: from the start page to the receipt", async () => {
    const { user } = await openApp(server, { persona: "vanlig", path: "/privat/forsikring/motor/bil/" });
    await onStep("Kjøp bilforsikring");
    await next(user, "Start");
    await onStep("Husker du registreringsnummeret?");
    await answer(user, "Husker du registreringsnummeret?", "Ja");
    await next(user);
    await onStep("Hva er registreringsnummeret på bilen?");
    await user.type(screen.getByRole("textbox", { name: "Registreringsnummer" }), "SX20002");
    await screen.findByText(/Vi fant bilen/, undefined, { timeout: 8000 });
    await next(user);
    await onStep("Er bilen leaset?");
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await onStep("Er du registrert eier av bilen?");
    await answer(user, "Er du registrert eier av bilen?", "Ja");
    await next(user);
    await onStep("Har vi riktig info?");
    await next(user, "Se pris");
    await onStep("Velg dekning");
    expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris");
    await next(user);
    await onStep("Vil du legge til noe?");
    await next(user);
    await onStep("Tilpass forsikringen");
    await next(user);
    await onStep("Hvordan skal vi kjenne igjen bilen?");
    await next(user);
    await onStep("Hva er kilometerstanden?");
    await user.type(screen.getByRole("textbox", { name: "Kilometerstand" }), "45000");
    await next(user);
    await onStep("Kontaktinformasjon");
    await next(user);
    await onStep("Se over og kjøp");
    await next(user, "Kjøp forsikringen");
    await onStep("Takk for kjøpet!");
    expect(currentPath()).toBe("/privat/forsikring/motor/bil/kvittering");
    const agreements = await agreementsOf("10000002");
    expect(agreements.map((agreement) => agreement.registreringsnummer)).toContain("SX20002");
    const bought = agreements.find((agreement) => agreement.registreringsnummer === "SX20002");
    expect(screen.getByText(new RegExp(bought?.avtalenummer ?? "none"))).toBeTruthy();
  });
});
