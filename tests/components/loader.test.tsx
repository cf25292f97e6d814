// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Loader, loaderVariants } from "../../src/components/loader/index.ts";
import { announcedText } from "./announced.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

describe("Loader", () => {
  it.each(loaderVariants)("%s: announces 'Vennligst vent' once, politely", async (variant) => {
    const { container } = render(<Loader variant={variant} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(announcedText(status)).toBe("Vennligst vent");
    expect(status.className).toContain(`loader--${variant}`);
    await expectNoAxeViolations(container);
  });

  it("is full-screen by default and takes another text", () => {
    render(<Loader text="Henter pris" />);
    const status = screen.getByRole("status");
    expect(status.className).toContain("loader--fullScreen");
    expect(announcedText(status)).toBe("Henter pris");
  });
});
