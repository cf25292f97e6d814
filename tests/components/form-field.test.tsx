// @vitest-environment jsdom

import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formTexts } from "../../core/texts/form.ts";
import { ErrorSummary } from "../../src/components/error-summary/index.ts";
import { focusField, TextField, useStepForm } from "../../src/components/form-field/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const required = (value: string, message: string) => (value.trim() ? undefined : message);

/** A step with `fields` text fields (the rule: required), as a view builds it. */
function StepForm({ fields, onValid }: { fields: string[]; onValid: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const form = useStepForm(
    Object.fromEntries(
      fields.map((name) => [
        name,
        { id: name, error: required(values[name] ?? "", `${name} mangler`) },
      ]),
    ),
  );
  return (
    <form
      aria-label="Steg"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(onValid);
      }}
    >
      {fields.map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={name}
          value={values[name] ?? ""}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <ErrorSummary {...form.summary} />
      <button type="submit">Neste</button>
    </form>
  );
}

describe("useStepForm", () => {
  it("shows no error before the first submit", () => {
    render(<StepForm fields={["Navn", "E-post"]} onValid={() => {}} />);
    expect(screen.queryByText("Navn mangler")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("on a multi-field step: the error summary appears, takes focus, and its links focus the fields", async () => {
    const user = userEvent.setup();
    let valid = 0;
    const { container } = render(
      <StepForm fields={["Navn", "E-post"]} onValid={() => (valid += 1)} />,
    );
    await user.click(screen.getByRole("button", { name: "Neste" }));

    const summary = screen.getByRole("region", { name: formTexts.errorSummaryHeading });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Navn mangler", "#Navn"],
      ["E-post mangler", "#E-post"],
    ]);
    const email = screen.getByRole("textbox", { name: "E-post" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(container);
    await user.click(within(summary).getByRole("link", { name: "E-post mangler" }));
    expect(document.activeElement).toBe(email);
    expect(valid).toBe(0);

    // Fixing one field updates the list, and the summary does not take focus while typing.
    await user.type(email, "kari@example.no");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Navn mangler"]);
    expect(document.activeElement).toBe(email);
    await user.type(screen.getByRole("textbox", { name: "Navn" }), "Kari");
    await user.click(screen.getByRole("button", { name: "Neste" }));
    expect(valid).toBe(1);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("on a one-field step: no summary, the field takes focus", async () => {
    const user = userEvent.setup();
    render(<StepForm fields={["Navn"]} onValid={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Neste" }));
    const field = screen.getByRole("textbox", { name: "Navn" });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole("region")).toBeNull();
    expect(
      document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toContain("Navn mangler");
  });

  it("shows a reported error at once, and does not hold the submit back for it", async () => {
    const user = userEvent.setup();
    let valid = 0;
    function Reported() {
      const form = useStepForm({ mobil: { id: "mobil", reported: "Nummeret finnes ikke" } });
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit(() => {
              valid += 1;
            });
          }}
        >
          <TextField {...form.field("mobil")} label="Mobil" defaultValue="41234567" />
          <button type="submit">Neste</button>
        </form>
      );
    }
    render(<Reported />);
    expect(screen.getByText("Nummeret finnes ikke")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Neste" }));
    expect(valid).toBe(1);
  });
});

describe("focusField", () => {
  it("focuses an input by id, and the checked (else the first) radio of a group by its id", () => {
    render(
      <>
        <TextField id="navn" label="Navn" />
        <RadioButtonGroup id="svar" legend="Svar" name="svar" value="" onChange={() => {}}>
          <RadioButton value="ja" label="Ja" />
          <RadioButton value="nei" label="Nei" />
        </RadioButtonGroup>
      </>,
    );
    expect(focusField("navn")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Navn" }));
    expect(focusField("svar")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Ja" }));
    expect(focusField("finnes-ikke")).toBe(false);
  });
});
