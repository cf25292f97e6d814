import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  FeedbackContactRequest,
  FeedbackFollowupRequest,
  FeedbackRequest,
} from "../../core/contract/feedback.ts";
import { validationTexts } from "../../core/texts/validation.ts";
import {
  type ContactAnswer,
  type FeedbackInput,
  type FeedbackQuestion,
  type FeedbackSubmission,
  type FollowupAnswer,
  feedbackMachine,
  firstInvalidContactField,
  smileyValues,
  toContactRequest,
  toFeedbackRequest,
  toFollowupAnswer,
  toFollowupRequest,
  withAnswer,
} from "../../machines/feedbackMachine.ts";

const smiley: FeedbackQuestion = {
  type: "smiley",
  label: "Hvor fornøyd er du med denne nettsiden?",
  options: smileyValues.map((value) => ({ label: `${value}`, value })),
};

const followupQuestions: FeedbackQuestion[] = [
  {
    type: "radio",
    label: "Fant du det du lette etter?",
    options: [
      { label: "Ja", value: "ja" },
      { label: "Nei", value: "nei" },
    ],
  },
  {
    type: "checkbox",
    label: "Hva brukte du siden til?",
    name: "bruk",
    options: [
      { label: "Pris", value: "pris" },
      { label: "Kjøp", value: "kjop" },
    ],
  },
  { type: "text", label: "Noe mer du vil si?" },
];

/** The machine with recording actors; `failSubmit` makes every post fail as a network error would. */
function start(input: Partial<FeedbackInput> = {}, failSubmit = false) {
  const submissions: FeedbackSubmission[] = [];
  const followups: FollowupAnswer[][] = [];
  const contacts: ContactAnswer[] = [];
  const reported: unknown[] = [];
  const recording = <T>(sent: T[]) =>
    fromPromise<unknown, T>(async ({ input }) => {
      sent.push(input);
      if (failSubmit) throw new Error("Failed to fetch");
      return { mottatt: true };
    });
  const machine = feedbackMachine.provide({
    actors: {
      submitFeedback: recording(submissions),
      submitFollowup: fromPromise<unknown, { answers: FollowupAnswer[] }>(async ({ input }) => {
        followups.push(input.answers);
        if (failSubmit) throw new Error("Failed to fetch");
        return { mottatt: true };
      }),
      submitContact: recording(contacts),
    },
    actions: { reportSubmissionError: ({ event }) => reported.push(event) },
  });
  const actor = createActor(machine, { input: { mainQuestion: smiley, ...input } });
  actor.start();
  const state = () => actor.getSnapshot();
  return { actor, state, submissions, followups, contacts, reported, send: actor.send.bind(actor) };
}

/** Lets the recording actors' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("feedback widget: main question", () => {
  it("reveals the message box and buttons only once an answer is selected", () => {
    const { state, send } = start();
    expect(state().matches({ mainQuestion: "unanswered" })).toBe(true);
    expect(state().can({ type: "feedback.send" })).toBe(false);
    send({ type: "feedback.answer", value: 4 });
    expect(state().matches({ mainQuestion: "answered" })).toBe(true);
    expect(state().context.answer).toBe(4);
  });

  it("Cancel clears the selection and the message", () => {
    const { state, send, submissions } = start();
    send({ type: "feedback.answer", value: 2 });
    send({ type: "feedback.messageChange", message: "Treg side" });
    send({ type: "feedback.cancel" });
    expect(state().matches({ mainQuestion: "unanswered" })).toBe(true);
    expect(state().context.answer).toBeUndefined();
    expect(state().context.message).toBe("");
    send({ type: "feedback.leave" });
    expect(submissions).toEqual([]);
  });

  it("Send submits with intentionalSubmit true and the message, marks it submitted and thanks", () => {
    const { state, send, submissions } = start();
    send({ type: "feedback.answer", value: 5 });
    send({ type: "feedback.messageChange", message: "Enkelt og greit" });
    send({ type: "feedback.send" });
    expect(submissions).toEqual([
      { feedbackValue: 5, intentionalSubmit: true, message: "Enkelt og greit" },
    ]);
    expect(state().context.feedbackSubmitted).toBe(true);
    expect(state().matches({ afterFeedback: "finished" })).toBe(true);
  });

  it("leaves out an empty message", () => {
    const { send, submissions } = start();
    send({ type: "feedback.answer", value: 3 });
    send({ type: "feedback.messageChange", message: "   " });
    send({ type: "feedback.send" });
    expect(submissions).toEqual([{ feedbackValue: 3, intentionalSubmit: true }]);
  });

  it("refuses to send a message over the limit", () => {
    const { state, send, submissions } = start({ messageMaxLength: 10 });
    send({ type: "feedback.answer", value: 1 });
    send({ type: "feedback.messageChange", message: "x".repeat(11) });
    expect(state().can({ type: "feedback.send" })).toBe(false);
    send({ type: "feedback.send" });
    expect(submissions).toEqual([]);
    send({ type: "feedback.messageChange", message: "x".repeat(10) });
    send({ type: "feedback.send" });
    expect(submissions).toHaveLength(1);
  });

  it("leaving before a deliberate submit sends the answer once, without the message", () => {
    const { state, send, submissions } = start();
    send({ type: "feedback.answer", value: 2 });
    send({ type: "feedback.messageChange", message: "Ola Nordmann 12345678" });
    send({ type: "feedback.leave" });
    send({ type: "feedback.leave" });
    expect(submissions).toEqual([{ feedbackValue: 2, intentionalSubmit: false }]);
    expect(state().matches("left")).toBe(true);
  });

  it("leaving after a deliberate send sends nothing more", () => {
    const { send, submissions } = start();
    send({ type: "feedback.answer", value: 5 });
    send({ type: "feedback.send" });
    send({ type: "feedback.leave" });
    expect(submissions).toHaveLength(1);
  });

  it("leaving without an answer sends nothing", () => {
    const { send, submissions } = start();
    send({ type: "feedback.leave" });
    expect(submissions).toEqual([]);
  });

  it("keeps thanking the customer when the post fails", async () => {
    const { state, send } = start({}, true);
    send({ type: "feedback.answer", value: 5 });
    send({ type: "feedback.send" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().status).toBe("active");
    expect(state().matches("afterFeedback")).toBe(true);
  });

  it("treats an emptied checkbox answer as no answer", () => {
    const { state, send } = start({
      mainQuestion: { type: "checkbox", label: "Hva", options: [{ label: "A", value: "a" }] },
    });
    send({ type: "feedback.answer", value: ["a"] });
    send({ type: "feedback.answer", value: [] });
    expect(state().matches({ mainQuestion: "unanswered" })).toBe(true);
  });
});

describe("feedback widget: follow-up", () => {
  function afterMain(input: Partial<FeedbackInput> = {}) {
    const started = start({ followupQuestions, ...input });
    started.send({ type: "feedback.answer", value: 4 });
    started.send({ type: "feedback.send" });
    return started;
  }

  it("offers the follow-up after the main feedback; 'Nei takk' hides it", () => {
    const { state, send, followups } = afterMain();
    expect(state().matches({ afterFeedback: "followupOffer" })).toBe(true);
    send({ type: "followup.decline" });
    expect(state().matches({ afterFeedback: "finished" })).toBe(true);
    expect(state().context.followupStarted).toBe(false);
    send({ type: "feedback.leave" });
    expect(followups).toEqual([]);
  });

  it("walks the steps, replaces answers by name and submits once after the last", () => {
    const { state, send, followups } = afterMain();
    send({ type: "followup.start" });
    expect(state().context.followupStarted).toBe(true);
    expect(state().context.step).toBe(0);
    send({ type: "followup.answer", value: "ja" });
    send({ type: "followup.answer", value: "nei" });
    send({ type: "followup.next" });
    expect(state().context.step).toBe(1);
    send({ type: "followup.answer", value: ["pris", "kjop"] });
    send({ type: "followup.next" });
    send({ type: "followup.answer", value: "Bra" });
    send({ type: "followup.next" });
    expect(followups).toEqual([
      [
        { ...followupQuestions[0], name: "Fant du det du lette etter?", value: "nei" },
        { ...followupQuestions[1], name: "bruk", value: ["pris", "kjop"] },
        { ...followupQuestions[2], name: "Noe mer du vil si?", value: "Bra" },
      ],
    ]);
    expect(state().context.followupSubmitted).toBe(true);
    send({ type: "feedback.leave" });
    expect(followups).toHaveLength(1);
  });

  it("Neste replaces an earlier answer of the same name, and the list is submitted once", () => {
    // The last step asks the first question again (same name): its answer replaces the first.
    const again: FeedbackQuestion = { ...(followupQuestions[0] as FeedbackQuestion) };
    const { send, followups } = afterMain({ followupQuestions: [...followupQuestions, again] });
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "ja" });
    send({ type: "followup.next" });
    send({ type: "followup.answer", value: ["kjop"] });
    send({ type: "followup.next" });
    send({ type: "followup.next" });
    expect(followups).toEqual([]);
    send({ type: "followup.answer", value: "nei" });
    send({ type: "followup.next" });
    expect(followups).toEqual([
      [
        { ...followupQuestions[1], name: "bruk", value: ["kjop"] },
        { ...again, name: "Fant du det du lette etter?", value: "nei" },
      ],
    ]);
    send({ type: "followup.next" });
    send({ type: "feedback.leave" });
    expect(followups).toHaveLength(1);
  });

  it("refuses Neste while a text answer is over the limit", () => {
    const { state, send, followups } = afterMain({
      followupQuestions: [{ type: "text", label: "Noe mer?" }],
      messageMaxLength: 5,
    });
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "for lang" });
    expect(state().can({ type: "followup.next" })).toBe(false);
    send({ type: "followup.next" });
    expect(state().matches({ afterFeedback: "followup" })).toBe(true);
    expect(followups).toEqual([]);
    send({ type: "followup.answer", value: "kort" });
    send({ type: "followup.next" });
    expect(followups).toEqual([[expect.objectContaining({ name: "Noe mer?", value: "kort" })]]);
  });

  it("Avbryt clears the answers and ends the follow-up without submitting", () => {
    const { state, send, followups } = afterMain();
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "ja" });
    send({ type: "followup.next" });
    send({ type: "followup.cancel" });
    expect(state().context.followupAnswers).toEqual([]);
    expect(state().matches({ afterFeedback: "finished" })).toBe(true);
    send({ type: "feedback.leave" });
    expect(followups).toEqual([]);
  });

  it("leaving mid-way submits the answers collected so far", () => {
    const { send, followups } = afterMain();
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "ja" });
    send({ type: "followup.next" });
    send({ type: "followup.answer", value: ["pris"] });
    send({ type: "feedback.leave" });
    expect(followups).toEqual([
      [{ ...followupQuestions[0], name: "Fant du det du lette etter?", value: "ja" }],
    ]);
  });

  it("contact request comes after the follow-up is submitted", () => {
    const { state, send } = afterMain({ contactQuestion: { withPhone: false } });
    expect(state().matches({ afterFeedback: "contactRequest" })).toBe(false);
    send({ type: "followup.start" });
    for (const _ of followupQuestions) send({ type: "followup.next" });
    expect(state().matches({ afterFeedback: "contactRequest" })).toBe(true);
  });
});

describe("feedback widget: contact request", () => {
  function toContact(withPhone: boolean) {
    const started = start({ contactQuestion: { withPhone } });
    started.send({ type: "feedback.answer", value: 5 });
    started.send({ type: "feedback.send" });
    return started;
  }
  const texts = validationTexts.feedback;

  it("is shown right after the main feedback when there is no follow-up", () => {
    const { state } = toContact(false);
    expect(state().matches({ afterFeedback: "contactRequest" })).toBe(true);
  });

  it("refuses a missing e-mail, re-evaluates on change, then submits and thanks", () => {
    const { state, send, contacts } = toContact(false);
    send({ type: "contact.change", field: "email", value: "ola" });
    expect(state().context.contactErrors).toEqual({});
    send({ type: "contact.submit" });
    expect(state().context.contactErrors).toEqual({ email: texts.emailInvalid });
    send({ type: "contact.change", field: "email", value: "" });
    expect(state().context.contactErrors).toEqual({ email: texts.emailRequired });
    send({ type: "contact.change", field: "email", value: "ola@example.no" });
    expect(state().context.contactErrors).toEqual({});
    send({ type: "contact.submit" });
    expect(contacts).toEqual([{ email: "ola@example.no" }]);
    expect(state().context.contactSubmitted).toBe(true);
    expect(state().matches({ afterFeedback: "contactThanks" })).toBe(true);
  });

  it("asks for the phone only when requested, and names the first invalid field", () => {
    const { state, send, contacts } = toContact(true);
    send({ type: "contact.change", field: "email", value: "ola@example.no" });
    send({ type: "contact.submit" });
    expect(state().context.contactErrors).toEqual({ phone: texts.phoneRequired });
    expect(firstInvalidContactField(state().context.contactErrors)).toBe("phone");
    send({ type: "contact.change", field: "phone", value: "1234" });
    expect(state().context.contactErrors).toEqual({ phone: texts.phoneInvalid });
    send({ type: "contact.change", field: "phone", value: "912 34 567" });
    send({ type: "contact.submit" });
    expect(contacts).toEqual([{ email: "ola@example.no", phone: "912 34 567" }]);
  });

  it("is sent once: leaving after it sends nothing more", () => {
    const { send, contacts, submissions } = toContact(false);
    send({ type: "contact.change", field: "email", value: "ola@example.no" });
    send({ type: "contact.submit" });
    send({ type: "contact.submit" });
    send({ type: "feedback.leave" });
    expect(contacts).toEqual([{ email: "ola@example.no" }]);
    expect(submissions).toHaveLength(1);
  });

  it("'Nei takk' hides it", () => {
    const { state, send, contacts } = toContact(true);
    send({ type: "contact.decline" });
    expect(state().matches({ afterFeedback: "finished" })).toBe(true);
    expect(contacts).toEqual([]);
  });
});

describe("feedback widget: failed posts", () => {
  it("reports a failed follow-up and contact post and keeps thanking the customer", async () => {
    const { state, send, reported } = start(
      { followupQuestions, contactQuestion: { withPhone: false } },
      true,
    );
    send({ type: "feedback.answer", value: 4 });
    send({ type: "feedback.send" });
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "ja" });
    for (const _ of followupQuestions) send({ type: "followup.next" });
    send({ type: "contact.change", field: "email", value: "ola@example.no" });
    send({ type: "contact.submit" });
    await settled();
    expect(state().status).toBe("active");
    expect(state().matches({ afterFeedback: "contactThanks" })).toBe(true);
    expect(reported.map((event) => (event as { type: string }).type).sort()).toEqual([
      "xstate.error.actor.contactSubmission",
      "xstate.error.actor.feedbackSubmission",
      "xstate.error.actor.followupSubmission",
    ]);
  });
});

describe("feedback helpers", () => {
  it("maps a smiley submission to the /feedback/ body", () => {
    expect(
      toFeedbackRequest(
        { feedbackValue: 4, intentionalSubmit: true, message: "Fint" },
        { productCode: "bil", page: "/kvittering" },
      ),
    ).toEqual({
      productCode: "bil",
      page: "/kvittering",
      feedbackValue: 4,
      text: "Fint",
      intentionalSubmit: true,
    });
    expect(
      toFeedbackRequest(
        { feedbackValue: 2, intentionalSubmit: false },
        { productCode: "bil", page: "/" },
      ),
    ).toEqual({ productCode: "bil", page: "/", feedbackValue: 2, intentionalSubmit: false });
  });

  const place = { productCode: "bil", page: "/privat/forsikring/motor/bil/kvittering" };

  it("maps what the machine sends to bodies the sandbox's contract accepts", async () => {
    const { send, submissions, followups, contacts } = start({
      followupQuestions,
      contactQuestion: { withPhone: true },
    });
    send({ type: "feedback.answer", value: 3 });
    send({ type: "feedback.messageChange", message: "Greit nok" });
    send({ type: "feedback.send" });
    send({ type: "followup.start" });
    send({ type: "followup.answer", value: "nei" });
    send({ type: "followup.next" });
    send({ type: "followup.answer", value: ["pris", "kjop"] });
    send({ type: "followup.next" });
    send({ type: "followup.answer", value: "Mer om egenandel" });
    send({ type: "followup.next" });
    send({ type: "contact.change", field: "email", value: " ola@example.no " });
    send({ type: "contact.change", field: "phone", value: "912 34 567" });
    send({ type: "contact.submit" });
    await settled();

    const main = toFeedbackRequest(submissions[0] as FeedbackSubmission, place);
    expect(v.parse(FeedbackRequest, main)).toEqual({
      ...place,
      feedbackValue: 3,
      text: "Greit nok",
      intentionalSubmit: true,
    });
    expect(v.parse(FeedbackFollowupRequest, toFollowupRequest(followups[0] ?? [], place))).toEqual({
      ...place,
      answers: [
        {
          type: "radio",
          name: "Fant du det du lette etter?",
          label: "Fant du det du lette etter?",
          value: "nei",
        },
        {
          type: "checkbox",
          name: "bruk",
          label: "Hva brukte du siden til?",
          value: ["pris", "kjop"],
        },
        {
          type: "text",
          name: "Noe mer du vil si?",
          label: "Noe mer du vil si?",
          value: "Mer om egenandel",
        },
      ],
    });
    expect(
      v.parse(FeedbackContactRequest, toContactRequest(contacts[0] as ContactAnswer, place)),
    ).toEqual({ ...place, email: "ola@example.no", phone: "91234567" });
  });

  it.each([0, 6, 2.5, "ja"])("refuses %s as a /feedback/ value", (value) => {
    expect(
      toFeedbackRequest(
        { feedbackValue: value, intentionalSubmit: true },
        { productCode: "bil", page: "/" },
      ),
    ).toBeUndefined();
  });

  it("replaces an answer of the same name", () => {
    const question = followupQuestions[0] as FeedbackQuestion;
    const first = toFollowupAnswer(question, "ja");
    const second = toFollowupAnswer(question, "nei");
    expect(withAnswer([first], second)).toEqual([second]);
  });
});
