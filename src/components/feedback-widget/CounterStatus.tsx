import { tooManyCharactersMessage } from "../../../core/domain/feedbackContact.ts";

/** Jøkul's counter is hidden from screen readers; this says the count and the excess politely. */
export function CounterStatus({ text, maxLength }: { text: string; maxLength: number }) {
  const tooMany = tooManyCharactersMessage(text, maxLength);
  return (
    <span className="jkl-sr-only" aria-live="polite">
      {tooMany ?? ""}
    </span>
  );
}
