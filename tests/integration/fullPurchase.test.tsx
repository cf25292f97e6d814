// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { syntheticFnr } from "../../server/catalogue/syntheticFnr.ts";
import { sandboxForFile } from "../server/harness.ts";
import {
  answer,
  currentPath,
  next,
  odometerLaterAndContact,
  onStep,
  openApp,
  pickFirstOption,
  priceToIdentity,
} from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

const agreementsOf = (kundenummer: string) =>
  server().db.query<{ avtalenummer: string; registreringsnummer: string | null }>(
    "select avtalenummer, registreringsnummer from agreements where kundenummer = $1",
    [kundenummer],
  );

/** The progress indicator's text above the step, or null where the step belongs to no part. */
const progressText = () =>
  document.querySelector(".step-progress__text")?.textContent?.replace(/\s+/g, " ") ?? null;

describe("full purchases through the React app against the sandbox", () => {
  it("car with a registration number: from the start page to the receipt", async () => {
    const { user } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
    });
    await onStep("Kjøp bilforsikring");
    expect(progressText()).toBeNull();
    await next(user, "Start");
    await onStep("Husker du registreringsnummeret?");
    expect(progressText()).toBe("Steg 1 av 4 · Finn bilen");
    await answer(user, "Husker du registreringsnummeret?", "Ja");
    await next(user);
    await onStep("Hva er registreringsnummeret på bilen?");
    await user.type(screen.getByRole("textbox", { name: "Registreringsnummer" }), "SX20002");
    await screen.findByText(/Vi fant bilen/);
    await next(user);
    await onStep("Er bilen leaset?");
    expect(progressText()).toBe("Steg 2 av 4 · Om bilen og deg");
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await onStep("Er du registrert eier av bilen?");
    await answer(user, "Er du registrert eier av bilen?", "Ja");
    await next(user);
    await onStep("Har vi riktig info?");
    await next(user, "Se pris");
    await onStep("Velg dekning");
    expect(progressText()).toBe("Steg 3 av 4 · Pris og dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris"));
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
    expect(progressText()).toBe("Steg 4 av 4 · Kjøp");
    await next(user, "Kjøp forsikringen");
    await onStep("Takk for kjøpet!");
    expect(progressText()).toBeNull();
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/kvittering"));
    const agreements = await agreementsOf("10000002");
    expect(agreements.map((agreement) => agreement.registreringsnummer)).toContain("SX20002");
    const bought = agreements.find((agreement) => agreement.registreringsnummer === "SX20002");
    expect(screen.getByText(new RegExp(bought?.avtalenummer ?? "none"))).toBeTruthy();
    // What was bought, as the sandbox stored it, and where the confirmation went, masked.
    const [stored] = await server().db.query<{
      data: {
        kjoretoy: { beskrivelse: string };
        dekning: { heading: string };
        epostadresse: string;
      };
    }>("select data from agreements where avtalenummer = $1", [bought?.avtalenummer]);
    const section = await screen.findByRole("region", { name: "Dette har du kjøpt" });
    await within(section).findByText(stored?.data.kjoretoy.beskrivelse ?? "none");
    expect(within(section).getByText(stored?.data.dekning.heading ?? "none")).toBeTruthy();
    const epost = stored?.data.epostadresse ?? "none";
    expect(within(section).getByText(/Vi har sendt en bekreftelse til/).textContent).toBe(
      `Vi har sendt en bekreftelse til ${epost.charAt(0)}${"•".repeat(Math.max(epost.indexOf("@") - 1, 3))}${epost.slice(epost.indexOf("@"))}.`,
    );
    expect(section.textContent).not.toContain(epost);
  });

  it("car via the model picker, owned by someone else, with a lien", async () => {
    const { user } = await openApp(server(), {
      persona: "ung",
      path: "/privat/forsikring/motor/bil/",
    });
    await onStep("Kjøp bilforsikring");
    await next(user, "Start");
    await answer(user, "Husker du registreringsnummeret?", "Nei");
    await next(user);
    await onStep("Hvilken bil har du?");
    await user.type(screen.getByRole("textbox", { name: "Årsmodell" }), "2021");
    await pickFirstOption(user, "Merke");
    await pickFirstOption(user, "Modell");
    await pickFirstOption(user, "Variant");
    await user.type(screen.getByRole("textbox", { name: /Første gang registrert/ }), "2021");
    await next(user);
    await onStep("Er bilen leaset?");
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await answer(user, "Er du registrert eier av bilen?", "Nei");
    await next(user);
    await onStep("Hva er navnet på eieren?");
    await user.type(screen.getByRole("textbox", { name: "Fullt navn" }), "Olga Testesen");
    await next(user);
    await onStep("Hva er fødselsnummeret til Olga Testesen?");
    const ownerFnr = syntheticFnr(new Date(Date.UTC(1985, 3, 12)));
    await user.type(screen.getByRole("textbox", { name: "Fødselsnummer" }), ownerFnr);
    await next(user);
    await onStep("Har vi riktig info?");
    await user.click(screen.getByRole("button", { name: /Endre.*pant/i }));
    await onStep("Har du lån med pant i bilen?");
    await answer(user, "Har du lån med pant i bilen?", "Ja");
    await pickFirstOption(user, "Hvem har du lånet hos?");
    await next(user);
    await onStep("Har vi riktig info?");
    await next(user, "Se pris");
    await onStep("Velg dekning");
    // SPEC §6: with a lien, mini-kasko and liability cannot be chosen.
    // The step's heading shows at once, its coverages when the price has come.
    const minikasko = await screen.findByRole("radio", { name: /Minikasko/ });
    expect(minikasko.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: /Ansvar/ }).hasAttribute("disabled")).toBe(true);
    await priceToIdentity(user);
    await user.type(screen.getByRole("textbox", { name: "Understellsnummer" }), "YV1RS1234");
    await next(user);
    await odometerLaterAndContact(user);
    await onStep("Se over og kjøp");
    await next(user, "Kjøp forsikringen");
    await onStep("Takk for kjøpet!");
    const [agreement] = await server().db.query<{ data: Record<string, unknown> }>(
      "select data from agreements where kundenummer = '10000057'",
    );
    expect(JSON.stringify(agreement?.data)).toContain("YV1RS1234");
  });

  it("motorhome with the value step, a bonus transferred from another company and the consent step", async () => {
    const { user } = await openApp(server(), {
      persona: "samtykke",
      path: "/privat/forsikring/motor/bobil/",
    });
    await onStep("Hva er registreringsnummeret på bobilen?");
    expect(progressText()).toBe("Steg 1 av 4 · Finn bobilen");
    await user.type(screen.getByRole("textbox", { name: "Registreringsnummer" }), "BO10001");
    await screen.findByText(/Vi fant bobilen/);
    await next(user);
    await onStep("Hva er bobilen verdt?");
    const values = await screen.findAllByRole("radio");
    await user.click(values[0] as HTMLElement);
    await next(user);
    await onStep("Er bobilen leaset?");
    expect(progressText()).toBe("Steg 2 av 4 · Om bobilen og deg");
    await answer(user, "Er bobilen leaset?", "Nei");
    await next(user);
    await answer(user, "Er du registrert eier av bobilen?", "Ja");
    await next(user);
    await onStep("Har vi riktig info?");
    await user.click(screen.getByRole("button", { name: /Endre bonus/i }));
    await onStep("Hvor mye bonus har du?");
    await answer(user, "Velg bonus", "80 % bonus fra et annet forsikringsselskap");
    await next(user);
    await onStep("Har vi riktig info?");
    await next(user, "Se pris");
    await onStep("Velg dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bobil/pris"));
    await priceToIdentity(user, "bobilen");
    await next(user);
    await odometerLaterAndContact(user);
    await onStep("Overføring av bonus");
    await user.type(
      screen.getByRole("textbox", { name: /Registreringsnummeret på kjøretøyet/ }),
      "AB1234",
    );
    await pickFirstOption(user, "Hvilket forsikringsselskap har du bonusen hos?");
    await next(user);
    await onStep("Se over og kjøp");
    await next(user, "Kjøp forsikringen");
    await onStep("Samtykker til markedsføring");
    for (const group of await screen.findAllByRole("radiogroup")) {
      await user.click(within(group).getByRole("radio", { name: "Ja" }));
    }
    await next(user, "Fortsett til kvittering");
    await onStep("Takk for kjøpet!");
    const [agreement] = await server().db.query<{ registreringsnummer: string }>(
      "select registreringsnummer from agreements where kundenummer = '10000068'",
    );
    expect(agreement?.registreringsnummer).toBe("BO10001");
    const [customer] = await server().db.query<{ marketing_consent: string }>(
      "select marketing_consent from customers where kundenummer = '10000068'",
    );
    expect(customer?.marketing_consent).toBe("OPTED_IN");
  });
});

describe("a motorhome without a registration number", () => {
  it("is picked in the model picker, gets its value choices and is priced", async () => {
    const { user, browser } = await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/bobil/",
    });
    // The register knows BO20002 (not bought by the tests above); its make and model are what the customer picks.
    const found = await browser.get<{
      bilinfo: {
        merkenavn: string;
        modellnavn: string;
        modellaar: number;
        registreringsaar: number;
      };
    }>("/motor/bil/sok?registreringsnummer=BO20002&inkludereBobil=true");
    const { merkenavn, modellnavn, modellaar, registreringsaar } = found.body.bilinfo;
    await onStep("Hva er registreringsnummeret på bobilen?");
    await user.click(screen.getByRole("button", { name: "Jeg husker ikke registreringsnummeret" }));
    await onStep("Hvilken bobil har du?");
    await user.type(screen.getByRole("textbox", { name: "Årsmodell" }), String(modellaar));
    const make = await screen.findByRole("combobox", { name: "Merke" });
    await screen.findByRole("option", { name: merkenavn });
    await user.selectOptions(make, merkenavn);
    const model = await screen.findByRole("combobox", { name: "Modell" });
    await screen.findByRole("option", { name: modellnavn });
    await user.selectOptions(model, modellnavn);
    await pickFirstOption(user, "Variant");
    await user.type(
      screen.getByRole("textbox", { name: /Første gang registrert/ }),
      String(registreringsaar),
    );
    await next(user);
    await onStep("Hva er bobilen verdt?");
    const values = await screen.findAllByRole("radio");
    expect(values.length).toBeGreaterThan(1);
    await user.click(values[1] as HTMLElement);
    await next(user);
    await answer(user, "Er bobilen leaset?", "Nei");
    await next(user);
    await answer(user, "Er du registrert eier av bobilen?", "Ja");
    await next(user);
    await onStep("Har vi riktig info?");
    await next(user, "Se pris");
    await onStep("Velg dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bobil/pris"));
  });
});
