import { ArrowVerticalAnimated } from "@fremtind/jokul/icon";
import { InputGroup } from "@fremtind/jokul/input-group";
import { questionTexts } from "../../../core/texts/steps/questions.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The select's id (the error summary links to it); the group makes one when left out. */
  id?: string;
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  errorLabel?: string;
  helpLabel?: string;
}

/**
 * A native select in Jøkul's input group: the label, help and error texts and `aria-invalid` come
 * from the group (one id, given or made by the group, so the label always points at the select). Jøkul's
 * `NativeSelect` is not used because it cannot be fully controlled (it sets `value` and
 * `defaultValue` together while nothing is chosen), and it drops a passed `id` from the label.
 */
export function SelectField({
  id,
  label,
  name,
  value,
  options,
  onChange,
  errorLabel,
  helpLabel,
}: SelectFieldProps) {
  return (
    <InputGroup
      id={id}
      label={label}
      errorLabel={errorLabel}
      helpLabel={helpLabel}
      className={`jkl-select question-select${errorLabel ? " jkl-select--invalid" : ""}`}
      render={(inputProps) => (
        <div className="jkl-select__outer-wrapper">
          <select
            {...inputProps}
            name={name}
            className={`jkl-select__button${value ? " jkl-select__button--active-value" : ""}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="" disabled>
              {questionTexts.selectPlaceholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} className="jkl-select__option">
                {option.label}
              </option>
            ))}
          </select>
          <ArrowVerticalAnimated variant="medium" pointingDown className="jkl-select__arrow" />
        </div>
      )}
    />
  );
}
