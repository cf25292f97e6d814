// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageError } from "../../src/components/page-error/index.ts";
import { announcedText } from "./announced.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

describe("PageError", () => {
  it("not found: heading and a link back to the overview", async () => {
    const { container } = render(<PageError kind="notFound" />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Denne siden ser ut til å være borte..." }),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "Tilbake til forsikringsoversikten" });
    expect(link.getAttribute("href")).toBe("/privat/forsikring");
    await expectNoAxeViolations(container);
  });

  it("not found: the overview link can point elsewhere", () => {
    render(<PageError kind="notFound" overviewHref="/privat/forsikring/oversikt" />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/privat/forsikring/oversikt");
  });

  it.each([
    [
      "offerNotFound",
      "Kunne ikke hente opp tilbudet på denne avtalen. Vennligst prøv igjen senere",
    ],
    [
      "detailsNotFound",
      "Vi kunne ikke hente detaljene på forsikringen din. Prøv igjen senere eller ta kontakt med oss om feilen vedvarer",
    ],
  ] as const)("%s is announced with the SPEC text", async (kind, text) => {
    const { container } = render(<PageError kind={kind} />);
    expect(screen.getByRole("alert").textContent).toContain(text);
    await expectNoAxeViolations(container);
  });

  it("express price not found: 'Prøv igjen' calls onRetry, also from the keyboard", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<PageError kind="expressPriceNotFound" onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain(
      "Kunne ikke hente opp tilbudet. Vennligst prøv igjen eller ta kontakt med oss om feilen vedvarer",
    );
    await user.click(screen.getByRole("button", { name: "Prøv igjen" }));
    await user.keyboard(" ");
    expect(onRetry).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it("list load failure: title and text", async () => {
    const { container } = render(<PageError kind="listLoadFailed" />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Oi sann, her skjedde det en feil");
    expect(alert.textContent).toContain(
      "Prøv igjen senere eller ta kontakt med oss om feilen vedvarer.",
    );
    await expectNoAxeViolations(container);
  });

  it("list loading: 'Laster inn {list}' as a polite status", async () => {
    const { container } = render(<PageError kind="listLoading" list="leasingselskaper" />);
    const status = screen.getByRole("status");
    expect(announcedText(status)).toBe("Laster inn leasingselskaper");
    expect(status.getAttribute("aria-live")).toBe("polite");
    await expectNoAxeViolations(container);
  });
});
