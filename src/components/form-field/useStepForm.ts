import { useCallback, useEffect, useState } from "react";
import type { ErrorSummaryItem } from "../error-summary/ErrorSummary.tsx";
import { focusField } from "./focusField.ts";

/** One field of a step as the view knows it; the rules themselves live in `core/domain` and the machine. */
export interface StepFormFieldState {
  /** The id on the input (or on a radio group's fieldset); the error summary links to it. */
  id: string;
  /** What the step's rule says about the value now; shown once the customer has submitted. */
  error?: string;
  /** What the insurer or the machine said about the submitted value; shown as soon as it is there. */
  reported?: string;
}

/** Spread on the field component (`TextField`, `YesNoQuestion`, `SelectField`, a radio group). */
export interface StepFormFieldProps {
  id: string;
  errorLabel: string | undefined;
}

export interface StepForm<Name extends string> {
  /** The id and the error to show for a field. */
  field: (name: Name) => StepFormFieldProps;
  /**
   * On submit: the errors show; when a rule fails, focus moves to the errors (see `useStepForm`)
   * and `onValid` is not called.
   */
  submit: (onValid: () => void) => void;
  /** Moves focus to the errors again, after a check that answered later (the insurer's). */
  focusErrors: () => void;
  /** Spread on `ErrorSummary`: empty on a one-field step. */
  summary: { errors: ErrorSummaryItem[]; focusKey: number };
}

/**
 * The form state every question step shares (SPEC §5): a field's errors show once a submit has
 * asked for it and follow each change from then on; a submit with errors moves focus to them. `fields` names the
 * fields on the page, in page order; one left out (or undefined) is not on the page now. With
 * more than one field the errors are listed in the error summary (Aksel's pattern), which takes
 * the focus; a one-field step focuses its field. The values stay the view's (`useAnswerDraft`), the rules
 * stay in `core/domain` and the machine: this only shows what they say.
 */
export function useStepForm<Name extends string>(
  fields: Partial<Record<Name, StepFormFieldState>>,
): StepForm<Name> {
  // The fields that were on the page at the last submit. A field that appears after it (the
  // leasing company once "Ja" is chosen after a failed submit) has not been asked for yet, so its
  // rule shows only from the next submit (issue 20).
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const onPage = Object.entries(fields).flatMap(([name, state]) =>
    state ? [{ name: name as Name, ...(state as StepFormFieldState) }] : [],
  );
  const shownError = (state: (StepFormFieldState & { name: string }) | undefined) =>
    (state && checked.has(state.name) ? state.error : undefined) ?? state?.reported;
  const invalid = onPage.filter((state) => shownError(state) !== undefined);
  const withSummary = onPage.length > 1;
  const firstInvalidId = invalid[0]?.id;

  // Runs after the render that shows the errors, so the field to focus carries its error by then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the only trigger
  useEffect(() => {
    if (attempts > 0 && !withSummary && firstInvalidId) focusField(firstInvalidId);
  }, [attempts]);

  const focusErrors = useCallback(() => setAttempts((count) => count + 1), []);
  const submit = (onValid: () => void) => {
    setChecked(new Set(onPage.map((state) => state.name)));
    // Only the rules hold a submit back: what the insurer said is about the value it was sent,
    // and it checks a value sent again itself.
    if (onPage.some((state) => state.error !== undefined)) focusErrors();
    else onValid();
  };

  return {
    field: (name) => {
      const state = fields[name];
      return { id: state?.id ?? name, errorLabel: shownError(state && { name, ...state }) };
    },
    submit,
    focusErrors,
    summary: {
      errors: withSummary
        ? invalid.map((state) => ({ fieldId: state.id, message: shownError(state) ?? "" }))
        : [],
      focusKey: attempts,
    },
  };
}
