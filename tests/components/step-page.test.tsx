// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

  it("'Tilbake' is SPEC §2's default back action: history back only when the tab has history (issue 29 item 22)", async () => {
    const back = vi.spyOn(History.prototype, "back").mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <StepPage title="Velg bil" onSubmit={() => {}}>
        <p>Innhold</p>
      </StepPage>,
    );
    // The tab's first page: history back would do nothing (the overview opens instead).
    expect(window.history.length).toBe(1);
    await user.click(screen.getByRole("button", { name: "Tilbake" }));
    expect(back).not.toHaveBeenCalled();

    window.history.pushState(null, "", "/privat/forsikring/motor/bil/har-bil");
    await user.click(screen.getByRole("button", { name: "Tilbake" }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
