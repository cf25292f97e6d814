// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultBack,
  FullScreenError,
  type FullScreenErrorCode,
  fullScreenErrorCodes,
  fullScreenErrors,
  markLoginPage,
} from "../../src/components/full-screen-error/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

describe("FullScreenError", () => {
  it.each(fullScreenErrorCodes)("shows title, lead and actions for %s", async (code) => {
    const { container } = render(<FullScreenError code={code} onBack={() => {}} />);
    expect(
      screen.getByRole("heading", { level: 1, name: fullScreenErrors[code].title }),
    ).toBeTruthy();
    expect(screen.getByText(fullScreenErrors[code].lead)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Gå tilbake" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Til forsikringsoversikten" });
    expect(link.getAttribute("href")).toBe("/privat/forsikring");
    await expectNoAxeViolations(container);
  });

  /** SPEC §8 "Full-screen errors (title, lead)", as the spec writes them. */
  const specCopy: [FullScreenErrorCode, string, string?][] = [
    ["default", "Oisann, her skjedde det en feil"],
    ["generell", "Noe har gått galt", "Prøv igjen, eller ta kontakt med oss"],
    ["utilgjengelig", "Tjenesten er utilgjengelig nå", "Prøv igjen etter klokken 06.00"],
    ["avsluttForsikring", "Forsikringen din kan ikke avsluttes på nett"],
    ["alleredeAvsluttet", "Forsikringen er allerede avsluttet"],
    ["finnes", "Tilsvarende produkt er allerede forsikret"],
    ["kanIkkeSeForsikringPaaNett", "Du kan ikke se forsikringer på nett"],
    ["under18", "Du må ha fylt 18 år for å kjøpe forsikring på nett"],
    ["utenlandskBosted", "Bostedsadressen din er utenfor Norge"],
    ["general", "Du kan ikke kjøpe forsikring på nett"],
    ["LO", "Du kan ikke kjøpe forsikring på nett"],
    ["unwanted", "Du kan ikke kjøpe forsikring på nett"],
  ];

  it.each(specCopy)("shows the SPEC §8 copy for %s: '%s'", (code, title, lead) => {
    render(<FullScreenError code={code} onBack={() => {}} />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    if (lead) expect(screen.getByText(lead)).toBeTruthy();
  });

  it("tells a non-member in the union channel that the offer is for union members (issue 29 item 13)", () => {
    render(<FullScreenError code="LO" onBack={() => {}} />);
    expect(screen.getByText(/et tilbud til LO-medlemmer/)).toBeTruthy();
  });

  it("falls back to the default error for an unknown code", () => {
    render(<FullScreenError code="noeUkjent" />);
    expect(screen.getByRole("heading", { name: fullScreenErrors.default.title })).toBeTruthy();
  });

  it("calls onBack from the keyboard", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<FullScreenError code="generell" onBack={onBack} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Gå tilbake" }));
    await user.keyboard("{Enter}");
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("moves focus to the title when shown", () => {
    render(<FullScreenError code="finnes" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
  });

  it("can hide the back button", () => {
    render(<FullScreenError code="generell" showBackButton={false} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("reports the shown code once, and again when the code changes", () => {
    const onShown = vi.fn();
    const { rerender } = render(<FullScreenError code="under18" onShown={onShown} />);
    rerender(<FullScreenError code="under18" onShown={(code) => onShown(code)} />);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledWith("under18");
    rerender(<FullScreenError code="LO" onShown={onShown} />);
    expect(onShown).toHaveBeenLastCalledWith("LO");
    expect(onShown).toHaveBeenCalledTimes(2);
  });
});

describe("defaultBack", () => {
  const at = (pathname: string) => ({ pathname, search: "", assign: vi.fn() });
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it("goes back in history when there is history", () => {
    const back = vi.fn();
    const location = at("/privat/forsikring/motor/bil/velg-bil");
    defaultBack({ history: { length: 3, back, go: vi.fn() }, location });
    expect(back).toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("goes to the insurance overview without history", () => {
    const back = vi.fn();
    const location = at("/privat/forsikring/motor/bil/velg-bil");
    defaultBack({ history: { length: 1, back, go: vi.fn() }, location });
    expect(back).not.toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith("/privat/forsikring/oversikt");
  });

  describe("right after the login page (issue 29 item 22)", () => {
    const start = "/privat/forsikring/motor/bil/";

    it("the login page marks where it was shown and the tab's history length then", () => {
      const sessionStorage = storage();
      markLoginPage({
        history: { length: 2, back: vi.fn(), go: vi.fn() },
        location: at(start),
        sessionStorage,
      });
      expect(JSON.parse(sessionStorage.getItem("kfp-login-page") ?? "null")).toEqual({
        address: start,
        length: 2,
      });
    });

    /**
     * The page after the login page, which was shown at the start page with `before` entries in
     * the tab (the mark this page load took).
     */
    function loggedInAfter(
      before: number,
      navigation?: { currentEntry: { index: number }; entries(): { sameDocument: boolean }[] },
    ) {
      const history = { length: before + 2, back: vi.fn(), go: vi.fn() };
      const location = at(start);
      return {
        history,
        location,
        navigation,
        loginPageBefore: { address: start, length: before + 1 },
      };
    }

    it("goes past the login page, which would show the same page again", () => {
      const environment = loggedInAfter(1);
      defaultBack(environment);
      expect(environment.history.go).toHaveBeenCalledWith(-2);
      expect(environment.history.back).not.toHaveBeenCalled();
    });

    /** The Navigation API with the current entry at `index`, after these entries' documents. */
    const navigationAt = (index: number, before: { sameDocument: boolean }[] = []) => ({
      currentEntry: { index },
      entries: () => [...before, { sameDocument: true }],
    });

    it("with the Navigation API: the first entry of its own goes past the login page", () => {
      const environment = loggedInAfter(1, navigationAt(0));
      defaultBack(environment);
      expect(environment.history.go).toHaveBeenCalledWith(-2);
    });

    it("with the Navigation API listing the login page's entry before this page's first (its form took the window back, decision 0015): goes past it", () => {
      const environment = loggedInAfter(1, navigationAt(1, [{ sameDocument: false }]));
      defaultBack(environment);
      expect(environment.history.go).toHaveBeenCalledWith(-2);
    });

    it("goes to the overview when the login page was the tab's first page", () => {
      const environment = loggedInAfter(0);
      defaultBack(environment);
      expect(environment.location.assign).toHaveBeenCalledWith("/privat/forsikring/oversikt");
      expect(environment.history.back).not.toHaveBeenCalled();
    });

    it("back on the start page after steps of the flow goes back as usual", () => {
      const environment = loggedInAfter(
        1,
        navigationAt(2, [{ sameDocument: false }, { sameDocument: true }]),
      );
      environment.history.length += 1;
      defaultBack(environment);
      expect(environment.history.back).toHaveBeenCalled();
      expect(environment.history.go).not.toHaveBeenCalled();
    });

    it("another page than the one the login was shown on goes back as usual", () => {
      const environment = loggedInAfter(1);
      environment.location = at("/privat/forsikring/motor/bil/velg-bil");
      defaultBack(environment);
      expect(environment.history.back).toHaveBeenCalled();
    });
  });
});
