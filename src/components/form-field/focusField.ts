const formControls = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * The control a field's id stands for: the input itself, or for a radio group (its fieldset
 * carries the id and `aria-invalid`) the checked radio, else the first one, as a Tab would.
 */
function controlOf(element: HTMLElement): HTMLElement | null {
  if (element.matches(formControls)) return element;
  return (
    element.querySelector<HTMLElement>("input:checked:not([disabled])") ??
    element.querySelector<HTMLElement>(formControls)
  );
}

/**
 * The one way focus moves to a field (the error summary's links, a failed submit): the field with
 * `id` takes focus and its label (or itself) scrolls into view. Returns whether focus moved.
 */
export function focusField(id: string, doc: Document = document): boolean {
  const element = doc.getElementById(id);
  const control = element ? controlOf(element) : null;
  if (!control) return false;
  const label = Array.from(doc.querySelectorAll("label")).find(
    (item) => item.htmlFor === control.id,
  );
  (label ?? element ?? control).scrollIntoView?.({ block: "center" });
  control.focus({ preventScroll: true });
  return true;
}
