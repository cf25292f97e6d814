// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary, type ErrorSummaryItem } from "../../src/components/error-summary/index.ts";
import { TextField } from "../../src/components/form-field/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const heading = "Du må rette opp dette før du kan gå videre";

/** A small form: submit shows the summary (Aksel: let the user submit, then show errors). */
function ContactForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const errorFor = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  return (
    <form
      aria-label="Kontaktinformasjon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors([
          { fieldId: "mobil", message: "Mobilnummer består av 8 siffer" },
          { fieldId: "epost", message: "Du må skrive inn en e-postadresse" },
        ]);
        setSubmits((count) => count + 1);
      }}
    >
      <ErrorSummary errors={errors} focusKey={submits} />
      <TextField id="mobil" label="Mobilnummer" errorLabel={errorFor("mobil")} />
      <TextField id="epost" label="E-post" errorLabel={errorFor("epost")} />
      <button type="submit">Gå videre</button>
    </form>
  );
}

describe("ErrorSummary", () => {
  it("renders nothing without errors", () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("appears on submit with a Norwegian heading, takes focus and links to the fields", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Gå videre" }));

    const summary = screen.getByRole("region", { name: heading });
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Mobilnummer består av 8 siffer", "#mobil"],
      ["Du må skrive inn en e-postadresse", "#epost"],
    ]);
    await expectNoAxeViolations(container);
  });

  it("takes focus again on the next submit and moves focus to a field from its link", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Gå videre" }));
    await user.tab();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Mobilnummer" }));

    await user.click(screen.getByRole("button", { name: "Gå videre" }));
    expect(document.activeElement).toBe(screen.getByRole("region", { name: heading }));

    await user.click(screen.getByRole("link", { name: "Du må skrive inn en e-postadresse" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "E-post" }));
  });

  it("accepts another heading", () => {
    render(<ErrorSummary errors={[{ fieldId: "x", message: "Feil" }]} heading="Noe mangler" />);
    expect(screen.getByRole("heading", { level: 2, name: "Noe mangler" })).toBeTruthy();
  });
});
