// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Term, termTexts } from "../../core/texts/terms.ts";
import {
  TermHelp,
  TermHelpExplanation,
  TermHelpTrigger,
  tooltipOutsideParentMessage,
} from "../../src/components/term-help/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const terms = Object.keys(termTexts) as Term[];

describe("TermHelp (SPEC §2, §9: a Jøkul tooltip for the terms the steps explain)", () => {
  it.each(terms)("%s: hovering the trigger shows the explanation as a tooltip", async (term) => {
    const user = userEvent.setup();
    const { container } = render(<TermHelp term={term} />);
    const trigger = screen.getByRole("button", {
      name: new RegExp(termTexts[term].trigger.replace("?", "\\?")),
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
    // Checked closed: open, floating-ui (inside Jøkul's tooltip) adds focus-guard spans that axe
    // names as unnamed buttons; they are Jøkul's (floating-ui's), not this app's.
    await expectNoAxeViolations(container);
    await user.hover(trigger);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toContain(termTexts[term].explanation);
  });

  it("opens on keyboard focus too", async () => {
    const user = userEvent.setup();
    render(<TermHelp term="egenandel" />);
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toContain(
      termTexts.egenandel.explanation,
    );
  });
});

describe("a tooltip part outside its parent (SPEC §8 console-only message)", () => {
  it.each([
    ["the trigger", <TermHelpTrigger key="trigger" />],
    ["the explanation", <TermHelpExplanation key="explanation" />],
  ])("%s says so on the console and renders nothing, instead of throwing", (_, part) => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<main>{part}</main>);
    expect(consoleError).toHaveBeenCalledWith(tooltipOutsideParentMessage);
    expect(container.querySelector("main")?.childElementCount).toBe(0);
  });

  it("inside its parent nothing is said on the console", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<TermHelp term="bonus" />);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: termTexts.bonus.trigger })).toBeTruthy();
  });
});
