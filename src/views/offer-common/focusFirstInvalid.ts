import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Moves focus to the first invalid field in `container`: an input marked `aria-invalid`, or the
 * first enabled input of a group (a radio fieldset) marked so. Returns whether focus moved.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target =
    invalid instanceof HTMLInputElement ||
    invalid instanceof HTMLSelectElement ||
    invalid instanceof HTMLTextAreaElement
      ? invalid
      : invalid.querySelector<HTMLElement>("input:not([disabled]), select:not([disabled])");
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * For a step form: put `ref` on a wrapper of the fields and call `requestFocus()` on a submit
 * that found errors; after the errors have rendered, focus goes to the first invalid field.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(ref.current);
  }, [attempt]);
  const requestFocus = useCallback(() => setAttempt((count) => count + 1), []);
  return { ref, requestFocus };
}
