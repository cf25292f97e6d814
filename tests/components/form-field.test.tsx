// @vitest-environment jsdom

import { InputGroup } from "@fremtind/jokul/input-group";
import { BaseTextInput } from "@fremtind/jokul/text-input";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formFieldProps, useFormField } from "../../src/components/form-field/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

function Field({ error, help, id }: { error?: string; help?: string; id?: string }) {
  const field = useFormField({ id, error, hasHelpText: Boolean(help) });
  return (
    <div>
      <label htmlFor={field.id}>Registreringsnummer</label>
      {help && <p id={field.helpTextId}>{help}</p>}
      <input type="text" {...field.inputProps} />
      {field.hasError && <p id={field.errorId}>{error}</p>}
    </div>
  );
}

describe("formFieldProps", () => {
  it("gives only the id when there is nothing to describe", () => {
    expect(formFieldProps("regnr").inputProps).toEqual({ id: "regnr" });
  });

  it("sets aria-invalid only on error and combines help and error ids", () => {
    const field = formFieldProps("regnr", {
      error: "Feil",
      hasHelpText: true,
      describedBy: "teller",
    });
    expect(field.inputProps).toEqual({
      id: "regnr",
      "aria-invalid": true,
      "aria-describedby": "regnr-hjelp regnr-feil teller",
    });
    expect(formFieldProps("regnr", { error: "", hasHelpText: true }).inputProps).toEqual({
      id: "regnr",
      "aria-describedby": "regnr-hjelp",
    });
    expect(formFieldProps("regnr", { error: null }).hasError).toBe(false);
    expect(formFieldProps("regnr", { error: false }).hasError).toBe(false);
  });
});

describe("useFormField", () => {
  it("links label, help text and error to the input", async () => {
    const { container } = render(
      <Field help="For eksempel AB12345" error="Du må skrive inn et registreringsnummer" />,
    );
    const input = screen.getByRole("textbox", { name: "Registreringsnummer" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);
    expect(
      // accessible description = help text + error text
      input
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["For eksempel AB12345", "Du må skrive inn et registreringsnummer"]);
    await expectNoAxeViolations(container);
  });

  it("generates distinct, valid ids and keeps a given one", async () => {
    const { container } = render(
      <>
        <Field />
        <Field />
        <Field id="epost" />
      </>,
    );
    const ids = screen.getAllByRole("textbox").map((input) => input.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe("epost");
    for (const id of ids) expect(id).toMatch(/^[\w-]+$/);
    expect(screen.getAllByRole("textbox")[0]?.hasAttribute("aria-invalid")).toBe(false);
    await expectNoAxeViolations(container);
  });
});

/**
 * With Jøkul: give the field's id to `InputGroup` (which wires label, `aria-invalid` and
 * `aria-describedby` to its support label itself). Jøkul's `TextInput` ignores an `id` for its
 * label (1.2.2), so use `InputGroup` + `BaseTextInput` when the error summary must link to it.
 */
function JokulField({ error }: { error?: string }) {
  const field = useFormField({ id: "mobil", error });
  return (
    <InputGroup id={field.id} label="Mobilnummer" helpLabel="8 siffer" errorLabel={error}>
      <BaseTextInput type="tel" />
    </InputGroup>
  );
}

describe("useFormField with a Jøkul input", () => {
  it("keeps label, id and error description together", async () => {
    const { container, rerender } = render(<JokulField />);
    const input = screen.getByRole("textbox", { name: "Mobilnummer" });
    expect(input.id).toBe("mobil");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    rerender(<JokulField error="Mobilnummer består av 8 siffer" />);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const description = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toContain("Mobilnummer består av 8 siffer");
    await expectNoAxeViolations(container);
  });
});
