import { InputGroup } from "@fremtind/jokul/input-group";
import { BaseTextInput, type BaseTextInputProps } from "@fremtind/jokul/text-input";

export interface TextFieldProps extends Omit<BaseTextInputProps, "id"> {
  /** The input's id, which the error summary links to. */
  id: string;
  label: string;
  helpLabel?: string;
  errorLabel?: string;
}

/**
 * Jøkul's text input with an id of our own. Jøkul's `TextInput` gives a passed id to the input but
 * points its label at a generated one, so the error summary could not link to it; the input group
 * takes the id for both.
 */
export function TextField({
  id,
  label,
  helpLabel,
  errorLabel,
  className,
  ...input
}: TextFieldProps) {
  return (
    <InputGroup
      id={id}
      label={label}
      helpLabel={helpLabel}
      errorLabel={errorLabel}
      className={["jkl-text-input", className].filter(Boolean).join(" ")}
      data-testid="jkl-text-input"
    >
      <BaseTextInput {...input} />
    </InputGroup>
  );
}
