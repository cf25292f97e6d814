/**
 * Moves focus to the first field marked `aria-invalid="true"` inside `form`, in document order,
 * and returns it (null when none). Use it on submit when no error summary is shown.
 */
export function focusFirstInvalidField(form: ParentNode | null | undefined): HTMLElement | null {
  if (!form) return null;
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  if (!field) return null;
  field.focus();
  return field;
}

/** Focuses the field with `id` and scrolls its label (or itself) into view. */
export function focusField(id: string, doc: Document = document): boolean {
  const field = doc.getElementById(id);
  if (!field) return false;
  const label = Array.from(doc.querySelectorAll("label")).find((item) => item.htmlFor === id);
  (label ?? field).scrollIntoView?.({ block: "center" });
  field.focus({ preventScroll: true });
  return true;
}
