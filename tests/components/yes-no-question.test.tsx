// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { YesNoQuestion } from "../../src/components/yes-no-question/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const question = "Er bilen leaset?";

describe("YesNoQuestion", () => {
  it("names the group by its legend and sends the answer", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <YesNoQuestion legend={question} name="leasing" value={null} onChange={onChange} />,
    );
    const group = screen.getByRole("radiogroup", { name: question });
    await userEvent.setup().click(screen.getByRole("radio", { name: "Nei" }));
    expect(onChange).toHaveBeenCalledWith("false");
    expect(group.querySelector("legend .jkl-label--sr-only")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("with the page's h1 asking the same question, keeps the legend for screen readers only", async () => {
    const { container } = render(
      <>
        <h1>{question}</h1>
        <YesNoQuestion
          legend={question}
          name="leasing"
          value="true"
          onChange={() => {}}
          legendIsPageTitle
        />
      </>,
    );
    const group = screen.getByRole("radiogroup", { name: question });
    const legendText = group.querySelector("legend .jkl-label");
    expect(legendText?.textContent).toBe(question);
    expect(legendText?.classList.contains("jkl-label--sr-only")).toBe(true);
    expect(screen.getByRole("radio", { name: "Ja" })).toHaveProperty("checked", true);
    await expectNoAxeViolations(container);
  });
});
