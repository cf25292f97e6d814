import "@fremtind/jokul/styles/components/feedback/feedback.min.css";
import "@fremtind/jokul/styles/components/button/button.min.css";
import "@fremtind/jokul/styles/components/loader/loader.min.css";
import "@fremtind/jokul/styles/components/input-group/input-group.min.css";
import "@fremtind/jokul/styles/components/text-area/text-area.min.css";
import "@fremtind/jokul/styles/components/text-input/text-input.min.css";
import "@fremtind/jokul/styles/components/radio-button/radio-button.min.css";
import "@fremtind/jokul/styles/components/checkbox/checkbox.min.css";
import "@fremtind/jokul/styles/components/message/message.min.css";
import "@fremtind/jokul/styles/components/icon/icon.min.css";
import "./feedbackWidget.css";
import { Button, PrimaryButton, TertiaryButton } from "@fremtind/jokul/button";
import { SuccessMessage } from "@fremtind/jokul/message";
import { TextArea } from "@fremtind/jokul/text-area";
import { TextInput } from "@fremtind/jokul/text-input";
import { useSelector } from "@xstate/react";
import { Fragment, useEffect, useRef } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { tooManyCharactersMessage } from "../../../core/domain/feedbackContact.ts";
import { feedbackTexts as texts } from "../../../core/texts/feedback.ts";
import {
  type FeedbackMachine,
  firstInvalidContactField,
} from "../../../machines/feedbackMachine.ts";
import { freeTextRows } from "../../styles/interfaceConstants.ts";
import { CounterStatus } from "./CounterStatus.tsx";
import { QuestionField, QuestionsProvider } from "./QuestionField.tsx";

type FeedbackSnapshot = SnapshotFrom<FeedbackMachine>;
type FeedbackActorRef = ActorRefFrom<FeedbackMachine>;

export interface FeedbackWidgetProps {
  actorRef: FeedbackActorRef;
  /** The window whose `pagehide` counts as leaving the page (tests pass their own). */
  windowTarget?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export type ThanksShown = "main" | "followup" | "contact" | null;

/** Which parts show; read from the machine's tags and flags only. */
export function selectFeedbackView(snapshot: FeedbackSnapshot) {
  const after = snapshot.hasTag("afterFeedback");
  const inFollowup = snapshot.hasTag("followupStep");
  const thanks: ThanksShown = snapshot.hasTag("contactThanks")
    ? "contact"
    : !after || inFollowup
      ? null
      : snapshot.context.followupSubmitted
        ? "followup"
        : "main";
  return {
    /** The step after the main answer (its thank-you is shown anew, and focused, on each). */
    stage: after ? JSON.stringify(snapshot.value) : "",
    left: snapshot.hasTag("left"),
    mainQuestion: snapshot.hasTag("mainQuestion"),
    answered: snapshot.hasTag("mainAnswered"),
    thanks,
    followupOffer: snapshot.hasTag("followupOffer"),
    followupStep: inFollowup,
    contactRequest: snapshot.hasTag("contactRequest"),
  };
}

type View = ReturnType<typeof selectFeedbackView>;
const sameView = (a: View, b: View) =>
  (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key]);

/**
 * The feedback widget (SPEC §4/§5). Thin: renders the feedback machine's snapshot and sends its
 * events; the machine decides what comes next. Sends `feedback.leave` on `pagehide`; the owner
 * of the actor sends it on in-app navigation.
 */
export function FeedbackWidget({ actorRef, windowTarget }: FeedbackWidgetProps) {
  const view = useSelector(actorRef, selectFeedbackView, sameView);

  useEffect(() => {
    const target = windowTarget ?? window;
    const leave = () => actorRef.send({ type: "feedback.leave" });
    target.addEventListener("pagehide", leave);
    return () => target.removeEventListener("pagehide", leave);
  }, [actorRef, windowTarget]);

  if (view.left) return null;
  return (
    <section className="jkl-feedback feedback-widget" aria-label={texts.landmarkLabel}>
      {view.mainQuestion && <MainQuestion actorRef={actorRef} answered={view.answered} />}
      {/* Keyed by the stage: when 'Nei takk' hides a question, focus returns to the thank-you. */}
      {view.thanks === "main" && <Thanks key={view.stage} {...texts.thanks} />}
      {view.thanks === "followup" && <Thanks key={view.stage} {...texts.followup.thanks} />}
      {view.followupOffer && <FollowupOffer actorRef={actorRef} />}
      {view.followupStep && <FollowupStep actorRef={actorRef} />}
      {view.contactRequest && <ContactRequest actorRef={actorRef} />}
      {view.thanks === "contact" && <Thanks {...texts.contact.thanks} />}
    </section>
  );
}

/** A thank-you that takes focus, so keyboard and screen-reader users are not left on nothing. */
function Thanks({ title, body }: { title: string; body: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <SuccessMessage ref={ref} tabIndex={-1} title={title} className="feedback-widget__thanks">
      {body}
    </SuccessMessage>
  );
}

function MainQuestion({ actorRef, answered }: { actorRef: FeedbackActorRef; answered: boolean }) {
  const question = useSelector(actorRef, (snapshot) => snapshot.context.mainQuestion);
  const answer = useSelector(actorRef, (snapshot) => snapshot.context.answer);
  const message = useSelector(actorRef, (snapshot) => snapshot.context.message);
  const maxLength = useSelector(actorRef, (snapshot) => snapshot.context.messageMaxLength);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const chosen = question.options?.find((option) => option.value === answer);
  const messageLabel = chosen?.textAreaLabel ?? texts.messageLabel;
  const tooMany = tooManyCharactersMessage(message, maxLength);

  // The question stands outside the form: the form (the message and Send) comes with the answer,
  // so there is never a form without its submit button (WCAG 3.2.2).
  return (
    <>
      <QuestionsProvider value="feedback">
        <QuestionField
          question={question}
          value={answer}
          onChange={(value) => actorRef.send({ type: "feedback.answer", value })}
        />
      </QuestionsProvider>
      {answered && (
        <form
          aria-label={texts.landmarkLabel}
          className="feedback-widget__details"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actorRef.send({ type: "feedback.send" });
            // The machine refuses a message over the limit: take the customer to it.
            if (actorRef.getSnapshot().hasTag("mainAnswered")) {
              messageRef.current?.focus();
            }
          }}
        >
          {question.type !== "text" && (
            <>
              <TextArea
                ref={messageRef}
                className="jkl-spacing-40--top"
                label={messageLabel}
                helpLabel={texts.messageHelp}
                errorLabel={tooMany}
                rows={freeTextRows.addOn}
                startOpen
                counter={{ maxLength }}
                value={message}
                onChange={(event) =>
                  actorRef.send({ type: "feedback.messageChange", message: event.target.value })
                }
              />
              <CounterStatus text={message} maxLength={maxLength} />
            </>
          )}
          <div className="jkl-feedback__buttons feedback-widget__buttons">
            <PrimaryButton type="submit">{texts.send}</PrimaryButton>
            <TertiaryButton
              type="button"
              onClick={() => actorRef.send({ type: "feedback.cancel" })}
            >
              {texts.cancel}
            </TertiaryButton>
          </div>
        </form>
      )}
    </>
  );
}

function FollowupOffer({ actorRef }: { actorRef: FeedbackActorRef }) {
  return (
    <div className="feedback-widget__offer">
      <p className="jkl-heading-4">{texts.followup.offer}</p>
      <p className="jkl-body">{texts.followup.offerBody}</p>
      <div className="feedback-widget__buttons">
        <PrimaryButton type="button" onClick={() => actorRef.send({ type: "followup.start" })}>
          {texts.followup.start}
        </PrimaryButton>
        <TertiaryButton type="button" onClick={() => actorRef.send({ type: "followup.decline" })}>
          {texts.followup.decline}
        </TertiaryButton>
      </div>
    </div>
  );
}

function FollowupStep({ actorRef }: { actorRef: FeedbackActorRef }) {
  const questions = useSelector(actorRef, (snapshot) => snapshot.context.followupQuestions);
  const step = useSelector(actorRef, (snapshot) => snapshot.context.step);
  const value = useSelector(actorRef, (snapshot) => snapshot.context.stepValue);
  const maxLength = useSelector(actorRef, (snapshot) => snapshot.context.messageMaxLength);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const question = questions[step];
  const isLast = step >= questions.length - 1;

  if (!question) return null;
  return (
    <form
      aria-label={texts.landmarkLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The machine refuses a text over the limit: take the customer to it.
        const refused = !actorRef.getSnapshot().can({ type: "followup.next" });
        actorRef.send({ type: "followup.next" });
        if (refused) textRef.current?.focus();
      }}
    >
      {/* One key for the step's parts: a new step gets a fresh counter (focused) and field. */}
      <Fragment key={step}>
        <StepCounter text={texts.followup.step(step + 1, questions.length)} />
        <QuestionsProvider value="followup">
          <QuestionField
            question={question}
            value={value}
            maxLength={maxLength}
            textRef={textRef}
            onChange={(next) => actorRef.send({ type: "followup.answer", value: next })}
          />
        </QuestionsProvider>
      </Fragment>
      <div className="feedback-widget__buttons">
        <Button variant={isLast ? "primary" : "secondary"} type="submit">
          {isLast ? texts.followup.submit : texts.followup.next}
        </Button>
        <TertiaryButton type="button" onClick={() => actorRef.send({ type: "followup.cancel" })}>
          {texts.followup.cancel}
        </TertiaryButton>
      </div>
    </form>
  );
}

/** 'Steg N av M'; takes focus when shown, so the customer hears where they are on each step. */
function StepCounter({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p className="jkl-feedback__step-counter" ref={ref} tabIndex={-1}>
      {text}
    </p>
  );
}

function ContactRequest({ actorRef }: { actorRef: FeedbackActorRef }) {
  const contact = useSelector(actorRef, (snapshot) => snapshot.context.contact);
  const errors = useSelector(actorRef, (snapshot) => snapshot.context.contactErrors);
  const withPhone = useSelector(
    actorRef,
    (snapshot) => snapshot.context.contactQuestion?.withPhone ?? false,
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  return (
    <form
      aria-label={texts.landmarkLabel}
      className="feedback-widget__contact"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: "contact.submit" });
        const after = actorRef.getSnapshot();
        if (after.hasTag("contactRequest")) {
          const field = firstInvalidContactField(after.context.contactErrors);
          (field === "phone" ? phoneRef : emailRef).current?.focus();
        }
      }}
    >
      <p className="jkl-heading-4">{texts.contact.question}</p>
      <TextInput
        ref={emailRef}
        label={texts.contact.email}
        labelProps={{ variant: "small" }}
        type="email"
        inputMode="email"
        autoComplete="email"
        name="email"
        value={contact.email}
        errorLabel={errors.email}
        onChange={(event) =>
          actorRef.send({ type: "contact.change", field: "email", value: event.target.value })
        }
      />
      {withPhone && (
        <TextInput
          ref={phoneRef}
          label={texts.contact.phone}
          labelProps={{ variant: "small" }}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name="phone"
          value={contact.phone}
          errorLabel={errors.phone}
          onChange={(event) =>
            actorRef.send({ type: "contact.change", field: "phone", value: event.target.value })
          }
        />
      )}
      <div className="feedback-widget__buttons">
        <PrimaryButton type="submit">{texts.contact.submit}</PrimaryButton>
        <TertiaryButton type="button" onClick={() => actorRef.send({ type: "contact.decline" })}>
          {texts.contact.decline}
        </TertiaryButton>
      </div>
    </form>
  );
}
