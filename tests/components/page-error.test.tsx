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

  it("details not found is announced with the SPEC text", async () => {
    const { container } = render(<PageError kind="detailsNotFound" />);
    expect(screen.getByRole("alert").textContent).toContain(
      "Vi kunne ikke hente detaljene på forsikringen din. Prøv igjen senere eller ta kontakt med oss om feilen vedvarer",
    );
    await expectNoAxeViolations(container);
  });

  it("offer not found: an h1 that takes focus, the SPEC text, and 'Start på nytt'", async () => {
    const user = userEvent.setup();
    const onStartOver = vi.fn();
    const { container } = render(<PageError kind="offerNotFound" onStartOver={onStartOver} />);
    const heading = screen.getByRole("heading", { level: 1, name: "Vi kunne ikke hente tilbudet" });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        "Kunne ikke hente opp tilbudet på denne avtalen. Vennligst prøv igjen senere",
      ),
    ).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Start på nytt" }));
    await user.keyboard("{Enter}");
    expect(onStartOver).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("express price not found: an h1, the SPEC text, 'Start på nytt' and 'Prøv igjen', by keyboard", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onStartOver = vi.fn();
    const { container } = render(
      <PageError kind="expressPriceNotFound" onRetry={onRetry} onStartOver={onStartOver} />,
    );
    const heading = screen.getByRole("heading", {
      level: 1,
      name: "Vi kunne ikke hente ekspressprisen",
    });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        "Kunne ikke hente opp tilbudet. Vennligst prøv igjen eller ta kontakt med oss om feilen vedvarer",
      ),
    ).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Start på nytt" }));
    await user.keyboard("{Enter}");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Prøv igjen" }));
    await user.keyboard(" ");
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
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
