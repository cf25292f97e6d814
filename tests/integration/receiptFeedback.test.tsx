// @vitest-environment jsdom
/**
 * The receipt's feedback widget against the real sandbox: what the customer answers is what the
 * sandbox stores (read back from its database), leaving the page sends the chosen smiley once with
 * a request that outlives the page, and the contact form says what to fix before anything is sent.
 */
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { feedbackTexts } from "../../core/texts/feedback.ts";
import { validationTexts } from "../../core/texts/validation.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { createApiClient } from "../../src/api/client.ts";
import { createPlatform } from "../../src/app/platform.ts";
import ReceiptFeedbackPanel, {
  placeOf,
  provideReceiptFeedback,
  receiptFeedbackInput,
} from "../../src/app/receiptFeedback.tsx";
import { sandboxForFile, TestClient } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";
import { carBoughtFromStart, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

const receiptPath = "/privat/forsikring/motor/bil/kvittering";
const place = { product_code: "bil", page: "/privat/forsikring/motor/bil/kvittering" };
const questions = feedbackTexts.followup.questions;
const kundenummerOf = (persona: string) =>
  testPersons.find((person) => person.persona === persona)?.kundenummer ?? "";

interface FeedbackRow {
  feedback_value: number;
  text: string | null;
  intentional_submit: boolean | null;
}
const feedbackOf = (persona: string) =>
  server().db.query<FeedbackRow>(
    "select feedback_value, text, intentional_submit from feedback where kundenummer = $1 order by id",
    [kundenummerOf(persona)],
  );
const followupsAfter = (id: number) =>
  server().db.query<{ id: number; product_code: string; page: string; answers: unknown }>(
    "select id, product_code, page, answers from feedback_followups where id > $1 order by id",
    [id],
  );
const contactsAfter = (id: number) =>
  server().db.query<{ product_code: string; page: string; email: string; phone: string | null }>(
    "select product_code, page, email, phone from feedback_contacts where id > $1 order by id",
    [id],
  );
const lastId = async (table: "feedback_followups" | "feedback_contacts") =>
  Number(
    (await server().db.query<{ id: number | null }>(`select max(id) as id from ${table}`))[0]?.id ??
      0,
  );

/**
 * The receipt's widget alone, with the effects and questions the app gives the root chart's
 * 'feedback' child (src/app/appLogic.ts) and its api client against the sandbox, for a logged-in
 * customer. The test plays the root chart: `leaveReceipt()` is what it sends when the customer
 * leaves the receipt (machines/appMachine.ts, proven in tests/machines/appChildren.test.ts). Every request is recorded with its keepalive flag,
 * and `settled()` waits until all of them have been answered.
 */
async function openReceiptWidget(persona: string, options: { strict?: boolean } = {}) {
  window.history.replaceState({}, "", receiptPath);
  const browser = new TestClient(server().origin);
  await browser.login(persona);
  const requests: Array<{ method: string; path: string; keepalive: boolean }> = [];
  const inFlight: Promise<unknown>[] = [];
  const api = createApiClient({
    apiHost: server().origin,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname.replace("/api/privat/forsikring", ""),
        keepalive: request.keepalive,
      });
      const answered = browser.fetch(request);
      inFlight.push(answered);
      return answered;
    },
    readCookies: () => browser.cookieHeader(),
  });
  const platform = createPlatform(testConfig, { hostname: "127.0.0.1", storage: sessionStorage });
  const actor = createActor(
    provideReceiptFeedback(api, placeOf(receiptPath), (error) =>
      platform.reporter.captureException(error),
    ),
    { input: receiptFeedbackInput },
  ).start();
  const panel = <ReceiptFeedbackPanel actor={actor} />;
  const view = render(options.strict ? <StrictMode>{panel}</StrictMode> : panel);
  await screen.findByRole("group", { name: feedbackTexts.mainQuestion });
  return {
    view,
    requests,
    user: userEvent.setup(),
    leaveReceipt() {
      actor.send({ type: "feedback.leave" });
      actor.stop();
      view.unmount();
    },
    async settled() {
      // The posts start in the task that sends them; let it finish, then wait for the answers.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await Promise.allSettled(inFlight);
    },
  };
}

type Customer = ReturnType<typeof userEvent.setup>;

async function sendSmiley(user: Customer, label: string) {
  await user.click(screen.getByRole("radio", { name: label }));
  await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
}

describe("the receipt's widget, bought through the app", () => {
  it("walks the follow-up to 'Send inn' and the contact request; the sandbox stores what was answered", async () => {
    const followupsBefore = await lastId("feedback_followups");
    const contactsBefore = await lastId("feedback_contacts");
    const platform = createPlatform(testConfig, {
      hostname: "127.0.0.1",
      storage: sessionStorage,
    });
    const { user, actor } = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
    });
    await carBoughtFromStart(user, "SX10001");
    await onStep("Takk for kjøpet!");

    const widget = await screen.findByRole("region", { name: feedbackTexts.landmarkLabel });
    // The widget is the root chart's child 'feedback', started by the receipt (issue 18).
    expect(actor.system.get("feedback")).toBe(actor.getSnapshot().children.feedback);
    expect(actor.getSnapshot().matches({ ready: { feedback: "open" } })).toBe(true);
    const inWidget = within(widget);
    await user.click(inWidget.getByRole("radio", { name: "Ganske fornøyd" }));
    await user.type(inWidget.getByRole("textbox"), "Raskt og greit");
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.send }));

    expect(inWidget.getByText(feedbackTexts.followup.offer)).toBeTruthy();
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.followup.start }));
    expect(inWidget.getByText("Steg 1 av 3")).toBeTruthy();
    await user.click(inWidget.getByRole("radio", { name: questions.ease.options.littVanskelig }));
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.followup.next }));
    expect(inWidget.getByText("Steg 2 av 3")).toBeTruthy();
    const reasons = inWidget.getByRole("group", { name: questions.reasons.label });
    await user.click(
      within(reasons).getByRole("checkbox", { name: questions.reasons.options.pris }),
    );
    await user.click(
      within(reasons).getByRole("checkbox", { name: questions.reasons.options.raskt }),
    );
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.followup.next }));
    expect(inWidget.getByText("Steg 3 av 3")).toBeTruthy();
    await user.type(
      inWidget.getByRole("textbox", { name: questions.improve.label }),
      "Vis trafikkforsikringsavgiften tidligere",
    );
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.followup.submit }));

    expect(inWidget.getByText(feedbackTexts.followup.thanks.title)).toBeTruthy();
    await user.type(
      inWidget.getByRole("textbox", { name: feedbackTexts.contact.email }),
      "kari.nordkapp@example.com",
    );
    await user.type(
      inWidget.getByRole("textbox", { name: feedbackTexts.contact.phone }),
      "41000002",
    );
    await user.click(inWidget.getByRole("button", { name: feedbackTexts.contact.submit }));
    expect(inWidget.getByText(feedbackTexts.contact.thanks.title)).toBeTruthy();

    await waitFor(async () => {
      expect(await feedbackOf("vanlig")).toEqual([
        { feedback_value: 4, text: "Raskt og greit", intentional_submit: true },
      ]);
      expect(await followupsAfter(followupsBefore)).toHaveLength(1);
      expect(await contactsAfter(contactsBefore)).toHaveLength(1);
    });
    const [followup] = await followupsAfter(followupsBefore);
    expect(followup).toMatchObject({
      ...place,
      answers: [
        { type: "radio", name: "enkelhet", label: questions.ease.label, value: "littVanskelig" },
        {
          type: "checkbox",
          name: "viktigst",
          label: questions.reasons.label,
          value: ["pris", "raskt"],
        },
        {
          type: "text",
          name: "forbedring",
          label: questions.improve.label,
          value: "Vis trafikkforsikringsavgiften tidligere",
        },
      ],
    });
    expect(await contactsAfter(contactsBefore)).toEqual([
      { ...place, email: "kari.nordkapp@example.com", phone: "41000002" },
    ]);
  });
});

describe("the receipt's widget asks once per purchase (issue 29 item 16)", () => {
  /** Buys the car through the app and stops on the receipt; answers the detail page's address. */
  async function buyToReceipt(registreringsnummer: string) {
    const opened = await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
    });
    const { user } = opened;
    await carBoughtFromStart(user, registreringsnummer);
    await onStep("Takk for kjøpet!");
    const details = screen.getByRole("link", { name: "Se detaljene om forsikringen" });
    const detailsPath = new URL(details.getAttribute("href") ?? "", window.location.href).pathname;
    return { ...opened, detailsPath, avtalenummer: detailsPath.split("/").pop() ?? "" };
  }

  /** The receipt's link loads the detail page anew, in the same browser. */
  async function openDetails(browser: TestClient, detailsPath: string) {
    await openApp(server(), { path: detailsPath, sameBrowser: browser });
    await onStep("Forsikringsdetaljer");
    await screen.findAllByText("Egenandel");
  }

  const storedFor = (avtalenummer: string) =>
    server().db.query<{ feedback_value: number }>(
      "select feedback_value from feedback where avtalenummer = $1 order by id",
      [avtalenummer],
    );

  it("after an answer, neither the detail page nor a return to the receipt asks again; the sandbox stores one answer", async () => {
    const { user, browser, detailsPath, avtalenummer } = await buyToReceipt("SX20002");
    const widget = await screen.findByRole("region", { name: feedbackTexts.landmarkLabel });
    await user.click(within(widget).getByRole("radio", { name: "Ganske fornøyd" }));
    await user.click(within(widget).getByRole("button", { name: feedbackTexts.send }));
    expect(within(widget).getByText(feedbackTexts.thanks.title)).toBeTruthy();
    await waitFor(async () =>
      expect(await storedFor(avtalenummer)).toEqual([{ feedback_value: 4 }]),
    );
    cleanup();

    await openDetails(browser, detailsPath);
    expect(screen.queryByRole("region", { name: feedbackTexts.landmarkLabel })).toBeNull();
    cleanup();

    // Back to the receipt (browser back loads it anew): the answer is given.
    const back = await openApp(server(), { path: receiptPath, sameBrowser: browser });
    await onStep("Takk for kjøpet!");
    await waitFor(() =>
      expect(back.actor.getSnapshot().matches({ ready: { feedback: "answered" } })).toBe(true),
    );
    expect(screen.queryByRole("region", { name: feedbackTexts.landmarkLabel })).toBeNull();
    expect(screen.queryByText(feedbackTexts.mainQuestion)).toBeNull();
    expect(await storedFor(avtalenummer)).toEqual([{ feedback_value: 4 }]);
  });

  it("without an answer, the detail page does not ask; the receipt asks again", async () => {
    const { browser, detailsPath, avtalenummer } = await buyToReceipt("SX30003");
    await screen.findByRole("region", { name: feedbackTexts.landmarkLabel });
    cleanup();

    await openDetails(browser, detailsPath);
    // The flow is still on its receipt, but the questions are the receipt's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("region", { name: feedbackTexts.landmarkLabel })).toBeNull();
    cleanup();

    await openApp(server(), { path: receiptPath, sameBrowser: browser });
    await onStep("Takk for kjøpet!");
    expect(await screen.findByRole("region", { name: feedbackTexts.landmarkLabel })).toBeTruthy();
    expect(await storedFor(avtalenummer)).toEqual([]);
  });
});

describe("the receipt's widget: leaving the page", () => {
  it("pagehide sends the chosen smiley once, without the message, with a request that outlives the page", async () => {
    const { user, requests, settled, view } = await openReceiptWidget("lo");
    await user.click(screen.getByRole("radio", { name: "Litt misfornøyd" }));
    await user.type(screen.getByRole("textbox"), "Ola Nordmann, 12345678");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
      window.dispatchEvent(new Event("pagehide"));
    });
    view.unmount();
    await settled();
    expect(await feedbackOf("lo")).toEqual([
      { feedback_value: 2, text: null, intentional_submit: false },
    ]);
    expect(requests).toEqual([{ method: "POST", path: "/feedback/", keepalive: true }]);
  });

  it("leaving the receipt inside the app (the chart's feedback.leave) sends the chosen smiley once", async () => {
    const { user, settled, leaveReceipt } = await openReceiptWidget("ung");
    await user.click(screen.getByRole("radio", { name: "Veldig fornøyd" }));
    leaveReceipt();
    await settled();
    expect(await feedbackOf("ung")).toEqual([
      { feedback_value: 5, text: null, intentional_submit: false },
    ]);
  });

  it("leaving after Send sends nothing more", async () => {
    const { user, settled, view } = await openReceiptWidget("samtykke");
    await sendSmiley(user, "Midt på treet");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    view.unmount();
    await settled();
    expect(await feedbackOf("samtykke")).toEqual([
      { feedback_value: 3, text: null, intentional_submit: true },
    ]);
  });

  it("leaving in the middle of the follow-up stores the answers given so far", async () => {
    const before = await lastId("feedback_followups");
    const { user, settled, requests } = await openReceiptWidget("eksisterende");
    await sendSmiley(user, "Ganske fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    await user.click(screen.getByRole("radio", { name: questions.ease.options.veldigEnkelt }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.next }));
    await user.click(screen.getByRole("checkbox", { name: questions.reasons.options.dekning }));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await settled();
    const stored = await followupsAfter(before);
    expect(stored.map((row) => row.answers)).toEqual([
      [{ type: "radio", name: "enkelhet", label: questions.ease.label, value: "veldigEnkelt" }],
    ]);
    expect(requests.filter((request) => request.path === "/feedback/oppfolging")).toEqual([
      { method: "POST", path: "/feedback/oppfolging", keepalive: true },
    ]);
  });
});

describe("the receipt's widget: choices and the contact form", () => {
  it("tells what to fix in the contact form, focuses the first invalid field, and stores nothing until it passes", async () => {
    const before = await lastId("feedback_contacts");
    const { user, settled } = await openReceiptWidget("vanlig");
    await sendSmiley(user, "Veldig fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    for (const _ of [1, 2]) {
      await user.click(screen.getByRole("button", { name: feedbackTexts.followup.next }));
    }
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.submit }));

    const texts = validationTexts.feedback;
    const email = screen.getByRole("textbox", { name: feedbackTexts.contact.email });
    const phone = screen.getByRole("textbox", { name: feedbackTexts.contact.phone });
    const submit = screen.getByRole("button", { name: feedbackTexts.contact.submit });
    await user.click(submit);
    expect(screen.getByText(texts.emailRequired)).toBeTruthy();
    expect(screen.getByText(texts.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, "ola@example");
    expect(screen.getByText(texts.emailInvalid)).toBeTruthy();
    await user.type(email, ".no");
    expect(screen.queryByText(texts.emailInvalid)).toBeNull();
    await user.type(phone, "1234");
    expect(screen.getByText(texts.phoneInvalid)).toBeTruthy();
    await user.click(submit);
    expect(document.activeElement).toBe(phone);
    await settled();
    expect(await contactsAfter(before)).toEqual([]);

    await user.type(phone, "5678");
    await user.click(submit);
    expect(screen.getByText(feedbackTexts.contact.thanks.title)).toBeTruthy();
    await settled();
    expect(await contactsAfter(before)).toEqual([
      { ...place, email: "ola@example.no", phone: "12345678" },
    ]);
  });

  it("'Nei takk' hides the follow-up offer, and 'Nei takk' hides the contact request; nothing more is stored", async () => {
    const followupsBefore = await lastId("feedback_followups");
    const contactsBefore = await lastId("feedback_contacts");
    const first = await openReceiptWidget("vanlig");
    await sendSmiley(first.user, "Ganske fornøyd");
    await first.user.click(screen.getByRole("button", { name: feedbackTexts.followup.decline }));
    expect(screen.queryByText(feedbackTexts.followup.offer)).toBeNull();
    expect(screen.queryByText(feedbackTexts.contact.question)).toBeNull();
    expect(screen.getByText(feedbackTexts.thanks.title)).toBeTruthy();
    await first.settled();
    cleanup();

    const second = await openReceiptWidget("vanlig");
    await sendSmiley(second.user, "Ganske fornøyd");
    await second.user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    await second.user.click(screen.getByRole("button", { name: feedbackTexts.followup.cancel }));
    expect(screen.queryByText(/Steg \d av \d/)).toBeNull();
    expect(screen.queryByText(feedbackTexts.contact.question)).toBeNull();
    await second.settled();
    cleanup();

    const third = await openReceiptWidget("vanlig");
    await sendSmiley(third.user, "Ganske fornøyd");
    await third.user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    for (const _ of [1, 2, 3]) {
      await third.user.click(screen.getByRole("button", { name: /^(Neste|Send inn)$/ }));
    }
    await third.user.click(screen.getByRole("button", { name: feedbackTexts.contact.decline }));
    expect(screen.queryByText(feedbackTexts.contact.question)).toBeNull();
    expect(screen.getByText(feedbackTexts.followup.thanks.title)).toBeTruthy();
    await third.settled();

    expect(await followupsAfter(followupsBefore)).toEqual([]);
    expect(await contactsAfter(contactsBefore)).toEqual([]);
  });

  it("works under React's StrictMode (its trial unmount does not end the widget)", async () => {
    const { user, settled } = await openReceiptWidget("vanlig", { strict: true });
    const before = (await feedbackOf("vanlig")).length;
    await sendSmiley(user, "Veldig misfornøyd");
    expect(screen.getByText(feedbackTexts.followup.offer)).toBeTruthy();
    await settled();
    expect((await feedbackOf("vanlig")).slice(before)).toEqual([
      { feedback_value: 1, text: null, intentional_submit: true },
    ]);
  });
});
