import { useCallback, useEffect, useRef, useState } from "react";

const formControls = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Moves focus to the first invalid field after a submit with errors (SPEC §5). The errors are
 * rendered first, so the focus happens after the render the submit caused. A radio group marks
 * its fieldset invalid; its checked radio (or the first one) takes focus then.
 */
export function useFocusOnErrors<T extends HTMLElement = HTMLDivElement>() {
  const container = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || !container.current) return;
    const invalid = container.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(formControls)
      ? invalid
      : (invalid.querySelector<HTMLElement>("input:checked:not([disabled])") ??
        invalid.querySelector<HTMLElement>(formControls));
    target?.focus();
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { container, focusFirstError };
}
