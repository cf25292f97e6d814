// @vitest-environment jsdom
/**
 * The form steps after the price: regnummer-chassisnummer, kilometer, kontaktinfo. The real
 * purchase machine with fake actors is walked to each step; kontaktinfo's server checks are the
 * machine's actor `checkContact` as the app provides it, asking a fake api client that records the
 * queries.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiClient, QueryValue } from "../../src/api/client.ts";
import { checkContactWithInsurer } from "../../src/app/purchaseFlow.ts";
import { KilometerView } from "../../src/views/kilometer/KilometerView.tsx";
import { KontaktinfoView } from "../../src/views/kontaktinfo/KontaktinfoView.tsx";
import { RegnummerChassisnummerView } from "../../src/views/regnummer-chassisnummer/RegnummerChassisnummerView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import {
  expectFocusedErrorSummary,
  fieldMessage,
  flowAt,
  followErrorSummaryLink,
  renderStep,
  stepIdOf,
  toSummaryWithPickedModel,
  walkTo,
} from "./harness.tsx";

afterEach(cleanup);

const toIdentity = walkTo("regnummerChassisnummer");
const toKilometer = walkTo("kilometer");
const toKontaktinfo = walkTo("kontaktinfo");

const next = () => userEvent.click(screen.getByRole("button", { name: "Neste" }));

describe("regnummer-chassisnummer", () => {
  it("buys on the registration number by default and sends identity.submit", async () => {
    const actor = await flowAt({ events: toIdentity });
    const { sent, container } = renderStep(RegnummerChassisnummerView, actor);
    const byRegnr = screen.getByRole("radio", {
      name: "Registreringsnummer (EK12345)",
    }) as HTMLInputElement;
    expect(byRegnr.checked).toBe(true);
    expect(screen.queryByRole("textbox", { name: "Understellsnummer" })).toBeNull();
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([{ type: "identity.submit", identitet: "registreringsnummer" }]);
    expect(stepIdOf(actor)).toBe("kilometer");
  });

  it("checks the chassis number (SPEC §5) in the error summary, which leads to the field", async () => {
    const actor = await flowAt({ events: toIdentity });
    const { sent, container } = renderStep(RegnummerChassisnummerView, actor);
    await userEvent.click(screen.getByRole("radio", { name: "Understellsnummer" }));
    const field = screen.getByRole("textbox", { name: "Understellsnummer" });
    await next();
    expect(fieldMessage(field)).toContain("Du må oppgi understellsnummer");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await expectFocusedErrorSummary(["Du må oppgi understellsnummer"]);
    await expectNoAxeViolations(container);
    expect(await followErrorSummaryLink("Du må oppgi understellsnummer")).toBe(field);
    await userEvent.type(field, "ABC-12345");
    await next();
    expect(fieldMessage(field)).toContain("Du kan ikke skrive ugyldige tegn");
    await userEvent.clear(field);
    await userEvent.type(field, "ABC12");
    await next();
    expect(fieldMessage(field)).toContain("Du må oppgi de 9 siste tegnene i understellsnummeret");
    expect(sent).toEqual([]);
  });

  it("keeps the last nine characters of a pasted VIN, uppercased", async () => {
    const actor = await flowAt({ events: toIdentity });
    const { sent } = renderStep(RegnummerChassisnummerView, actor);
    await userEvent.click(screen.getByRole("radio", { name: "Understellsnummer" }));
    await userEvent.type(
      screen.getByRole("textbox", { name: "Understellsnummer" }),
      "wvwzzz1jz3w386752",
    );
    await next();
    expect(sent).toEqual([
      { type: "identity.submit", identitet: "chassisnummer", chassisnummer: "Z3W386752" },
    ]);
    expect(stepIdOf(actor)).toBe("kilometer");
  });

  it("asks only for the chassis number when the car was picked without a registration number", async () => {
    const actor = await flowAt({
      events: [
        ...toSummaryWithPickedModel,
        ...walkTo("regnummerChassisnummer", { from: "sjekkBilInfo" }),
      ],
    });
    expect(stepIdOf(actor)).toBe("regnummerChassisnummer");
    const { sent } = renderStep(RegnummerChassisnummerView, actor);
    expect(screen.queryAllByRole("radio")).toEqual([]);
    expect(screen.getByText(/forsikringen kjøpes på understellsnummeret/)).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Understellsnummer" }), "1HGCM8263");
    await next();
    expect(sent).toEqual([
      { type: "identity.submit", identitet: "chassisnummer", chassisnummer: "1HGCM8263" },
    ]);
  });
});

describe("kilometer", () => {
  it("may be left empty: sends odometer.submit with ''", async () => {
    const actor = await flowAt({ events: toKilometer });
    const { sent, container } = renderStep(KilometerView, actor);
    expect(screen.getByText("Du kan la feltet stå tomt og fylle det inn senere.")).toBeTruthy();
    await expectNoAxeViolations(container);
    await next();
    expect(sent).toEqual([{ type: "odometer.submit", kilometerstand: "" }]);
    expect(stepIdOf(actor)).toBe("kontaktinfo");
  });

  it("'Fyll inn senere' sends an empty reading even when something is typed", async () => {
    const actor = await flowAt({ events: toKilometer });
    const { sent } = renderStep(KilometerView, actor);
    await userEvent.type(screen.getByRole("textbox", { name: "Kilometerstand" }), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Fyll inn senere" }));
    expect(sent).toEqual([{ type: "odometer.submit", kilometerstand: "" }]);
  });

  it("shows the SPEC §5 messages next to the field and focuses it", async () => {
    const actor = await flowAt({ events: toKilometer });
    const { sent, container } = renderStep(KilometerView, actor);
    const field = screen.getByRole("textbox", { name: "Kilometerstand" });
    await userEvent.type(field, "12a");
    await next();
    expect(screen.getByText("Kilometerstand inneholder ugyldige tegn")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    await expectNoAxeViolations(container);
    await userEvent.clear(field);
    await userEvent.type(field, "1000000");
    await next();
    expect(screen.getByText("Kilometerstand kan ikke være mer enn 999 999")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the digits without spaces", async () => {
    const actor = await flowAt({ events: toKilometer });
    const { sent } = renderStep(KilometerView, actor);
    await userEvent.type(screen.getByRole("textbox", { name: "Kilometerstand" }), "120 000");
    await next();
    expect(sent).toEqual([{ type: "odometer.submit", kilometerstand: "120000" }]);
  });

  it.each([
    ["a dot", "12.500"],
    ["a space", "12 500"],
    ["a no-break space", "12\u00a0500"],
  ])("takes a reading grouped with %s as 12 500 km", async (_, typed) => {
    const actor = await flowAt({ events: toKilometer });
    const { sent } = renderStep(KilometerView, actor);
    await userEvent.type(screen.getByRole("textbox", { name: "Kilometerstand" }), typed);
    await next();
    expect(screen.queryByText("Kilometerstand inneholder ugyldige tegn")).toBeNull();
    expect(sent).toEqual([{ type: "odometer.submit", kilometerstand: "12500" }]);
    expect(stepIdOf(actor)).toBe("kontaktinfo");
  });
});

describe("kontaktinfo", () => {
  interface CheckCall {
    path: string;
    query: Record<string, QueryValue> | undefined;
  }

  /**
   * The flow at kontaktinfo, whose contact check (the machine's `checkContact`, as the app
   * provides it) asks an api client that answers the two checks; `fail` makes both unreachable,
   * `mobile: "unreachable"` the mobile check alone.
   */
  async function atKontaktinfo(
    answers: { mobile?: boolean | "unreachable"; email?: boolean; fail?: boolean } = {},
  ) {
    const calls: CheckCall[] = [];
    const api = {
      get: async (_schema: unknown, path: string, query?: Record<string, QueryValue>) => {
        calls.push({ path, query });
        if (answers.fail) throw new Error("Failed to fetch");
        if (path === "/validate/mobileNo") {
          if (answers.mobile === "unreachable") throw new Error("Failed to fetch");
          return { validMobileNo: answers.mobile ?? true };
        }
        if (path === "/validate/emailAddress") return { validEmailAddress: answers.email ?? true };
        throw new Error(`No test response for ${path}`);
      },
      post: async () => {
        throw new Error("no post");
      },
    } as unknown as ApiClient;
    const actor = await flowAt({
      events: toKontaktinfo,
      fakes: { checkContact: (input) => checkContactWithInsurer(api, input) },
    });
    return { actor, calls };
  }

  it("is prefilled from the customer, runs the server checks and sends contact.submit", async () => {
    const { actor, calls } = await atKontaktinfo();
    const { sent, container } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" }) as HTMLInputElement;
    const email = screen.getByRole("textbox", { name: "E-post" }) as HTMLInputElement;
    // Jøkul's formatter groups with no-break spaces.
    expect(mobile.value).toBe("91\u00a023\u00a045\u00a067");
    expect(email.value).toBe("kari@example.no");
    await expectNoAxeViolations(container);
    await next();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(calls).toEqual([
      { path: "/validate/mobileNo", query: { mobileNo: "91234567", allowForeign: true } },
      { path: "/validate/emailAddress", query: { emailAddress: "kari@example.no" } },
    ]);
    expect(sent).toEqual([
      { type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" },
    ]);
    expect(stepIdOf(actor)).toBe("kjop");
  });

  it.each([
    ["a foreign number", "+4670123456", "+4670123456", "+4670123456"],
    ["a foreign number after 00", "00467012345", "00467012345", "+467012345"],
    ["a Norwegian number after +47", "+47 412 34 567", "+4741234567", "41234567"],
  ])("takes %s of 11 characters, and the server check gets it", async (_, typed, shown, number) => {
    const { actor, calls } = await atKontaktinfo();
    const { sent } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" }) as HTMLInputElement;
    await userEvent.clear(mobile);
    await userEvent.type(mobile, typed);
    expect(mobile.value).toBe(shown);
    await next();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(calls[0]).toEqual({
      path: "/validate/mobileNo",
      query: { mobileNo: number, allowForeign: true },
    });
    expect(sent).toEqual([
      { type: "contact.submit", epost: "kari@example.no", telefonnummer: number },
    ]);
  });

  it("the mobile field takes at most 11 characters (SPEC §5, issue 29.4)", async () => {
    const { actor } = await atKontaktinfo();
    renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" }) as HTMLInputElement;
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "+46 70 123 45 67 89");
    expect(mobile.maxLength).toBe(11);
    expect(mobile.value.length).toBeLessThanOrEqual(11);
  });

  it("requires both fields, lists them in the focused error summary, without calling the server", async () => {
    const { actor, calls } = await atKontaktinfo();
    const { sent, container } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" });
    const email = screen.getByRole("textbox", { name: "E-post" });
    await userEvent.clear(mobile);
    await userEvent.clear(email);
    await next();
    expect(fieldMessage(mobile)).toContain("Du må skrive inn et mobilnummer");
    expect(fieldMessage(email)).toContain("Du må skrive inn en e-postadresse");
    await expectFocusedErrorSummary([
      "Du må skrive inn et mobilnummer",
      "Du må skrive inn en e-postadresse",
    ]);
    await expectNoAxeViolations(container);
    expect(await followErrorSummaryLink("Du må skrive inn en e-postadresse")).toBe(email);
    expect(await followErrorSummaryLink("Du må skrive inn et mobilnummer")).toBe(mobile);
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("checks the formats: 8 digits for mobile, a valid e-mail address", async () => {
    const { actor, calls } = await atKontaktinfo();
    const { sent } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" });
    const email = screen.getByRole("textbox", { name: "E-post" });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "9123");
    await userEvent.clear(email);
    await userEvent.type(email, "kari@");
    await next();
    expect(fieldMessage(mobile)).toContain("Mobilnummer består av 8 siffer");
    expect(fieldMessage(email)).toContain("Du må skrive inn en gyldig e-postadresse");
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "41234567");
    await next();
    await expectFocusedErrorSummary(["Du må skrive inn en gyldig e-postadresse"]);
    expect(await followErrorSummaryLink("Du må skrive inn en gyldig e-postadresse")).toBe(email);
    expect(screen.queryByText("Mobilnummer består av 8 siffer")).toBeNull();
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("shows the server-check messages when the insurer rejects the number and the address", async () => {
    const { actor } = await atKontaktinfo({ mobile: false, email: false });
    const { sent } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" });
    const email = screen.getByRole("textbox", { name: "E-post" });
    const mobileRejected = "Sjekk at mobilnummeret er korrekt eller prøv med et annet.";
    const emailRejected =
      "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen";
    await next();
    await expectFocusedErrorSummary([mobileRejected, emailRejected]);
    expect(fieldMessage(mobile)).toContain(mobileRejected);
    expect(fieldMessage(email)).toContain(emailRejected);
    expect(await followErrorSummaryLink(mobileRejected)).toBe(mobile);
    // The view sent the answers; the machine, told by the insurer, stays on the step.
    expect(sent).toEqual([
      { type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" },
    ]);
    expect(stepIdOf(actor)).toBe("kontaktinfo");
    // Editing a field clears its server message.
    await userEvent.type(mobile, "{backspace}8");
    expect(
      screen.queryByText("Sjekk at mobilnummeret er korrekt eller prøv med et annet."),
    ).toBeNull();
  });

  it("shows the e-mail check's message when the insurer refuses the address, though the mobile check does not answer", async () => {
    const { actor } = await atKontaktinfo({ mobile: "unreachable", email: false });
    const { container } = renderStep(KontaktinfoView, actor);
    const mobile = screen.getByRole("textbox", { name: "Mobilnummer" });
    const email = screen.getByRole("textbox", { name: "E-post" });
    const emailRejected =
      "Vi kan ikke sende e-post til denne adressen. Sjekk at den er korrekt eller prøv med en annen";
    await next();
    await expectFocusedErrorSummary([emailRejected]);
    expect(fieldMessage(email)).toContain(emailRejected);
    expect(fieldMessage(mobile)).toBe("");
    expect(stepIdOf(actor)).toBe("kontaktinfo");
    await expectNoAxeViolations(container);
    // Another address is one the insurer has not refused: its message goes.
    await userEvent.clear(email);
    await userEvent.type(email, "kari.nordmann@example.no");
    expect(screen.queryByText(emailRejected)).toBeNull();
  });

  it("does not stop the customer when the checks cannot be reached", async () => {
    const { actor } = await atKontaktinfo({ fail: true });
    const { sent } = renderStep(KontaktinfoView, actor);
    await next();
    await waitFor(() => expect(stepIdOf(actor)).toBe("kjop"));
    expect(sent).toEqual([
      { type: "contact.submit", epost: "kari@example.no", telefonnummer: "91234567" },
    ]);
  });
});
