// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultBack,
  FullScreenError,
  fallbackBackHref,
  fullScreenErrorCodes,
  fullScreenErrors,
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

  it("uses the exact SPEC copy", () => {
    expect(fullScreenErrors.default.title).toBe("Oisann, her skjedde det en feil");
    expect(fullScreenErrors.generell).toEqual({
      title: "Noe har gått galt",
      lead: "Prøv igjen, eller ta kontakt med oss",
    });
    expect(fullScreenErrors.utilgjengelig).toEqual({
      title: "Tjenesten er utilgjengelig nå",
      lead: "Prøv igjen etter klokken 06.00",
    });
    expect(fullScreenErrors.under18.title).toBe(
      "Du må ha fylt 18 år for å kjøpe forsikring på nett",
    );
    expect(fullScreenErrors.utenlandskBosted.title).toBe("Bostedsadressen din er utenfor Norge");
    for (const code of ["general", "LO", "unwanted"] as const)
      expect(fullScreenErrors[code].title).toBe("Du kan ikke kjøpe forsikring på nett");
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
  it("goes back in history when there is history", () => {
    const back = vi.fn();
    const assign = vi.fn();
    defaultBack({ history: { length: 3, back }, location: { assign } });
    expect(back).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the insurance overview without history", () => {
    const back = vi.fn();
    const assign = vi.fn();
    defaultBack({ history: { length: 1, back }, location: { assign } });
    expect(back).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/privat/forsikring/oversikt");
    expect(fallbackBackHref).toBe("/privat/forsikring/oversikt");
  });
});
