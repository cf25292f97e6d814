export { focusField } from "./focusField.ts";
export type { TextFieldProps } from "./TextField.tsx";
export { TextField } from "./TextField.tsx";
export type { StepForm, StepFormFieldProps, StepFormFieldState } from "./useStepForm.ts";
export { useStepForm } from "./useStepForm.ts";
