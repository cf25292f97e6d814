// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { introTexts } from "../../core/texts/steps/intro.ts";
import { createApiClient } from "../../src/api/client.ts";
import { App, createAppAt } from "../../src/app/App.tsx";
import { sandboxForFile, savedOfferOf, TestClient } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";
import {
  answer,
  currentPath,
  expectBackGoesBack,
  next,
  onStep,
  openApp,
  pickFirstOption,
} from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

/** Renders the app again in the same browser tab (same cookies and sessionStorage): a reload. */
function reload(browser: TestClient) {
  cleanup();
  const api = createApiClient({
    apiHost: server().origin,
    fetch: browser.fetch,
    readCookies: () => browser.cookieHeader(),
  });
  const services = { api, config: testConfig };
  const actor = createAppAt(window.location, {
    services,
    storage: sessionStorage,
    createKey: () => crypto.randomUUID(),
  }).start();
  onTestFinished(() => {
    actor.stop();
  });
  render(<App services={services} actor={actor} />);
  return userEvent.setup();
}

async function toLeasing(persona = "vanlig") {
  const opened = await openApp(server(), { persona, path: "/privat/forsikring/motor/bil/" });
  const { user } = opened;
  await onStep("Kjøp bilforsikring");
  await next(user, "Start");
  await answer(user, "Husker du registreringsnummeret?", "Ja");
  await next(user);
  await user.type(await screen.findByRole("textbox", { name: "Registreringsnummer" }), "SX30003");
  await screen.findByText(/Vi fant bilen/);
  await next(user);
  await onStep("Er bilen leaset?");
  // The address follows the new step after its paint (issue 31); a customer's back comes later.
  await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/leasing"));
  return opened;
}

describe("URL and flow in step", () => {
  it("each step shows its own path", async () => {
    await toLeasing();
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/leasing"));
  });

  it("a reload in the middle of the flow loses nothing", async () => {
    const { browser } = await toLeasing();
    const user = reload(browser);
    await onStep("Er bilen leaset?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/leasing"));
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await onStep("Er du registrert eier av bilen?");
  });

  it("a reload keeps the answers chosen but not yet submitted, and Neste sends them (SPEC §4)", async () => {
    const { user, browser } = await toLeasing();
    await answer(user, "Er bilen leaset?", "Ja");
    const company = await pickFirstOption(user, "Hvilket leasingselskap?");
    const reloaded = reload(browser);
    await onStep("Er bilen leaset?");
    const group = await screen.findByRole("radiogroup", { name: "Er bilen leaset?" });
    expect((within(group).getByRole("radio", { name: "Ja" }) as HTMLInputElement).checked).toBe(
      true,
    );
    const select = (await screen.findByRole("combobox", {
      name: "Hvilket leasingselskap?",
    })) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe(company));
    await next(reloaded);
    await onStep("Har vi riktig info?");
    expect(await screen.findByText(company, { exact: false })).toBeTruthy();
  });

  it("browser back returns to the previous step with the answer kept", async () => {
    await toLeasing();
    window.history.back();
    await onStep("Hva er registreringsnummeret på bilen?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/velg-bil"));
    expect(
      (screen.getByRole("textbox", { name: "Registreringsnummer" }) as HTMLInputElement).value,
    ).toBe("SX30003");
  });

  it("a deep link to a step whose answers are missing is sent back to where the flow is", async () => {
    const { browser } = await toLeasing();
    window.history.pushState({}, "", "/privat/forsikring/motor/bil/tilpass");
    reload(browser);
    await onStep("Er bilen leaset?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/leasing"));
  });

  it("an alias of a step's path opens that step, under the step's own path (SPEC §2)", async () => {
    const { user, browser } = await toLeasing();
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await answer(user, "Er du registrert eier av bilen?", "Nei");
    await next(user);
    await onStep("Hva er navnet på eieren?");
    window.history.pushState({}, "", "/privat/forsikring/motor/bil/eiernavn");
    reload(browser);
    await onStep("Hva er navnet på eieren?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/eier-navn"));
  });

  it("an alias is guarded as the step's own path: /bekreft without an offer goes to the vehicle step", async () => {
    const { browser } = await toLeasing();
    window.history.pushState({}, "", "/privat/forsikring/motor/bil/bekreft");
    reload(browser);
    await onStep("Hva er registreringsnummeret på bilen?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/velg-bil"));
  });

  it("the page scrolls to top on every route change, in the flow and outside it (SPEC §2)", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    onTestFinished(() => scrollTo.mockRestore());
    await toLeasing();
    // intro → har-bil → velg-bil → leasing: three route changes, each to the top.
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    scrollTo.mockClear();
    window.history.pushState({}, "", "/privat/forsikring/motor/finnes-ikke");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await screen.findByRole("heading", { name: "Denne siden ser ut til å være borte..." });
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
    scrollTo.mockClear();
    window.history.pushState({}, "", "/privat/forsikring/motor/detaljer/123456789");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await waitFor(() => expect(scrollTo.mock.calls).toEqual([[0, 0]]));
  });

  it("the purchase page without an offer redirects to the vehicle step (SPEC §4)", async () => {
    const { browser } = await toLeasing();
    window.history.pushState({}, "", "/privat/forsikring/motor/bil/kjop");
    reload(browser);
    await onStep("Hva er registreringsnummeret på bilen?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/velg-bil"));
  });

  it("a link to a stored offer opens it on the price page", async () => {
    await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/bil/600000025",
    });
    await onStep("Velg dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris"));
  });

  it("an unknown path in the flow shows the not-found page", async () => {
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/finnes-ikke",
    });
    await screen.findByRole("heading", { name: "Denne siden ser ut til å være borte..." });
  });

  it("an express price whose reference is not 20 characters goes to the start page", async () => {
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/ekspresspris/for-kort",
    });
    await onStep("Kjøp bilforsikring");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/"));
    // Issue 26.4: the page says the link is the problem (not the vehicle), until the customer starts.
    expect(screen.getByText(introTexts.invalidExpressLink)).toBeTruthy();
    expect(screen.queryByText(/kjøretøyregisteret/)).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Start" }));
    await onStep("Husker du registreringsnummeret?");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/har-bil"));
    window.history.back();
    await onStep("Kjøp bilforsikring");
    expect(screen.queryByText(introTexts.invalidExpressLink)).toBeNull();
  });

  it("another customer's offer number, or an agreement number, is not this customer's offer (issue 26.8)", async () => {
    await openApp(server(), { persona: "vanlig", path: "/privat/forsikring/motor/bil/600000025" });
    await onStep("Vi fant ikke tilbudet");
    expect(screen.getByText(/Du har ikke noe tilbud med nummeret 600000025/)).toBeTruthy();
    cleanup();
    await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/bil/600000017",
    });
    await onStep("Vi fant ikke tilbudet");
    expect(screen.getByText(/Du har ikke noe tilbud med nummeret 600000017/)).toBeTruthy();
  });

  it("an express price asks what its reference does not say, the lender of its lien, and shows the price with the reference's answers (issue 26.1-3)", async () => {
    // EKSPRESSPRIS00000002: SX20002, bonus 40 (Kari is offered 60), a young driver, a lien.
    const { user } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/ekspresspris/EKSPRESSPRIS00000002",
    });
    await onStep("Er bilen leaset?");
    await answer(user, "Er bilen leaset?", "Nei");
    await next(user);
    await onStep("Er du registrert eier av bilen?");
    await answer(user, "Er du registrert eier av bilen?", "Ja");
    await next(user);
    await onStep("Har du lån med pant i bilen?");
    expect(
      (screen.getByRole("radio", { name: "Ja" }) as HTMLInputElement).checked,
      "the reference's lien is kept",
    ).toBe(true);
    const lender = await pickFirstOption(user, "Hvem har du lånet hos?");
    await next(user);
    await onStep("Velg dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris"));
    // The lien closes the lowest levels; the bonus is the better one, ours.
    const ansvar = await screen.findByRole("radio", { name: /^Ansvar/ });
    expect((ansvar as HTMLInputElement).disabled).toBe(true);
    expect(lender).not.toBe("");
  });
});

describe("gating", () => {
  const blocks = [
    { persona: "under18", title: "Du må ha fylt 18 år for å kjøpe forsikring på nett" },
    { persona: "utland", title: "Bostedsadressen din er utenfor Norge" },
    { persona: "uonsket", title: "Du kan ikke kjøpe forsikring på nett" },
  ] as const;
  for (const { persona, title } of blocks) {
    it(`${persona} sees the full-screen block '${title}'`, async () => {
      await openApp(server(), { persona, path: "/privat/forsikring/motor/bil/" });
      await screen.findByRole("heading", { name: title });
      expect(screen.getByRole("button", { name: "Gå tilbake" })).toBeTruthy();
    });
  }

  it.each(["under18", "uonsket"])(
    "%s: 'Gå tilbake' on the block goes back in history (SPEC §2, issue 29.3)",
    async (persona) => {
      const { user } = await openApp(server(), { persona, path: "/privat/forsikring/motor/bil/" });
      await screen.findByRole("button", { name: "Gå tilbake" });
      await expectBackGoesBack(user);
    },
  );

  it("a visitor without a session sees the login page with the frame", async () => {
    sessionStorage.clear();
    window.history.replaceState({}, "", "/privat/forsikring/motor/bobil/");
    const anonymous = new TestClient(server().origin);
    reload(anonymous);
    await screen.findByRole("heading", { name: "Sjekk pris på bobilforsikring" });
    const frame = screen.getByTitle("Innlogging") as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toContain("/sandbox/login?goto=");
  });
});

describe("after the purchase", () => {
  it("the detail page shows the customer's agreement", async () => {
    const { browser } = await openApp(server(), {
      persona: "eksisterende",
      path: "/privat/forsikring/motor/detaljer/600000017",
    });
    await screen.findByRole("heading", { level: 1, name: "Forsikringsdetaljer" });
    await screen.findByText(/EK12345/);
    expect(browser.cookies.size).toBeGreaterThan(0);
  });

  it("another customer's agreement is not shown", async () => {
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/detaljer/600000017",
    });
    await screen.findByText(/Vi kunne ikke hente detaljene på forsikringen din/);
    expect(screen.queryByText(/EK12345/)).toBeNull();
  });
});

describe("a saved offer's link", () => {
  it("fetches the offer once and opens its price", async () => {
    const avtalenummer = await savedOfferOf(server(), "vanlig");
    const offerFetches: string[] = [];
    await openApp(server(), {
      persona: "vanlig",
      path: `/privat/forsikring/motor/bil/${avtalenummer}`,
      onRequest: (_method, url) => {
        if (url.includes("/tilbud/hent")) offerFetches.push(url);
      },
    });
    await onStep("Velg dekning");
    await waitFor(() => expect(currentPath()).toBe("/privat/forsikring/motor/bil/pris"));
    expect(offerFetches).toHaveLength(1);
  });

  it("asks for the offer together with the client context, before the flow's code runs", async () => {
    const avtalenummer = await savedOfferOf(server(), "vanlig");
    const asked: string[] = [];
    const askedTogether: boolean[] = [];
    await openApp(server(), {
      persona: "vanlig",
      path: `/privat/forsikring/motor/bil/${avtalenummer}`,
      onRequest: (_method, url) => asked.push(new URL(url).pathname),
      // The client context's answer is held until the offer was asked for, or 2 s.
      beforeAnswer: async (_method, url) => {
        if (!url.includes("/auth/client-context")) return;
        const offerAsked = () => asked.some((path) => path.endsWith("/tilbud/hent"));
        for (let waited = 0; !offerAsked() && waited < 2000; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        askedTogether.push(offerAsked());
      },
    });
    await onStep("Velg dekning");
    expect(askedTogether).toEqual([true]);
    expect(asked.filter((path) => path.endsWith("/tilbud/hent"))).toHaveLength(1);
  });
});
