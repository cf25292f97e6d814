export type { FormField, FormFieldInputProps, FormFieldOptions } from "./useFormField.ts";
export { formFieldProps, useFormField } from "./useFormField.ts";
