import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import type { ReactNode } from "react";
import { stepFrameTexts } from "../../../core/texts/steps/frame.ts";

export interface YesNoQuestionProps {
  /** The group's id (the error summary links to it); Jøkul makes one when left out. */
  id?: string;
  legend: string;
  name: string;
  value: "true" | "false" | null;
  onChange: (value: "true" | "false") => void;
  errorLabel?: string;
  helpLabel?: string;
  /**
   * The step's h1 asks the same question: the legend still names the group for a screen reader,
   * but is not printed a second time under the heading.
   */
  legendIsPageTitle?: boolean;
  /** Extra content under the radios (a follow-up question). */
  children?: ReactNode;
}

/** A Ja/Nei question as radio buttons (keyboard: arrows move, the group is one tab stop). */
export function YesNoQuestion({
  id,
  legend,
  name,
  value,
  onChange,
  errorLabel,
  helpLabel,
  legendIsPageTitle = false,
  children,
}: YesNoQuestionProps) {
  return (
    <>
      <RadioButtonGroup
        id={id}
        legend={legend}
        labelProps={legendIsPageTitle ? { srOnly: true } : undefined}
        name={name}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value as "true" | "false")}
        errorLabel={errorLabel}
        helpLabel={helpLabel}
        inline
      >
        <RadioButton value="true" label={stepFrameTexts.yes} />
        <RadioButton value="false" label={stepFrameTexts.no} />
      </RadioButtonGroup>
      {children}
    </>
  );
}
