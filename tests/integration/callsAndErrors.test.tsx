// @vitest-environment jsdom
/**
 * SPEC §7 and §8 as written (issue 16, items 4-10), through the React app against the sandbox:
 * the calls the app makes, and what the customer is shown for each answer the sandbox can give
 * (reserved vehicles, price references and planned faults, docs/sandbox.md).
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActorRefFrom } from "xstate";
import type { SessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { createPlatform } from "../../src/app/platform.ts";
import { sandboxForFile } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";
import {
  answer,
  carToSummary,
  expectBackGoesBack,
  next,
  onStep,
  openApp,
  planFaults as planFaultsFor,
} from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

/** Asks the sandbox to fail the persona's next calls (server/sandbox/faults.ts). */
const planFaults = (persona: string, faults: unknown[]) => planFaultsFor(server(), persona, faults);

/** Every request the app sends, with the query of a GET. */
function recordRequests() {
  const requests: { method: string; url: URL }[] = [];
  return {
    requests,
    onRequest: (method: string, url: string) => requests.push({ method, url: new URL(url) }),
  };
}

async function toVehicleStep(persona: string, product: "bil" | "bobil" = "bil") {
  const recorded = recordRequests();
  const opened = await openApp(server(), {
    persona,
    path: `/privat/forsikring/motor/${product}/`,
    onRequest: recorded.onRequest,
  });
  const { user } = opened;
  if (product === "bil") {
    await onStep("Kjøp bilforsikring");
    await next(user, "Start");
    await answer(user, "Husker du registreringsnummeret?", "Ja");
    await next(user);
  }
  return { ...opened, ...recorded };
}

describe("16.4 the vehicle lookup includes motorhomes (SPEC §7 inkludereBobil=true)", () => {
  it("in the car flow the lookup asks with inkludereBobil=true", async () => {
    const { user, requests } = await toVehicleStep("vanlig");
    await onStep("Hva er registreringsnummeret på bilen?");
    await user.type(screen.getByRole("textbox", { name: "Registreringsnummer" }), "SX20002");
    await screen.findByText(/Vi fant bilen/);
    const lookups = requests.filter((request) => request.url.pathname.endsWith("/motor/bil/sok"));
    expect(lookups.length).toBeGreaterThan(0);
    for (const lookup of lookups) {
      expect(lookup.url.searchParams.get("inkludereBobil")).toBe("true");
    }
  });
});

describe("16.5 a price answer or basis data carrying `feil` shows that error (SPEC §4, §7, §8)", () => {
  it("a 200 price answer with feil begrenset (FE80008) shows the price error, not a price; the page says why, offers contact and back, and nothing that repeats the refusal (issue 29 item 10)", async () => {
    const { user, requests } = await toVehicleStep("vanlig");
    await onStep("Hva er registreringsnummeret på bilen?");
    await carToSummary(user, "FE80008");
    const pricesAsked = () =>
      requests.filter((request) => request.url.pathname.endsWith("/motor/bil/pris")).length;
    await next(user, "Se pris");
    await screen.findByRole("heading", { level: 1, name: "Vi kan ikke gi deg en pris på nett" });
    expect(screen.queryByRole("heading", { level: 1, name: "Velg dekning" })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByText("Det oppstod en feil.")).toBeNull();
    expect(screen.getByRole("link", { name: "Kontakt oss" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Prøv igjen" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Neste/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Tilbake" })).toBeTruthy();
    expect(pricesAsked()).toBe(1);
  });

  it("express basis data carrying feil finnes (EKSPRESSPRIS00000008) keeps its own code", async () => {
    const { requests, onRequest } = recordRequests();
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/ekspresspris/EKSPRESSPRIS00000008",
      onRequest,
    });
    await screen.findByRole("heading", {
      level: 1,
      name: "Et lignende kjøretøy er allerede forsikret",
    });
    expect(screen.queryByText(/Kunne ikke hente opp tilbudet/)).toBeNull();
    // The error came with the data: the vehicle was not looked up to find it.
    expect(requests.some((request) => request.url.pathname.endsWith("/motor/bil/sok"))).toBe(false);
  });
});

describe("29.2 an answer that is only `feil` shows that error, not the generic one (SPEC §7, §8)", () => {
  it("express basis data that is only feil begrenset (EKSPRESSPRIS00000010) shows the begrenset error", async () => {
    const { requests, onRequest } = recordRequests();
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/ekspresspris/EKSPRESSPRIS00000010",
      onRequest,
    });
    await screen.findByRole("heading", {
      level: 1,
      name: "Vi kan ikke gi deg en pris på nett",
    });
    expect(screen.queryByText(/Kunne ikke hente opp tilbudet/)).toBeNull();
    expect(screen.queryByText("Det oppstod en feil.")).toBeNull();
    expect(requests.some((request) => request.url.pathname.endsWith("/motor/bil/sok"))).toBe(false);
  });
});

describe("16.6 motorhome values are capped at 2 500 000 (SPEC §5)", () => {
  it("a motorhome whose register answer has larger values (BO30003) offers only those up to the cap", async () => {
    const { user } = await toVehicleStep("vanlig", "bobil");
    await onStep("Hva er registreringsnummeret på bobilen?");
    await user.type(screen.getByRole("textbox", { name: "Registreringsnummer" }), "BO30003");
    await screen.findByText(/Vi fant bobilen/);
    await next(user);
    await onStep("Hva er bobilen verdt?");
    const group = await screen.findByRole("radiogroup");
    const choices = within(group)
      .getAllByRole("radio")
      .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? "");
    expect(choices).toHaveLength(6);
    expect(choices.join(" | ")).toMatch(/2\s500\s000/);
    expect(choices.join(" | ")).not.toMatch(/[34]\s000\s000/);
  });
});

type SessionTimeoutActor = ActorRefFrom<SessionTimeoutMachine>;

describe("16.7 logout posts { goto } and falls back to loggUtUrl (SPEC §7, §8)", () => {
  function withPlatform() {
    const platform = createPlatform(
      testConfig,
      { hostname: "127.0.0.1", storage: sessionStorage },
      { whenPageLoaded: async () => {} },
    );
    platform.start();
    return platform;
  }

  it("the session's logout posts goto, the distributor's address, and the sandbox ends the session", async () => {
    const platform = withPlatform();
    const recorded = recordRequests();
    const { browser, actor } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
      onRequest: recorded.onRequest,
    });
    await onStep("Kjøp bilforsikring");
    // The root chart's child 'sessionTimeout' loads after the page (issue 21); this waits for it.
    await waitFor(() => expect(actor.system.get("sessionTimeout")).toBeDefined());
    const session = actor.system.get("sessionTimeout") as SessionTimeoutActor;
    await waitFor(() =>
      expect(session.getSnapshot().context.logoutGoto).toBe("/sandbox/utlogget?distributor=sb1"),
    );
    // 'Logg ut' is offered in the warning shown under 60 s before the session expires.
    actor.send({ type: "session.expiryReported", secondsLeft: 30, reportedAt: Date.now() });
    expect(session.getSnapshot().hasTag("modalVisible")).toBe(true);
    session.send({ type: "session.logout" });
    await waitFor(() => expect(session.getSnapshot().matches("loggedOut")).toBe(true));
    expect(
      recorded.requests.some(
        (request) => request.method === "POST" && request.url.pathname.endsWith("/auth/logout"),
      ),
    ).toBe(true);
    const status = await browser.get("/auth/session-status");
    expect((status.body as { kfpSessionId?: string }).kfpSessionId).toBeUndefined();
  });
});

describe("16.8, 16.10 every full-screen text of SPEC §8 has a cause the sandbox can give", () => {
  const cases = [
    {
      fault: { status: 503, kode: "utilgjengelig", antall: 2 },
      title: "Tjenesten er utilgjengelig nå",
      lead: "Prøv igjen etter klokken 06.00",
      event: "utilgjengelig",
    },
    {
      fault: { status: 422, kode: "avsluttForsikring" },
      title: "Forsikringen din kan ikke avsluttes på nett",
      event: "avsluttForsikring",
    },
    {
      fault: { status: 422, kode: "alleredeAvsluttet" },
      title: "Forsikringen er allerede avsluttet",
      event: "alleredeAvsluttet",
    },
    {
      fault: { status: 422, kode: "finnes" },
      title: "Tilsvarende produkt er allerede forsikret",
      event: "finnes",
    },
    {
      fault: { status: 403 },
      title: "Du kan ikke se forsikringer på nett",
      event: "kanIkkeSeForsikringPaaNett",
    },
    {
      fault: { status: 503, antall: 2 },
      title: "Oisann, her skjedde det en feil",
      event: "default",
    },
  ];

  it.each(cases)(
    "$title: shown, its block event logged, and 'Gå tilbake' goes back in history (SPEC §2)",
    async ({ fault, title, lead, event }) => {
      const platform = createPlatform(
        testConfig,
        { hostname: "127.0.0.1", storage: sessionStorage },
        { whenPageLoaded: async () => {} },
      );
      platform.start();
      const blocks = vi.spyOn(platform.analytics, "trackPurchaseBlock");
      const { user } = await openApp(server(), {
        persona: "vanlig",
        path: "/privat/forsikring/motor/bil/",
        platform,
        afterLogin: () => planFaults("vanlig", [{ metode: "GET", sti: "/skadekunde", ...fault }]),
      });
      await screen.findByRole("heading", { level: 1, name: title });
      if (lead) expect(screen.getByText(lead)).toBeTruthy();
      expect(blocks).toHaveBeenCalledWith({ type: "Kjopssperre", name: event, event: "vist" });
      await expectBackGoesBack(user);
    },
  );
});
