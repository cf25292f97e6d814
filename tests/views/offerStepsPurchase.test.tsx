// @vitest-environment jsdom
/**
 * The purchase end of the flow: kjop (overview, confirm, no double purchase, retry), samtykke
 * (sb1 with unanswered consent) and kvittering. The real purchase machine with fake actors.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { PurchaseActorInput, PurchaseResponse } from "../../machines/types.ts";
import { KjopView } from "../../src/views/kjop/KjopView.tsx";
import { KvitteringView } from "../../src/views/kvittering/KvitteringView.tsx";
import { SamtykkeView } from "../../src/views/samtykke/SamtykkeView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import {
  fixtureApiError,
  fixtureCustomer,
  fixturePurchaseSuccess,
  fixtureVehicle,
} from "../fixtures/purchase.ts";
import {
  expectFocusedErrorSummary,
  flowAt,
  listApi,
  normal,
  overviewRows,
  renderStep,
  stepIdOf,
  walkTo,
} from "./harness.tsx";

afterEach(cleanup);

const toKjop = walkTo("kjop");

const kjopApi = listApi({
  "/skadeforsikring/kjoerelengder": {
    kjoerelengder: [
      { kode: "12", km: 12000, tekst: "12 000 km" },
      { kode: "16", km: 16000, tekst: "16 000 km" },
    ],
  },
  "/skadeforsikring/dokument/avtalevilkaar": {
    avtalenummer: "100000001",
    dokumenter: [{ tittel: "Vilkår for bilforsikring", url: "/dokumenter/vilkar-bil.pdf" }],
  },
});

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

const confirmButton = () => screen.getByRole("button", { name: /Kjøp forsikringen/ });

describe("kjop", () => {
  it("shows the overview, the price with TFA, contact info, the start date and the terms", async () => {
    const actor = await flowAt({
      events: toKjop,
      fakes: {
        lookupVehicle: async () => ({
          ...fixtureVehicle(),
          garanti: { forsikringStartdato: "2026-03-01" },
        }),
      },
    });
    const { container } = renderStep(KjopView, actor, kjopApi);
    expect(screen.getByRole("heading", { level: 1, name: "Se over og kjøp" })).toBeTruthy();
    await screen.findByRole("link", { name: "Vilkår for bilforsikring" });
    const lists = container.querySelectorAll<HTMLElement>("dl");
    await waitFor(() =>
      expect(overviewRows(lists[0] as HTMLElement)).toEqual([
        ["Kjøretøy", "TOYOTA COROLLA 1.8 HYBRID"],
        ["Kjennetegn", "Registreringsnummer EK12345"],
        ["Leasing", "Nei"],
        ["Eier", "Du er registrert eier"],
        ["Lån med pant", "Nei"],
        ["Sjåfører under 23 år", "Nei, alle som kjører er over 23 år"],
        ["Bonus", "60 % bonus fra oss"],
        ["Dekning", "Toppkasko"],
        ["Egenandel", "8 000 kr"],
        ["Tillegg", "Maskinskade"],
        ["Kjørelengde per år", "12 000 km"],
        ["Kilometerstand", "12 000 km"],
      ]),
    );
    // When it starts and how the customer pays: sentences of their own below the price (26.11).
    const start = screen.getByRole("region", { name: "Oppstart og betaling" });
    expect(start.textContent).toContain("Forsikringen gjelder fra 1. mars 2026.");
    expect(overviewRows(lists[1] as HTMLElement)).toEqual([
      ["Mobilnummer", "91 23 45 67"],
      ["E-post", "kari@example.no"],
    ]);
    const table = screen.getByRole("table", { name: "Pris" });
    const total = within(table).getAllByRole("row").at(-1);
    expect(normal(total?.textContent)).toBe("Totalt890 kr10 680 kr");
    expect(normal(table.textContent)).toContain("Trafikkforsikringsavgift");
    expect(
      screen.getByRole("link", { name: "Vilkår for bilforsikring" }).getAttribute("href"),
    ).toBe("/dokumenter/vilkar-bil.pdf");
    await expectNoAxeViolations(container);
  });

  it("leaves the start date out without one, and says the odometer comes later", async () => {
    const actor = await flowAt({
      events: toKjop.map((event) =>
        event.type === "odometer.submit" ? { ...event, kilometerstand: "" } : event,
      ),
    });
    const { container } = renderStep(KjopView, actor, kjopApi);
    const list = container.querySelector("dl") as HTMLElement;
    expect(screen.getByRole("region", { name: "Oppstart og betaling" }).textContent).not.toContain(
      "Forsikringen gjelder fra",
    );
    expect(overviewRows(list)).toContainEqual(["Kilometerstand", "Fylles inn senere"]);
  });

  it("sends purchase.confirm and the machine goes to the receipt", async () => {
    const calls: PurchaseActorInput[] = [];
    const actor = await flowAt({
      events: toKjop,
      fakes: {
        purchase: async (input) => {
          calls.push(input);
          return fixturePurchaseSuccess;
        },
      },
    });
    const { sent } = renderStep(KjopView, actor, kjopApi);
    await userEvent.click(confirmButton());
    expect(sent).toEqual([{ type: "purchase.confirm" }]);
    await waitFor(() => expect(stepIdOf(actor)).toBe("kvittering"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request).toMatchObject({
      avtalenummer: "100000001",
      regnr: "EK12345",
      kmStand: 12000,
      egenandelId: "E8000",
    });
  });

  it("a double click buys once: the view sends once while purchasing, the machine starts one purchase", async () => {
    const pending = deferred<PurchaseResponse>();
    const calls: PurchaseActorInput[] = [];
    const actor = await flowAt({
      events: toKjop,
      fakes: {
        purchase: (input) => {
          calls.push(input);
          return pending.promise;
        },
      },
    });
    const { sent } = renderStep(KjopView, actor, kjopApi);
    await userEvent.dblClick(confirmButton());
    await userEvent.click(confirmButton());
    expect(sent.filter((event) => event.type === "purchase.confirm")).toHaveLength(1);
    expect(calls).toHaveLength(1);
    // Even an event that got past the view is ignored while purchasing.
    actor.send({ type: "purchase.confirm" });
    expect(calls).toHaveLength(1);
    expect(screen.getByText("Vi gjennomfører kjøpet", { selector: ".loader__text" })).toBeTruthy();
    pending.resolve(fixturePurchaseSuccess);
    await waitFor(() => expect(stepIdOf(actor)).toBe("kvittering"));
    expect(calls).toHaveLength(1);
  });

  it("shows the error when the purchase fails, with one way on: the buy button tries again with the same key", async () => {
    const calls: PurchaseActorInput[] = [];
    const actor = await flowAt({
      events: toKjop,
      fakes: {
        purchase: async (input) => {
          calls.push(input);
          if (calls.length === 1) throw fixtureApiError("feil", 500);
          return fixturePurchaseSuccess;
        },
      },
    });
    const { sent, container } = renderStep(KjopView, actor, kjopApi);
    await userEvent.click(confirmButton());
    expect(await screen.findByText("Kjøpet ble ikke gjennomført")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(
      screen.getByText("Prøv igjen, eller ta kontakt med oss om feilen vedvarer."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Prøv igjen" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /Kjøp forsikringen/ })).toHaveLength(1);
    await userEvent.click(confirmButton());
    expect(sent).toEqual([{ type: "purchase.confirm" }, { type: "purchase.confirm" }]);
    await waitFor(() => expect(stepIdOf(actor)).toBe("kvittering"));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });
});

describe("samtykke", () => {
  const unanswered = fixtureCustomer({
    samtykker: { crossDomainConsent: "UNANSWERED", marketingConsent: "UNANSWERED" },
  });
  const consentTexts = {
    samtykketekster: [
      {
        title: "Samtykke til deling i konsernet",
        intro: "Vi vil dele opplysninger med bankene i alliansen.",
        text: "Du kan trekke samtykket når som helst.",
        key: "crossDomainConsent" as const,
      },
      {
        title: "Samtykke til markedsføring",
        intro: "Vi vil gjerne sende deg tilbud.",
        text: "Vi sender e-post og SMS.",
        key: "marketingConsent" as const,
      },
    ],
  };

  async function atSamtykke(texts: typeof consentTexts = consentTexts, customer = unanswered) {
    const actor = await flowAt({
      events: [...toKjop, { type: "purchase.confirm" }],
      input: { distributor: "sb1", customer },
      fakes: { fetchConsentTexts: async () => texts },
    });
    expect(stepIdOf(actor)).toBe("samtykke");
    return actor;
  }

  it("says the insurance is bought (issue 29 item 15), asks yes/no per consent and requires an answer to each, in the focused error summary", async () => {
    const actor = await atSamtykke();
    const { sent, container } = renderStep(SamtykkeView, actor);
    expect(
      screen.getByRole("heading", { level: 1, name: "Samtykker til markedsføring" }),
    ).toBeTruthy();
    expect(screen.getByText("Vi vil dele opplysninger med bankene i alliansen.")).toBeTruthy();
    expect(screen.getByText("Vi sender e-post og SMS.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tilbake" })).toBeNull();
    // The insurance is bought before this step (issue 29 item 15).
    const avtalenummer = actor.getSnapshot().context.purchaseResult?.avtalenummer ?? "";
    expect(avtalenummer).not.toBe("");
    expect(
      screen.getByText(
        `Forsikringen er kjøpt, og avtalenummeret er ${avtalenummer}. Svarene under gjelder bare markedsføring og endrer ikke forsikringen.`,
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Fortsett til kvittering" }));
    const first = screen.getByRole("radiogroup", { name: "Samtykke til deling i konsernet" });
    expect(first.getAttribute("aria-invalid")).toBe("true");
    const links = await expectFocusedErrorSummary([
      "Du må velge et alternativ",
      "Du må velge et alternativ",
    ]);
    await expectNoAxeViolations(container);
    await userEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(within(first).getByRole("radio", { name: "Ja" }));
    expect(sent).toEqual([]);
  });

  it("sends consent.submit with the answers and goes to the receipt", async () => {
    const actor = await atSamtykke();
    const { sent } = renderStep(SamtykkeView, actor);
    const cross = screen.getByRole("radiogroup", { name: "Samtykke til deling i konsernet" });
    const marketing = screen.getByRole("radiogroup", { name: "Samtykke til markedsføring" });
    await userEvent.click(within(cross).getByRole("radio", { name: "Ja" }));
    await userEvent.click(within(marketing).getByRole("radio", { name: "Nei" }));
    await userEvent.click(screen.getByRole("button", { name: "Fortsett til kvittering" }));
    expect(sent).toEqual([
      { type: "consent.submit", crossDomainConsentApproved: true, marketingConsentApproved: false },
    ]);
    await waitFor(() => expect(stepIdOf(actor)).toBe("kvittering"));
  });

  it("keeps the customer's current answer for a consent the page does not ask about", async () => {
    const actor = await atSamtykke(
      {
        samtykketekster: [
          consentTexts.samtykketekster[1] as (typeof consentTexts.samtykketekster)[number],
        ],
      },
      fixtureCustomer({
        samtykker: { crossDomainConsent: "OPTED_IN", marketingConsent: "UNANSWERED" },
      }),
    );
    const { sent } = renderStep(SamtykkeView, actor);
    await userEvent.click(screen.getByRole("radio", { name: "Ja" }));
    await userEvent.click(screen.getByRole("button", { name: "Fortsett til kvittering" }));
    expect(sent).toEqual([
      { type: "consent.submit", crossDomainConsentApproved: true, marketingConsentApproved: true },
    ]);
  });
});

describe("kvittering", () => {
  it("shows the price with TFA, the agreement number and the links, without a back button", async () => {
    const actor = await flowAt({ events: [...toKjop, { type: "purchase.confirm" }] });
    expect(stepIdOf(actor)).toBe("kvittering");
    const { container } = renderStep(KvitteringView, actor);
    expect(screen.getByRole("heading", { level: 1, name: "Takk for kjøpet!" })).toBeTruthy();
    expect(screen.getByText("Forsikringen er kjøpt. Avtalenummeret er 100000001.")).toBeTruthy();
    expect(normal(container.querySelector(".offer-price-total")?.textContent)).toBe(
      "890 kr per måned",
    );
    expect(normal(container.textContent)).toContain(
      "10 680 kr per år. Prisen er med trafikkforsikringsavgift. Du betaler hver måned.",
    );
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Se detaljene om forsikringen")).toBe(
      "/privat/forsikring/motor/detaljer/100000001",
    );
    expect(href("Betaling")).toBe("/privat/forsikring/betaling");
    expect(href("Faktura")).toBe("/privat/forsikring/faktura");
    expect(href("Forsikringsprofilen din")).toBe("/privat/forsikring/profil");
    expect(screen.queryByRole("button", { name: "Tilbake" })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
