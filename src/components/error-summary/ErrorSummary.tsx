import { ErrorMessage } from "@fremtind/jokul/message";
import { useEffect, useId, useRef } from "react";
import { formTexts } from "../../../core/texts/form.ts";
import { focusField } from "../form-field/focusField.ts";

export interface ErrorSummaryItem {
  /** The id of the field the error belongs to (the link goes there). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  heading?: string;
  /**
   * The count of failed submits: each new value moves focus to the summary. It does not take focus
   * merely by appearing, so errors that come back while the customer types do not pull focus away.
   */
  focusKey?: number;
  className?: string;
}

/**
 * Aksel's error summary: a Norwegian heading and the field errors as links to the fields. It takes
 * focus on a failed submit, so a screen-reader user hears what to fix; each link focuses its
 * field. Renders nothing without errors.
 */
export function ErrorSummary({
  errors,
  heading = formTexts.errorSummaryHeading,
  focusKey,
  className,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const visible = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger by design
  useEffect(() => {
    if (visible && focusKey) ref.current?.focus();
  }, [focusKey]);

  if (!visible) return null;
  return (
    <ErrorMessage
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
      className={["error-summary", className].filter(Boolean).join(" ")}
      fullWidth
    >
      <h2 id={headingId} className="error-summary__heading">
        {heading}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              className="jkl-link"
              href={`#${error.fieldId}`}
              onClick={(event) => {
                if (focusField(error.fieldId)) event.preventDefault();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </ErrorMessage>
  );
}
