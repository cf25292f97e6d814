// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NavigationMenu,
  type NavigationMenuProps,
} from "../../src/components/navigation-menu/index.ts";
import { announcedText } from "./announced.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const base: NavigationMenuProps = {
  offerCount: 2,
  hasOverview: true,
  distributor: "sb1",
  nettbankUrl: "https://nettbank.example",
  domene: "sandkasse",
  loginContext: "NETTBANK",
};

const linkNames = () =>
  within(screen.getByRole("navigation", { name: "Hovedmeny" }))
    .getAllByRole("link")
    .map(announcedText);

describe("NavigationMenu", () => {
  it("ends with 'Logg ut' when the app can log out, and a click asks it to (issue 20)", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const { container } = render(<NavigationMenu {...base} onLogout={onLogout} />);
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    const items = within(nav).getAllByRole("listitem");
    const logout = within(nav).getByRole("button", { name: "Logg ut" });
    expect(items.at(-1)?.contains(logout)).toBe(true);
    await user.click(logout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("has no 'Logg ut' while the app cannot log out", () => {
    render(<NavigationMenu {...base} />);
    expect(screen.queryByRole("button", { name: "Logg ut" })).toBeNull();
  });

  it("shows the full menu with the offers badge and the bank link", async () => {
    const { container } = render(<NavigationMenu {...base} />);
    expect(linkNames()).toEqual([
      "Forsikringsoversikt",
      "Dokumenter",
      "Faktura",
      "Kjøp forsikring",
      "Meld skade",
      "Skadesaker",
      "Forsikringsprofil",
      "Tilbud (2)",
      "Til nettbanken",
    ]);
    const offers = screen.getByRole("link", { name: "Tilbud (2)" });
    // The app's own page of the open offers (issue 26.7).
    expect(offers.getAttribute("href")).toBe("/privat/forsikring/motor/tilbud");
    expect(screen.getByRole("link", { name: "Til nettbanken" }).getAttribute("href")).toBe(
      "https://nettbank.example/sandkasse/nettbank-privat/oversikt",
    );
    await expectNoAxeViolations(container);
  });

  it("hides the offers link when the count is 0", () => {
    render(<NavigationMenu {...base} offerCount={0} />);
    expect(screen.queryByRole("link", { name: /Tilbud/ })).toBeNull();
  });

  it("shows only buying (and the bank) without an insurance overview", () => {
    render(<NavigationMenu {...base} hasOverview={false} />);
    expect(linkNames()).toEqual(["Kjøp forsikring", "Til nettbanken"]);
  });

  it.each(["MOBILBANK", "MOBILBANK_DNB"] as const)("hides the bank link in %s", (loginContext) => {
    render(<NavigationMenu {...base} loginContext={loginContext} />);
    expect(screen.queryByRole("link", { name: "Til nettbanken" })).toBeNull();
  });

  it("marks the current page", () => {
    render(<NavigationMenu {...base} currentPath="/privat/forsikring/kjop" />);
    expect(screen.getByRole("link", { name: "Kjøp forsikring" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Dokumenter" }).hasAttribute("aria-current")).toBe(
      false,
    );
  });

  it("opens and closes the small-screen disclosure with the keyboard", async () => {
    const user = userEvent.setup();
    const { container } = render(<NavigationMenu {...base} />);
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    const toggle = screen.getByRole("button", { name: "Meny" });
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.dataset.open).toBe("false");

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.dataset.open).toBe("true");
    await expectNoAxeViolations(container);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Forsikringsoversikt" }));
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);

    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("has no bank link for the union variant", () => {
    render(<NavigationMenu {...base} distributor="none" hasOverview={false} />);
    expect(linkNames()).toEqual(["Kjøp forsikring"]);
  });
});
