// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StepPage } from "../../src/views/step-page/StepPage.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("StepPage", () => {
  it("gives its heading the focus when it appears, without scrolling (the flow scrolls to the top)", () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    render(
      <StepPage title="Velg dekning" onSubmit={() => {}}>
        <p>Innhold</p>
      </StepPage>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Velg dekning" });
    expect(document.activeElement).toBe(heading);
    // Scrolling to it would make the browser lay out the whole new page inside this task.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });
});
