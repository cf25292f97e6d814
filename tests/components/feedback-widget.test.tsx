// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { feedbackTexts } from "../../core/texts/feedback.ts";
import { validationTexts } from "../../core/texts/validation.ts";
import {
  type ContactAnswer,
  type FeedbackInput,
  type FeedbackSubmission,
  type FollowupAnswer,
  feedbackMachine,
} from "../../machines/feedbackMachine.ts";
import { FeedbackWidget, smileyMainQuestion } from "../../src/components/feedback-widget/index.ts";
import {
  QuestionField,
  QuestionsProvider,
  questionsOutsideProviderMessage,
  smileyValuesMessage,
} from "../../src/components/feedback-widget/QuestionField.tsx";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const followupQuestions: FeedbackInput["followupQuestions"] = [
  {
    type: "radio",
    label: "Fant du det du lette etter?",
    options: [
      { label: "Ja", value: "ja" },
      { label: "Nei", value: "nei" },
    ],
  },
  { type: "text", label: "Hva kan vi gjøre bedre?" },
];

function renderWidget(input: Partial<FeedbackInput> = {}) {
  const submissions: FeedbackSubmission[] = [];
  const followups: FollowupAnswer[][] = [];
  const contacts: ContactAnswer[] = [];
  const machine = feedbackMachine.provide({
    actors: {
      submitFeedback: fromPromise<unknown, FeedbackSubmission>(async ({ input }) => {
        submissions.push(input);
        return { mottatt: true };
      }),
      submitFollowup: fromPromise<unknown, { answers: FollowupAnswer[] }>(async ({ input }) => {
        followups.push(input.answers);
        return { mottatt: true };
      }),
      submitContact: fromPromise<unknown, ContactAnswer>(async ({ input }) => {
        contacts.push(input);
        return { mottatt: true };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mainQuestion: smileyMainQuestion, ...input },
  }).start();
  const windowTarget = new EventTarget();
  const view = render(<FeedbackWidget actorRef={actor} windowTarget={windowTarget} />);
  return {
    ...view,
    actor,
    submissions,
    followups,
    contacts,
    windowTarget,
    user: userEvent.setup(),
  };
}

async function giveSmiley(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole("radio", { name: label }));
}

describe("FeedbackWidget: main question", () => {
  it("shows the five smileys with their Norwegian labels, and nothing else until one is chosen", async () => {
    const { container } = renderWidget();
    const group = screen.getByRole("group", { name: feedbackTexts.mainQuestion });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    for (const label of feedbackTexts.smileyLabels) {
      expect(within(group).getByRole("radio", { name: label })).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: feedbackTexts.send })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("reveals the message box with help text and Send/Avbryt once a smiley is chosen", async () => {
    const { user, container } = renderWidget();
    await giveSmiley(user, "Ganske fornøyd");
    const box = screen.getByRole("textbox", {
      name: "Så bra! Har du noen tilbakemeldinger, kan du skrive dem her.",
    });
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    const help = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("Ikke skriv personlige opplysninger");
    expect(help?.textContent).toContain("blir ikke besvart");
    expect(screen.getByRole("button", { name: feedbackTexts.send })).toBeTruthy();
    expect(screen.getByRole("button", { name: feedbackTexts.cancel })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("Avbryt clears the choice", async () => {
    const { user } = renderWidget();
    await giveSmiley(user, "Litt misfornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.cancel }));
    expect(screen.queryByRole("textbox")).toBeNull();
    for (const radio of screen.getAllByRole("radio")) {
      expect((radio as HTMLInputElement).checked).toBe(false);
    }
  });

  it("Send posts the answer and message deliberately and thanks the customer", async () => {
    const { user, submissions } = renderWidget();
    await giveSmiley(user, "Veldig fornøyd");
    await user.type(screen.getByRole("textbox"), "Raskt og enkelt");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    expect(submissions).toEqual([
      { feedbackValue: 5, intentionalSubmit: true, message: "Raskt og enkelt" },
    ]);
    const thanks = screen.getByText(feedbackTexts.thanks.title);
    expect(thanks).toBeTruthy();
    expect(screen.queryByRole("group", { name: feedbackTexts.mainQuestion })).toBeNull();
  });

  it("counts the characters and says how many are too many, then refuses to send", async () => {
    const { user, submissions } = renderWidget({ messageMaxLength: 5 });
    await giveSmiley(user, "Midt på treet");
    const box = screen.getByRole("textbox");
    await user.type(box, "abcdefgh");
    expect(screen.getAllByText("Du har skrevet 3 tegn for mye").length).toBeGreaterThan(0);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    expect(submissions).toEqual([]);
    expect(document.activeElement).toBe(box);
    await user.type(box, "{Backspace}{Backspace}{Backspace}");
    expect(screen.queryByText("Du har skrevet 3 tegn for mye")).toBeNull();
  });

  it("leaving the page sends the chosen answer once, unintentionally and without the message", async () => {
    const { user, submissions, windowTarget } = renderWidget();
    await giveSmiley(user, "Veldig misfornøyd");
    await user.type(screen.getByRole("textbox"), "Ola Nordmann");
    act(() => {
      windowTarget.dispatchEvent(new Event("pagehide"));
      windowTarget.dispatchEvent(new Event("pagehide"));
    });
    expect(submissions).toEqual([{ feedbackValue: 1, intentionalSubmit: false }]);
  });
});

describe("FeedbackWidget: follow-up and contact", () => {
  it("offers the follow-up, walks the steps with 'Steg N av M' and submits once", async () => {
    const consoleErrors = vi.spyOn(console, "error");
    const { user, followups, container } = renderWidget({
      followupQuestions,
      contactQuestion: { withPhone: false },
    });
    await giveSmiley(user, "Ganske fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    expect(screen.getByText(feedbackTexts.followup.offer)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));

    expect(screen.getByText("Steg 1 av 2")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Nei" }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.next }));

    const counter = screen.getByText("Steg 2 av 2");
    expect(document.activeElement).toBe(counter);
    await user.type(screen.getByRole("textbox", { name: "Hva kan vi gjøre bedre?" }), "Mer info");
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.submit }));

    expect(followups).toEqual([
      [
        expect.objectContaining({ name: "Fant du det du lette etter?", value: "nei" }),
        expect.objectContaining({ name: "Hva kan vi gjøre bedre?", value: "Mer info" }),
      ],
    ]);
    expect(screen.getByText(feedbackTexts.followup.thanks.title)).toBeTruthy();
    expect(screen.getByText(feedbackTexts.contact.question)).toBeTruthy();
    // Each step's counter and field are one keyed unit, not siblings sharing a key.
    const keyWarnings = consoleErrors.mock.calls.filter((call) =>
      String(call[0]).includes("two children with the same key"),
    );
    consoleErrors.mockRestore();
    expect(keyWarnings).toEqual([]);
  });

  it("counts a text answer's characters and keeps the customer on the step while it is too long", async () => {
    const { user, followups } = renderWidget({
      followupQuestions: [{ type: "text", label: "Hva kan vi gjøre bedre?" }],
      messageMaxLength: 5,
    });
    await giveSmiley(user, "Ganske fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    const box = screen.getByRole("textbox", { name: "Hva kan vi gjøre bedre?" });
    await user.type(box, "abcdefg");
    expect(screen.getAllByText("Du har skrevet 2 tegn for mye").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.submit }));
    expect(followups).toEqual([]);
    expect(document.activeElement).toBe(box);
    await user.type(box, "{Backspace}{Backspace}");
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.submit }));
    expect(followups).toEqual([[expect.objectContaining({ value: "abcde" })]]);
  });

  it("'Nei takk' hides the follow-up offer and leaves the thank-you", async () => {
    const { user } = renderWidget({ followupQuestions });
    await giveSmiley(user, "Ganske fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.decline }));
    expect(screen.queryByText(feedbackTexts.followup.offer)).toBeNull();
    const thanks = screen.getByText(feedbackTexts.thanks.title);
    // The button is gone: focus goes back to the thank-you, not to the page's start.
    expect(thanks.closest("[tabindex='-1']")).toBe(document.activeElement);
  });

  it("validates the contact form, focuses the first invalid field and re-checks on change", async () => {
    const { user, contacts, container } = renderWidget({ contactQuestion: { withPhone: true } });
    await giveSmiley(user, "Veldig fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    const email = screen.getByRole("textbox", { name: feedbackTexts.contact.email });
    const phone = screen.getByRole("textbox", { name: feedbackTexts.contact.phone });
    await user.click(screen.getByRole("button", { name: feedbackTexts.contact.submit }));

    const texts = validationTexts.feedback;
    expect(screen.getByText(texts.emailRequired)).toBeTruthy();
    expect(screen.getByText(texts.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(container);

    await user.type(email, "ola@example.no");
    expect(screen.queryByText(texts.emailRequired)).toBeNull();
    await user.type(phone, "123");
    expect(screen.getByText(texts.phoneInvalid)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: feedbackTexts.contact.submit }));
    expect(document.activeElement).toBe(phone);
    expect(contacts).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "91234567");
    await user.click(screen.getByRole("button", { name: feedbackTexts.contact.submit }));
    expect(contacts).toEqual([{ email: "ola@example.no", phone: "91234567" }]);
    expect(screen.getByText(feedbackTexts.contact.thanks.title)).toBeTruthy();
    expect(screen.queryByText(feedbackTexts.thanks.title)).toBeNull();
  });

  it("'Nei takk' on the contact request hides it", async () => {
    const { user } = renderWidget({ contactQuestion: { withPhone: false } });
    await giveSmiley(user, "Veldig fornøyd");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.contact.decline }));
    expect(screen.queryByText(feedbackTexts.contact.question)).toBeNull();
    const thanks = screen.getByText(feedbackTexts.thanks.title);
    expect(thanks.closest("[tabindex='-1']")).toBe(document.activeElement);
  });
});

describe("16.9e the console messages of SPEC §8 where a question is misused", () => {
  const radio = {
    type: "radio" as const,
    name: "enkelhet",
    label: "Hvor enkelt var det?",
    options: [{ value: "1", label: "Enkelt" }],
  };

  it("a question outside the main question or the follow-up says so in the console, and shows nothing", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <QuestionField question={radio} value={undefined} onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe("");
    expect(errors).toHaveBeenCalledWith(questionsOutsideProviderMessage);
    errors.mockRestore();
  });

  it("inside its provider the same question shows, without a message", () => {
    const errors = vi.spyOn(console, "error");
    render(
      <QuestionsProvider value="followup">
        <QuestionField question={radio} value={undefined} onChange={() => {}} />
      </QuestionsProvider>,
    );
    expect(screen.getByRole("radio", { name: "Enkelt" })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("smiley options that are not the values 1 to 5 say so in the console, and show nothing", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <QuestionsProvider value="feedback">
        <QuestionField
          question={{
            ...smileyMainQuestion,
            options: [...(smileyMainQuestion.options ?? []), { value: 6, label: "Seks" }],
          }}
          value={undefined}
          onChange={() => {}}
        />
      </QuestionsProvider>,
    );
    expect(container.innerHTML).toBe("");
    expect(errors).toHaveBeenCalledWith(smileyValuesMessage);
    errors.mockRestore();
  });
});

/** Jøkul's TextArea draws its rows by a class, `jkl-text-area__text-area--{n}-rows`. */
const rowsOf = (box: HTMLElement) =>
  /jkl-text-area__text-area--(\d+)-rows/.exec(box.className)?.[1] ?? null;

describe("29.7 the free-text area's rows (SPEC §9: 5 by default, 7 at base level, 4 in the add-on)", () => {
  it("the main question's text area (base level) has 7 rows", () => {
    renderWidget({ mainQuestion: { type: "text", label: "Hva synes du om siden?" } });
    const box = screen.getByRole("textbox", { name: "Hva synes du om siden?" });
    expect(rowsOf(box)).toBe("7");
  });

  it("the message an answer reveals (the add-on) has 4 rows, a follow-up's text question 5", async () => {
    const { user } = renderWidget({
      followupQuestions: [{ type: "text", label: "Hva kan vi gjøre bedre?" }],
    });
    await giveSmiley(user, "Ganske fornøyd");
    expect(rowsOf(screen.getByRole("textbox"))).toBe("4");
    await user.click(screen.getByRole("button", { name: feedbackTexts.send }));
    await user.click(screen.getByRole("button", { name: feedbackTexts.followup.start }));
    const box = screen.getByRole("textbox", { name: "Hva kan vi gjøre bedre?" });
    expect(rowsOf(box)).toBe("5");
  });
});
