import { useId } from "react";

/** What a field knows about itself; every part is optional. */
export interface FormFieldOptions {
  /** A fixed id (for links from the error summary); one is generated when left out. */
  id?: string;
  /** The current error message; empty, null, undefined or false means no error. */
  error?: string | null | false;
  /** Whether the field shows a help text (its id is then part of `aria-describedby`). */
  hasHelpText?: boolean;
  /** Ids of further descriptions (a counter, a unit) to read after help and error. */
  describedBy?: string;
}

/** Props for the input itself; spread them on a Jøkul input or a plain one. */
export interface FormFieldInputProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FormField {
  id: string;
  helpTextId: string;
  errorId: string;
  hasError: boolean;
  /** Spread on the input; give the label `htmlFor={field.id}`. */
  inputProps: FormFieldInputProps;
}

const hasErrorMessage = (error: FormFieldOptions["error"]): error is string =>
  typeof error === "string" && error.length > 0;

/**
 * The pure part of `useFormField`: ids and ARIA for a field with a known id. `aria-invalid` is
 * set only while there is an error; `aria-describedby` lists help text, then error, then extras,
 * and is left out when there is nothing to describe.
 */
export function formFieldProps(id: string, options: Omit<FormFieldOptions, "id"> = {}): FormField {
  const helpTextId = `${id}-hjelp`;
  const errorId = `${id}-feil`;
  const hasError = hasErrorMessage(options.error);
  const describedBy = [
    options.hasHelpText ? helpTextId : undefined,
    hasError ? errorId : undefined,
    options.describedBy || undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const inputProps: FormFieldInputProps = { id };
  if (hasError) inputProps["aria-invalid"] = true;
  if (describedBy) inputProps["aria-describedby"] = describedBy;
  return { id, helpTextId, errorId, hasError, inputProps };
}

/** One helper for every field: id, `aria-invalid` only on error, combined `aria-describedby`. */
export function useFormField(options: FormFieldOptions = {}): FormField {
  const generated = useId();
  return formFieldProps(options.id ?? `felt-${generated.replace(/[^\w-]/g, "")}`, options);
}
