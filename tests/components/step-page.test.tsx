// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StepPage } from "../../src/views/step-page/StepPage.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("StepPage", () => {
  it("gives its heading the focus after its first paint, without scrolling (the flow scrolls to the top)", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    render(
      <StepPage title="Velg dekning" onSubmit={() => {}}>
        <p>Innhold</p>
      </StepPage>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Velg dekning" });
    // Not in the task that renders it: there the focus lays the new page out before its paint.
    expect(document.activeElement).not.toBe(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Scrolling to it would make the browser lay out the whole new page inside this task.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("leaves the focus in a field the customer went into before the heading took it", async () => {
    render(
      <StepPage title="Hva er kilometerstanden?" onSubmit={() => {}}>
        <input aria-label="Kilometerstand" />
      </StepPage>,
    );
    const field = screen.getByRole("textbox", { name: "Kilometerstand" });
    field.focus();
    // Longer than any wait for a frame (afterNextPaint's fallback is 100 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(document.activeElement).toBe(field);
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
