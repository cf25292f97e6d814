import { Checkbox } from "@fremtind/jokul/checkbox";
import { FieldGroup } from "@fremtind/jokul/input-group";
import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { TextArea } from "@fremtind/jokul/text-area";
import { createContext, type ReactNode, type Ref, useContext, useId } from "react";
import { tooManyCharactersMessage } from "../../../core/domain/feedbackContact.ts";
import { feedbackTexts as texts } from "../../../core/texts/feedback.ts";
import type { FeedbackQuestion, FeedbackValue } from "../../../machines/feedbackMachine.ts";
import { freeTextRows } from "../../styles/interfaceConstants.ts";
import { CounterStatus } from "./CounterStatus.tsx";
import { isSmileyValue } from "./questions.ts";
import { Smiley } from "./Smiley.tsx";

/** SPEC §8 console message: a question rendered outside the main question or the follow-up. */
export const questionsOutsideProviderMessage =
  "Questions must be used inside a Followup or Feedback context provider";
/** SPEC §8 console message: a smiley question whose options are not the values 1 to 5. */
export const smileyValuesMessage = "Smiley options must have the values 1 to 5";

/** Which part of the widget a question answers to: the main question or the follow-up. */
const QuestionsContext = createContext<"feedback" | "followup" | null>(null);
export const QuestionsProvider = QuestionsContext.Provider;

interface QuestionFieldProps {
  question: FeedbackQuestion;
  value: FeedbackValue | undefined;
  onChange: (value: FeedbackValue | undefined) => void;
  /** The limit of a text question (SPEC §5: the counter); none for the main question. */
  maxLength?: number;
  textRef?: Ref<HTMLTextAreaElement>;
}

/** One question of any type (smiley, radio, checkbox, text), labelled for screen readers. */
export function QuestionField({
  question,
  value,
  onChange,
  maxLength,
  textRef,
}: QuestionFieldProps): ReactNode {
  const id = useId();
  const within = useContext(QuestionsContext);
  const options = question.options ?? [];
  if (within === null) {
    console.error(questionsOutsideProviderMessage);
    return null;
  }
  switch (question.type) {
    case "smiley":
      if (options.some((option) => !isSmileyValue(option.value))) {
        console.error(smileyValuesMessage);
        return null;
      }
      return (
        <FieldGroup
          legend={question.label}
          labelProps={{ variant: "large" }}
          helpLabel={question.helpLabel}
        >
          <div className="jkl-feedback-smileys">
            {options.map((option) => (
              <span key={option.value} className="feedback-widget__smiley">
                {/* Under its face, see-through rather than clipped away: a label's control and
                    name must be there for every checker, not only for screen readers. */}
                <input
                  className="feedback-widget__smiley-input"
                  id={`${id}-${option.value}`}
                  name={`${id}-smiley`}
                  type="radio"
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                />
                <label className="jkl-feedback-smiley-option" htmlFor={`${id}-${option.value}`}>
                  {isSmileyValue(option.value) && (
                    <Smiley value={option.value} label={String(option.label)} />
                  )}
                </label>
              </span>
            ))}
          </div>
        </FieldGroup>
      );
    case "radio":
      return (
        <RadioButtonGroup
          legend={question.label}
          labelProps={{ variant: "large" }}
          helpLabel={question.helpLabel}
          name={`${id}-radio`}
          inline={options.length < 3}
          value={value === undefined ? "" : String(value)}
          onChange={(event) => {
            const option = options.find((o) => String(o.value) === event.target.value);
            onChange(option?.value);
          }}
        >
          {options.map((option) => (
            <RadioButton key={String(option.value)} value={String(option.value)}>
              {option.label}
            </RadioButton>
          ))}
        </RadioButtonGroup>
      );
    case "checkbox": {
      const selected = Array.isArray(value) ? value.map(String) : [];
      return (
        <FieldGroup
          legend={question.label}
          labelProps={{ variant: "large" }}
          helpLabel={question.helpLabel}
        >
          {options.map((option) => {
            const optionValue = String(option.value);
            const checked = selected.includes(optionValue);
            return (
              <Checkbox
                key={optionValue}
                name={`${id}-checkbox`}
                value={optionValue}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? selected.filter((item) => item !== optionValue)
                      : [...selected, optionValue],
                  )
                }
              >
                {option.label}
              </Checkbox>
            );
          })}
        </FieldGroup>
      );
    }
    case "text": {
      const text = typeof value === "string" ? value : "";
      return (
        <>
          <TextArea
            ref={textRef}
            label={question.label}
            labelProps={{ variant: "large" }}
            helpLabel={question.helpLabel ?? texts.messageHelp}
            errorLabel={maxLength ? tooManyCharactersMessage(text, maxLength) : undefined}
            rows={within === "feedback" ? freeTextRows.baseLevel : freeTextRows.default}
            startOpen
            {...(maxLength ? { counter: { maxLength } } : {})}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
          {maxLength ? <CounterStatus text={text} maxLength={maxLength} /> : null}
        </>
      );
    }
  }
}
