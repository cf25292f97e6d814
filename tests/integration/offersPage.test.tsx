// @vitest-environment jsdom
/**
 * Issue 26.7: the menu's "Tilbud (N)" opens the app's page of the customer's open offers. The
 * whole app against the sandbox: what the page lists is compared with what the sandbox answers
 * (GET /avtaleoversikt/tilbud), an offer's link opens that offer where it was left, and the page has
 * a way on when the list is empty or cannot be fetched.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { OfferOverviewResponse } from "../../core/contract/lists.ts";
import { offersPageTexts } from "../../core/texts/offers.ts";
import { offersPagePath } from "../../src/app/flowLocation.ts";
import { expectNoAxeViolations } from "../components/axe.ts";
import { sandboxForFile, type TestClient } from "../server/harness.ts";
import { onStep, openApp, planFaults as planFaultsFor } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

/** Asks the sandbox to fail the persona's next calls (server/sandbox/faults.ts). */
const planFaults = (persona: string, faults: unknown[]) => planFaultsFor(server(), persona, faults);

async function offersOf(browser: TestClient) {
  return v.parse(OfferOverviewResponse, (await browser.get("/avtaleoversikt/tilbud")).body).tilbud;
}

/** Digits only: '1 030 kr per måned' → 1030 (the grouping space is a no-break one). */
const amountIn = (text: string | null | undefined) => Number((text ?? "").replace(/\D/g, ""));

/** The day in Oslo, written as Norwegians write it, by the test's own means. */
const osloDay = (iso: string) =>
  new Date(iso).toLocaleDateString("nb-NO", {
    timeZone: "Europe/Oslo",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** A card's facts as term → value. */
function factsOf(card: HTMLElement): Map<string, string> {
  const facts = new Map<string, string>();
  for (const term of card.querySelectorAll("dt"))
    facts.set(term.textContent ?? "", term.nextElementSibling?.textContent ?? "");
  return facts;
}

describe("the offers page (issue 26.7)", () => {
  it("lists every open offer the sandbox has, newest change first, each opening its offer", async () => {
    let held: () => void = () => {};
    const listAnswered = new Promise<void>((resolve) => {
      held = resolve;
    });
    const { view, browser } = await openApp(server(), {
      persona: "eksisterende",
      path: offersPagePath,
      // The page's list waits until the loader has been seen.
      beforeAnswer: (_method, url) =>
        url.includes("/avtaleoversikt/tilbud") ? listAnswered : Promise.resolve(),
    });
    await onStep(offersPageTexts.title);
    // A polite status says what is loading.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((status) => status.textContent?.includes(offersPageTexts.loading)),
      ).toBe(true),
    );
    held();

    const sandbox = await offersOf(browser);
    // Erik's seeded offers: two cars (one picked by model, no registration number) and a motorhome.
    expect(sandbox.length).toBe(3);
    const list = await screen.findByRole("list", { name: offersPageTexts.listLabel });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(
      sandbox.map((offer) => offer.kjoretoy),
    );
    for (const [index, offer] of sandbox.entries()) {
      const card = cards[index] as HTMLElement;
      const facts = factsOf(card);
      expect(facts.get("Dekning")).toBe(offer.dekning);
      expect(amountIn(facts.get("Pris"))).toBe(offer.prisPerMnd);
      expect(facts.get("Pris")).toMatch(/\skr per måned$/);
      expect(facts.get("Lagret")).toBe(osloDay(offer.oppdatert));
      expect(facts.get("Registreringsnummer")).toBe(offer.registreringsnummer ?? undefined);
      // The link names the vehicle for screen readers, and opens the offer in its own flow.
      const link = within(card).getByRole("link", {
        name: `Se tilbudet på ${offer.kjoretoy}${offer.registreringsnummer ? ` (${offer.registreringsnummer})` : ""}`,
      });
      expect(link.getAttribute("href")).toBe(
        `/privat/forsikring/motor/${offer.produkt}/${offer.avtalenummer}`,
      );
    }
    // The motorhome opens in the motorhome flow.
    expect(sandbox.find((offer) => offer.avtalenummer === "600000033")?.produkt).toBe("bobil");

    // The menu counts the same offers and marks this page as the current one.
    const menuLink = await screen.findByRole("link", { name: `Tilbud (${sandbox.length})` });
    expect(menuLink.getAttribute("href")).toBe(offersPagePath);
    expect(menuLink.getAttribute("aria-current")).toBe("page");
    // Ways on besides the offers.
    expect(
      screen.getByRole("link", { name: offersPageTexts.newCarQuote }).getAttribute("href"),
    ).toBe("/privat/forsikring/motor/bil/");
    await expectNoAxeViolations(view.container);
  });

  it("an offer's link opens that offer on its price page, with its coverage chosen", async () => {
    const first = await openApp(server(), { persona: "eksisterende", path: offersPagePath });
    const list = await screen.findByRole(
      "list",
      { name: offersPageTexts.listLabel },
      { timeout: 8000 },
    );
    // An offer the sandbox says was left on the price page (an offer left later opens on that
    // later step, issue 26.6; tests/machines/savedOfferResume.test.ts).
    const browser = first.browser;
    let card: HTMLElement | undefined;
    for (const item of within(list).getAllByRole("listitem")) {
      const link = within(item).getByRole("link").getAttribute("href") ?? "";
      const avtalenummer = link.split("/").pop() ?? "";
      const stored = await browser.get(`/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`);
      if ((stored.body as { sisteSteg?: string }).sisteSteg === "pris") {
        card = item;
        break;
      }
    }
    if (!card) throw new Error("the sandbox has no offer of this customer left on the price page");
    const href = within(card).getByRole("link").getAttribute("href") ?? "";
    const coverage = factsOf(card).get("Dekning");
    cleanup();
    // jsdom cannot leave the document: the link's address is opened as the browser would.
    await openApp(server(), { path: href, sameBrowser: first.browser });
    await onStep("Velg dekning");
    // The address follows the step once the flow has settled on it.
    await waitFor(() =>
      expect(window.location.pathname).toMatch(/\/privat\/forsikring\/motor\/(bil|bobil)\/pris$/),
    );
    // The coverage the list named is the one chosen (its radio is named by its heading).
    expect(await screen.findByRole("radio", { name: coverage, checked: true })).toBeTruthy();
  });

  it("with no open offers it says so, with the way to a new quote", async () => {
    const { view, browser } = await openApp(server(), {
      persona: "samtykke",
      path: offersPagePath,
    });
    expect(await offersOf(browser)).toEqual([]);
    await screen.findByText(offersPageTexts.emptyTitle, undefined, { timeout: 8000 });
    expect(screen.queryByRole("list", { name: offersPageTexts.listLabel })).toBeNull();
    expect(
      screen.getByRole("link", { name: offersPageTexts.newCarQuote }).getAttribute("href"),
    ).toBe("/privat/forsikring/motor/bil/");
    expect(
      screen.getByRole("link", { name: offersPageTexts.newMotorhomeQuote }).getAttribute("href"),
    ).toBe("/privat/forsikring/motor/bobil/");
    await expectNoAxeViolations(view.container);
  });

  it("a list that cannot be fetched says so in Norwegian, and 'Prøv igjen' fetches it again", async () => {
    const { user, view } = await openApp(server(), {
      persona: "eksisterende",
      path: offersPagePath,
      // Every ask fails (the menu's count, the flow's look for a saved offer and the page's list,
      // each asked twice: the client retries a GET once) until the plan is cleared.
      afterLogin: () =>
        planFaults("eksisterende", [{ metode: "GET", sti: "/avtaleoversikt/tilbud", antall: 10 }]),
    });
    const alert = await screen.findByRole("alert", undefined, { timeout: 15_000 });
    expect(alert.textContent).toContain(offersPageTexts.failedTitle);
    expect(alert.textContent).toContain(offersPageTexts.failedText);
    expect(screen.getByRole("link", { name: offersPageTexts.newCarQuote })).toBeTruthy();
    await expectNoAxeViolations(view.container);
    // The insurer answers again.
    await planFaults("eksisterende", []);
    await user.click(within(alert).getByRole("button", { name: offersPageTexts.retry }));
    const list = await screen.findByRole(
      "list",
      { name: offersPageTexts.listLabel },
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(list).getAllByRole("listitem").length).toBe(3));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
