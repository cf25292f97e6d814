import { randomUUID } from "node:crypto";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, onTestFinished, vi } from "vitest";
import type { RuntimeConfig } from "../../core/contract/auth.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { readEmbeddedPageStart } from "../../src/api/auth.ts";
import { createApiClient } from "../../src/api/client.ts";
import { App, createAppAt, firstScreenReady, holdsServerScreen } from "../../src/app/App.tsx";
import type { AppActor } from "../../src/app/AppActorContext.ts";
import type { Platform } from "../../src/app/platform.ts";
import { connectPlatform } from "../../src/app/platformEffects.ts";
import { type RunningServer, TestClient } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";

/**
 * The whole React app in jsdom against the real sandbox server: the customer logs in through the
 * sandbox's test-ID form (the frame cannot run in jsdom), then the app runs with a cookie-keeping
 * fetch, exactly as in a browser.
 */
export async function openApp(
  server: RunningServer,
  options: {
    /** The test customer who logs in first; none opens the app logged out. */
    persona?: string;
    path: string;
    distributor?: string;
    platform?: Platform;
    config?: RuntimeConfig;
    /** Told of every API request the app makes (method and URL). */
    onRequest?: (method: string, url: string) => void;
    /** Awaited before a request's answer reaches the app (to hold one answer back). */
    beforeAnswer?: (method: string, url: string) => Promise<void>;
    /**
     * Start as main.tsx does with the page the server sends (its embedded session status and
     * login address); the server must serve a page (`startTestServerWithPage`).
     */
    readPageStart?: boolean;
    /** Runs with the logged-in session before the app starts (reads what the sandbox has). */
    afterLogin?: (browser: TestClient) => Promise<void>;
    /**
     * A new page load in the same browser: this session's cookies and the session storage are
     * kept (no new login).
     */
    sameBrowser?: TestClient;
    /** Render the app anew where the page holds a screen from the server (its own first render). */
    renderAnew?: boolean;
    /** Awaited after the app's first screen is ready and before React renders (or hydrates) it. */
    beforeRender?: (actor: AppActor) => Promise<unknown>;
  },
) {
  if (!options.sameBrowser) sessionStorage.clear();
  window.history.replaceState({}, "", options.path);
  const browser = options.sameBrowser ?? new TestClient(server.origin);
  if (options.persona && !options.sameBrowser) {
    await browser.login(options.persona, { distributor: options.distributor ?? "sb1" });
  }
  await options.afterLogin?.(browser);
  const page = options.readPageStart
    ? new DOMParser().parseFromString(await (await browser.raw(options.path)).text(), "text/html")
    : undefined;
  const pageStart = page && readEmbeddedPageStart(page);
  const platform = options.platform;
  // As main.tsx: responses report the session's expiry to the app's root chart.
  let running: AppActor | undefined;
  const api = createApiClient({
    apiHost: server.origin,
    fetch: (input, init) => {
      // Read method and URL without copying the request: a copy would use up its body.
      const isRequest = input instanceof Request;
      const method = init?.method ?? (isRequest ? input.method : "GET");
      const url = isRequest ? input.url : String(input);
      options.onRequest?.(method, url);
      const answer = browser.fetch(input, init);
      return options.beforeAnswer ? options.beforeAnswer(method, url).then(() => answer) : answer;
    },
    readCookies: () => browser.cookieHeader(),
    onSessionExpiry: (secondsLeft: number) =>
      running?.send({ type: "session.expiryReported", secondsLeft, reportedAt: Date.now() }),
  });
  const services = { api, config: options.config ?? testConfig };
  const created = createAppAt(window.location, {
    services,
    ...(pageStart ? { pageStart } : {}),
    storage: sessionStorage,
    createKey: () => randomUUID(),
    ...(platform
      ? {
          reportError: (error: unknown) => platform.reporter.captureException(error),
          sessionTimeout: {
            whenPageLoaded: platform.whenPageLoaded,
            navigateTo: (url: string) => window.location.assign(url),
          },
        }
      : {}),
  });
  // As prepareApp: the platform follows the actor from before it starts.
  if (platform) connectPlatform(created, platform, services.config);
  const actor = created.start();
  running = actor;
  onTestFinished(() => {
    actor.stop();
  });
  await firstScreenReady(actor, pageStart);
  await options.beforeRender?.(actor);
  const user = userEvent.setup();
  const app = <App services={services} actor={actor} platform={platform} />;
  // As main.tsx: a screen from the server (a flow's, the login) is hydrated. Its elements are
  // kept, and React reports any difference from its own render as a recoverable error.
  const serverRoot = page?.getElementById("root");
  const serverScreen =
    serverRoot && holdsServerScreen(serverRoot, pageStart) && !options.renderAnew
      ? serverRoot.innerHTML
      : undefined;
  const hydrationErrors: unknown[] = [];
  let view: ReturnType<typeof render>;
  if (serverScreen === undefined) {
    view = render(app);
  } else {
    const container = document.createElement("div");
    container.innerHTML = serverScreen;
    document.body.append(container);
    view = render(app, {
      container,
      hydrate: true,
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  }
  return { user, view, browser, pageStart, serverScreen, hydrationErrors, actor };
}

export const kundenummerOf = (persona: string) => {
  const person = testPersons.find((candidate) => candidate.persona === persona);
  if (!person) throw new Error(persona);
  return person.kundenummer;
};

/** Asks the sandbox to fail the persona's next calls (server/sandbox/faults.ts). */
export async function planFaults(server: RunningServer, persona: string, faults: unknown[]) {
  const response = await fetch(`${server.origin}/sandbox/feil/${kundenummerOf(persona)}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(faults),
  });
  expect(response.status).toBe(204);
}

export type Customer = Awaited<ReturnType<typeof openApp>>["user"];

/** Waits for the step's heading: the app is where the customer expects to be. */
export async function onStep(title: string | RegExp) {
  await screen.findByRole("heading", { level: 1, name: title });
}

export const currentPath = () => window.location.pathname;

export async function next(user: Customer, name: string | RegExp = "Neste") {
  // The flow may still be preparing the step (the button shows a loader); wait for it.
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button.getAttribute("aria-busy")).not.toBe("true"));
  await user.click(button);
}

export async function answer(user: Customer, legend: string | RegExp, choice: string) {
  const group = await screen.findByRole("radiogroup", { name: legend });
  await user.click(within(group).getByRole("radio", { name: choice }));
}

/** Picks the first real option of a native select once its list has loaded. */
export async function pickFirstOption(user: Customer, label: string) {
  const select = await screen.findByRole("combobox", { name: label });
  await waitFor(() => expect(within(select).getAllByRole("option").length).toBeGreaterThan(1));
  const option = within(select).getAllByRole("option")[1] as HTMLOptionElement;
  await user.selectOptions(select, option.value);
  return option.textContent ?? "";
}

/** Some steps appear only when the offer calls for them (add-ons, bonus transfer, consent). */
export async function onOneOf(titles: string[]): Promise<string> {
  const heading = await screen.findByRole("heading", {
    level: 1,
    name: (name) => titles.includes(name),
  });
  return heading.textContent ?? "";
}

/**
 * From the registration number step to the summary: a car that is found, not leased and owned by
 * the customer.
 */
export async function carToSummary(user: Customer, registreringsnummer: string) {
  await user.type(
    await screen.findByRole("textbox", { name: "Registreringsnummer" }),
    registreringsnummer,
  );
  await screen.findByText(/Vi fant bilen/);
  await next(user);
  await answer(user, "Er bilen leaset?", "Nei");
  await next(user);
  await answer(user, "Er du registrert eier av bilen?", "Ja");
  await next(user);
  await onStep("Har vi riktig info?");
}

/**
 * A car with a registration number bought from the start page: the summary confirmed, the price
 * pages and contact info as they come, the odometer later, then 'Kjøp forsikringen'.
 */
export async function carBoughtFromStart(user: Customer, registreringsnummer: string) {
  await onStep("Kjøp bilforsikring");
  await next(user, "Start");
  await answer(user, "Husker du registreringsnummeret?", "Ja");
  await next(user);
  await carToSummary(user, registreringsnummer);
  await boughtFromSummary(user);
}

/** From the summary ('Se pris') through the price pages and contact info to 'Kjøp forsikringen'. */
export async function boughtFromSummary(user: Customer) {
  await next(user, "Se pris");
  await onStep("Velg dekning");
  await priceToIdentity(user);
  await next(user);
  await odometerLaterAndContact(user);
  await onStep("Se over og kjøp");
  await next(user, "Kjøp forsikringen");
}

/**
 * Presses a full-screen page's 'Gå tilbake' and checks it is SPEC §2's default back action:
 * history back when the tab has history (issue 29.3; the overview without history is
 * defaultBack's test in tests/components/full-screen-error.test.tsx).
 */
export async function expectBackGoesBack(user: Customer) {
  window.history.pushState({}, "", "/privat/forsikring/motor/bil/velg-bil");
  const back = vi.spyOn(History.prototype, "back").mockImplementation(() => {});
  onTestFinished(() => back.mockRestore());
  expect(window.history.length).toBeGreaterThan(1);
  await user.click(screen.getByRole("button", { name: "Gå tilbake" }));
  expect(back).toHaveBeenCalledTimes(1);
}

/**
 * From 'Velg dekning' to the identity step: the add-ons when the offer has any, then tilpass.
 * The identity step names the vehicle: 'bilen', or 'bobilen' in the motorhome flow.
 */
export async function priceToIdentity(user: Customer, noun: "bilen" | "bobilen" = "bilen") {
  await next(user);
  if (
    (await onOneOf(["Vil du legge til noe?", "Tilpass forsikringen"])) === "Vil du legge til noe?"
  )
    await next(user);
  await onStep("Tilpass forsikringen");
  await next(user);
  await onStep(`Hvordan skal vi kjenne igjen ${noun}?`);
}

/** The odometer answered later ('Fyll inn senere'), then contact info as prefilled. */
export async function odometerLaterAndContact(user: Customer) {
  await onStep("Hva er kilometerstanden?");
  await next(user, "Fyll inn senere");
  await onStep("Kontaktinformasjon");
  await next(user);
}
